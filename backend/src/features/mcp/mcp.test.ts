import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, type ElicitRequest, ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { until } from '../../dev/test-support/until.js';

const { kontor, org } = useKontor();
let readOnlyKey: string;
const ids: Record<string, number> = {};
const clients: Client[] = [];
const MCP = '/api/automation/mcp/';

type Elicit = (params: ElicitRequest['params']) => ElicitResult;
/** The labels offered as choices in a form question. */
const choicesOf = (params: ElicitRequest['params'] | undefined) =>
  (params as unknown as { requestedSchema: { properties: { choice: { enum: string[] } } } }).requestedSchema.properties.choice.enum;

async function connect(key: string, options: { elicit?: Elicit } = {}): Promise<Client> {
  const client = new Client(
    { name: 'kontor-test', version: '1.0.0' },
    { capabilities: options.elicit ? { elicitation: { form: {} } } : {} },
  );
  if (options.elicit) {
    const elicit = options.elicit;
    client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request.params));
  }
  const transport = new StreamableHTTPClientTransport(new URL(`${kontor.url}${MCP}`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  // Listing the tools makes the SDK client check every structuredContent against the tool's output schema.
  await client.listTools();
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const structured = (result: CallToolResult) => result.structuredContent as Record<string, any>;
const errorOf = (result: CallToolResult) => {
  expect(result.isError).toBe(true);
  const text = (result.content[0] as { text: string }).text;
  return JSON.parse(text.slice(text.indexOf('\n') + 1)) as { code: string; detail: string; errors?: Array<{ field: string }> };
};
const count = async (table: string) => Number((await kontor.db(table).where({ organization_id: org.id }).count({ n: '*' }).first())!.n);

/** A raw JSON-RPC POST, as a client without the SDK would send it. */
function post(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  return fetch(`${kontor.url}${MCP}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${org.apiKey}`,
      ...headers,
    },
    body,
  });
}
const initialize = (protocolVersion = '2025-11-25') =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });

beforeAll(async () => {
  kontor.clock.set('2026-11-22T10:00:00Z');
  for (const [key, client] of Object.entries({
    transport: { name: 'Novák Transport s.r.o.', currency: 'CZK', payment_terms_days: 30, registration_no: '27082440' },
    stavbyS: { name: 'Novák Stavby s.r.o.', currency: 'CZK', registration_no: '11111111', address: { city: 'Brno' } },
    stavbyA: { name: 'Novák Stavby a.s.', currency: 'CZK', registration_no: '22222222', address: { city: 'Praha' } },
  }))
    ids[key] = (await org.api.post('/api/v1/clients/', client)).body.id;
  ids.jana = (await org.api.post('/api/v1/employees/', { name: 'Jana Nováková', email: 'jana@kontor.test' })).body.id;
  ids.petr = (await org.api.post('/api/v1/employees/', { name: 'Petr Svoboda', email: 'petr@kontor.test' })).body.id;
  ids.tomas1 = (await org.api.post('/api/v1/employees/', { name: 'Tomáš Dvořák', email: 'tomas.dvorak@kontor.test' })).body.id;
  ids.tomas2 = (await org.api.post('/api/v1/employees/', { name: 'Tomáš Dvořák', email: 'tomas.dvorak.junior@kontor.test' })).body.id;
  ids.report = (await org.api.post('/api/v1/tasks/', { title: 'Quarterly VAT report', client_id: ids.transport })).body.id;
  readOnlyKey = (await org.api.post('/api/automation/api-keys/', { name: 'read only', scopes: ['*:read'] })).body.key;
});
// A choice made through elicitation is learned as an alias, and the next call with the same phrase resolves to it
// (features/mcp/learning.test.ts). These tests each ask the same ambiguous phrases afresh: what one taught is deleted
// after it, through the API, which also shows that deleting an alias restores the question.
afterEach(async () => {
  const owners = [
    ...['transport', 'stavbyS', 'stavbyA'].map((key) => `/api/v1/clients/${ids[key]}/aliases/`),
    ...['jana', 'petr', 'tomas1', 'tomas2'].map((key) => `/api/v1/employees/${ids[key]}/aliases/`),
  ];
  for (const base of owners) {
    const { body } = await org.api.get(base);
    for (const alias of body.results ?? []) await org.api.delete(`${base}${alias.id}/`);
  }
});

