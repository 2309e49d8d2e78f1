/**
 * The README's quick start: `npm start` on an empty data folder creates the
 * first organization, prints the owner's login, an API key and the URLs,
 * serves the API and the console on the embedded Postgres, and stops cleanly on
 * SIGTERM to node and on SIGINT to its whole process group (Ctrl-C in a
 * terminal), leaving no Postgres running; a second start finds the same data
 * and prints no new credentials; after `kill -9` the next start finds the
 * killed one's Postgres and uses it.
 */
import { spawn } from 'node:child_process';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPostmasterPid } from '../backend/src/platform/db/embedded.js';
import { unusedPort } from '../backend/src/dev/test-support/ports.js';
import { firstCredentials, repoRoot, type RunningServer, startServer } from './support.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-start-'));
const env = {
  KONTOR_DATA_DIR: dataDir,
  KONTOR_EMBEDDED_PG_PORT: String(await unusedPort()),
  PORT: '0',
  LOG_LEVEL: 'warn',
};
const postgres = () => readPostmasterPid(path.join(dataDir, 'postgres'));
const started: RunningServer[] = [];
/** Process groups of `npm start`s: node stays in its npm's group even when npm is gone. */
const npmGroups: number[] = [];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Lines a clean stop must not print: pino warnings and errors, stack traces, "could not". */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(4|5|6)0|Error|error:|could not|^\s+at /.test(line));
}

async function start(extra: Record<string, string> = {}, options: { detached?: boolean } = {}): Promise<RunningServer> {
  const server = await startServer({ ...env, ...extra }, 60_000, options);
  started.push(server);
  return server;
}

/**
 * `npm start` in a process group of its own, once it said it runs; `exited` settles when npm and node have both
 * closed the pipes (bounded: a node left running past 60 s settles it as 'node still running').
 */
