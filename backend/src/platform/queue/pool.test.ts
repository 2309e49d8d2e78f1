/**
 * graphile-worker's connections have JIT off, as Kontor's own pool's have (db/session-settings.test.ts), where the
 * database turns it on for every statement: a job's connection and the utilities' both say so.
 */
import { type Task, makeWorkerUtils, run } from 'graphile-worker';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { until } from '../../dev/test-support/until.js';
import { queueLogger } from './logger.js';
import { queuePool } from './pool.js';

let made: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  made = await createTestDatabase();
  const name = new URL(made.url).pathname.slice(1);
  await made.db.raw(`ALTER DATABASE ${name} SET jit = on`);
  await made.db.raw(`ALTER DATABASE ${name} SET jit_above_cost = 0`);
});

afterAll(async () => {
  await made?.drop();
});

const jitOf = async (client: pg.ClientBase) => (await client.query<{ jit: string }>('SHOW jit')).rows[0]!.jit;

describe("graphile-worker's pool", () => {
  it('has JIT off on the connections a job and the utilities get, where the database has it on', async () => {
    const other = new pg.Client({ connectionString: made.url });
    await other.connect();
    expect(await jitOf(other)).toBe('on');
    await other.end();

    const logger = queueLogger(pino({ level: 'silent' }));
    const [utilsPool, runnerPool] = [queuePool(made.url, logger), queuePool(made.url, logger)];
    const seen: string[] = [];
    const probe: Task = async (_payload, helpers) => {
      seen.push(await helpers.withPgClient(jitOf));
    };
    const utils = await makeWorkerUtils({ pgPool: utilsPool, logger });
    const runner = await run({ pgPool: runnerPool, logger, concurrency: 1, pollInterval: 200, noHandleSignals: true, taskList: { probe } });
    try {
      await utils.addJob('probe', {});
      await until(
        async () => seen.length,
        (count) => count === 1,
        'the job run',
      );
      expect(seen).toEqual(['off']);
      expect(await utils.withPgClient(jitOf)).toBe('off');
    } finally {
      await runner.stop();
      await utils.release();
      await Promise.all([utilsPool.end(), runnerPool.end()]);
    }
  });
});