// Runs before useKontor's own afterAll closes the Kontor (after-hooks run in reverse order).
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe('connecting', () => {
  it('initializes on protocol 2025-11-25 and lists tools, each with input and output schemas and annotations', async () => {
    const client = await connect(org.apiKey);
    expect(client.getServerVersion()).toMatchObject({ name: 'kontor' });
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getInstructions()).toContain('never guesses');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'create_invoice',
        'create_task',
        'find_clients',
        'find_employees',
        'get_invoice',
        'list_unpaid_invoices',
        'log_time',
        'mark_invoice_paid',
        'mark_invoice_sent',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations, tool.name).toMatchObject({
        readOnlyHint: expect.any(Boolean),
        destructiveHint: expect.any(Boolean),
        idempotentHint: expect.any(Boolean),
      });
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.create_invoice!.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    expect(byName.find_clients!.annotations).toMatchObject({ readOnlyHint: true });
    expect(Object.keys(byName.create_invoice!.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['client', 'dry_run', 'idempotency_key']),
    );
    expect(Object.keys(byName.get_invoice!.inputSchema.properties ?? {})).not.toContain('idempotency_key');
  });

  it('answers in the protocol version 2025-06-18 when the client asks for it', async () => {
    const res = await post(initialize('2025-06-18'), { accept: 'application/json, text/event-stream' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"protocolVersion":"2025-06-18"');
    expect(res.headers.get('mcp-session-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names and describes its tools in plain words a model can act on', async () => {
    const { tools } = await (await connect(org.apiKey)).listTools();
    const jargon = /\b(smart|resolver|principal|scope|REST|endpoint|ambiguous_match|organizationId|422|dto|payload)\b/i;
    for (const tool of tools) {
      expect(tool.name).toMatch(/^(create|find|get|list|log|mark)_[a-z]+(_[a-z]+)*$/);
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.description, tool.name).not.toMatch(jargon);
      for (const [argument, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        expect((schema as { description?: string }).description, `${tool.name}.${argument}`).toBeTruthy();
      }
    }
  });

  it('refuses a call without a key: 401 with WWW-Authenticate, and the SDK client fails to connect', async () => {
    const res = await post(initialize(), { authorization: '' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    const bad = await post(initialize(), { authorization: 'Bearer sk_notakey' });
    expect(bad.status).toBe(401);
    const client = new Client({ name: 'nokey', version: '1' });
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(`${kontor.url}${MCP}`)))).rejects.toThrow(/401|Unauthorized/i);
  });

  // The stream was flushed before the security headers were set: they were missing from every streamed answer.
  it('sends the security headers and no-store on a streamed answer too', async () => {
    const res = await post(initialize());
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    await res.text();
    expect(
      Object.fromEntries(
        ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cache-control'].map((name) => [name, res.headers.get(name)]),
      ),
    ).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store, no-transform',
    });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses a foreign Origin (DNS-rebinding protection) before anything else', async () => {
    const res = await post(initialize(), { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    expect(res.headers.get('mcp-session-id')).toBeNull();
  });

  it('serves a session only to the credential that opened it', async () => {
    const res = await post(initialize());
    const session = res.headers.get('mcp-session-id')!;
    await res.text();
    const other = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }), {
      authorization: `Bearer ${readOnlyKey}`,
      'mcp-session-id': session,
      'mcp-protocol-version': '2025-11-25',
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: -32001 } });
  });
});

