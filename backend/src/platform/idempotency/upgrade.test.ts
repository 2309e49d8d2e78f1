/**
 * Across the upgrade that made Idempotency-Keys one per organization (migration 0038): a database of before, where two
 * credentials of one organization had sent the same key (each answered, each its own object), is migrated, and each
 * credential's retry is answered as it was before (its own object, replayed), not refused as another's key; a retry
 * with another body, and a credential that never sent the key, are refused as before.
 */
import type { Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestKontor, type TestKontor } from '../../dev/test-support/kontor.js';
import { migrateLatest } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations.find(([candidate]) => candidate === name)![1],
};
const config: Knex.MigratorConfig = { migrationSource: source, tableName: 'knex_migrations' };

const database = await createTestDatabase();
let kontor: TestKontor | undefined;
afterAll(async () => {
  await kontor?.stop();
  await database.drop();
});

const body = { name: 'Quillmore Tannery', currency: 'EUR' };
const named = async () =>
  (await database.db.raw<{ rows: Array<{ n: number }> }>('SELECT count(*)::integer AS n FROM clients WHERE name = ?', [body.name])).rows[0]
    ?.n;

describe('an Idempotency-Key sent by two credentials before keys were one per organization', () => {
  it("replays each credential's own answer after the upgrade", async () => {
    kontor = await startTestKontor({ databaseUrl: database.url });
    const org = await kontor.createOrganization();
    const second = await org.api.post('/api/automation/api-keys/', { name: 'second' });
    const third = await org.api.post('/api/automation/api-keys/', { name: 'third' });
    const keys = [org.apiKey, second.body.key, third.body.key].map((key) => `Bearer ${key}`);
    const as = (credential: number) => kontor!.client(keys[credential]);
    let [first, other] = [as(0), as(1)];
    // Before 0038 each credential held its keys: both requests made an object. The second is sent under a key of its
    // own here, and given the first one's key below, in the table as it was.
    const mine = await first.post('/api/v1/clients/', body, { 'Idempotency-Key': 'quill-7' });
    const theirs = await other.post('/api/v1/clients/', body, { 'Idempotency-Key': 'quill-7-other' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    await kontor.stop();
    kontor = undefined;

    await database.db.migrate.down(config);
    await database.db.migrate.down(config);
    await database.db.raw(
      `UPDATE idempotency_keys SET key = 'quill-7', created_at = created_at + interval '1 second' WHERE key = 'quill-7-other'`,
    );
    expect(await migrateLatest(database.db)).toEqual(['0038_idempotency_per_organization', '0039_idempotency_superseded']);

    kontor = await startTestKontor({ databaseUrl: database.url });
    const never = as(2);
    [first, other] = [as(0), as(1)];
    const mineAgain = await first.post('/api/v1/clients/', body, { 'Idempotency-Key': 'quill-7' });
    expect([mineAgain.status, mineAgain.headers.get('idempotent-replayed'), mineAgain.body.id]).toEqual([201, 'true', mine.body.id]);
    const theirsAgain = await other.post('/api/v1/clients/', body, { 'Idempotency-Key': 'quill-7' });
    expect([theirsAgain.status, theirsAgain.headers.get('idempotent-replayed'), theirsAgain.body.id]).toEqual([
      201,
      'true',
      theirs.body.id,
    ]);
    const changed = await first.post('/api/v1/clients/', { ...body, currency: 'CZK' }, { 'Idempotency-Key': 'quill-7' });
    expect([changed.status, changed.body.code]).toEqual([422, 'idempotency_key_reused']);
    const stranger = await never.post('/api/v1/clients/', body, { 'Idempotency-Key': 'quill-7' });
    expect([stranger.status, stranger.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await named()).toBe(2);
  });

  it('puts the answers kept aside back as keys of their credentials when 0038 is rolled back', async () => {
    await kontor?.stop();
    kontor = undefined;
    await database.db.migrate.down(config);
    await database.db.migrate.down(config);
    const rows = await database.db('idempotency_keys').where({ key: 'quill-7' }).orderBy('created_at').select('credential');
    expect(rows).toHaveLength(2);
    expect(await database.db.raw(`SELECT to_regclass('idempotency_keys_superseded') AS present`)).toMatchObject({
      rows: [{ present: null }],
    });
    await migrateLatest(database.db);
  });
});
