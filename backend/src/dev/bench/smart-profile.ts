/**
 * Where a smart dry run's time goes, statement by statement: the smart suite's population (100,000 clients) in a
 * Postgres kept in SMART_PROFILE_DIR between runs, the app in this process with Server-Timing on, and each phrase's
 * requests timed per phase and per SQL statement (means per request). Not part of `npm run bench`; for finding what
 * to cut. `node --cpu-prof` on it profiles the server's CPU beside the load generator's.
 */
import { writeFileSync, readFileSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildApp } from '../../app/app.js';
import { createDeps } from '../../app/deps.js';
import { configWith } from '../../app/config.js';
import { wireFeatures } from '../../app/wiring.js';
import { systemClock } from '../../platform/clock.js';
import { startEmbeddedPostgres } from '../../platform/db/embedded.js';
import { createDb } from '../../platform/db/knex.js';
import { migrateLatest } from '../../platform/db/migrate.js';
import { populateSmartBench } from './smart-suite.js';

const dir = process.env.SMART_PROFILE_DIR ?? '/tmp/kontor-smart-profile';
const requests = Number(process.env.SMART_PROFILE_REQUESTS ?? 200);
mkdirSync(dir, { recursive: true });
wireFeatures();
const embedded = await startEmbeddedPostgres({ dataDir: `${dir}/pg`, port: 54_991, persistent: true, database: 'kontor_profile' });
const db = createDb({ connectionString: embedded.connectionString, poolMax: 10 });
await migrateLatest(db);
const saved = `${dir}/population.json`;
if (!existsSync(saved)) writeFileSync(saved, JSON.stringify(await populateSmartBench(db, 100_000)));
const bench = JSON.parse(readFileSync(saved, 'utf8')) as Awaited<ReturnType<typeof populateSmartBench>>;

const config = configWith({
  auditEnabled: false,
  rateLimitPoints: 10_000_000,
  rateLimitOrganizationPoints: 10_000_000,
  serverTiming: true,
});
const deps = createDeps({ db, config, logger: pino({ level: 'warn' }), clock: systemClock });
const built = buildApp(deps);
const server = createServer(built.app.callback());
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// Statements by their text, timed from sending to answer.
const started = new Map<string, { sql: string; at: number }>();
// The last request's statements in order (start and end, ms from its start): what ran in series.
let timeline: Array<{ sql: string; from: number; to: number }> = [];
let requestStart = 0;
let statements = new Map<string, { n: number; ms: number }>();
db.on('query', (query: { __knexQueryUid: string; sql: string }) =>
  started.set(query.__knexQueryUid, { sql: query.sql.replace(/\s+/g, ' ').slice(0, 400), at: performance.now() }),
);
db.on('query-response', (_: unknown, query: { __knexQueryUid: string }) => {
  const began = started.get(query.__knexQueryUid);
  if (!began) return;
  started.delete(query.__knexQueryUid);
  const entry = statements.get(began.sql) ?? { n: 0, ms: 0 };
  entry.n += 1;
  entry.ms += performance.now() - began.at;
  timeline.push({ sql: began.sql, from: began.at - requestStart, to: performance.now() - requestStart });
  statements.set(began.sql, entry);
});

const headers = { authorization: `Bearer ${bench.apiKey}`, 'content-type': 'application/json' };
const body = (client: string) =>
  JSON.stringify({
    client,
    description: 'Consulting',
    quantity: 'three hours',
    unit_price: 'fifteen hundred',
    due: 'in two weeks',
    dry_run: true,
  });
const only = process.env.SMART_PROFILE_ONLY;
for (const [label, client] of Object.entries(bench.phrases)) {
  if (only && !only.split(',').includes(label)) continue;
  const call = () => fetch(`${url}/api/automation/smart/invoice/`, { method: 'POST', headers, body: body(client) });
  for (let i = 0; i < 30; i++) await (await call()).arrayBuffer();
  statements = new Map();
  const phases = new Map<string, number>();
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < requests; i++) {
    const began = performance.now();
    requestStart = began;
    timeline = [];
    const response = await call();
    await response.arrayBuffer();
    times.push(performance.now() - began);
    status = response.status;
    for (const part of (response.headers.get('server-timing') ?? '').split(', ')) {
      const [phase, dur] = part.split(';dur=');
      phases.set(phase!, (phases.get(phase!) ?? 0) + Number(dur));
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.floor(p * times.length)]!.toFixed(2);
  process.stdout.write(`\n${label} "${client}" → ${status}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms\n`);
  process.stdout.write(`  phases (mean ms): ${[...phases].map(([phase, ms]) => `${phase} ${(ms / requests).toFixed(2)}`).join(', ')}\n`);
  for (const [sql, { n, ms }] of [...statements].sort((a, b) => b[1].ms - a[1].ms))
    process.stdout.write(`  ${(n / requests).toFixed(1)}× ${(ms / requests).toFixed(2)} ms  ${sql}\n`);
  process.stdout.write(`  the last request's statements:\n`);
  for (const { sql, from, to } of timeline) process.stdout.write(`    ${from.toFixed(2)}–${to.toFixed(2)} ms  ${sql.slice(0, 90)}\n`);
}
server.close();
await built.close();
await db.destroy();
process.exit(0);
