/**
 * One server under benchmark, in a process of its own so that the load
 * generator does not share its event loop. Started by run.ts with the variant
 * and the database in its environment; reports its port over IPC.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../../app/app.js';
import { closeDeps, createDeps } from '../../app/deps.js';
import { configWith } from '../../app/config.js';
import { createDb } from '../../platform/db/knex.js';
import { systemClock } from '../../platform/clock.js';
import { floorApp } from './floor.js';

/**
 * Statements sent to Postgres by this process (every pool's, the floor's and Knex's alike go through pg's Client), for
 * the suite's statements per request: the full stack's beside the floor's one.
 */
let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const variant = process.env.BENCH_VARIANT ?? 'full';
const connectionString = process.env.BENCH_DATABASE_URL!;
const organizationId = Number(process.env.BENCH_ORGANIZATION_ID);

let callback;
let close: () => Promise<void>;
if (variant === 'floor') {
  const floor = await floorApp(connectionString, organizationId);
  callback = floor.app.callback();
  close = floor.close;
} else {
  const db = createDb({ connectionString, poolMax: 10 });
  const logger = pino({ level: 'warn' });
  const config = configWith({
    auditEnabled: variant === 'full',
    // BENCH_LIMITS=shipped keeps the default rate limits (the fairness suite's attacks at their allowance).
    ...(process.env.BENCH_LIMITS === 'shipped' ? {} : { rateLimitPoints: 10_000_000, rateLimitOrganizationPoints: 10_000_000 }),
    // BENCH_RATE_LIMIT_COST_MS: a request's time that one point pays for. Set high, no request is charged beyond its
    // first points, so that a busy machine's slow statements add no charges' writes to the counts per request.
    ...(process.env.BENCH_RATE_LIMIT_COST_MS ? { rateLimitCostMs: Number(process.env.BENCH_RATE_LIMIT_COST_MS) } : {}),
    serverTiming: process.env.BENCH_SERVER_TIMING === '1',
    ...(process.env.BENCH_ORGANIZATION_CONCURRENCY ? { organizationConcurrency: Number(process.env.BENCH_ORGANIZATION_CONCURRENCY) } : {}),
    // To compare the process's slots (KONTOR_WORK_CONCURRENCY) in one suite or another.
    ...(process.env.BENCH_WORK_CONCURRENCY ? { workConcurrency: Number(process.env.BENCH_WORK_CONCURRENCY) } : {}),
    // BENCH_AUDIT_JOURNAL=off measures the audit without its journal (KONTOR_AUDIT_JOURNAL); a folder of its own else.
    auditJournalDir: process.env.BENCH_AUDIT_JOURNAL === 'off' ? null : path.join(os.tmpdir(), 'kontor-bench-audit-journal'),
  });
  const deps = createDeps({ db, config, logger, clock: systemClock });
  const built = buildApp(deps);
  // As `npm start` does once serving (app/server.ts).
  setTimeout(() => void built.warm(), 1000).unref();
  callback = built.app.callback();
  close = async () => {
    await built.close();
    await closeDeps(deps);
    await db.destroy();
  };
}

// The longest event-loop delay since the last `stats` message, for the fairness suite (at 10 ms resolution).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

/**
 * The longest stretch the event loop held the CPU since the last `stats` message: a timer every 2 ms compares the
 * process's CPU time between two of its turns with the wall time between them and keeps the smaller. The loop delay
 * above also counts the time the process waited for a core on a busy machine; this counts what it ran (the process's
 * other threads, the garbage collector's helpers among them, included).
 */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let longestStretchMs = 0;
let lastWall = performance.now();
let lastCpu = cpuMs();
/** BENCH_STRETCH_LOG: a file to write the stretches over 20 ms to, as monotonic microseconds (a --cpu-prof's clock). */
const stretchLog = process.env.BENCH_STRETCH_LOG;
const stretches: Array<{ fromUs: number; toUs: number; cpuMs: number; wallMs: number }> = [];
let lastHr = process.hrtime.bigint();
setInterval(() => {
  const wall = performance.now();
  const cpu = cpuMs();
  const stretch = Math.min(wall - lastWall, cpu - lastCpu);
  longestStretchMs = Math.max(longestStretchMs, stretch);
  if (stretchLog) {
    const hr = process.hrtime.bigint();
    if (stretch > 20 && stretches.length < 10_000)
      stretches.push({ fromUs: Number(lastHr / 1000n), toUs: Number(hr / 1000n), cpuMs: cpu - lastCpu, wallMs: wall - lastWall });
    lastHr = hr;
  }
  lastWall = wall;
  lastCpu = cpu;
}, 2).unref();
if (stretchLog) process.on('exit', () => writeFileSync(stretchLog, JSON.stringify(stretches)));

const server = createServer(callback);
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('message', (message) => {
  if (message === 'stats') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system, maxLoopDelayMs: loopDelay.max / 1e6, longestStretchMs, statements });
    loopDelay.reset();
    longestStretchMs = 0;
    return;
  }
  // autocannon hangs up without waiting for the last answers: let their handlers finish before the pool closes.
  if (message === 'stop') server.close(() => setTimeout(() => void close().then(() => process.exit(0)), 500));
});
