/**
 * `npm run bench`: every benchmark suite in one run, on one throwaway
 * Postgres, loopback only, each load bounded in time. Figures are reported as
 * ratios against a floor measured in the same run, never as absolute targets.
 *
 * BENCH_SECONDS (default 5) sets the length of each measured load.
 */
import { apiBenchmark } from './api-suite.js';
import { benchDatabase } from './support.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const database = await benchDatabase();
try {
  process.stdout.write(`API: ${seconds}s per load, 10 connections, server in its own process\n`);
  const api = await apiBenchmark(database, { seconds });
  console.table(api.rows.map((row) => ({ ...row, rps: Math.round(row.rps), p50: `${row.p50} ms`, p99: `${row.p99} ms` })));
  console.table(api.ratios);
  for (const row of api.rows) if (row.errors > 0) console.error(`warning: ${row.endpoint} ${row.variant} had ${row.errors} failed requests`);
} finally {
  await database.close();
}
