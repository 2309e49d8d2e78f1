/**
 * `npm run bench`: every benchmark suite in one run, on one throwaway
 * Postgres, loopback only, each load bounded in time. Figures are reported as
 * ratios against a floor measured in the same run, never as absolute targets.
 *
 * BENCH_SECONDS (default 5) sets the length of each measured load;
 * BENCH_EVENTS (default 2000) the number of events delivered per run;
 * BENCH_ROUNDS (default 3) how often the events suite measures each run (medians reported);
 * BENCH_SMART_CLIENTS (default 100000) the clients searched by the smart suite;
 * BENCH_FAIRNESS_ROUNDS (default 3) and BENCH_FAIRNESS_ROUND_SECONDS (default 3): the fairness suite's rounds per phase;
 * BENCH_ONLY=api|events|smart|engine|start|fairness runs one suite;
 * BENCH_API_METHOD=GET|POST the API suite's list or creation alone;
 * BENCH_RATE_LIMIT_COST_MS (the API suite's servers) the request time one rate-limit point pays for: high, no charges.
 */
import { apiBenchmark } from './api-suite.js';
import { engineBenchmark } from './engine-suite.js';
import { fairnessBenchmark } from './fairness-suite.js';
import { eventsBenchmark } from './events-suite.js';
import { smartBenchmark } from './smart-suite.js';
import { startBenchmark } from './start-suite.js';
import { benchDatabase } from './support.js';
import { wireFeatures } from '../../app/wiring.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const events = Number(process.env.BENCH_EVENTS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
wireFeatures();
const only = process.env.BENCH_ONLY;

if (!only || only === 'start') {
  process.stdout.write('Start: npm start until /readyz answers, and CLI calls, through npm from this checkout\n');
  const result = await startBenchmark();
  console.table(result.rows);
  console.table(result.ratios);
}
const database = only === 'start' ? null : await benchDatabase();
try {
  if (!only || only === 'api') {
    process.stdout.write(`API: ${seconds}s per load, 10 connections, server in its own process\n`);
    const api = await apiBenchmark(database!, { seconds });
    console.table(
      api.rows.map(
        ({ cpuMicrosPerRequest, postgresMicrosPerRequest, statementsPerRequest, commitsPerRequest, walSyncsPerRequest, ...row }) => ({
          ...row,
          rps: Math.round(row.rps),
          p50: `${row.p50} ms`,
          p99: `${row.p99} ms`,
          'server CPU': `${Math.round(cpuMicrosPerRequest)} µs/request`,
          'Postgres CPU': postgresMicrosPerRequest === null ? 'n/a' : `${Math.round(postgresMicrosPerRequest)} µs/request`,
          'statements/request': statementsPerRequest,
          'commits/request': commitsPerRequest,
          'WAL syncs/request': walSyncsPerRequest ?? 'n/a',
        }),
      ),
    );
    console.table(api.ratios);
    process.stdout.write('Where a request goes, one at a time (mean per phase, full stack):\n');
    console.table(api.phases);
    for (const row of api.rows)
      if (row.errors > 0) console.error(`warning: ${row.endpoint} ${row.variant} had ${row.errors} failed requests`);
  }
  if (!only || only === 'fairness') {
    process.stdout.write(
      `\nFairness: another organization's GET /api/v1/clients/ (2 connections, 20 requests/s) while one attacks (8 connections, one key each, as fast as answered), ${process.env.BENCH_FAIRNESS_ROUNDS ?? 3} rounds of ${process.env.BENCH_FAIRNESS_ROUND_SECONDS ?? 3} s per phase\n`,
    );
    const fairness = await fairnessBenchmark(database!);
    process.stdout.write('At the allowance (shipped rate limits):\n');
    console.table(fairness.allowance);
    // BENCH_VARIANTS=allowance leaves the stress variant out: no empty table for it.
    if (fairness.stress.length > 0) {
      process.stdout.write('Stress: limits lifted (10M requests a minute; the per-organization concurrency cap alone):\n');
      console.table(fairness.stress);
    }
  }
  if (!only || only === 'engine') {
    process.stdout.write('\nFlow engine: a 10-node flow with templates and a condition, in-process, no I/O\n');
    console.table([await engineBenchmark({ seconds })]);
  }
  if (!only || only === 'smart') {
    const clients = Number(process.env.BENCH_SMART_CLIENTS ?? 100_000);
    process.stdout.write(`\nSmart: invoice dry runs against ${clients} clients, 1000 requests one after another\n`);
    const result = await smartBenchmark(database!, { clients, requests: 1000 });
    console.table(result.rows);
    console.table(result.ratios);
    process.stdout.write(`Plan of the clients list search at ${clients} clients:\n${result.plan}\n`);
    process.stdout.write(`Plan of the lookup of a declined name's words at ${clients} clients:\n${result.declinedPlan}\n`);
  }
  if (!only || only === 'events') {
    process.stdout.write(
      `\nEvents: ${events} INVOICE_CREATED events, delivered to a receiver on loopback by worker processes; medians of ${rounds} rounds\n`,
    );
    const result = await eventsBenchmark(database!, { events, rounds });
    console.table(result.rows);
    console.table(result.ratios);
    console.table({
      'live, 100 events/s, 1 worker: ms from commit to arrival': result.latency_at_100_per_second,
      'one endpoint answering after 50 ms, 1 worker': result.endpoint_answering_after_50ms,
      'claims of due deliveries, every worker of the suite: p95 at most (histogram bucket)': result.claim_duration_p95,
    });
  }
} finally {
  await database?.close();
}