describe('tools', () => {
  it('create_invoice invoices "Novak Transport three hours at fifteen hundred, due in two weeks"', async () => {
    const client = await connect(org.apiKey);
    const result = await call(client, 'create_invoice', {
      client: 'Novak Transport',
      description: 'Consulting',
      quantity: 'three hours',
      unit_price: 'fifteen hundred',
      due: 'in two weeks',
    });
    expect(result.isError).toBeFalsy();
    expect(structured(result)).toMatchObject({
      outcome: 'created',
      invoice: { client_id: ids.transport, source: 'smart', total: '4500.00', due_date: '2026-12-06', number: expect.any(String) },
      matches: { client: { id: ids.transport } },
      interpreted: { quantity: { value: '3' } },
    });
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
    const invoice = await org.api.get(`/api/v1/invoices/${structured(result).invoice.id}/`);
    expect(invoice.body.total).toBe('4500.00');
  });

  it('create_invoice with dry_run previews and creates nothing', async () => {
    const before = await count('invoices');
    const result = await call(await connect(org.apiKey), 'create_invoice', {
      client: '27082440',
      description: 'Audit',
      amount: '1000',
      dry_run: true,
    });
    expect(structured(result)).toMatchObject({ outcome: 'preview', dry_run: true, invoice: { id: null, total: '1000.00' } });
    expect(await count('invoices')).toBe(before);
  });

  it('create_task and log_time create through the same services as REST', async () => {
    const client = await connect(org.apiKey);
    const task = structured(
      await call(client, 'create_task', {
        title: 'Call about the VAT return',
        assignee: 'Jana',
        client: 'Novak Transport',
        due: 'next friday',
        priority: 'asap',
      }),
    );
    expect(task).toMatchObject({
      outcome: 'created',
      task: { assignee_id: ids.jana, client_id: ids.transport, priority: 'urgent', due_date: '2026-11-27' },
    });
    expect((await org.api.get(`/api/v1/tasks/${task.task.id}/`)).status).toBe(200);
    const time = structured(
      await call(client, 'log_time', { employee: 'petr svoboda', duration: '1h 30m', date: 'yesterday', task: 'VAT report' }),
    );
    expect(time).toMatchObject({
      outcome: 'created',
      time_entry: { employee_id: ids.petr, minutes: 90, date: '2026-11-21', task_id: ids.report },
    });
  });

  it('find_clients and find_employees answer scored candidates with details', async () => {
    const client = await connect(org.apiKey);
    const one = structured(await call(client, 'find_clients', { query: 'novak transport' }));
    expect(one).toMatchObject({
      outcome: 'found',
      candidates: [{ id: ids.transport, score: expect.any(Number), matched_on: 'name', details: expect.stringContaining('27082440') }],
    });
    const several = structured(await call(client, 'find_clients', { query: 'Novak Stavby' }));
    expect(several.outcome).toBe('several');
    expect(several.candidates.map((c: { id: number }) => c.id).sort()).toEqual([ids.stavbyS, ids.stavbyA].sort());
    expect(several.candidates.map((c: { details: string }) => c.details).join(' ')).toMatch(/Brno[\s\S]*Praha|Praha[\s\S]*Brno/);
    const employee = structured(await call(client, 'find_employees', { query: 'Jana Novakova' }));
    expect(employee).toMatchObject({ outcome: 'found', candidates: [{ id: ids.jana, details: 'jana@kontor.test' }] });
  });

  it('get_invoice, mark_invoice_sent, list_unpaid_invoices and mark_invoice_paid follow an invoice to paid', async () => {
    const client = await connect(org.apiKey);
    const created = structured(
      await call(client, 'create_invoice', {
        client: ids.transport,
        description: 'Bookkeeping',
        amount: '2000',
        issue_date: '2026-10-01',
        due: '2026-10-15',
      }),
    );
    const { id, number } = created.invoice as { id: number; number: string };
    expect(structured(await call(client, 'get_invoice', { invoice: number }))).toMatchObject({ invoice: { id, status: 'draft' } });

    // Due on 2026-10-15, long past: sent, it is overdue at once.
    expect(structured(await call(client, 'mark_invoice_sent', { invoice: id }))).toMatchObject({
      changed: true,
      invoice: { status: 'overdue' },
    });
    expect(structured(await call(client, 'mark_invoice_sent', { invoice: id }))).toMatchObject({ changed: false });
    const overdue = structured(await call(client, 'list_unpaid_invoices', { overdue_only: true }));
    expect(overdue.invoices).toEqual([expect.objectContaining({ id, number, days_overdue: 38, balance: '2000.00' })]);
    expect(overdue.owed).toEqual({ CZK: '2000.00' });

    expect(structured(await call(client, 'mark_invoice_paid', { invoice: number }))).toMatchObject({
      changed: true,
      invoice: { status: 'paid', balance: '0.00' },
    });
    expect(structured(await call(client, 'list_unpaid_invoices', {})).invoices.map((i: { id: number }) => i.id)).not.toContain(id);
    const events = await kontor.db('events').where({ organization_id: org.id, type: 'INVOICE_PAID' }).count({ n: '*' }).first();
    expect(Number(events!.n)).toBe(1);
  });

  it('totals what is owed over every unpaid invoice, finds an invoice by its exact number, and leaves an overdue one overdue', async () => {
    const other = await kontor.createOrganization('Many invoices');
    const payer = (await other.api.post('/api/v1/clients/', { name: 'Projekt 2026-0001 s.r.o.', currency: 'CZK' })).body;
    const due = '2026-12-31';
    for (let n = 0; n < 205; n++)
      await other.api.post('/api/v1/invoices/', {
        client_id: payer.id,
        status: 'sent',
        due_date: due,
        items: [{ description: 'x', unit_price: '10' }],
      });
    const client = await connect(other.apiKey);
    // Past the 200 listed, the total owed had stopped at 2000.00; and a filter left out had still counted.
    expect(structured(await call(client, 'list_unpaid_invoices', { client_id: payer.id }))).toMatchObject({
      count: 205,
      owed: { CZK: '2050.00' },
    });
    expect(structured(await call(client, 'list_unpaid_invoices', { client_id: payer.id, overdue_only: true }))).toMatchObject({
      count: 0,
      invoices: [],
      owed: {},
    });
    // The client's name holds the first invoice's number: a search had found five of its invoices and not that one.
    const first = structured(await call(client, 'get_invoice', { invoice: '2026-0001' }));
    expect(first.invoice).toMatchObject({ number: '2026-0001' });
    await kontor.db('invoices').where({ id: first.invoice.id }).update({ status: 'overdue' });
    const events = async () =>
      Number((await kontor.db('events').where({ organization_id: other.id, type: 'INVOICE_SENT' }).count({ n: '*' }).first())!.n);
    const sentBefore = await events();
    expect(structured(await call(client, 'mark_invoice_sent', { invoice: '2026-0001' }))).toMatchObject({
      changed: false,
      invoice: { status: 'overdue' },
    });
    expect(await events()).toBe(sentBefore);
  }, 60_000);

  it('refuses the creating tools to a read-only key, and lets it read', async () => {
    const client = await connect(readOnlyKey);
    const before = await count('invoices');
    const tasksBefore = await count('tasks');
    const refused = await call(client, 'create_invoice', { client: 'Novak Transport', description: 'Work', amount: '100' });
    expect(errorOf(refused)).toMatchObject({ code: 'permission_denied', detail: expect.stringContaining('smart:write') });
    expect(errorOf(await call(client, 'create_task', { title: 'Refused' })).code).toBe('permission_denied');
    expect(errorOf(await call(client, 'log_time', { employee: 'Petr Svoboda', duration: '1h' })).code).toBe('permission_denied');
    expect(errorOf(await call(client, 'mark_invoice_sent', { invoice: 1 })).code).toBe('permission_denied');
    expect(errorOf(await call(client, 'mark_invoice_paid', { invoice: 1 })).code).toBe('permission_denied');
    expect(await count('invoices')).toBe(before);
    expect(await count('tasks')).toBe(tasksBefore);
    expect(structured(await call(client, 'find_clients', { query: 'Novak Transport' })).outcome).toBe('found');
  });
});

