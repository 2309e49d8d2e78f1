/**
 * Version 2 of the Kontor node inside a real n8n (2.8.4), installed as users install it, against a real Kontor:
 * 1. one workflow runs every operation of the node once, and Kontor holds what each did;
 * 2. refusals reach the user as Kontor said them: an ambiguous client, a picker pointing at a deleted record,
 *    a field whose expression resolved to nothing, a Kontor that cannot be reached (under Continue On Fail, in
 *    the item; otherwise as the error that stops the run);
 * 3. activating a Kontor Trigger on an address Kontor refuses answers Kontor's reason, not "status code 422".
 */
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor, type TestOrganization } from '../../backend/src/dev/test-support/kontor.js';
import { unusedPort } from '../../backend/src/dev/test-support/ports.js';
import { type Receiver, startReceiver } from '../../backend/src/dev/test-support/receiver.js';
import { until } from '../../backend/src/dev/test-support/until.js';
import { repoRoot } from '../support.js';
import { ensureN8n, n8n, n8nEnvironment, startN8n, userFolderWithKontorNodes } from './runtime.js';
import { CREDENTIAL_ID, byId, chain, idOf, report, type Step } from './workflows.js';

const N8N_PORT = await unusedPort();
const DEAD_PORT = await unusedPort();
let bin: string;
let userFolder: string;
let env: Record<string, string>;
let kontor: TestKontor;
let refusing: TestKontor;
let org: TestOrganization;
let receiver: Receiver;

async function importJson(kind: 'credentials' | 'workflow', name: string, content: unknown): Promise<void> {
  const file = path.join(userFolder, `${name}.json`);
  await writeFile(file, JSON.stringify(content));
  const result = await n8n(bin, [`import:${kind}`, `--input=${file}`], env);
  expect(result.code, result.stderr + result.stdout).toBe(0);
}

beforeAll(async () => {
  bin = await ensureN8n();
  userFolder = await userFolderWithKontorNodes();
  env = n8nEnvironment(userFolder, N8N_PORT);
  kontor = await startTestKontor({ worker: true });
  // The same database, served by a Kontor that refuses loopback webhook targets (as production does by default).
  refusing = await startTestKontor({ databaseUrl: kontor.databaseUrl, webhookAllowPrivate: false });
  org = await kontor.createOrganization();
  receiver = await startReceiver('/report');
  await importJson('credentials', 'credentials', [
    { id: CREDENTIAL_ID, name: 'Kontor', type: 'kontorApi', data: { baseUrl: kontor.url, apiKey: org.apiKey } },
    { id: 'kontorRefusing01', name: 'kontorRefusing01', type: 'kontorApi', data: { baseUrl: refusing.url, apiKey: org.apiKey } },
    {
      id: 'kontorNowhere001',
      name: 'kontorNowhere001',
      type: 'kontorApi',
      data: { baseUrl: `http://127.0.0.1:${DEAD_PORT}`, apiKey: org.apiKey },
    },
  ]);
}, 70 * 60_000);
afterAll(async () => {
  await receiver?.close();
  await refusing?.close();
  await kontor?.close();
});

const FAR = '2099-12-31';

interface NodeProperty {
  name: string;
  options?: Array<{ value: string }>;
  displayOptions?: { show?: Record<string, string[] | undefined> };
}

