/**
 * The objects the fuzz aims at: one of each resource to read and change, a
 * "victim" of each to delete (made again after a delete succeeds, so that
 * the rest of the run still has one), another organization's object for
 * cross-tenant ids, and hints that fill `client_id`, `url`, `graph` and the
 * like with values that reach the business rules behind the schemas.
 */
import fc from 'fast-check';
import type { TestKontor, TestOrganization } from '../test-support/kontor.js';
import { until } from '../test-support/until.js';
import type { Hint } from './schema-arbitrary.js';

const RESOURCES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['/api/automation/webhooks/deliveries/', 'deliveries'],
  ['/api/automation/webhooks/', 'webhooks'],
  ['/api/automation/flows/', 'flows'],
  ['/api/automation/runs/', 'runs'],
  ['/api/automation/api-keys/', 'api-keys'],
  ['/api/automation/logs/', 'logs'],
  ['/api/v1/clients/', 'clients'],
  ['/api/v1/invoices/', 'invoices'],
  ['/api/v1/employees/', 'employees'],
  ['/api/v1/tasks/', 'tasks'],
  ['/api/v1/time-entries/', 'time-entries'],
  ['/api/v1/users/', 'users'],
];

/** `clients` for the object to read and change; `victim:clients` for the one a DELETE may take. */
export function resourceOf(path: string, method: string): string {
  const name = RESOURCES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'none';
  return method === 'delete' ? `victim:${name}` : name;
}

const at = { x: 0, y: 0 };
export const GRAPHS = [
  {
    nodes: [
      { id: 'start', type: 'trigger.task_created', params: {}, position: at },
      { id: 'check', type: 'condition', params: { value: '{{task.title}}', operator: 'contains', compare_to: 'x' }, position: at },
      { id: 'note', type: 'set_variable', params: { name: 'seen', value: '{{#each task}}{{@key}}{{/each}}' }, position: at },
    ],
    connections: [
      { from: 'start', to: 'check', output: 'main' },
      { from: 'check', to: 'note', output: 'true' },
    ],
  },
  { nodes: [{ id: 't', type: 'trigger.invoice_paid', params: {}, position: at }], connections: [] },
];

export interface Fixtures {
  hint: Hint;
  idFor(resource: string): number;
  otherIdFor(resource: string): number;
  replaceVictim(resource: string): Promise<void>;
}

export async function createFixtures(kontor: TestKontor, org: TestOrganization, other: TestOrganization): Promise<Fixtures> {
  const api = org.api;
  const made = async (path: string, body: unknown) => {
    const res = await api.post(path, body);
    if (res.status >= 300) throw new Error(`fixture ${path}: ${res.status} ${res.text}`);
    return res.body.id as number;
  };
  const client = await made('/api/v1/clients/', { name: 'Fuzz client', email: 'fuzz@example.com' });
  const employee = await made('/api/v1/employees/', { name: 'Fuzz employee' });
  const task = await made('/api/v1/tasks/', { title: 'Fuzz task', client_id: client });
  const webhook = await made('/api/automation/webhooks/', { url: 'http://127.0.0.1:9/hook', events: ['INVOICE_CREATED'] });
  const flow = await made('/api/automation/flows/', { name: 'Fuzz flow', mode: 'automation', graph: GRAPHS[0] });
  await api.post(`/api/automation/webhooks/${webhook}/test/`, undefined);

  // E-mails are unique across organizations: each lane's people carry their organization's id and a number.
  let people = 0;
  const person = (role: string) => ({ email: `fuzz-${role}-${org.id}-${(people += 1)}@example.com`, name: `Fuzz ${role}` });
  const factories: Record<string, () => Promise<number>> = {
    users: () => made('/api/v1/users/', person('victim')),
    clients: () => made('/api/v1/clients/', { name: 'Victim client' }),
    employees: () => made('/api/v1/employees/', { name: 'Victim employee' }),
    tasks: () => made('/api/v1/tasks/', { title: 'Victim task' }),
    'time-entries': () => made('/api/v1/time-entries/', { employee_id: employee, minutes: 5 }),
    webhooks: () => made('/api/automation/webhooks/', { url: 'http://127.0.0.1:9/victim', events: ['TASK_COMPLETED'] }),
    flows: () => made('/api/automation/flows/', { name: 'Victim flow', mode: 'automation', graph: GRAPHS[1] }),
    'api-keys': async () =>
      (await api.post('/api/automation/api-keys/', { name: 'Victim key', scopes: ['clients:read'] })).body.id as number,
  };
  const ids: Record<string, number> = {
    clients: client,
    employees: employee,
    tasks: task,
    webhooks: webhook,
    flows: flow,
    invoices: await made('/api/v1/invoices/', { client_id: client, items: [{ description: 'Fuzz', quantity: '2', unit_price: '10.50' }] }),
    'time-entries': await made('/api/v1/time-entries/', { employee_id: employee, client_id: client, minutes: 30 }),
    runs: (await api.post(`/api/automation/flows/${flow}/run/`, { context: { task: { title: 'x' } } })).body.id,
    'api-keys': await factories['api-keys']!(),
    users: await made('/api/v1/users/', person('user')),
    deliveries: (
      await until(
        () => api.get(`/api/automation/webhooks/${webhook}/deliveries/`),
        (res) => res.body.count > 0,
        'a test delivery',
      )
    ).body.results[0].id,
    logs: (
      await until(
        () => api.get('/api/automation/logs/'),
        (res) => res.body.count > 0,
        'an audit entry',
      )
    ).body.results[0].id,
  };
  for (const [name, factory] of Object.entries(factories)) ids[`victim:${name}`] = await factory();
  const otherClient = (await other.api.post('/api/v1/clients/', { name: 'Another tenant' })).body.id as number;

  const idOr = (own: number) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(own) },
      { weight: 1, arbitrary: fc.constant(otherClient) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 }) },
    );
  const hints: Record<string, fc.Arbitrary<unknown>> = {
    client_id: idOr(client),
    employee_id: idOr(employee),
    assignee_id: idOr(employee),
    task_id: idOr(task),
    invoice_id: idOr(ids.invoices!),
    url: fc.constantFrom('http://127.0.0.1:9/hook', 'https://127.0.0.1:9/x'),
    graph: fc.constantFrom(...GRAPHS),
    email: fc.constantFrom(org.ownerEmail, 'fuzz@example.com', ''),
  };
  return {
    hint: (property) => hints[property],
    idFor: (resource) => ids[resource] ?? 0,
    otherIdFor: () => otherClient,
    async replaceVictim(resource) {
      const name = resource.replace(/^victim:/, '');
      if (factories[name]) ids[`victim:${name}`] = await factories[name]();
    },
  };
}
