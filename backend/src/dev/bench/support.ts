/** What every benchmark suite needs: a throwaway Postgres, forked servers and a load generator on loopback. */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../../platform/db/embedded.js';
import { createDb, type Db } from '../../platform/db/knex.js';
import { migrateLatest } from '../../platform/db/migrate.js';
import { unusedPort } from '../test-support/ports.js';

export interface BenchDatabase {
  db: Db;
  url: string;
  close(): Promise<void>;
}

export async function benchDatabase(): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) {
    const db = createDb({ connectionString: process.env.DATABASE_URL });
    await migrateLatest(db);
    return { db, url: process.env.DATABASE_URL, close: () => db.destroy() };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: await unusedPort(),
    persistent: false,
    database: 'kontor_bench',
  });
  const db = createDb({ connectionString: embedded.connectionString, poolMax: 20 });
  await migrateLatest(db);
  return {
    db,
    url: embedded.connectionString,
    async close() {
      await db.destroy();
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerStats {
  cpuMicros: number;
  maxLoopDelayMs: number;
  longestStretchMs: number;
  /** Statements the server process sent to Postgres so far. */
  statements: number;
}

export interface ForkedServer {
  url: string;
  stop(): Promise<void>;
  /** The server process's CPU time so far, and its longest event-loop delay since the last call (which resets it). */
  stats(): Promise<ServerStats>;
}

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.js');

/** Forks a bench server (`entry`: this build's server.js, or another build's, as list-pairs.ts compares two). */
export function forkServer(env: Record<string, string>, entry = serverEntry): Promise<ForkedServer> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER_ARGS: Node's flags for the server alone (--trace-gc, --cpu-prof), not the load generator's.
    const execArgv = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? process.execArgv;
    const child: ChildProcess = fork(entry, { env: { ...process.env, ...env }, stdio: 'inherit', execArgv });
    child.once('error', reject);
    child.once('message', (message: { port: number }) => {
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        stats: () =>
          new Promise((answer) => {
            child.once('message', (stats) => answer(stats as ServerStats));
            child.send('stats');
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.send('stop');
          }),
      });
    });
  });
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** A bounded load: `connections` clients for `seconds`, loopback only. */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    duration: options.seconds,
    connections: options.connections ?? 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

export const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** Microseconds per clock tick of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MICROS = 10_000;

/**
 * The CPU time so far of the PostgreSQL processes this benchmark started (the embedded server's, its backends
 * included: the processes below this one named `postgres`), from /proc; null where there is no /proc or the database
 * is another's (DATABASE_URL). On two cores shared with the database, a request's cost is its server's CPU and its
 * database's together.
 */
export function postgresCpuMicros(): number | null {
  if (process.env.DATABASE_URL) return null;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const processes = new Map<number, { name: string; parent: number; micros: number }>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so fields are counted from its last ")".
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    processes.set(Number(entry), {
      name: stat.slice(stat.indexOf('(') + 1, close),
      parent: Number(fields[1]),
      // utime + stime, and cutime + cstime: the postmaster's reaped backends count (one that ended is not missed).
      micros: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MICROS,
    });
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of processes)
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
  }
  let micros = 0;
  for (const pid of ours) {
    const found = processes.get(pid);
    if (found?.name.startsWith('postgres')) micros += found.micros;
  }
  return micros;
}
