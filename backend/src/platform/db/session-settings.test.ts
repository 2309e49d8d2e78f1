/**
 * Kontor's pool turns JIT off on each of its connections, whatever the server or the database says: found by the
 * operator's trial (docs/trials/2026-11-29-operator-fleet.md), where a database set to compile every statement
 * (`jit_above_cost = 0`, as a stock server does for any plan costed above 100,000) made a delivery claim take over a
 * minute and a 6 ms statement 1.2 to 2.5 s. The database's own setting is checked to be in force for other clients,
 * so that the test says something on a server whose default is off.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { createDb, type Db } from './knex.js';

let made: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db | undefined;

beforeAll(async () => {
  made = await createTestDatabase();
  const name = new URL(made.url).pathname.slice(1);
  await made.db.raw(`ALTER DATABASE ${name} SET jit = on`);
  await made.db.raw(`ALTER DATABASE ${name} SET jit_above_cost = 0`);
});

afterAll(async () => {
  await db?.destroy();
  await made?.drop();
});

describe("the pool's session settings", () => {
  it('has JIT off on every connection of the pool, where the database turns it on for every statement', async () => {
    const other = new pg.Client({ connectionString: made.url });
    await other.connect();
    const theirs = (await other.query(`SELECT current_setting('jit') AS jit, current_setting('jit_above_cost') AS above`)).rows[0];
    await other.end();
    expect(theirs).toEqual({ jit: 'on', above: '0' });

    db = createDb({ connectionString: made.url, poolMax: 3 });
    // Three at once, so that the pool opens three connections.
    const seen = await db.transaction(async (first) =>
      db!.transaction(async (second) =>
        Promise.all([
          first.raw(`SELECT current_setting('jit') AS jit, pg_backend_pid() AS pid`),
          second.raw(`SELECT current_setting('jit') AS jit, pg_backend_pid() AS pid`),
          db!.raw(`SELECT current_setting('jit') AS jit, pg_backend_pid() AS pid`),
        ]),
      ),
    );
    const rows = seen.map((result) => (result as { rows: Array<{ jit: string; pid: number }> }).rows[0]!);
    expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
    expect(rows.map((row) => row.jit)).toEqual(['off', 'off', 'off']);
  });
});
