/**
 * An MCP session outlives the SIGKILL of the API process that opened it: two real API processes behind a
 * round-robin proxy, the official SDK client; the process that answered `initialize` is killed, the balancer takes it
 * out (as one with a health check would), and the same session goes on at the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor, type TestOrganization } from '../backend/src/dev/test-support/kontor.js';
import { type RoundRobin, roundRobin } from '../backend/src/dev/test-support/round-robin.js';
import { type CallToolResult, Client, StreamableHTTPClientTransport } from '../backend/src/dev/test-support/mcp-client.js';
import { type RunningServer, startServer } from './support.js';

let kontor: TestKontor;
let org: TestOrganization;
let proxy: RoundRobin;
const servers: RunningServer[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  kontor = await startTestKontor();
  org = await kontor.createOrganization();
  await org.api.post('/api/v1/clients/', { name: 'Kill Test s.r.o.' });
  const environment = {
    DATABASE_URL: connectionStringOf(kontor.db),
    PORT: '0',
    LOG_LEVEL: 'warn',
    KONTOR_WORKER: 'false',
    KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
  };
  servers.push(...(await Promise.all([startServer(environment, 180_000), startServer(environment, 180_000)])));
  proxy = await roundRobin(servers.map((server) => server.baseUrl));
}, 240_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await kontor?.close();
});

describe('an MCP session and a SIGKILL', () => {
  it('goes on at the other process after the one that opened it is killed', async () => {
    const client = new Client({ name: 'kill-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${proxy.url}/api/automation/mcp/`), {
      requestInit: { headers: { Authorization: `Bearer ${org.apiKey}` } },
    });
    await client.connect(transport);
    clients.push(client);
    const session = transport.sessionId!;
    const find = async () =>
      ((await client.callTool({ name: 'find_clients', arguments: { query: 'Kill Test' } })) as CallToolResult).structuredContent;
    expect(await find()).toMatchObject({ outcome: expect.any(String) });

    const opener = proxy.log.find((entry) => entry.body.includes('"initialize"'))!.upstream;
    expect(await servers[opener]!.stop('SIGKILL')).toBeNull();
    // The balancer's health check takes the dead process out.
    proxy.upstreams.splice(0, proxy.upstreams.length, servers[1 - opener]!.baseUrl);

    for (let i = 0; i < 3; i += 1) expect(await find()).toMatchObject({ outcome: expect.any(String) });
    expect(transport.sessionId).toBe(session);
    const after = proxy.log.filter((entry) => entry.session === session && entry.body.includes('"tools/call"')).slice(-3);
    expect(after.every((entry) => entry.status === 200)).toBe(true);
  }, 120_000);
});
