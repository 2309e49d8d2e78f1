/**
 * The entry of a write says what its client was answered. A route that failed on the database answers 503
 * `service_unavailable`; when its entry cannot be written either, the client is answered 503 `audit_unavailable`,
 * and that is the one entry the call leaves: the entry that failed is not written later beside it. Failures are made
 * by triggers raising SQLSTATE 08006, as a cut connection does (commit-failure.test.ts), and by connections ended with
 * `pg_terminate_backend` from another pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';
import { createDb, type Db } from '../db/knex.js';

const { kontor, org } = useKontor();
let admin: Db;

const CUT = `RAISE EXCEPTION 'the connection was cut' USING ERRCODE = '08006'`;

beforeAll(async () => {
  admin = createDb({ connectionString: kontor.databaseUrl, poolMax: 1 });
  // A client named so is refused by the database before anything is written.
  await kontor.db.raw(`CREATE FUNCTION test_cut() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${CUT}; END $$`);
  await kontor.db.raw(`CREATE TRIGGER test_cut BEFORE INSERT ON clients FOR EACH ROW WHEN (NEW.name LIKE 'Refused by the database%')
    EXECUTE FUNCTION test_cut()`);
  // The first entry of such a call cannot be written; a sequence, being outside transactions, counts the tries.
  await kontor.db.raw('CREATE SEQUENCE test_entry_tries');
  await kontor.db.raw(`CREATE FUNCTION test_cut_once() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF nextval('test_entry_tries') = 1 THEN ${CUT}; END IF; RETURN NEW; END $$`);
  await kontor.db.raw(`CREATE TRIGGER test_cut_once BEFORE INSERT ON audit_log FOR EACH ROW
    WHEN (NEW.request::text LIKE '%Refused by the database%') EXECUTE FUNCTION test_cut_once()`);
});
afterAll(async () => {
  await kontor.db.raw('DROP TRIGGER IF EXISTS test_cut ON clients');
  await kontor.db.raw('DROP TRIGGER IF EXISTS test_cut_once ON audit_log');
  await admin?.destroy();
});

const entriesOf = async (marker: string) =>
  (
    await kontor
      .db('audit_log')
      .where({ organization_id: org.id, method: 'POST', url: '/api/v1/clients/' })
      .whereRaw('request::text LIKE ?', [`%${marker}%`])
      .select('status', 'error', 'response')
  ).map((entry) => [entry.status, entry.error, entry.response.body?.code]);

interface Pool {
  acquireConnection(): Promise<unknown>;
}

describe("a write's entry after its route failed on the database", () => {
  it('says audit_unavailable, as its answer did, when its entry could not be written on its own', async () => {
    const marker = `Refused by the database ${Date.now()}`;
    const answer = await org.api.post('/api/v1/clients/', { name: marker, currency: 'EUR' });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('audit_unavailable');
    await kontor.audit.flush();
    expect(await entriesOf(marker)).toEqual([[503, 'audit_unavailable', 'audit_unavailable']]);
  });

  it('says audit_unavailable, as its answer did, when the unit it wrote in could not commit it', async () => {
    const marker = `Cut after writing ${Date.now()}`;
    const client = kontor.db.client as Pool;
    const acquire = client.acquireConnection.bind(client);
    let wrote = false;
    let cut = false;
    const sawInsert = (query: { sql: string; bindings?: unknown[] }) => {
      if (/^insert into "clients"/i.test(query.sql) && (query.bindings ?? []).includes(marker)) wrote = true;
    };
    kontor.db.on('query', sawInsert);
    // The first connection taken after the client's row is inserted (its unit's transaction still open) is the route's
    // next read: every connection of the Kontor's pool is ended then, that read's and the unit's alike.
    client.acquireConnection = async () => {
      const connection = await acquire();
      if (wrote && !cut) {
        cut = true;
        await admin.raw(
          'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
      }
      return connection;
    };
    let answer;
    try {
      answer = await org.api.post('/api/v1/clients/', { name: marker, currency: 'EUR' });
    } finally {
      client.acquireConnection = acquire;
      kontor.db.off('query', sawInsert);
    }
    expect(cut).toBe(true);
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('audit_unavailable');
    expect(await kontor.db('clients').where({ organization_id: org.id, name: marker }).first()).toBeUndefined();
    await kontor.audit.flush();
    expect(await entriesOf(marker)).toEqual([[503, 'audit_unavailable', 'audit_unavailable']]);
  });
});
