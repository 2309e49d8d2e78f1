/**
 * Events delivered per second, end to end: invoices created (their events
 * committed with them in the outbox), then 1 or 2 worker processes fan them
 * out in batches and deliver them to a receiver on loopback. The floor is
 * graphile-worker's own throughput for jobs doing nothing, in the same run.
 * Also: the latency from an invoice's commit to its arrival at 100 events/s,
 * and the rate to one endpoint that answers after 50 ms, default settings.
 * "Warm": the workers of the live run are paused (SIGSTOP) while the next
 * events are created and then resumed, so the drain is measured without
 * their start-up and with their code already compiled, as for a worker that
 * has been running (POSIX signals: the benchmark runs on Linux).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientsTable } from '../../features/clients/store.js';
import { systemClock } from '../../platform/clock.js';
import { invoiceService } from '../../features/invoices/service.js';
import { createOrganization } from '../../features/organizations/service.js';
import { startReceiver } from '../test-support/receiver.js';
import { webhooksTable } from '../../features/webhooks/store.js';
import { generateSecret } from '../../platform/outbound/signing.js';
import { unusedPort } from '../test-support/ports.js';
import { type BenchDatabase, ratio } from './support.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// The workers are the shipped CLI (backend/dist), not the copy of app/ compiled beside the bench in dist-dev.
const cli = path.join(here, '..', '..', '..', 'dist', 'app', 'cli.js');
const noopWorker = path.join(here, 'noop-worker.js');
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);
const round = (seconds: number) => Math.round(seconds * 100) / 100;
/** Invoices created in parallel, as by concurrent API requests. */
const CREATORS = 8;

function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`bench: ${what} did not finish in ${TIMEOUT_MS} ms`));
      setTimeout(tick, 10);
    };
    tick();
  });
}

/** Each worker's own port (`KONTOR_WORKER_PORT`), where its `/metrics` tell how long its claims took. */
const METRICS_TOKEN = 'bench-metrics-token';
const metricsPorts = new WeakMap<ChildProcess, number>();
/** Claims counted per bucket of `kontor_webhook_claim_duration_seconds` (upper bound in seconds → count), all workers. */
const claimBuckets = new Map<number, number>();

/** A `kontor worker` process, resolved once it says it is running; rejected if it ends before (the bench stops). */
async function startKontorWorker(databaseUrl: string): Promise<ChildProcess> {
  const port = await unusedPort();
  const child = fork(cli, ['worker'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      KONTOR_WEBHOOK_ALLOW_PRIVATE: 'true',
      HOST: '127.0.0.1',
      KONTOR_WORKER_PORT: String(port),
      KONTOR_METRICS_TOKEN: METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  metricsPorts.set(child, port);
  return new Promise((resolve, reject) => {
    const ended = (code: number | null, signal: string | null) =>
      reject(new Error(`bench: the worker (${cli}) ended before it ran: ${signal ?? `exit ${code}`}`));
    child.once('exit', ended);
    child.stdout!.once('data', () => {
      child.off('exit', ended);
      resolve(child);
    });
  });
}

/** Adds a worker's claim-duration histogram (cumulative buckets, as Prometheus exposes them) to `claimBuckets`. */
async function collectClaims(child: ChildProcess): Promise<void> {
  const port = metricsPorts.get(child);
  if (port === undefined) return;
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!answer.ok) throw new Error(`bench: a worker's /metrics answered ${answer.status}`);
  const text = await answer.text();
  const bucket = /^kontor_webhook_claim_duration_seconds_bucket\{le="([^"]+)"\} (\d+)$/gm;
  for (const [, le, count] of text.matchAll(bucket)) {
    const bound = le === '+Inf' ? Infinity : Number(le);
    claimBuckets.set(bound, (claimBuckets.get(bound) ?? 0) + Number(count));
  }
}