function everyOperation(ids: { spareClient: number; spareEmployee: number; flow: number }): Step[] {
  return [
    [
      'Client create',
      {
        resource: 'client',
        operation: 'create',
        name: 'Operace Doprava s.r.o.',
        additionalFields: { email: 'ap@operace.test', address: { address: { city: 'Brno' } } },
      },
    ],
    ['Client get', { resource: 'client', operation: 'get', id: idOf('Client create') }],
    ['Client update', { resource: 'client', operation: 'update', id: idOf('Client create'), updateFields: { phone: '+420 123' } }],
    ['Client get many', { resource: 'client', operation: 'getAll', limit: 1, filters: { search: 'Operace' } }],
    ['Client delete', { resource: 'client', operation: 'delete', id: String(ids.spareClient) }],
    [
      'Employee create',
      {
        resource: 'employee',
        operation: 'create',
        name: 'Olga Operatérová',
        additionalFields: { email: 'olga@operace.test', hourly_rate: '45.00' },
      },
    ],
    ['Employee get', { resource: 'employee', operation: 'get', id: idOf('Employee create') }],
    ['Employee update', { resource: 'employee', operation: 'update', id: idOf('Employee create'), updateFields: { hourly_rate: '50.00' } }],
    ['Employee get many', { resource: 'employee', operation: 'getAll', limit: 1, filters: { email: 'olga@operace.test' } }],
    ['Employee delete', { resource: 'employee', operation: 'delete', id: String(ids.spareEmployee) }],
    [
      'Invoice create',
      {
        resource: 'invoice',
        operation: 'create',
        client_id: byId(idOf('Client create')),
        items: { item: [{ description: 'Consulting', quantity: '3', unit: 'h', unit_price: '1500', tax_rate: '21' }] },
        additionalFields: { status: 'draft' },
      },
    ],
    ['Invoice get', { resource: 'invoice', operation: 'get', id: idOf('Invoice create') }],
    [
      'Invoice update',
      {
        resource: 'invoice',
        operation: 'update',
        id: idOf('Invoice create'),
        updateFields: { due_date: FAR, promised_pay_date: '2099-12-01', dunning_hold: { hold: { reason: 'disputed', until: '' } } },
      },
    ],
    ['Invoice mark sent', { resource: 'invoice', operation: 'markSent', id: idOf('Invoice create') }],
    ['Invoice mark paid', { resource: 'invoice', operation: 'markPaid', id: idOf('Invoice create') }],
    [
      'Invoice get many',
      { resource: 'invoice', operation: 'getAll', limit: 1, filters: { client: byId(idOf('Client create')), status: 'paid' } },
    ],
    [
      'Invoice from text',
      {
        resource: 'invoice',
        operation: 'createFromText',
        client: 'operace doprava',
        textFields: {
          lines: {
            line: [
              { description: 'Audit', quantity: 'two hours', unit_price: 'fifteen hundred' },
              { description: 'Travel', unit_price: '80' },
            ],
          },
          currency: 'EUR',
          tax_rate: '21',
          issue_date: 'today',
        },
      },
    ],
    ['Invoice cancel', { resource: 'invoice', operation: 'cancel', id: idOf('Invoice from text', 'invoice.id') }],
    [
      'Task create',
      {
        resource: 'task',
        operation: 'create',
        title: 'Check the VAT report',
        additionalFields: { assignee_id: byId(idOf('Employee create')), client_id: byId(idOf('Client create')), description: 'Quarterly' },
      },
    ],
    ['Task get', { resource: 'task', operation: 'get', id: idOf('Task create') }],
    ['Task update', { resource: 'task', operation: 'update', id: idOf('Task create'), updateFields: { priority: 'high' } }],
    ['Task complete', { resource: 'task', operation: 'complete', id: idOf('Task create') }],
    [
      'Task get many',
      { resource: 'task', operation: 'getAll', limit: 1, filters: { assignee: byId(idOf('Employee create')), status: 'done' } },
    ],
    [
      'Task from text',
      {
        resource: 'task',
        operation: 'createFromText',
        title: 'Call the client',
        description: 'About the audit',
        assignee: 'olga operaterova',
      },
    ],
    ['Task delete', { resource: 'task', operation: 'delete', id: idOf('Task from text', 'task.id') }],
    [
      'Time create',
      {
        resource: 'timeEntry',
        operation: 'create',
        employee_id: byId(idOf('Employee create')),
        minutes: 90,
        additionalFields: { client_id: byId(idOf('Client create')), task_id: byId(idOf('Task create')), billable: false },
      },
    ],
    ['Time get', { resource: 'timeEntry', operation: 'get', id: idOf('Time create') }],
    ['Time update', { resource: 'timeEntry', operation: 'update', id: idOf('Time create'), updateFields: { minutes: 60 } }],
    [
      'Time get many',
      { resource: 'timeEntry', operation: 'getAll', limit: 1, filters: { employee: byId(idOf('Employee create')), billable: false } },
    ],
    [
      'Time from text',
      { resource: 'timeEntry', operation: 'logFromText', employee: 'Olga', duration: '1h 30m', client: 'Operace Doprava', billable: false },
    ],
    ['Time delete', { resource: 'timeEntry', operation: 'delete', id: idOf('Time create') }],
    ['Flow get', { resource: 'flow', operation: 'get', id: String(ids.flow) }],
    ['Flow get many', { resource: 'flow', operation: 'getAll', limit: 1, filters: { mode: 'automation' } }],
    [
      'Flow run',
      {
        resource: 'flow',
        operation: 'run',
        flow: byId(ids.flow),
        context: '{"invoice": {"number": "2099-0001"}, "client": {"email": "a@b.test", "name": "A"}}',
      },
    ],
  ];
}

