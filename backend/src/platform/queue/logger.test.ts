import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { queueLogger } from './logger.js';

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
