import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { type WorkerEvents, run } from 'graphile-worker';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../dev/test-support/kontor.js';
import { door } from '../../dev/test-support/tcp-door.js';
import { until } from '../../dev/test-support/until.js';
import { queueLogger, watchQueueConnection } from './logger.js';

function capture(level: string) {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('the queue logger', () => {
  it("keeps a job's routine lines at debug and its failures at error; the worker's own info stays info", () => {
    const { logger, lines } = capture('info');
    const queue = queueLogger(logger);
    // As graphile-worker's worker logs them: its own scope, the job in the line's meta.
    const worker = queue.scope({ label: 'worker', workerId: 'w1' });
    const job = { id: '42', task_identifier: 'start_flow_runs', payload: { event_id: 7 } };
    worker.info('Completed task 42 (start_flow_runs, 3.10ms) with success', { job, duration: 3.1, success: true });
    worker.error('Failed task 43 (start_flow_runs, 5ms): boom', { job, failure: true });
    worker.info('Worker connected and looking for jobs...');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'Failed task 43 (start_flow_runs, 5ms): boom'],
      [30, 'Worker connected and looking for jobs...'],
    ]);
  });
});

describe("the queue's connection", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is said lost in one line and back in one more, with the outage between them at debug', async () => {
    const { logger, lines } = capture('info');
    const gate = await door(new URL(database.url));
    const connection = watchQueueConnection(logger);
    const events = new EventEmitter() as WorkerEvents;
    connection.follow(events);
    let listening = 0;
    events.on('pool:listen:success', () => listening++);
    const runner = await run({
      connectionString: gate.url,
      events,
      concurrency: 1,
      pollInterval: 200,
      noHandleSignals: true,
      logger: queueLogger(logger, connection),
      taskList: { noop: async () => undefined },
    });
    try {
      await until(
        async () => listening,
        (count) => count === 1,
        'the runner listening',
      );
      await gate.shut();
      await until(async () => connection.lost, Boolean, 'the loss seen');
      // Polls fail meanwhile, several times over.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await gate.open();
      await until(
        async () => connection.lost,
        (lost) => !lost,
        'the connection back',
        30_000,
      );
    } finally {
      await runner.stop();
      await gate.shut().catch(() => undefined);
    }
    const said = lines.filter((line) => line.level >= 40).map((line) => line.msg);
    expect(said.filter((msg) => msg === 'database connection lost')).toHaveLength(1);
    expect(lines.filter((line) => line.msg === 'database connection back')).toHaveLength(1);
    expect(said.filter((msg) => msg !== 'database connection lost')).toEqual([]);
  }, 60_000);
});
