/**
 * Throws generated malformed input at every write endpoint and at the list
 * queries: wrong types, huge strings, deep nesting, unicode, negative and
 * enormous numbers, SQL fragments, broken JSON. Whatever comes in, the answer
 * is never a 5xx, a refusal is a problem body, and a refusal writes nothing.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../test-support/fixture.js';

const SEED = 20261122;
const BODIES_PER_ENDPOINT = 90;
const QUERIES_PER_LIST = 40;
const TABLES = ['clients', 'invoices', 'invoice_items', 'employees', 'tasks', 'time_entries', 'api_keys', 'access_tokens', 'invoice_counters'];

const { kontor, org } = useKontor({ bodyLimitBytes: 64 * 1024 });
let ids: { client: number; invoice: number; employee: number; task: number; entry: number };

beforeAll(async () => {
  const client = (await org.api.post('/api/v1/clients/', { name: 'Fuzz client' })).body.id;
  const employee = (await org.api.post('/api/v1/employees/', { name: 'Fuzz employee' })).body.id;
  ids = {
    client,
    employee,
    invoice: (await org.api.post('/api/v1/invoices/', { client_id: client, items: [{ description: 'x', unit_price: '1' }] })).body.id,
    task: (await org.api.post('/api/v1/tasks/', { title: 'Fuzz task' })).body.id,
    entry: (await org.api.post('/api/v1/time-entries/', { employee_id: employee, minutes: 5 })).body.id,
  };
});

const SQL = ["'; DROP TABLE clients; --", "1 OR 1=1", "' UNION SELECT * FROM api_keys --", '$1', '\\x00', "Robert'); DELETE FROM invoices;--"];

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...SQL),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.constantFrom(0, -0.5, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1.23456789),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('2026-13-45', '1.12.2026', '0000-00-00', 'NaN', '', ' ', '١٢٣', '💸', 'ＡＢＣ', '\u202e', 'sk_fake'),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 6 }),
);

/**
 * A body shaped like the endpoint's own: a valid one with one or two fields
 * made wild (to reach the business rules behind the schema), its field names
 * with wild values, or anything at all.
 */
function bodyFor(fields: readonly string[], valid: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  const nearlyValid = fc
    .tuple(fc.constantFrom(...fields), nasty, fc.option(fc.tuple(fc.constantFrom(...fields), nasty)))
    .map(([field, value, second]) => ({ ...valid(), [field]: value, ...(second ? { [second[0]]: second[1] } : {}) }));
  const shaped = fc.dictionary(fc.constantFrom(...fields, 'items', '__proto__', 'constructor', 'organization_id', 'id'), nasty, { maxKeys: 6 });
  const items = fc.record({ items: fc.array(fc.dictionary(fc.constantFrom('description', 'quantity', 'unit_price', 'tax_rate', 'unit', 'x'), nasty), { maxLength: 4 }) });
  return fc.oneof({ weight: 4, arbitrary: nearlyValid }, { weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: items }, { weight: 1, arbitrary: nasty });
}

/** Text that is not a JSON document, or one nested beyond reason. */
const brokenJson = fc.oneof(
  fc.constantFrom('{', '{"a":}', "{'name': 'x'}", '[1,2', 'nul', '{"name":"x"}garbage', '\u0000', '{"a":1,}'),
  fc.integer({ min: 1000, max: 20000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1000, max: 5000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ maxLength: 50 }).map((text) => `{${text}`),
);

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  /** With `{client}` and the like standing for the ids made in beforeAll. */
  path: string;
  fields: readonly string[];
  /** A body the endpoint accepts. */
  valid: () => Record<string, unknown>;
}

const resolve = (path: string) => path.replace(/\{(\w+)\}/, (_, name: keyof typeof ids) => String(ids[name]));

const CLIENT = ['name', 'legal_name', 'registration_no', 'vat_no', 'email', 'phone', 'address', 'currency', 'payment_terms_days', 'notes'];
const INVOICE = ['client_id', 'issue_date', 'due_date', 'currency', 'status', 'amount_paid'];
const EMPLOYEE = ['name', 'email', 'hourly_rate', 'active'];
const TASK = ['title', 'description', 'assignee_id', 'client_id', 'due_date', 'priority', 'status'];
const ENTRY = ['employee_id', 'client_id', 'task_id', 'date', 'minutes', 'description', 'billable'];