describe('an ambiguous client', () => {
  const ambiguous = { client: 'Novak Stavby', description: 'Scaffolding', amount: '5000' };

  it('is asked through elicitation, and on accept the invoice is made for the chosen client', async () => {
    let asked: ElicitRequest['params'] | undefined;
    const client = await connect(org.apiKey, {
      elicit: (params) => {
        asked = params;
        return { action: 'accept', content: { choice: choicesOf(params).find((choice) => choice.includes('Praha'))! } };
      },
    });
    const result = await call(client, 'create_invoice', ambiguous);
    expect(asked?.message).toContain('Novak Stavby');
    expect(choicesOf(asked)).toEqual(
      expect.arrayContaining([expect.stringContaining('Novák Stavby s.r.o.'), expect.stringContaining('Novák Stavby a.s.')]),
    );
    expect(structured(result)).toMatchObject({
      outcome: 'created',
      invoice: { client_id: ids.stavbyA },
      matches: { client: { id: ids.stavbyA, matched_on: 'id' } },
    });
  });

  it('on decline creates nothing', async () => {
    const before = await count('invoices');
    const client = await connect(org.apiKey, { elicit: () => ({ action: 'decline' }) });
    const result = await call(client, 'create_invoice', ambiguous);
    expect(result.isError).toBeFalsy();
    expect(structured(result)).toMatchObject({ outcome: 'declined', question: { field: 'client' } });
    expect(await count('invoices')).toBe(before);
  });

  it('without the elicitation capability answers the candidates and how to call again', async () => {
    const before = await count('invoices');
    const client = await connect(org.apiKey);
    const result = await call(client, 'create_invoice', ambiguous);
    expect(result.isError).toBeFalsy();
    const answer = structured(result);
    expect(answer).toMatchObject({
      outcome: 'choice_needed',
      question: { field: 'client', how_to_answer: expect.stringContaining('create_invoice') },
    });
    expect(answer.question.candidates.map((c: { id: number }) => c.id).sort()).toEqual([ids.stavbyS, ids.stavbyA].sort());
    expect(await count('invoices')).toBe(before);
    const again = structured(await call(client, 'create_invoice', { ...ambiguous, client: ids.stavbyS }));
    expect(again).toMatchObject({ outcome: 'created', invoice: { client_id: ids.stavbyS } });
    expect(answer.question.candidates.map((c: { details: string }) => c.details).join(' ')).toContain('reg. no.');
  });

  it('tells the candidates apart only for a credential that may read them', async () => {
    const writeOnly = (await org.api.post('/api/automation/api-keys/', { name: 'smart only', scopes: ['smart:write'] })).body.key;
    const answer = structured(await call(await connect(writeOnly), 'create_invoice', { ...ambiguous, dry_run: true }));
    expect(answer.outcome).toBe('choice_needed');
    expect(answer.question.candidates.map((c: { details: string }) => c.details)).toEqual(['', '']);
  });
});