describe('version 2 of the Kontor node in n8n', () => {
  it('runs every operation once', async () => {
    const spareClient = (await org.api.post('/api/v1/clients/', { name: 'Spare Client' })).body.id as number;
    const spareEmployee = (await org.api.post('/api/v1/employees/', { name: 'Spare Employee' })).body.id as number;
    const graph = {
      nodes: [
        { id: 'new', type: 'trigger.invoice_created', params: {}, position: { x: 0, y: 0 } },
        {
          id: 'mail',
          type: 'send_email',
          params: { to: '{{client.email}}', subject: 'Invoice {{invoice.number}}', body: 'Dear {{client.name}}' },
          position: { x: 0, y: 100 },
        },
      ],
      connections: [{ from: 'new', to: 'mail', output: 'main' }],
    };
    const flowAnswer = await org.api.post('/api/automation/flows/', {
      name: 'Operations flow',
      mode: 'automation',
      graph,
      is_active: false,
    });
    expect(flowAnswer.status, JSON.stringify(flowAnswer.body)).toBe(201);
    const steps = everyOperation({ spareClient, spareEmployee, flow: flowAnswer.body.id });

    // Every operation version 2 offers is in the workflow (read from the build the package was packed from).
    const { Kontor } = createRequire(import.meta.url)(path.join(repoRoot, 'n8n-nodes/dist/nodes/Kontor/Kontor.node.js')) as {
      Kontor: new () => { description: { properties: NodeProperty[] } };
    };
    const offered = new Kontor().description.properties
      .filter((property) => property.name === 'operation' && !property.displayOptions?.show?.resource?.includes('smart'))
      .flatMap((property) =>
        (property.options as Array<{ value: string }>).map((option) => `${property.displayOptions!.show!.resource![0]}:${option.value}`),
      );
    expect(new Set(steps.map(([, parameters]) => `${parameters.resource}:${parameters.operation}`))).toEqual(new Set(offered));

    await importJson('workflow', 'workflow-operations', chain('kontorOperation1', 'Every operation', steps));
    const result = await n8n(bin, ['execute', '--id=kontorOperation1'], env);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(result.stdout).toContain('"status": "success"');
    // The last node's answer: the run with its trace.
    expect(result.stdout).toContain('"trace"');

    const client = (await org.api.get('/api/v1/clients/?search=Operace')).body.results[0];
    expect(client).toMatchObject({ phone: '+420 123', address: expect.objectContaining({ city: 'Brno' }) });
    expect((await org.api.get(`/api/v1/clients/${spareClient}/`)).status).toBe(404);
    expect((await org.api.get(`/api/v1/employees/${spareEmployee}/`)).status).toBe(404);
    expect((await org.api.get('/api/v1/employees/?search=Olga')).body.results[0]).toMatchObject({ hourly_rate: '50.00' });
    const invoices = (await org.api.get(`/api/v1/invoices/?client=${client.id}&ordering=id`)).body.results;
    expect(invoices).toEqual([
      expect.objectContaining({
        status: 'paid',
        due_date: FAR,
        promised_pay_date: '2099-12-01',
        dunning_hold: { until: null, reason: 'disputed' },
      }),
      expect.objectContaining({
        status: 'cancelled',
        source: 'smart',
        currency: 'EUR',
        items: [expect.objectContaining({ total: '3630.00' }), expect.objectContaining({ total: '96.80' })],
      }),
    ]);
    const tasks = (await org.api.get('/api/v1/tasks/?ordering=id')).body.results;
    expect(tasks).toEqual([
      expect.objectContaining({ title: 'Check the VAT report', status: 'done', priority: 'high', description: 'Quarterly' }),
    ]);
    const entries = (await org.api.get('/api/v1/time-entries/')).body.results;
    expect(entries).toEqual([expect.objectContaining({ minutes: 90, billable: false, client_id: client.id })]);
  }, 1_200_000);
});

const AMBIGUOUS = { resource: 'invoice', operation: 'createFromText', client: 'novak stavby', description: 'Consulting', amount: '100' };

