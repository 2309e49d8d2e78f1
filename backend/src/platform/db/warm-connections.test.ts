/**
 * Connections kept aside between queries (warm-connections.ts): reused at once, never more than the pool holds, none
 * kept from a query waiting in the pool's queue, none kept after it failed, all given back to the pool soon after the
 * last query and when the pool is destroyed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { createDb, type Db } from './knex.js';

let made: Awaited<ReturnType<typeof createTestDatabase>>;
const dbs: Db[] = [];

beforeAll(async () => {
  made = await createTestDatabase();
});

afterAll(async () => {
  for (const db of dbs) await db.destroy();
  await made?.drop();
});

interface Tarn {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

const tarnOf = (db: Db) => (db.client as { pool: Tarn }).pool;
const backend = async (db: Db) => (await db.raw('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;

describe('warm connections', () => {
  it('serves the next query on the connection the last one released, and gives it back to the pool after a while', async () => {
    const db = createDb({ connectionString: made.url, poolMax: 3 });
    dbs.push(db);
    const first = await backend(db);
    expect(await backend(db)).toBe(first);
    // Kept aside: still taken in tarn's book.
    expect(tarnOf(db).numUsed()).toBe(1);
    // Within two holds (1 s each) it is back in the pool, free.
    for (let i = 0; i < 60 && tarnOf(db).numUsed() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tarnOf(db).numUsed()).toBe(0);
    expect(tarnOf(db).numFree()).toBe(1);
  });

  it('opens no more connections than the pool allows, and a query waiting for one gets it', async () => {
    const db = createDb({ connectionString: made.url, poolMax: 2 });
    dbs.push(db);
    const pids = await Promise.all(Array.from({ length: 12 }, () => db.raw('SELECT pg_backend_pid() AS pid, pg_sleep(0.02)')));
    expect(new Set(pids.map((result) => result.rows[0].pid)).size).toBeLessThanOrEqual(2);
    expect(tarnOf(db).numUsed() + tarnOf(db).numFree()).toBeLessThanOrEqual(2);
    expect(tarnOf(db).numPendingAcquires()).toBe(0);
  });

  it('keeps no connection that failed: the next query runs on a new one', async () => {
    const db = createDb({ connectionString: made.url, poolMax: 2 });
    dbs.push(db);
    const first = await backend(db);
    await made.db.raw('SELECT pg_terminate_backend(?)', [first]);
    // The terminated connection's error reaches knex, which marks it disposed; the next query is not sent on it.
    let second: number | undefined;
    for (let i = 0; i < 20 && second === undefined; i++) {
      try {
        second = await backend(db);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('serves the next query at its first try after PostgreSQL cut every connection kept aside (a restart, pg_terminate_backend)', async () => {
    // Tried on a stock PostgreSQL 15 under load (docs/trials/2026-11-29-operator-restarts.md): once the cut is read,
    // a connection kept aside is dropped when next taken, and the query runs on a new one without an error.
    const db = createDb({ connectionString: made.url, poolMax: 3 });
    dbs.push(db);
    const pids = [...new Set((await Promise.all([backend(db), backend(db), backend(db)])).map(Number))];
    await made.db.raw('SELECT pg_terminate_backend(pid) FROM unnest(?::int[]) AS pid', [pids]);
    // Gone from pg_stat_activity: each backend wrote its FATAL before it exited; one more turn of the loop reads it.
    for (let i = 0; i < 100; i++) {
      const left = await made.db.raw('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY(?::int[])', [pids]);
      if (left.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setImmediate(resolve));
    const after = await Promise.all([backend(db), backend(db)]);
    for (const pid of after) expect(pids).not.toContain(pid);
  });

  it('gives every connection back when the pool is destroyed (destroy does not wait for ever)', async () => {
    const db = createDb({ connectionString: made.url, poolMax: 3 });
    await Promise.all([backend(db), backend(db), backend(db)]);
    expect(tarnOf(db).numUsed()).toBeGreaterThan(0);
    await db.destroy();
    const left = await made.db.raw(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'kontor' AND pid <> pg_backend_pid()`,
    );
    // The test database's own pool is kontor's too: at most its connections remain.
    expect(left.rows[0].n).toBeLessThanOrEqual(10);
  });
});