/** The upper bound of the histogram bucket that holds the p-th claim: "p95 ≤ this many ms". */
function claimPercentileMs(p: number): { claims: number; at_most_ms: number } {
  const bounds = [...claimBuckets.keys()].sort((a, b) => a - b);
  const claims = claimBuckets.get(Infinity) ?? 0;
  const bound = bounds.find((one) => claimBuckets.get(one)! >= claims * p) ?? NaN;
  return { claims, at_most_ms: bound * 1000 };
}

/** Asks each child to stop (by default SIGTERM, as an operator would) and waits until it has exited; kontor workers
 * tell their claim durations first. */
async function stop(children: ChildProcess[], ask: (child: ChildProcess) => void = (child) => child.kill('SIGTERM')): Promise<void> {
  await Promise.all(children.map((child) => collectClaims(child)));
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          ask(child);
        }),
    ),
  );
}

/** A receiver that answers each POST after `delayMs`, counting what it got. */
async function delayedReceiver(delayMs: number) {
  const state = { count: 0, url: '', first: 0, last: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        state.count += 1;
        state.last = performance.now();
        if (state.count === 1) state.first = state.last;
        res.end('ok');
      }, delayMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

/** Invoices created at `perSecond` (paced, one writer at a time); p50/p99 ms from each commit to its arrival. */
async function liveLatency(database: BenchDatabase, perSecond: number, seconds: number) {
  const { db, url } = database;
  const receiver = await startReceiver();
  const { organization } = await createOrganization(db, {
    name: 'Latency bench',
    ownerEmail: `latency-${Date.now()}@example.com`,
    ownerPassword: 'bench password',
  });
  const client = await clientsTable.insert(db, organization.id, { name: 'Latency client' });
  await webhooksTable.insert(db, organization.id, { url: receiver.url, events: ['INVOICE_CREATED'], secret: generateSecret() });
  const invoices = invoiceService({ db, clock: systemClock });
  const committed = new Map<string, number>();
  const children = [await startKontorWorker(url)];
  try {
    const total = perSecond * seconds;
    const started = performance.now();
    const pending: Array<Promise<void>> = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      pending.push(
        invoices.create(organization.id, { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] }).then((invoice) => {
          committed.set(invoice.number, Date.now());
        }),
      );
    }
    await Promise.all(pending);
    await waitFor(() => receiver.received.length >= total, 'latency deliveries');
    const latencies = receiver.received.map((r) => r.at - committed.get(r.json.data.number)!).filter((ms) => Number.isFinite(ms));
    return { events: total, p50_ms: median(latencies), p99_ms: percentile(latencies, 0.99) };
  } finally {
    await stop(children);
    await receiver.close();
  }
}

/** Events waiting for one endpoint that answers after `delayMs`, drained by one worker with default settings. */
async function slowEndpoint(database: BenchDatabase, events: number, delayMs: number) {
  const { db, url } = database;
  const receiver = await delayedReceiver(delayMs);
  const { organization } = await createOrganization(db, {
    name: 'Slow endpoint bench',
    ownerEmail: `slow-${Date.now()}@example.com`,
    ownerPassword: 'bench password',
  });
  const client = await clientsTable.insert(db, organization.id, { name: 'Slow client' });
  await webhooksTable.insert(db, organization.id, { url: receiver.state.url, events: ['INVOICE_CREATED'], secret: generateSecret() });
  const invoices = invoiceService({ db, clock: systemClock });
  try {
    let created = 0;
    await Promise.all(
      Array.from({ length: CREATORS }, async () => {
        while (created < events) {
          created += 1;
          await invoices.create(organization.id, { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] });
        }
      }),
    );
    const started = performance.now();
    const children = [await startKontorWorker(url)];
    await waitFor(() => receiver.state.count >= events, 'slow-endpoint deliveries');
    const seconds = (performance.now() - started) / 1000;
    await stop(children);
    // Also from the first answer to the last: the rate once the worker runs, its start-up left out.
    const running = (receiver.state.last - receiver.state.first) / 1000;
    return {
      events,
      seconds: round(seconds),
      per_second: Math.round(events / seconds),
      per_second_after_start: Math.round((events - 1) / running),
    };
  } finally {
    await receiver.close();
  }
}