async function npmStart(): Promise<{ pid: number; exited: Promise<string>; stoppedCleanly(): Promise<void> }> {
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  npmGroups.push(npm.pid!);
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  // 'close' waits for node too: it writes to the same pipes.
  const closed = new Promise<string>((resolve) => npm.once('close', (code, signal) => resolve(String(code ?? signal))));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Kontor is running on') && npm.exitCode === null && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(output).toContain('Kontor is running on');
  const exited = (async () => {
    await new Promise<void>((resolve) =>
      npm.exitCode !== null || npm.signalCode !== null ? resolve() : npm.once('exit', () => resolve()),
    );
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('node still running'), 60_000)));
    return Promise.race([closed, bound]).finally(() => clearTimeout(timer));
  })();
  return {
    pid: npm.pid!,
    exited,
    async stoppedCleanly() {
      expect(output).toContain('"msg":"stopped"');
      expect(
        errorLines(
          output
            .split('\n')
            .filter((line) => !line.startsWith('npm warn'))
            .join('\n'),
        ),
      ).toEqual([]);
      expect(postgres()).toBeNull();
    },
  };
}

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const group of npmGroups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // the group is gone: every process in it stopped
    }
  }
  const left = postgres();
  if (left) process.kill(left.pid, 'SIGINT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('boots on the embedded database, prints a working key, and keeps its data across restarts', async () => {
    const first = await start();
    const banner = first.output();
    // Not a terminal: the owner's password and the key stay out of the output (logs keep it), in a file of the folder.
    expect(banner).not.toContain('sk_');
    const { key, email, password } = firstCredentials(banner);
    expect(key).toMatch(/^sk_[0-9A-Za-z]{32,}$/);
    expect((await stat(path.join(dataDir, 'first-start-credentials.txt'))).mode & 0o777).toBe(0o600);
    expect(banner).toContain(`${first.baseUrl}/api/docs/`);
    expect(banner).toContain(`${first.baseUrl}/console/`);
    expect(banner).toContain('Settings to know about:');
    expect(banner).toContain('  ! no SMTP_URL: e-mail is not sent; each message is kept in the audit log');
    // The build (run by npm start and npm test) made the console; the server serves it, and / leads there.
    const console = await fetch(`${first.baseUrl}/console/`);
    expect([console.status, await console.text()]).toEqual([200, expect.stringContaining('<div id="root"></div>')]);
    const home = await fetch(`${first.baseUrl}/`, { redirect: 'manual' });
    expect([home.status, home.headers.get('location')]).toEqual([302, '/console/']);

    const created = await fetch(`${first.baseUrl}/api/v1/clients/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survives restarts' }),
    });
    expect(created.status).toBe(201);
    const token = await fetch(`${first.baseUrl}/api/v1/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(token.status).toBe(200);
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    // The quick start's key for sealed secrets, generated once into the data folder, for its owner only.
    expect((await stat(path.join(dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);
    const sealedKey = await readFile(path.join(dataDir, 'secret.key'), 'utf8');
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await start();
    expect(second.output()).not.toContain('First start');
    const list = await fetch(`${second.baseUrl}/api/v1/clients/`, { headers: { authorization: `Api-Key ${key}` } });
    const page = (await list.json()) as { results: Array<{ name: string }> };
    expect(page.results.map((c) => c.name)).toEqual(['Survives restarts']);
    expect(await readFile(path.join(dataDir, 'secret.key'), 'utf8')).toBe(sealedKey);
    expect(await second.stop('SIGINT')).toBe(0);
  }, 120_000);

  it('stops cleanly on SIGINT to its whole process group (Ctrl-C): exit 0, no error line, no Postgres left', async () => {
    const server = await start({ LOG_LEVEL: 'info' }, { detached: true });
    const { pid } = postgres()!;
    // The embedded Postgres is in a group of its own, out of the terminal's reach.
    expect(isAlive(pid)).toBe(true);
    process.kill(-server.child.pid!, 'SIGINT');
    expect(await new Promise((resolve) => server.child.once('close', resolve))).toBe(0);
    expect(errorLines(server.output())).toEqual([]);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(postgres()).toBeNull();
    expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it('stops cleanly on Ctrl-C through npm start itself: npm and node both signalled, no error line, no Postgres left', async () => {
    // As a terminal runs it: npm start in a process group of its own, and SIGINT to the whole group.
    const npm = await npmStart();
    const { pid } = postgres()!;
    process.kill(-npm.pid, 'SIGINT');
    // npm itself ends by the signal (a shell shows 130); node finishes its own shutdown.
    expect(['0', '130', 'SIGINT']).toContain(await npm.exited);
    await npm.stoppedCleanly();
    expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it("stops cleanly on SIGTERM to npm's pid alone, as a service manager or a script sends it", async () => {
    // Found by the operator's trial (docs/trials/2026-11-29-operator-fleet.md): npm passed the signal to the `sh -c` it
    // runs a script in, the shell died, and node went on serving, reparented to init, its port held.
    const npm = await npmStart();
    const { pid } = postgres()!;
    process.kill(npm.pid, 'SIGTERM');
    expect(['0', '143', 'SIGTERM']).toContain(await npm.exited);
    await npm.stoppedCleanly();
    expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it('stops cleanly on SIGTERM to node: exit 0, no error line, no Postgres left', async () => {
    const server = await start({ LOG_LEVEL: 'info' });
    const { pid } = postgres()!;
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(errorLines(server.output())).toEqual([]);
    expect(postgres()).toBeNull();
    expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it('starts after a kill -9 of the previous start, on the Postgres that one left running', async () => {
    const killed = await start();
    const left = postgres()!;
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('close', resolve));
    expect(isAlive(left.pid)).toBe(true);

    const next = await start();
    expect(next.output()).toContain(`port ${left.port}, already running`);
    expect((await fetch(`${next.baseUrl}/readyz`)).status).toBe(200);
    expect(await next.stop('SIGTERM')).toBe(0);
    expect(errorLines(next.output())).toEqual([]);
    expect(postgres()).toBeNull();
    expect(isAlive(left.pid)).toBe(false);
  }, 120_000);

  // A taken HTTP port found only after the first organization was made would lose its password and key (never shown,
  // not even on the next start) and leave the embedded Postgres running.
  it('refuses a taken HTTP port before anything else, naming PORT; the next start shows the first credentials', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'kontor-port-'));
    const blocker = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = String((blocker.address() as AddressInfo).port);
    try {
      const settings = { ...env, KONTOR_DATA_DIR: fresh, KONTOR_EMBEDDED_PG_PORT: String(await unusedPort()) };
      await expect(startServer({ ...settings, PORT: taken }, 20_000)).rejects.toThrow(
        new RegExp(
          `port ${taken} on 127\\.0\\.0\\.1 is taken by another program \\(or a Kontor already running\\); give Kontor another one \\(PORT`,
        ),
      );
      expect(readPostmasterPid(path.join(fresh, 'postgres'))).toBeNull();
      const next = await startServer(settings, 60_000);
      expect(next.output()).toContain('First start: an organization was created');
      expect(await next.stop('SIGTERM')).toBe(0);
      expect(readPostmasterPid(path.join(fresh, 'postgres'))).toBeNull();
    } finally {
      blocker.close();
      await rm(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a bad setting with a message naming it', async () => {
    await expect(startServer({ ...env, PORT: 'eighty' }, 20_000)).rejects.toThrow(/PORT="eighty" is not valid/);
    await expect(startServer({ ...env, PORT: '0', LOG_LEVEL: 'chatty' }, 20_000)).rejects.toThrow(/LOG_LEVEL/);
    // Twice this many leases would not fit the claim's integers: refused at start, not a worker that never delivers.
    await expect(startServer({ ...env, PORT: '0', KONTOR_WEBHOOK_ORGANIZATION_CONCURRENCY: '2000000000' }, 20_000)).rejects.toThrow(
      /KONTOR_WEBHOOK_ORGANIZATION_CONCURRENCY="2000000000" is not valid: expected a number of deliveries from 1 to 10000/,
    );
  }, 60_000);
});
