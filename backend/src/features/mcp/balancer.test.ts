/**
 * MCP behind a balancer without sticky sessions: two Kontor API instances on one database, each with its own
 * server, port and relay connection, behind a round-robin proxy; the official SDK client talks to the proxy only.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, ElicitRequestSchema, type ElicitResult, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestKontor, type TestOrganization, createTestDatabase, startTestKontor } from '../../dev/test-support/kontor.js';
import { postMcp } from '../../dev/test-support/mcp-client.js';
import { type RoundRobin, roundRobin } from '../../dev/test-support/round-robin.js';

const MCP = '/api/automation/mcp/';
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let kontors: TestKontor[];
let proxy: RoundRobin;
let org: TestOrganization;
const ids: Record<string, number> = {};
const clients: Client[] = [];

type Elicit = (choices: string[]) => ElicitResult | Promise<ElicitResult>;
const choicesOf = (params: unknown) =>
  (params as { requestedSchema: { properties: { choice: { enum: string[] } } } }).requestedSchema.properties.choice.enum;

async function connect(elicit?: Elicit): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'balancer-test', version: '1.0.0' }, { capabilities: elicit ? { elicitation: { form: {} } } : {} });
  if (elicit) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(choicesOf(request.params)));
  const transport = new StreamableHTTPClientTransport(new URL(`${proxy.url}${MCP}`), {
    requestInit: { headers: { Authorization: `Bearer ${org.apiKey}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return { client, transport };
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const structured = (result: CallToolResult) => result.structuredContent as Record<string, any>;
const invoices = async () => Number((await kontors[0]!.db('invoices').where({ organization_id: org.id }).count({ n: '*' }).first())!.n);
/** The proxied POSTs of one session that carried this JSON-RPC method (or, with `result`, an answer). */
const posts = (session: string | undefined, what: string) =>
  proxy.log.filter((entry) => entry.method === 'POST' && entry.body.includes(what) && (session === undefined || entry.session === session));

/** Stops the instance behind upstream `slot` and starts another on the same database in its place. */
async function restart(slot: number): Promise<void> {
  await kontors[slot]!.stop();
  kontors[slot] = await startTestKontor({ databaseUrl: database.url });
  proxy.upstreams[slot] = kontors[slot]!.url;
}

beforeAll(async () => {
  database = await createTestDatabase();
  kontors = [await startTestKontor({ databaseUrl: database.url }), await startTestKontor({ databaseUrl: database.url })];
  proxy = await roundRobin(kontors.map((kontor) => kontor.url));
  org = await kontors[0]!.createOrganization();
  for (const [key, client] of Object.entries({
    stavbyS: { name: 'Novák Stavby s.r.o.', currency: 'CZK', registration_no: '11111111', address: { city: 'Brno' } },
    stavbyA: { name: 'Novák Stavby a.s.', currency: 'CZK', registration_no: '22222222', address: { city: 'Praha' } },
  }))
    ids[key] = (await org.api.post('/api/v1/clients/', client)).body.id;
});

// A choice made through elicitation is learned as an alias (features/mcp/learning.test.ts): each test here asks the
// same ambiguous phrase afresh, so what one taught is deleted after it (in the database: the process the
// organization's API client was made for may have been restarted on another port).
afterEach(async () => {
  await kontors[0]!.db('name_aliases').where({ organization_id: org.id }).delete();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await proxy?.close();
  for (const kontor of kontors ?? []) await kontor.stop();
  await database?.drop();
});

describe('MCP on two API processes behind round robin', () => {
  it('serves one session on both: each call lands on the other process, and every one is answered', async () => {
    const { client, transport } = await connect();
    const session = transport.sessionId;
    expect(session).toBeTruthy();
    for (let i = 0; i < 6; i += 1) {
      expect(structured(await call(client, 'find_clients', { query: 'Novak Stavby' })).outcome).toBeDefined();
    }
    const served = posts(session, '"tools/call"');
    expect(served).toHaveLength(6);
    expect(new Set(served.map((entry) => entry.upstream))).toEqual(new Set([0, 1]));
    expect(served.every((entry) => entry.status === 200)).toBe(true);
  });

  it('asks a question on one process and takes the answer posted to the other', async () => {
    const before = await invoices();
    const { client, transport } = await connect((choices) => ({
      action: 'accept',
      content: { choice: choices.find((c) => c.includes('Praha'))! },
    }));
    const result = await call(client, 'create_invoice', { client: 'Novak Stavby', description: 'Scaffolding', amount: '5000' });
    expect(structured(result)).toMatchObject({ outcome: 'created', invoice: { client_id: ids.stavbyA } });
    const [asked] = posts(transport.sessionId, '"create_invoice"');
    const [answered] = posts(transport.sessionId, '"result"');
    expect(asked && answered && asked.upstream !== answered.upstream).toBe(true);
    expect(await invoices()).toBe(before + 1);
  });

  it('keeps a session through the restart of the process that opened it', async () => {
    const { client, transport } = await connect();
    const session = transport.sessionId!;
    const opened = proxy.log.findLast((entry) => entry.body.includes('"initialize"'))!;
    await restart(opened.upstream);
    for (let i = 0; i < 4; i += 1) expect(structured(await call(client, 'find_clients', { query: 'Stavby' })).outcome).toBeDefined();
    expect(transport.sessionId).toBe(session);
    expect(new Set(posts(session, '"tools/call"').map((entry) => entry.upstream))).toEqual(new Set([0, 1]));
  });

  it('fails a call waiting on a process that stops with a retryable error, and the same call then creates once', async () => {
    const before = await invoices();
    let stopped: Promise<void> | undefined;
    const { client } = await connect(async (choices) => {
      // The process that asked is the one that got the call: it stops while the person "reads" the question.
      const asking = proxy.log.findLast((entry) => entry.body.includes('"create_invoice"'))!;
      stopped ??= restart(asking.upstream);
      await stopped;
      return { action: 'accept', content: { choice: choices.find((c) => c.includes('Praha'))! } };
    });
    const args = { client: 'Novak Stavby', description: 'Retried', amount: '700', idempotency_key: 'balancer-restart-1' };
    const failed = await call(client, 'create_invoice', args).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(McpError);
    expect((failed as McpError).code).toBe(-32000);
    expect((failed as McpError).data).toEqual({ retryable: true });
    expect((failed as McpError).message).toContain('call it again');
    await stopped;
    expect(await invoices()).toBe(before);

    const retried = await call(client, 'create_invoice', args);
    expect(structured(retried)).toMatchObject({ outcome: 'created', invoice: { client_id: ids.stavbyA } });
    expect(await invoices()).toBe(before + 1);
  });

  it('ends a session on every process when the client ends it on one', async () => {
    const { client, transport } = await connect();
    const session = transport.sessionId!;
    await call(client, 'find_clients', { query: 'Stavby' });
    await call(client, 'find_clients', { query: 'Stavby' });
    await transport.terminateSession();
    for (const kontor of kontors) {
      const answer = await postMcp(
        kontor.url,
        { jsonrpc: '2.0', id: 9, method: 'tools/list' },
        { key: org.apiKey, headers: { 'mcp-session-id': session } },
      );
      expect(answer.status).toBe(404);
    }
  });
});