describe('a value that reads two ways', () => {
  const ambiguous = { client: 'Novak Transport', description: 'Crane hire', amount: '1,500' };

  it('is asked through elicitation with its readings as choices, and on accept the invoice has the chosen amount', async () => {
    const asked: Array<ElicitRequest['params']> = [];
    const client = await connect(org.apiKey, {
      elicit: (params) => {
        asked.push(params);
        return { action: 'accept', content: { choice: choicesOf(params)[0]! } };
      },
    });
    const result = structured(await call(client, 'create_invoice', ambiguous));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.message).toContain('"1,500"');
    expect(choicesOf(asked[0])).toEqual(['1500 ("," grouping thousands)', '1.5 ("," as the decimal point)']);
    expect(result).toMatchObject({
      outcome: 'created',
      invoice: { client_id: ids.transport, total: '1500.00' },
      interpreted: { amount: { input: '1500', value: '1500' } },
    });
    expect((await org.api.get(`/api/v1/invoices/${result.invoice.id}/`)).body.total).toBe('1500.00');
  });

  it('asks each field in turn, then the name, and creates with every answer', async () => {
    const asked: string[] = [];
    const client = await connect(org.apiKey, {
      elicit: (params) => {
        asked.push(params.message);
        const choices = choicesOf(params);
        return { action: 'accept', content: { choice: choices.find((choice) => /decimal point|Praha/.test(choice)) ?? choices[0]! } };
      },
    });
    const result = structured(
      await call(client, 'create_invoice', {
        client: 'Novak Stavby',
        items: [{ description: 'Boards', quantity: '2,500 pcs', unit_price: '4.000' }],
      }),
    );
    expect(asked).toEqual([
      expect.stringContaining('quantity of line 1 "2,500 pcs"'),
      expect.stringContaining('unit price of line 1 "4.000"'),
      expect.stringContaining('Novak Stavby'),
    ]);
    expect(result).toMatchObject({
      outcome: 'created',
      invoice: { client_id: ids.stavbyA, items: [{ quantity: '2.5', unit: 'pcs', unit_price: '4.00' }], subtotal: '10.00' },
    });
  });

  it('books a duration read the chosen way', async () => {
    const client = await connect(org.apiKey, {
      elicit: (params) => ({ action: 'accept', content: { choice: choicesOf(params).find((choice) => choice.includes('hours'))! } }),
    });
    const result = structured(await call(client, 'log_time', { employee: 'Petr Svoboda', duration: '1,200', description: 'Payroll' }));
    expect(result).toMatchObject({ outcome: 'created', time_entry: { employee_id: ids.petr, minutes: 72 } });
  });

  it('on decline creates nothing', async () => {
    const before = await count('invoices');
    const client = await connect(org.apiKey, { elicit: () => ({ action: 'decline' }) });
    const result = await call(client, 'create_invoice', ambiguous);
    expect(result.isError).toBeFalsy();
    expect(structured(result)).toMatchObject({
      outcome: 'declined',
      question: { field: 'amount', readings: [{ value: '1500' }, { value: '1.5' }] },
    });
    expect(await count('invoices')).toBe(before);
  });

  it('without the elicitation capability answers the field, its readings and how to call again', async () => {
    const before = await count('invoices');
    const client = await connect(org.apiKey);
    const answer = structured(await call(client, 'create_invoice', ambiguous));
    const question = {
      field: 'amount',
      message: expect.stringContaining('could be 1500'),
      readings: [
        { value: '1500', how: '1500 ("," grouping thousands)' },
        { value: '1.5', how: '1.5 ("," as the decimal point)' },
      ],
      how_to_answer: expect.stringMatching(/create_invoice.*"amount".*"1500" or "1\.5"/),
    };
    expect(answer).toMatchObject({ outcome: 'choice_needed', question, questions: [question], message: expect.stringContaining('amount') });
    expect(await count('invoices')).toBe(before);
    const again = structured(await call(client, 'create_invoice', { ...ambiguous, amount: answer.question.readings[1].value }));
    expect(again).toMatchObject({ outcome: 'created', invoice: { total: '1.50' } });
  });

  it('is not asked when another value cannot be read at all: the call is a tool error naming both', async () => {
    const before = await count('invoices');
    let asked = false;
    const client = await connect(org.apiKey, {
      elicit: () => {
        asked = true;
        return { action: 'cancel' };
      },
    });
    const refused = errorOf(await call(client, 'create_invoice', { ...ambiguous, due: 'whenever' }));
    expect(asked).toBe(false);
    expect(refused.errors).toEqual([
      expect.objectContaining({ field: 'amount', code: 'ambiguous_value', readings: expect.any(Array) }),
      expect.objectContaining({ field: 'due' }),
    ]);
    expect(await count('invoices')).toBe(before);
  });
});

