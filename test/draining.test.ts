/**
 * SIGTERM on a real process: from the signal on, /readyz answers 503 `draining` (the API for
 * KONTOR_DRAIN_SECONDS while it still serves, a worker on its own port until it exits), and then the process stops
 * cleanly. A worker's port also answers /healthz and its /readyz is ready before the signal.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionStringOf } from '../backend/src/platform/db/migrate.js';
import { TEST_SECRET_KEY, startTestKontor, type TestKontor } from '../backend/src/dev/test-support/kontor.js';
import { until } from '../backend/src/dev/test-support/until.js';
import { cliEntry, startServer } from './support.js';

let kontor: TestKontor;
const environment = () => ({
  DATABASE_URL: connectionStringOf(kontor.db),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  KONTOR_SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
  // Long enough for a probe every 50 ms to see it on a loaded machine; the processes exit once it has passed.
  KONTOR_DRAIN_SECONDS: '8',
});

const readyz = async (base: string) => {
  try {
    const answer = await fetch(`${base}/readyz`);
    return { status: answer.status, body: (await answer.json()) as { status: string } };
  } catch {
    return { status: 0, body: { status: 'unreachable' } };
  }
};

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
    const child = spawn(process.execPath, [cliEntry, 'worker'], {
      env: { ...process.env, ...environment(), KONTOR_WORKER_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const line = /\{"worker".*\}/.exec(output)?.[0];
        if (line) resolve((JSON.parse(line) as { port: number }).port);
      });
      void exited.then(() => reject(new Error(`the worker exited before it ran:\n${output}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await readyz(base)).toEqual({ status: 200, body: { status: 'ready' } });
    child.kill('SIGTERM');
    const draining = await until(
      () => readyz(base),
      (answer) => answer.status !== 200,
      'the worker to stop being ready',
    );
    expect(draining).toEqual({ status: 503, body: expect.objectContaining({ status: 'draining' }) });
    expect(await exited).toBe(0);
  }, 240_000);
});
