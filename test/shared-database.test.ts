/**
 * Two API processes and two worker processes on one embedded database, as the
 * README promises: the first process to start runs the Postgres of the data
 * folder, the others find it there (the port is read from the folder). A
 * change made through one API is seen through the other, its event is
 * delivered by a worker, and Postgres keeps running until the last of them
 * stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPostmasterPid } from '../backend/src/platform/db/embedded.js';
import { type Receiver, startReceiver } from '../backend/src/dev/test-support/receiver.js';
import { unusedPort } from '../backend/src/dev/test-support/ports.js';
import { cliEntry, firstCredentials, type RunningServer, startServer } from './support.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-shared-'));
const env = {
  KONTOR_DATA_DIR: dataDir,
  KONTOR_EMBEDDED_PG_PORT: String(await unusedPort(2)),
  PORT: '0',
  LOG_LEVEL: 'warn',
  KONTOR_WORKER: 'false',
  KONTOR_WEBHOOK_ALLOW_PRIVATE: 'true',
};
const postgres = () => readPostmasterPid(path.join(dataDir, 'postgres'));
const children: ChildProcess[] = [];
let receiver: Receiver | undefined;

/** What each worker logged (at info: its start and stop are shown). */
const logs = new Map<ChildProcess, string>();

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [cliEntry, 'worker'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  logs.set(child, '');
  child.stderr!.on('data', (chunk) => logs.set(child, logs.get(child) + String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${logs.get(child)}`)));
  });
}

/** Stops a worker as an operator would; its exit code, once it said it stopped. */
async function stop(child: ChildProcess): Promise<number | null> {
  child.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );
  expect(logs.get(child)).toContain('"msg":"worker stopped"');
  return code;
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  const left = postgres();
  if (left) process.kill(left.pid, 'SIGINT');
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('several Kontor processes on one embedded database', () => {
  it('serve, deliver events, and leave Postgres running until the last one stops', async () => {
    const first: RunningServer = await startServer(env);
    children.push(first.child);
    const { key } = firstCredentials(first.output());
    const { pid, port } = postgres()!;
    const second: RunningServer = await startServer({ ...env, KONTOR_EMBEDDED_PG_PORT: String(Number(env.KONTOR_EMBEDDED_PG_PORT) + 1) });
    children.push(second.child);
    // The second found the first one's Postgres in the data folder (the port it was given would not do).
    expect(second.output()).toContain(`port ${port}, already running`);
    const workers = [await startWorker(), await startWorker()];

    receiver = await startReceiver();
    const call = (base: string, route: string, body: unknown) =>
      fetch(`${base}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await call(first.baseUrl, '/api/automation/webhooks/', { url: receiver.url, events: ['CLIENT_CREATED'] })).status).toBe(201);
    const created = (await (await call(second.baseUrl, '/api/v1/clients/', { name: 'Seen by both' })).json()) as { id: number };
    const read = await fetch(`${first.baseUrl}/api/v1/clients/${created.id}/`, { headers: { authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    await receiver.waitFor(
      (received) => received.some((event) => event.json.type === 'CLIENT_CREATED' && event.json.data.id === created.id),
      30_000,
    );

    // The process that started Postgres stops first; the others keep using it.
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(postgres()?.pid).toBe(pid);
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
    expect(await stop(workers[0]!)).toBe(0);
    expect(await stop(workers[1]!)).toBe(0);
    expect(postgres()?.pid).toBe(pid);
    expect(await second.stop('SIGINT')).toBe(0);
    expect(postgres()).toBeNull();
  }, 180_000);
});
