/**
 * SIGTERM on a real process: from the signal on, /readyz answers 503 `draining` (the API for
 * KONTOR_DRAIN_SECONDS while it still serves, a worker on its own port until it exits), and then the process stops
 * cleanly. A worker's port also answers /healthz and its /readyz is ready before the signal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor } from '../backend/src/dev/test-support/kontor.js';
import { until } from '../backend/src/dev/test-support/until.js';
import { readyz, startServer, startWorker } from './support.js';

let kontor: TestKontor;
const environment = () => ({
  DATABASE_URL: connectionStringOf(kontor.db),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
  // Long enough for a probe every 50 ms to see it on a loaded machine; the processes exit once it has passed.
  KONTOR_DRAIN_SECONDS: '8',
});

beforeAll(async () => {
  kontor = await startTestKontor();
});
afterAll(() => kontor?.close());

describe('draining on SIGTERM', () => {
  it('an API answers /readyz 503 draining from SIGTERM on, then exits 0', async () => {
    const server = await startServer({ ...environment(), PORT: '0', KONTOR_WORKER: 'false' }, 180_000);
    expect((await readyz(server.baseUrl)).status).toBe(200);
    const exited = server.stop('SIGTERM');
    const draining = await until(
      () => readyz(server.baseUrl),
      (answer) => answer.status !== 200,
      'the API to stop being ready',
    );
    expect(draining).toEqual({ status: 503, body: expect.objectContaining({ status: 'draining' }) });
    // Still serving while it drains: a balancer that has not noticed yet is answered.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(await exited).toBe(0);
  }, 240_000);

  it('a worker answers /healthz and /readyz on KONTOR_WORKER_PORT, 503 draining from SIGTERM until it exits, then 0', async () => {
    const worker = await startWorker({ ...environment(), KONTOR_WORKER_PORT: '0' }, 180_000);
    const base = `http://127.0.0.1:${worker.port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await readyz(base)).toEqual({ status: 200, body: { status: 'ready' } });
    const exited = worker.stop('SIGTERM');
    const draining = await until(
      () => readyz(base),
      (answer) => answer.status !== 200,
      'the worker to stop being ready',
    );
    expect(draining).toEqual({ status: 503, body: expect.objectContaining({ status: 'draining' }) });
    expect(await exited).toBe(0);
  }, 240_000);
});