export async function eventsBenchmark(database: BenchDatabase, { events, rounds }: { events: number; rounds: number }) {
  const { db, url } = database;
  const receiver = await startReceiver();
  const { organization } = await createOrganization(db, {
    name: 'Events bench',
    ownerEmail: `events-${Date.now()}@example.com`,
    ownerPassword: 'bench password',
  });
  const client = await clientsTable.insert(db, organization.id, { name: 'Bench client' });
  await webhooksTable.insert(db, organization.id, { url: receiver.url, events: ['INVOICE_CREATED'], secret: generateSecret() });
  const invoices = invoiceService({ db, clock: systemClock });
  const body = { client_id: client.id, items: [{ description: 'x', unit_price: '1' }] };
  const samples: Array<{
    run: string;
    workers: number;
    items: number;
    per_second: number;
    /** From the first item done to the last: the rate once the workers run, their start-up left out. */
    per_second_running: number | null;
  }> = [];
  /** One measurement: `items` done in `seconds`, and done first and last at these `performance.now()` when known. */
  const record = (run: string, workers: number, items: number, seconds: number, done?: { first: number; last: number }) =>
    samples.push({
      run,
      workers,
      items,
      per_second: Math.round(items / seconds),
      per_second_running: done ? Math.round((items - 1) / ((done.last - done.first) / 1000)) : null,
    });

  try {
    const createInvoices = async () => {
      let created = 0;
      await Promise.all(
        Array.from({ length: CREATORS }, async () => {
          while (created < events) {
            created += 1;
            await invoices.create(organization.id, body);
          }
        }),
      );
    };
    // Each round measures one and two workers, in turn first and second, so that a drift of the machine's speed
    // during the run weighs on both alike; the figures are the medians of the rounds.
    for (let pass = 1; pass <= rounds; pass++)
      for (const workers of pass % 2 === 1 ? [1, 2] : [2, 1]) {
        // Live: from the first invoice created to the last event received, creations running alongside deliveries.
        let children = await Promise.all(Array.from({ length: workers }, () => startKontorWorker(url)));
        let before = receiver.received.length;
        let started = performance.now();
        await createInvoices();
        await waitFor(() => receiver.received.length - before >= events, 'event delivery');
        record('events delivered, live', workers, events, (performance.now() - started) / 1000);

        // Warm drain: the same workers, paused while the events are created, then resumed.
        for (const child of children) child.kill('SIGSTOP');
        await createInvoices();
        before = receiver.received.length;
        started = performance.now();
        for (const child of children) child.kill('SIGCONT');
        await waitFor(() => receiver.received.length - before >= events, 'event delivery');
        const seconds = (performance.now() - started) / 1000;
        await stop(children);
        const warm = receiver.received.slice(before, before + events);
        record('events delivered, warm drain', workers, events, seconds, { first: warm[0]!.at, last: warm[warm.length - 1]!.at });

        // Drain: the events wait in the outbox, then the workers start (their start-up counted).
        await createInvoices();
        before = receiver.received.length;
        started = performance.now();
        children = await Promise.all(Array.from({ length: workers }, () => startKontorWorker(url)));
        await waitFor(() => receiver.received.length - before >= events, 'event delivery');
        const drainSeconds = (performance.now() - started) / 1000;
        await stop(children);
        const drained = receiver.received.slice(before, before + events);
        record('events delivered, drain', workers, events, drainSeconds, { first: drained[0]!.at, last: drained[drained.length - 1]!.at });
      }

    for (let pass = 1; pass <= rounds; pass++)
      for (const workers of pass % 2 === 1 ? [1, 2] : [2, 1]) {
        const jobs = events * 2;
        await db.raw(
          `SELECT graphile_worker.add_jobs(array_agg(('bench_noop', '{}'::json, null, null, null, null, null, null)::graphile_worker.job_spec)) FROM generate_series(1, ?)`,
          [jobs],
        );
        const started = performance.now();
        const perWorker = Math.ceil(jobs / workers);
        const children = Array.from({ length: workers }, () =>
          fork(noopWorker, {
            env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_JOBS: String(perWorker) },
            stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
          }),
        );
        const finished = new Set<ChildProcess>();
        let firstJob = Infinity;
        for (const child of children)
          child.on('message', (message: { done?: number; first?: boolean }) => {
            if (message.first) firstJob = Math.min(firstJob, performance.now());
            if (message.done) finished.add(child);
          });
        // Jobs may not split evenly between workers: done when the queue is empty.
        await waitFor(() => finished.size > 0, 'trivial jobs');
        for (;;) {
          const left = Number(
            (
              await db.raw(
                `SELECT count(*) AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'bench_noop'`,
              )
            ).rows[0].n,
          );
          if (left === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const emptied = performance.now();
        const seconds = (emptied - started) / 1000;
        await stop(children, (child) => child.send('stop'));
        record('trivial jobs (graphile-worker floor)', workers, jobs, seconds, { first: firstJob, last: emptied });
      }
  } finally {
    await receiver.close();
  }

  const latency = await liveLatency(database, 100, 5);
  const slow = await slowEndpoint(database, Math.min(events, 1000), 50);

  const of = (run: string, workers: number) => samples.filter((one) => one.run.startsWith(run) && one.workers === workers);
  const perSecond = (run: string, workers: number) => median(of(run, workers).map((one) => one.per_second));
  const running = (run: string, workers: number) => median(of(run, workers).map((one) => one.per_second_running!));
  const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  const rows = [...new Set(samples.map((one) => one.run))].flatMap((run) =>
    [1, 2].map((workers) => {
      const mine = of(run, workers);
      const runningRates = mine.map((one) => one.per_second_running).filter((rate) => rate !== null);
      return {
        run,
        workers,
        items: mine[0]!.items,
        rounds: mine.length,
        per_second: perSecond(run, workers),
        per_second_range: spread(mine.map((one) => one.per_second)),
        per_second_running: runningRates.length > 0 ? median(runningRates) : null,
        per_second_running_range: runningRates.length > 0 ? spread(runningRates) : null,
      };
    }),
  );
  const ratios = {
    'live events/s, 2 workers / 1': ratio(perSecond('events delivered, live', 2), perSecond('events delivered, live', 1)),
    'drain events/s, 2 workers / 1': ratio(perSecond('events delivered, drain', 2), perSecond('events delivered, drain', 1)),
    'warm drain events/s, 2 workers / 1': ratio(perSecond('events delivered, warm drain', 2), perSecond('events delivered, warm drain', 1)),
    'drain events/s / trivial jobs/s, 1 worker': ratio(perSecond('events delivered, drain', 1), perSecond('trivial', 1)),
    'drain events/s / trivial jobs/s, 2 workers': ratio(perSecond('events delivered, drain', 2), perSecond('trivial', 2)),
    'once running: drain / trivial, 1 worker': ratio(running('events delivered, drain', 1), running('trivial', 1)),
    'once running: drain / trivial, 2 workers': ratio(running('events delivered, drain', 2), running('trivial', 2)),
    'once running: drain 2 workers / 1': ratio(running('events delivered, drain', 2), running('events delivered, drain', 1)),
    'trivial jobs/s, 2 workers / 1': ratio(perSecond('trivial', 2), perSecond('trivial', 1)),
  };
  return {
    rows,
    ratios,
    latency_at_100_per_second: latency,
    endpoint_answering_after_50ms: slow,
    claim_duration_p95: claimPercentileMs(0.95),
  };
}
