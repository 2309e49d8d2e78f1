/**
 * Pairs of GET list loads, two builds of the server alternately on one database: each build's server CPU, Postgres
 * CPU and statements per list. For comparing a branch with main's code on a shared machine, where requests a second
 * move by a third between runs but CPU per request moves less.
 *
 * BENCH_PAIR_SERVERS: comma-separated paths of each build's dist-dev/dev/bench/server.js (the first is the baseline);
 * BENCH_PAIR_ROUNDS (default 3); BENCH_PAIR_REQUESTS (default 3000) lists per load, after 500 to warm up.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { wireFeatures } from '../../app/wiring.js';
import { invoicesOrganization } from './api-suite.js';
import { benchDatabase, forkServer, postgresCpuMicros } from './support.js';

wireFeatures();
const servers = (process.env.BENCH_PAIR_SERVERS ?? '').split(',').filter(Boolean);
const rounds = Number(process.env.BENCH_PAIR_ROUNDS ?? 3);
const amount = Number(process.env.BENCH_PAIR_REQUESTS ?? 3000);
const variant = process.env.BENCH_VARIANT ?? 'full';

const database = await benchDatabase();
try {
  const { organization, apiKey } = await invoicesOrganization(database.db, 200);
  const headers = { authorization: `Bearer ${apiKey}` };
  const rows = [];
  for (let round = 0; round < rounds; round++) {
    // Alternate which build goes first.
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const entry of order) {
      const server = await forkServer(
        {
          BENCH_VARIANT: variant,
          BENCH_DATABASE_URL: database.url,
          BENCH_ORGANIZATION_ID: String(organization.id),
          BENCH_ORGANIZATION_CONCURRENCY: '10',
        },
        entry,
      );
      const url = `${server.url}/api/v1/invoices/`;
      await autocannon({ url, headers, amount: 500, connections: 10 });
      // What the server spends a second with nothing to answer (its timers, the audit's and the limits' flushes, the
      // key cache's pings), taken off the load's CPU: at 50 lists a second on a busy machine it is a fifth of it.
      const idleFrom = await server.stats();
      const idleStarted = performance.now();
      await new Promise((settled) => setTimeout(settled, 2000));
      const idleTo = await server.stats();
      const idleMicrosPerSecond = (idleTo.cpuMicros - idleFrom.cpuMicros) / ((performance.now() - idleStarted) / 1000);
      const before = await server.stats();
      const postgresBefore = postgresCpuMicros();
      const started = performance.now();
      const result = await autocannon({ url, headers, amount, connections: 10 });
      const seconds = (performance.now() - started) / 1000;
      await new Promise((settled) => setTimeout(settled, 300));
      const after = await server.stats();
      const postgresAfter = postgresCpuMicros();
      await server.stop();
      const n = result.requests.total;
      rows.push({
        round,
        build: servers.indexOf(entry),
        rps: Math.round(n / seconds),
        errors: result.non2xx + result.errors,
        'server µs/list': Math.round((after.cpuMicros - before.cpuMicros) / n),
        'less idle': Math.round((after.cpuMicros - before.cpuMicros - idleMicrosPerSecond * (seconds + 0.3)) / n),
        'idle µs/s': Math.round(idleMicrosPerSecond),
        'Postgres µs/list': postgresAfter === null ? null : Math.round((postgresAfter - postgresBefore!) / n),
        'statements/list': Math.round(((after.statements - before.statements) / n) * 1000) / 1000,
        load: os.loadavg()[0]!.toFixed(1),
      });
      process.stdout.write(`${JSON.stringify(rows.at(-1))}\n`);
    }
  }
  console.table(rows);
} finally {
  await database.close();
}