describe('protocol 2025-06-18 by hand', () => {
  /** The JSON-RPC messages of an event stream, handed to `onMessage` as they arrive; bounded by the stream's end. */
  async function readEvents(response: Response, onMessage: (message: Record<string, any>) => Promise<void>) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data.trim()) await onMessage(JSON.parse(data) as Record<string, any>);
      }
    }
  }

  it('asks with the 2025-06-18 capability shape (elicitation: {}) and creates for the chosen client', async () => {
    const init = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: { elicitation: {} }, clientInfo: { name: 'raw', version: '1' } },
      }),
    );
    const session = init.headers.get('mcp-session-id')!;
    await init.text();
    const headers = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' };
    expect((await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), headers)).status).toBe(202);

    const callResponse = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'create_invoice', arguments: { client: 'Novak Stavby', description: 'Ladders', amount: '90' } },
      }),
      headers,
    );
    expect(callResponse.headers.get('content-type')).toContain('text/event-stream');
    const received: Array<Record<string, any>> = [];
    await readEvents(callResponse, async (message) => {
      received.push(message);
      if (message.method === 'elicitation/create') {
        const choice = (message.params.requestedSchema.properties.choice.enum as string[]).find((label) => label.includes('Brno'))!;
        const answered = await post(
          JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { action: 'accept', content: { choice } } }),
          headers,
        );
        expect(answered.status).toBe(202);
      }
    });
    expect(received.map((message) => message.method ?? 'result')).toEqual(['elicitation/create', 'result']);
    expect(received[1]!.result.structuredContent).toMatchObject({ outcome: 'created', invoice: { client_id: ids.stavbyS } });
  });

  it('gives up a question when its client disconnects, and frees its idempotency_key at once', async () => {
    const init = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: { elicitation: {} }, clientInfo: { name: 'raw', version: '1' } },
      }),
    );
    const session = init.headers.get('mcp-session-id')!;
    await init.text();
    const headers = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' };
    await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), headers);
    const args = { client: 'Novak Stavby', description: 'Scaffolding', amount: '120', idempotency_key: 'agent-gone-1' };
    const gone = new AbortController();
    const callResponse = await fetch(`${kontor.url}${MCP}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${org.apiKey}`,
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create_invoice', arguments: args } }),
      signal: gone.signal,
    });
    // Asked, and then the client goes away without answering.
    await readEvents(callResponse, async (message) => {
      if (message.method === 'elicitation/create') gone.abort();
    }).catch(() => undefined);

    // Another session with the same key runs for real: the abandoned call no longer holds it (bounded by the
    // server noticing the closed connection, not by the five minutes a person has to answer).
    const client = await connect(org.apiKey, {
      elicit: (params) => ({ action: 'accept', content: { choice: choicesOf(params).find((label) => label.includes('Brno'))! } }),
    });
    const result = await until(
      () => call(client, 'create_invoice', args),
      (answer) => !answer.isError,
      'the key of the abandoned call to be free',
      5_000,
    );
    expect(structured(result)).toMatchObject({ outcome: 'created', invoice: { client_id: ids.stavbyS } });
    expect(result._meta?.['kontor/idempotent-replayed']).toBeUndefined();
  });
});

describe('an ambiguous employee', () => {
  it('is asked with the e-mail addresses that tell two namesakes apart, and the time is booked on the chosen one', async () => {
    let offered: string[] = [];
    const client = await connect(org.apiKey, {
      elicit: (params) => {
        offered = choicesOf(params);
        return { action: 'accept', content: { choice: offered.find((choice) => choice.includes('junior'))! } };
      },
    });
    const result = structured(await call(client, 'log_time', { employee: 'Tomas Dvorak', duration: '2h', description: 'Inventory' }));
    expect(offered).toEqual(
      expect.arrayContaining([
        expect.stringContaining('tomas.dvorak@kontor.test'),
        expect.stringContaining('tomas.dvorak.junior@kontor.test'),
      ]),
    );
    expect(result).toMatchObject({ outcome: 'created', time_entry: { employee_id: ids.tomas2, minutes: 120 } });
  });

  it('on cancel books nothing', async () => {
    const before = await count('time_entries');
    const client = await connect(org.apiKey, { elicit: () => ({ action: 'cancel' }) });
    expect(structured(await call(client, 'log_time', { employee: 'Tomas Dvorak', duration: '2h' }))).toMatchObject({
      outcome: 'cancelled',
      question: { field: 'employee' },
    });
    expect(await count('time_entries')).toBe(before);
  });
});