describe('refusals in n8n', () => {
  beforeAll(async () => {
    for (const name of ['Novák Stavby s.r.o.', 'Novák Stavby a.s.']) await org.api.post('/api/v1/clients/', { name });
  });

  it("puts Kontor's detail, candidates and field errors in the item under Continue On Fail, and names a field left empty or an address that does not answer", async () => {
    const gone = (await org.api.post('/api/v1/clients/', { name: 'Gone Client' })).body.id as number;
    expect((await org.api.delete(`/api/v1/clients/${gone}/`)).status).toBe(204);
    const steps: Step[] = [
      ['Ambiguous', AMBIGUOUS, { continueOnFail: true }],
      [
        'Deleted client',
        { resource: 'invoice', operation: 'create', client_id: byId(gone), items: { item: [{ description: 'x', unit_price: '1' }] } },
        { continueOnFail: true },
      ],
      ['Empty client', { ...AMBIGUOUS, client: '={{ $json.nothing }}' }, { continueOnFail: true }],
      ['Nowhere', { resource: 'client', operation: 'get', id: '1' }, { continueOnFail: true, credential: 'kontorNowhere001' }],
    ];
    const body = `{ ${steps.map(([name]) => `'${name}': $('${name}').first().json`).join(', ')} }`;
    await importJson('workflow', 'workflow-refusals', chain('kontorRefusals01', 'Refusals', steps, 2, [report(receiver.url, body)]));
    const result = await n8n(bin, ['execute', '--id=kontorRefusals01'], env);
    expect(result.code, result.stderr + result.stdout).toBe(0);
    await receiver.waitFor((got) => got.length > 0, 30_000);
    const items = receiver.received.at(-1)!.json as unknown as Record<string, Record<string, unknown>>;

    expect(items.Ambiguous).toMatchObject({
      error: expect.stringContaining('Several clients could be "novak stavby"'),
      code: 'ambiguous_match',
      field: 'client',
      httpCode: '422',
      candidates: [
        expect.objectContaining({ name: expect.stringMatching(/^Novák Stavby/) }),
        expect.objectContaining({ name: expect.stringMatching(/^Novák Stavby/) }),
      ],
      description: expect.stringContaining('Candidates for client (Client)'),
    });
    expect(items['Deleted client']).toMatchObject({
      code: 'validation_error',
      errors: [{ field: 'client_id', message: `no client with id ${gone}` }],
      description: `client_id (Client): no client with id ${gone}`,
    });
    expect(items['Empty client']).toEqual({ error: 'The field "Client" is empty', description: expect.any(String) });
    expect(items.Nowhere).toMatchObject({
      error: `Kontor at http://127.0.0.1:${DEAD_PORT} cannot be reached`,
      description: expect.stringContaining(`GET http://127.0.0.1:${DEAD_PORT}/api/v1/clients/1/ failed: `),
    });
    expect(JSON.stringify(items)).not.toContain('Your request is invalid');
  }, 600_000);

  it("stops the run with Kontor's detail as the error, not n8n's generic text", async () => {
    await importJson('workflow', 'workflow-stop', chain('kontorStopsRun01', 'Stops', [['Ambiguous', AMBIGUOUS]]));
    const result = await n8n(bin, ['execute', '--id=kontorStopsRun01'], env);
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain('Several clients could be \\"novak stavby\\"');
    expect(output).not.toContain('Your request is invalid');
    expect(output).not.toContain('Request failed with status code 422');
  }, 600_000);
});

describe('Kontor Trigger activation in n8n', () => {
  it('answers why Kontor refuses the webhook address', async () => {
    await importJson('workflow', 'workflow-refused-trigger', {
      id: 'kontorRefusedTr1',
      name: 'Refused trigger',
      active: false,
      settings: {},
      nodes: [
        {
          id: 'trigger',
          name: 'Kontor Trigger',
          type: 'n8n-nodes-kontor.kontorTrigger',
          typeVersion: 1,
          position: [0, 0],
          webhookId: 'kontor-e2e-refused',
          parameters: { events: ['INVOICE_CREATED'] },
          credentials: { kontorApi: { id: 'kontorRefusing01', name: 'kontorRefusing01' } },
        },
      ],
      connections: {},
    });
    const base = `http://127.0.0.1:${N8N_PORT}`;
    const server = await startN8n(bin, env);
    try {
      // /healthz answers before n8n's REST routes are mounted (a 404 until then).
      const setup = await until(
        () =>
          fetch(`${base}/rest/owner/setup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'browser-id': 'kontor-e2e' },
            body: JSON.stringify({ email: 'owner@n8n.test', firstName: 'Kontor', lastName: 'Test', password: 'Kontor-e2e-Passw0rd' }),
          }),
        (response) => response.status !== 404,
        "n8n's REST API",
        120_000,
        500,
      );
      expect(setup.status, await setup.clone().text()).toBe(200);
      const headers = {
        'content-type': 'application/json',
        'browser-id': 'kontor-e2e',
        cookie: (setup.headers.get('set-cookie') ?? '').split(';')[0]!,
      };
      // Right after the owner's setup n8n may still answer its REST routes with a plain-text status page: wait for JSON.
      const found = await until(
        () => fetch(`${base}/rest/workflows/kontorRefusedTr1`, { headers }),
        (response) => response.ok && (response.headers.get('content-type') ?? '').includes('json'),
        'the imported workflow',
        60_000,
        500,
      );
      const workflow = (await found.json()) as { data: { versionId: string } };
      const activated = await fetch(`${base}/rest/workflows/kontorRefusedTr1/activate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ versionId: workflow.data.versionId }),
      });
      const answer = await activated.text();
      expect(activated.status, answer).toBeGreaterThanOrEqual(400);
      expect(answer).toContain('points at a private, loopback or link-local address');
      expect(answer).not.toContain('Request failed with status code 422');
    } finally {
      await server.stop();
    }
  }, 600_000);
});
