/**
 * What a client was answered survives the server's SIGKILL, and what it was
 * not answered is not done twice:
 *
 * - a create with an Idempotency-Key killed right after its commit, before it
 *   answered, is replayed on retry (same id, one row), never run again;
 * - one killed before its commit wrote nothing, and its key is free again
 *   within seconds (the 409 meanwhile says how long to wait);
 * - every 201 a burst of writes got before the kill has its audit entry, and every entry its change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import {
  ApiClient,
  TEST_SECRET_KEY,
  startTestKontor,
  type TestKontor,
  type TestOrganization,
} from '../backend/src/dev/test-support/kontor.js';
import { LEASE_SECONDS } from '../backend/src/platform/idempotency/keys.js';
import { type RunningServer, startServer } from './support.js';

let kontor: TestKontor;
let org: TestOrganization;
let clientId: number;
const servers: RunningServer[] = [];

async function start(env: Record<string, string> = {}): Promise<{ server: RunningServer; api: ApiClient }> {
  const server = await startServer(
    {
      DATABASE_URL: connectionStringOf(kontor.db),
      PORT: '0',
      LOG_LEVEL: 'warn',
      KONTOR_WORKER: 'false',
      KONTOR_RATE_LIMIT: '1000000',
      // The kept answers are sealed: the processes open what the others sealed.
      KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
      ...env,
    },
    // A start on a loaded machine has taken most of a minute.
    180_000,
  );
  servers.push(server);
  return { server, api: new ApiClient(server.baseUrl, `Bearer ${org.apiKey}`) };
}

const exited = (server: RunningServer) =>
  server.child.exitCode !== null || server.child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => server.child.once('exit', () => resolve()));

const invoice = (description: string) => ({ client_id: clientId, items: [{ description, unit_price: '10' }] });
const invoicesDescribed = async (description: string) =>
  Number((await kontor.db('invoice_items').where({ description }).count({ n: '*' }).first())!.n);

beforeAll(async () => {
  kontor = await startTestKontor();
  org = await kontor.createOrganization();
  clientId = (await org.api.post('/api/v1/clients/', { name: 'Crash answers' })).body.id;
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await kontor.close();
});

describe('an idempotent create killed', () => {
  it('after its commit, before answering, is replayed on retry: the same invoice, one row', async () => {
    const doomed = await start({ KONTOR_FAULT_POINT: 'after-idempotent-commit' });
    const headers = { 'idempotency-key': 'crash-after-commit' };
    await expect(doomed.api.post('/api/v1/invoices/', invoice('after commit'), headers)).rejects.toThrow();
    await exited(doomed.server);
    expect(doomed.server.child.signalCode).toBe('SIGKILL');

    const { api } = await start();
    const retry = await api.post('/api/v1/invoices/', invoice('after commit'), headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const stored = await kontor.db('invoices').where({ organization_id: org.id }).orderBy('id', 'desc').first();
    expect(retry.body.id).toBe(stored.id);
    expect(retry.headers.get('location')).toContain(`/api/v1/invoices/${stored.id}/`);
    expect(await invoicesDescribed('after commit')).toBe(1);
  }, 400_000);

  it('before its commit, wrote nothing, and its key is free again once the dead lease runs out', async () => {
    const doomed = await start({ KONTOR_FAULT_POINT: 'before-idempotent-commit' });
    const headers = { 'idempotency-key': 'crash-before-commit' };
    await expect(doomed.api.post('/api/v1/invoices/', invoice('before commit'), headers)).rejects.toThrow();
    await exited(doomed.server);
    expect(await invoicesDescribed('before commit')).toBe(0);

    const { api } = await start();
    const waits: number[] = [];
    // Follows Retry-After, as a client would, for at most a few leases.
    for (let tries = 0; ; tries++) {
      const res = await api.post('/api/v1/invoices/', invoice('before commit'), headers);
      if (res.status !== 409) {
        expect(res.status).toBe(201);
        expect(res.headers.get('idempotent-replayed')).toBeNull();
        break;
      }
      expect(res.body.code).toBe('idempotency_key_in_use');
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(LEASE_SECONDS);
      waits.push(wait);
      expect(tries).toBeLessThan(3 * LEASE_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
    expect(await invoicesDescribed('before commit')).toBe(1);
  }, 400_000);
});

describe('a burst of writes killed', () => {
  it('has an audit entry for every 201 it answered', async () => {
    const { server, api } = await start();
    const answered: number[] = [];
    let killed = false;
    const writer = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const res = await api.post('/api/v1/clients/', { name: `Burst ${n}-${i}` });
          if (res.status === 201) answered.push(res.body.id as number);
        } catch {
          return; // the server is gone
        }
        if (answered.length >= 200 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, n) => writer(n)));
    await exited(server);
    expect(answered.length).toBeGreaterThanOrEqual(200);

    const entries = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/clients/', status: 201 })
      .select(kontor.db.raw("(response->'body'->>'id')::bigint AS id"));
    const audited = new Set(entries.map((entry: { id: number }) => entry.id));
    expect(answered.filter((id) => !audited.has(id))).toEqual([]);
    // The other way too: the entry commits in the creation's transaction, so a client the kill left committed but
    // unanswered has its entry, and one that rolled back has none.
    const stored = await kontor.db('clients').where({ organization_id: org.id }).where('name', 'like', 'Burst %').select('id');
    expect(stored.map((row: { id: number }) => row.id).filter((id: number) => !audited.has(id))).toEqual([]);
    const storedIds = new Set(stored.map((row: { id: number }) => row.id));
    const burstEntries = await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/clients/', status: 201 })
      .whereRaw("request->'body'->>'name' LIKE 'Burst %'")
      .select(kontor.db.raw("(response->'body'->>'id')::bigint AS id"));
    expect(burstEntries.map((entry: { id: number }) => entry.id).filter((id: number) => !storedIds.has(id))).toEqual([]);
  }, 400_000);
});