// A task that fits several titles answered the code "ambiguous", which the tools did not ask about: a tool error.
describe('an ambiguous task', () => {
  beforeAll(async () => {
    ids.stockMarch = (await org.api.post('/api/v1/tasks/', { title: 'Stocktaking March' })).body.id;
    ids.stockApril = (await org.api.post('/api/v1/tasks/', { title: 'Stocktaking April' })).body.id;
  });

  it('is answered as a choice with the candidates without elicitation, and asked and booked with it', async () => {
    const args = { employee: 'Petr Svoboda', duration: '1h', task: 'stocktaking' };
    const answer = structured(await call(await connect(org.apiKey), 'log_time', { ...args, dry_run: true }));
    expect(answer).toMatchObject({ outcome: 'choice_needed', question: { field: 'task' } });
    expect(answer.question.candidates.map((c: { id: number }) => c.id).sort()).toEqual([ids.stockMarch, ids.stockApril].sort());
    const client = await connect(org.apiKey, {
      elicit: (params) => ({ action: 'accept', content: { choice: choicesOf(params).find((choice) => choice.includes('April'))! } }),
    });
    expect(structured(await call(client, 'log_time', { ...args, dry_run: true }))).toMatchObject({
      outcome: 'preview',
      time_entry: { task_id: ids.stockApril },
    });
  });
});

describe('idempotency_key', () => {
  it('answers a retry with the first result and creates once; other arguments with the same key are refused', async () => {
    const client = await connect(org.apiKey);
    const args = { client: 'Novak Transport', description: 'Retainer', amount: '700', idempotency_key: 'agent-retry-1' };
    const before = await count('invoices');
    const first = await call(client, 'create_invoice', args);
    const second = await call(client, 'create_invoice', args);
    expect(await count('invoices')).toBe(before + 1);
    expect(second.structuredContent).toEqual(first.structuredContent);
    expect(second._meta).toMatchObject({ 'kontor/idempotent-replayed': true });
    expect(errorOf(await call(client, 'create_invoice', { ...args, amount: '800' })).code).toBe('idempotency_key_reused');
    expect(await count('invoices')).toBe(before + 1);
    // The kept answer is sealed, as REST's are: the invoice it names is not in the table in clear.
    const [kept] = await kontor.db('idempotency_keys').where({ key: 'agent-retry-1', method: 'MCP' });
    expect(kept.response_body).toEqual({ sealed: expect.stringMatching(/^enc:v1:/) });
    expect(JSON.stringify(kept)).not.toContain('Retainer');
  });

  it('lets go of the key when the call needs a choice, so the call with the chosen id may carry it', async () => {
    const client = await connect(org.apiKey);
    const args = { client: 'Novak Stavby', description: 'Formwork', amount: '300', idempotency_key: 'agent-choice-1' };
    expect(structured(await call(client, 'create_invoice', args)).outcome).toBe('choice_needed');
    const chosen = await call(client, 'create_invoice', { ...args, client: ids.stavbyS });
    expect(structured(chosen)).toMatchObject({ outcome: 'created', invoice: { client_id: ids.stavbyS } });
    const retried = await call(client, 'create_invoice', { ...args, client: ids.stavbyS });
    expect(retried._meta).toMatchObject({ 'kontor/idempotent-replayed': true });
    expect(structured(retried).invoice.id).toBe(structured(chosen).invoice.id);
  });
});