const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/v1/clients/', fields: CLIENT, valid: () => ({ name: 'Valid' }) },
  { method: 'PUT', path: '/api/v1/clients/{client}/', fields: CLIENT, valid: () => ({ name: 'Valid' }) },
  { method: 'PATCH', path: '/api/v1/clients/{client}/', fields: CLIENT, valid: () => ({ notes: 'valid' }) },
  { method: 'POST', path: '/api/v1/invoices/', fields: INVOICE, valid: () => ({ client_id: ids.client, items: [{ description: 'x', unit_price: '2' }] }) },
  { method: 'PATCH', path: '/api/v1/invoices/{invoice}/', fields: INVOICE, valid: () => ({ due_date: '2099-01-01' }) },
  { method: 'POST', path: '/api/v1/employees/', fields: EMPLOYEE, valid: () => ({ name: 'Valid' }) },
  { method: 'PUT', path: '/api/v1/employees/{employee}/', fields: EMPLOYEE, valid: () => ({ name: 'Valid' }) },
  { method: 'PATCH', path: '/api/v1/employees/{employee}/', fields: EMPLOYEE, valid: () => ({ active: true }) },
  { method: 'POST', path: '/api/v1/tasks/', fields: TASK, valid: () => ({ title: 'Valid', client_id: ids.client }) },
  { method: 'PUT', path: '/api/v1/tasks/{task}/', fields: TASK, valid: () => ({ title: 'Valid', assignee_id: ids.employee }) },
  { method: 'PATCH', path: '/api/v1/tasks/{task}/', fields: TASK, valid: () => ({ status: 'open' }) },
  { method: 'POST', path: '/api/v1/time-entries/', fields: ENTRY, valid: () => ({ employee_id: ids.employee, minutes: 30 }) },
  { method: 'PUT', path: '/api/v1/time-entries/{entry}/', fields: ENTRY, valid: () => ({ employee_id: ids.employee, minutes: 30 }) },
  { method: 'PATCH', path: '/api/v1/time-entries/{entry}/', fields: ENTRY, valid: () => ({ minutes: 45 }) },
  { method: 'POST', path: '/api/automation/api-keys/', fields: ['name', 'scopes'], valid: () => ({ name: 'Valid' }) },
  { method: 'POST', path: '/api/v1/auth/token/', fields: ['email', 'password'], valid: () => ({ email: org.ownerEmail, password: 'wrong' }) },
];

async function counts(): Promise<Record<string, number>> {
  const rows = await Promise.all(TABLES.map(async (table) => [table, Number((await kontor.db(table).count({ n: '*' }).first())?.n)] as const));
  return Object.fromEntries(rows);
}

/** The row a PUT or PATCH aimed at, to compare before and after a refusal. */
async function target(path: string): Promise<unknown> {
  const res = await org.api.get(path);
  return res.status === 200 ? res.body : null;
}

let sent = 0;

async function expectSafeAnswer(method: string, path: string, body: string, contentType = 'application/json'): Promise<void> {
  const before = await counts();
  const aimed = method === 'POST' ? null : await target(path);
  const res = await org.api.request(method, path, { body, headers: { 'content-type': contentType } });
  sent += 1;
  const context = `${method} ${path} ${body.slice(0, 200)}`;
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), context).toContain('application/problem+json');
    expect(res.body, context).toMatchObject({ status: res.status, code: expect.any(String), detail: expect.any(String) });
    expect(await counts(), `${context}: a refusal wrote rows`).toEqual(before);
    if (aimed) expect(await target(path), `${context}: a refusal changed the object`).toEqual(aimed);
  }
}

describe('bad input at every write endpoint', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path} answers 4xx problems and writes nothing on refusal`, async () => {
      const samples = fc.sample(bodyFor(endpoint.fields, endpoint.valid), { seed: SEED + endpoint.fields.length + endpoint.method.length, numRuns: BODIES_PER_ENDPOINT });
      for (const sample of samples) await expectSafeAnswer(endpoint.method, resolve(endpoint.path), JSON.stringify(sample) ?? 'null');
      for (const text of fc.sample(brokenJson, { seed: SEED, numRuns: 8 })) await expectSafeAnswer(endpoint.method, resolve(endpoint.path), text);
      await expectSafeAnswer(endpoint.method, resolve(endpoint.path), '{"name":"x"}', 'text/csv');
    }, 120_000);
  }

  it('list queries with garbage parameters answer 400, never 5xx', async () => {
    const value = fc.oneof(fc.constantFrom(...SQL, '-1', '0', '1e999', '99999999999999999999', 'NaN', '', '[]', '{}'), fc.string({ unit: 'binary', maxLength: 30 }));
    const query = fc.dictionary(fc.constantFrom('page', 'page_size', 'search', 'ordering', 'status', 'client', 'assignee', 'date', 'billable', 'active', 'kind', 'since', 'nope'), value, { maxKeys: 4 });
    const lists = ['/api/v1/clients/', '/api/v1/invoices/', '/api/v1/employees/', '/api/v1/tasks/', '/api/v1/time-entries/', '/api/automation/api-keys/', '/api/automation/logs/'];
    for (const list of lists) {
      for (const params of fc.sample(query, { seed: SEED, numRuns: QUERIES_PER_LIST })) {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const res = await org.api.get(`${list}?${search}`);
        sent += 1;
        expect(res.status, `${list}?${search}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers.get('content-type')).toContain('application/problem+json');
      }
    }
  }, 120_000);

  it('sent at least 1,000 generated requests', () => {
    expect(sent).toBeGreaterThanOrEqual(1000);
  });
});
