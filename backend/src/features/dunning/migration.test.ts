import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/knex.js';
import { migrateLatest } from '../../platform/db/migrate.js';
import * as dunning from '../../platform/db/migrations/0007_dunning.js';
import { createTestDatabase } from '../../dev/test-support/kontor.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.drop());

describe('migration 0007_dunning', () => {
  it('rolls back, a cancelled run becoming failed, and applies again', async () => {
    const [org] = await db('organizations').insert({ name: 'Rollback' }).returning('id');
    const [flow] = await db('flows')
      .insert({
        organization_id: org.id,
        name: 'f',
        mode: 'debt_collection',
        graph: '{"nodes":[],"connections":[]}',
        signing_secret: 'whsec_x',
      })
      .returning('id');
    await db('flow_runs').insert({
      organization_id: org.id,
      flow_id: flow.id,
      flow_version: 1,
      status: 'cancelled',
      trigger_node: 't',
      context: '{}',
    });
    await dunning.down(db);
    expect(await db.schema.hasTable('dunning_bookings')).toBe(false);
    expect((await db('flow_runs').first()).status).toBe('failed');
    await dunning.up(db);
    expect(await db.schema.hasTable('dunning_bookings')).toBe(true);
    expect(await db('flow_versions').where({ flow_id: flow.id }).first()).toMatchObject({ version: 1, mode: 'debt_collection' });
    expect(await migrateLatest(db)).toEqual([]);
  });
});