describe('bad input', () => {
  it('answers malformed JSON, malformed JSON-RPC and oversized bodies with JSON-RPC errors, never a 5xx', async () => {
    const broken = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
    const init = await post(initialize());
    const session = init.headers.get('mcp-session-id')!;
    await init.text();
    const headers = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' };
    const notRpc = await post(JSON.stringify({ hello: 'world' }), headers);
    expect(notRpc.status).toBe(400);
    expect((await notRpc.json()).error.code).toBeLessThan(-32000);
    const huge = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'create_invoice', arguments: { description: 'x'.repeat(2 * 1024 * 1024) } },
      }),
      headers,
    );
    expect(huge.status).toBe(413);
    // Bytes that are not UTF-8, and a compressed body, are said as such (they were read with replacement characters).
    const notUtf8 = await post(
      new Uint8Array(
        Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":4,"method":"tools/list","x":"'), Buffer.from([0xff]), Buffer.from('"}')]),
      ),
      headers,
    );
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toMatchObject({ error: { code: -32700, message: 'Parse error: The body is not valid UTF-8.' } });
    // Arguments that are not an object are the caller's invalid params, not an internal error.
    const nullArguments = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'create_invoice', arguments: null } }),
      headers,
    );
    expect(await nullArguments.json()).toMatchObject({ jsonrpc: '2.0', id: 5, error: { code: -32602 } });
    // Nor are a call without a tool's name, a name that is no string, or such a call in a batch.
    for (const [id, params] of [
      [7, { arguments: {} }],
      [8, { name: { x: 1 } }],
    ] as const) {
      const refused = await post(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params }), headers);
      expect(await refused.json()).toMatchObject({ id, error: { code: -32602, message: expect.stringContaining('params.name') } });
    }
    // Its id is answered only when MCP allows it (a string or an integer); a fraction or an object is answered as null.
    for (const id of [2.5e-44, { x: 1 }]) {
      const refused = await post(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { arguments: {} } }), headers);
      expect(await refused.json()).toMatchObject({ id: null, error: { code: -32602 } });
    }
    const batch = await post(
      JSON.stringify([{ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'get_invoice', arguments: null } }]),
      headers,
    );
    expect(await batch.json()).toMatchObject({ id: 9, error: { code: -32602 } });
    // A number JSON cannot hold as written is refused as over REST (99.999999999999999999 read as 100).
    const inexact = await post(
      '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"create_invoice","arguments":{"client":"Novak Transport","description":"x","amount":99.999999999999999999}}}',
      headers,
    );
    expect(await inexact.json()).toMatchObject({
      id: 6,
      error: { code: -32602, message: expect.stringContaining('params.arguments.amount') },
    });
    const zipped = await post('{}', { ...headers, 'content-encoding': 'gzip' });
    expect(zipped.status).toBe(415);
    expect(await huge.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    const get = await fetch(`${kontor.url}${MCP}`, {
      headers: { authorization: `Bearer ${org.apiKey}`, accept: 'text/event-stream', ...headers },
    });
    expect(get.status).toBe(405);
  });

  it('answers an unknown tool with a protocol error and arguments that fail the schema with a tool error naming the field', async () => {
    const client = await connect(org.apiKey);
    const before = await count('invoices');
    await expect(client.callTool({ name: 'delete_everything', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    const invalid = errorOf(await call(client, 'create_invoice', { client: 'Novak Transport', amount: '100', colour: 'blue' }));
    expect(invalid).toMatchObject({ code: 'validation_error' });
    expect(invalid.errors!.map((error) => error.field)).toContain('colour');
    const unreadable = errorOf(await call(client, 'create_invoice', { client: 'Novak Transport', description: 'Work', amount: 'lots' }));
    expect(unreadable.errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect(await count('invoices')).toBe(before);
  });
});

describe('audit', () => {
  it('records each tools/call with its tool name and outcome, refusals as failures', async () => {
    const allowed = await connect(org.apiKey);
    await call(allowed, 'create_invoice', { client: 'Novak Transport', description: 'Audited', amount: '10', dry_run: true });
    await call(await connect(readOnlyKey), 'create_invoice', { client: 'Novak Transport', description: 'Refused', amount: '10' });
    await kontor.audit.flush();
    const rows = await kontor.db('audit_log').where({ organization_id: org.id, url: MCP }).orderBy('id');
    const calls = rows.filter((row) => row.request.body?.method === 'tools/call');
    const audited = calls.find((row) => row.request.body.params.arguments?.description === 'Audited')!;
    expect(audited).toMatchObject({
      method: 'POST',
      status: 200,
      error: null,
      response: { body: { tool_calls: [{ tool: 'create_invoice', outcome: 'preview', error: null }] } },
    });
    const refused = calls.find((row) => row.request.body.params.arguments?.description === 'Refused')!;
    expect(refused).toMatchObject({
      error: 'permission_denied',
      response: { body: { tool_calls: [{ tool: 'create_invoice', outcome: 'error', error: 'permission_denied' }] } },
    });
    expect(JSON.stringify(rows)).not.toContain(org.apiKey);
    const failures = await org.api.get('/api/automation/logs/?status=failure&search=create_invoice');
    expect(failures.body.results.map((entry: { id: number }) => entry.id)).toContain(Number(refused.id));
  });
});
