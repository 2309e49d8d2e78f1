import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { door } from '../../dev/test-support/tcp-door.js';
import { loadConfig } from '../../app/config.js';
import { createDb } from './knex.js';
import { openDatabase } from './open.js';
import { checkPoolFits } from './pool-watch.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('a pool that loses its database', () => {
  it('says so in one JSON line, and in one more when it is back, with no stack trace', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
    const gate = await door(new URL(database.url));
    const db = createDb({ connectionString: gate.url, logger, name: 'api', poolMax: 2 });
    db.client.config.acquireConnectionTimeout = 2_000;
    try {
      expect((await db.raw('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await gate.shut();
      for (let i = 0; i < 4; i++) await expect(db.raw('SELECT 1')).rejects.toThrow();
      await gate.open();
      expect((await db.raw('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await db.destroy();
      await gate.shut().catch(() => undefined);
    }
    const said = lines.map((line) => JSON.parse(line) as { msg: string; pool: string; reason?: string });
    expect(said.filter((line) => line.msg === 'database connection lost')).toHaveLength(1);
    expect(said.filter((line) => line.msg === 'database connection back')).toHaveLength(1);
    expect(said.find((line) => line.msg === 'database connection lost')).toMatchObject({ pool: 'api', reason: expect.any(String) });
    expect(lines.join('')).not.toContain('Acquire connection error');
    expect(lines.join('')).not.toMatch(/\n\s+at /);
  }, 30_000);
});

describe('KONTOR_DB_POOL_MAX', () => {
  it('defaults to 10 and is refused as 0', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(() => loadConfig({ KONTOR_DB_POOL_MAX: '0' })).toThrow(/KONTOR_DB_POOL_MAX/);
  });

  it('is refused at start, in one line naming it, when larger than the server allows, before anything is created', async () => {
    const empty = await createTestDatabase();
    try {
      await empty.db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      const config = { ...loadConfig({ DATABASE_URL: empty.url }), dbPoolMax: 100_000 };
      const refused = await openDatabase(config, pino({ level: 'silent' })).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/^KONTOR_DB_POOL_MAX=100000 is more than the database allows: its max_connections \d+ leaves \d+/);
      expect(refused).not.toContain('\n');
      expect((await empty.db.raw("SELECT count(*)::integer AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0].n).toBe(0);
      await expect(checkPoolFits(empty.db, 5)).resolves.toBeUndefined();
    } finally {
      await empty.drop();
    }
  });
});
