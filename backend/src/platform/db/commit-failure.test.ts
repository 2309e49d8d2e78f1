/**
 * A write whose COMMIT fails is not answered as done. Knex's `trx.commit()` resolves even when PostgreSQL refuses
 * the COMMIT (the failure goes to the transaction's own promise), so a unit of work (unit-of-work.ts) that trusted it
 * answered 201 for an invoice that was never stored: seen on a stock PostgreSQL 15 when `pg_terminate_backend` cut a
 * request's connection between its INSERTs and its COMMIT, with an Idempotency-Key left `running` and an audit entry
 * saying 201 for a row that does not exist. Here the COMMIT is made to fail every time by a deferred constraint
 * trigger, which raises as a cut connection would (SQLSTATE 08006).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { toProblem } from '../to-problem.js';
import { createDb } from './knex.js';
import { RequestUnit } from './unit-of-work.js';

const { kontor, org } = useKontor();
let clientId: number;

beforeAll(async () => {
  clientId = (await org.api.post('/api/v1/clients/', { name: 'Commit refused' })).body.id;
  await kontor.db.raw(`
    CREATE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the connection was cut at COMMIT' USING ERRCODE = '08006'; END $$`);
  // Only invoices whose item says so: the organization's other writes commit as usual.
  await kontor.db.raw(`
    CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER INSERT ON invoice_items DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW WHEN (NEW.description LIKE 'refuse at commit%') EXECUTE FUNCTION test_refuse_commit()`);
});

afterAll(async () => {
  await kontor.db.raw('DROP TRIGGER IF EXISTS test_refuse_commit ON invoice_items');
  await kontor.db.raw('DROP FUNCTION IF EXISTS test_refuse_commit()');
});

const stored = async (description: string) =>
  Number((await kontor.db('invoice_items').where({ description }).count<{ n: string }[]>({ n: '*' }))[0]!.n);
const claimsDone = async (description: string) =>
  (
    await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/invoices/' })
      .whereRaw('request::text LIKE ?', [`%${description}%`])
      .select('status')
  ).filter((entry) => entry.status === 201).length;

describe('a COMMIT that fails', () => {
  it('answers 503 and no entry says 201, without an Idempotency-Key (the entry commits with the write)', async () => {
    const description = 'refuse at commit: plain';
    const answer = await org.api.post('/api/v1/invoices/', { client_id: clientId, items: [{ description, unit_price: '10' }] });
    expect(answer.status).toBe(503);
    // No Location of an invoice that was never stored.
    expect(answer.headers.get('location')).toBeNull();
    expect(await stored(description)).toBe(0);
    expect(await claimsDone(description)).toBe(0);
  });

  it('answers 503 with an Idempotency-Key, keeps no answer, and a retry with the key is not told 201 for nothing', async () => {
    const description = 'refuse at commit: keyed';
    const body = { client_id: clientId, items: [{ description, unit_price: '10' }] };
    const answer = await org.api.post('/api/v1/invoices/', body, { 'Idempotency-Key': 'refused-commit-1' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('location')).toBeNull();
    expect(await stored(description)).toBe(0);
    expect(await claimsDone(description)).toBe(0);
    const kept = await kontor.db('idempotency_keys').where({ key: 'refused-commit-1' }).first('response_status');
    expect(kept?.response_status ?? null).toBeNull();
  });

  it('still answers 201 for the writes whose COMMIT succeeds', async () => {
    const answer = await org.api.post('/api/v1/invoices/', {
      client_id: clientId,
      items: [{ description: 'committed', unit_price: '10' }],
    });
    expect(answer.status).toBe(201);
    expect(await stored('committed')).toBe(1);
  });
});

describe('a BEGIN that fails', () => {
  it("fails the unit's first write with the database's error (503), not knex's 'Transaction query already complete' (500)", async () => {
    // Knex hands out a transaction whose BEGIN failed as if it had begun; its first query then fails with an error
    // that says nothing of the database. Seen when pg_terminate_backend cut pooled connections under load.
    const db = createDb({ connectionString: kontor.databaseUrl, poolMax: 2 });
    const client = db.client as { acquireConnection(): Promise<{ processID: number }> };
    const acquire = client.acquireConnection.bind(client);
    client.acquireConnection = async () => {
      const connection = await acquire();
      // Cut after it was taken and before BEGIN is sent on it.
      await kontor.db.raw('SELECT pg_terminate_backend(?)', [connection.processID]);
      return connection;
    };
    try {
      const unit = new RequestUnit(db);
      const error = await unit.run(() => unit.join((trx) => trx.raw('SELECT 1'))).catch((failure: unknown) => failure);
      expect(String((error as Error).message)).not.toMatch(/already complete/);
      expect(toProblem(error).status).toBe(503);
    } finally {
      client.acquireConnection = acquire;
      await db.destroy();
    }
  });
});
