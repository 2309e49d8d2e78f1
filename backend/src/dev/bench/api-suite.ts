/**
 * `GET /api/v1/invoices/` and `POST /api/v1/invoices/` through the full stack
 * (audit log on and off) against a bare Koa + pg handler running the same
 * SQL: what auth, validation, rate limits, idempotency, metrics and the audit
 * log cost per request; then, one request at a time, where a request's time goes phase by phase (the full stack's
 * Server-Timing header, platform/http/timing.ts).
 */
import { invoiceService } from '../../features/invoices/service.js';
import { clientsTable } from '../../features/clients/store.js';
import { createOrganization } from '../../features/organizations/service.js';
import { type BenchDatabase, forkServer, load, type LoadResult, postgresCpuMicros, ratio } from './support.js';
import { systemClock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/knex.js';

const VARIANTS = ['floor', 'noaudit', 'full'] as const;
type Variant = (typeof VARIANTS)[number];
const SEED_INVOICES = 200;
/** Requests one after another whose Server-Timing phases are averaged, after as many to warm up. */
const PHASE_SAMPLES = 300;

/**
 * A load's result, with the server process's CPU time per request and PostgreSQL's (microseconds; null without the
 * embedded database, whose processes are this benchmark's children).
 */
type Measured = LoadResult & {
  cpuMicrosPerRequest: number;
  postgresMicrosPerRequest: number | null;
  statementsPerRequest: number;
  /** Transactions committed (a statement outside one counts as one) and WAL flushes, per request: steady on a busy machine. */
  commitsPerRequest: number;
  walSyncsPerRequest: number | null;
};

/**
 * The database's committed transactions and the server's WAL flushes so far. Postgres publishes its counters within a
 * second or so of the work: read after a pause. Before Postgres 14, no WAL flushes (null).
 */
async function commitCounters(db: BenchDatabase['db']): Promise<{ commits: number; walSyncs: number | null }> {
  const { rows } = await db.raw<{ rows: Array<{ commits: string }> }>(
    'SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()',
  );
  let walSyncs: number | null = null;
  try {
    // Postgres 18 counts the WAL's fsyncs in pg_stat_io; 14 to 17 in pg_stat_wal.
    const wal = await db.raw<{ rows: Array<{ syncs: string | null }> }>("SELECT sum(fsyncs) AS syncs FROM pg_stat_io WHERE object = 'wal'");
    walSyncs = Number(wal.rows[0]?.syncs ?? NaN);
  } catch {
    try {
      const wal = await db.raw<{ rows: Array<{ wal_sync: string }> }>('SELECT wal_sync FROM pg_stat_wal');
      walSyncs = Number(wal.rows[0]?.wal_sync ?? NaN);
    } catch {
      walSyncs = null;
    }
  }
  return { commits: Number(rows[0]?.commits ?? NaN), walSyncs };
}

const STATS_PAUSE_MS = 1_500;

/** BENCH_API_METHOD=GET or POST measures that endpoint alone (pairs of runs in the minutes a shared machine gives). */
const ENDPOINTS = (
  [
    ['GET /api/v1/invoices/', 'GET'],
    ['POST /api/v1/invoices/', 'POST'],
  ] as const
).filter(([, method]) => (process.env.BENCH_API_METHOD ?? method) === method);

export interface ApiBenchOptions {
  seconds: number;
}

/**
 * The suite loads one organization over 10 connections, as the floor serves them over its 10. Kontor's shipped
 * per-organization cap (half the pool) would hold that lone organization to 5 at work, which measures the cap, not
 * the request path; the fairness suite measures the cap. So here the one organization may use the whole pool.
 */
const WHOLE_POOL = { BENCH_ORGANIZATION_CONCURRENCY: '10' };

/** An organization with one client and `invoices` invoices of two items each, and the body that created them. */
export async function invoicesOrganization(db: Db, invoices: number) {
  const created = await createOrganization(db, {
    name: 'Bench',
    ownerEmail: `bench-${Date.now()}@example.com`,
    ownerPassword: 'bench password',
  });
  const client = await clientsTable.insert(db, created.organization.id, { name: 'Bench client', currency: 'EUR' });
  const service = invoiceService({ db, clock: systemClock });
  const body = {
    client_id: client.id,
    items: [
      { description: 'Consulting', quantity: '3', unit_price: '1500', tax_rate: '21' },
      { description: 'Travel', quantity: '1', unit_price: '120.50', tax_rate: '0' },
    ],
  };
  for (let i = 0; i < invoices; i++) await service.create(created.organization.id, body);
  return { organization: created.organization, apiKey: created.apiKey, body };
}

export async function apiBenchmark(database: BenchDatabase, { seconds }: ApiBenchOptions) {
  const { db } = database;
  const { organization, apiKey, body } = await invoicesOrganization(db, SEED_INVOICES);

  const results: Record<string, Record<Variant, Measured>> = Object.fromEntries(
    ENDPOINTS.map(([name]) => [name, {} as Record<Variant, Measured>]),
  );
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  // All lists first, then all creations, so that every variant lists the same rows.
  for (const [name, method] of ENDPOINTS) {
    for (const variant of VARIANTS) {
      const server = await forkServer({
        BENCH_VARIANT: variant,
        BENCH_DATABASE_URL: database.url,
        BENCH_ORGANIZATION_ID: String(organization.id),
        ...WHOLE_POOL,
      });
      const request = {
        url: `${server.url}/api/v1/invoices/`,
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
      };
      await load({ ...request, seconds: 1 }); // warm-up: JIT, pools, caches
      // The server's own CPU per request: on a shared machine, steadier than requests per second.
      await new Promise((settled) => setTimeout(settled, STATS_PAUSE_MS));
      const countersBefore = await commitCounters(db);
      const before = await server.stats();
      const postgresBefore = postgresCpuMicros();
      const result = await load({ ...request, seconds });
      // The audit entries of the last reads are written within the writer's flush interval: counted in.
      if (variant === 'full') await new Promise((settled) => setTimeout(settled, 300));
      const after = await server.stats();
      const postgresAfter = postgresCpuMicros();
      await new Promise((settled) => setTimeout(settled, STATS_PAUSE_MS));
      const countersAfter = await commitCounters(db);
      const requests = Math.max(1, result.requests);
      results[name]![variant] = {
        ...result,
        cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / requests,
        postgresMicrosPerRequest: postgresBefore === null || postgresAfter === null ? null : (postgresAfter - postgresBefore) / requests,
        // The audit's batches, the rate limits' leases and charges, the key cache's pings: the floor sends its one.
        statementsPerRequest: Math.round(((after.statements - before.statements) / requests) * 1000) / 1000,
        // The counters' own two reads each side, and whatever else the database did meanwhile, counted in: a few per load.
        commitsPerRequest: Math.round(((countersAfter.commits - countersBefore.commits) / requests) * 1000) / 1000,
        walSyncsPerRequest:
          countersBefore.walSyncs === null || countersAfter.walSyncs === null
            ? null
            : Math.round(((countersAfter.walSyncs - countersBefore.walSyncs) / requests) * 1000) / 1000,
      };
      await server.stop();
    }
  }

  const phases: Record<string, Record<string, string>> = {};
  for (const [name, method] of ENDPOINTS) {
    const server = await forkServer({
      BENCH_VARIANT: 'full',
      BENCH_SERVER_TIMING: '1',
      BENCH_DATABASE_URL: database.url,
      BENCH_ORGANIZATION_ID: String(organization.id),
      ...WHOLE_POOL,
    });
    const sums = new Map<string, number>();
    for (let i = 0; i < PHASE_SAMPLES * 2; i++) {
      const response = await fetch(`${server.url}/api/v1/invoices/`, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
      });
      await response.arrayBuffer();
      if (i < PHASE_SAMPLES) continue;
      for (const part of (response.headers.get('server-timing') ?? '').split(', ')) {
        const [phase, duration] = part.split(';dur=');
        if (phase && duration) sums.set(phase, (sums.get(phase) ?? 0) + Number(duration));
      }
    }
    await server.stop();
    phases[name] = Object.fromEntries([...sums].map(([phase, sum]) => [phase, `${((sum / PHASE_SAMPLES) * 1000).toFixed(0)} µs`]));
  }

  const rows = Object.entries(results).flatMap(([name, byVariant]) =>
    VARIANTS.map((variant) => ({ endpoint: name, variant, ...byVariant[variant] })),
  );
  const withPostgres = (measured: Measured) => measured.cpuMicrosPerRequest + (measured.postgresMicrosPerRequest ?? NaN);
  const ratios = Object.fromEntries(
    Object.entries(results).map(([name, r]) => [
      name,
      {
        'rps full / floor': ratio(r.full.rps, r.floor.rps),
        'p50 full / floor': ratio(r.full.p50, r.floor.p50),
        'p99 full / floor': ratio(r.full.p99, r.floor.p99),
        'rps audit on / off': ratio(r.full.rps, r.noaudit.rps),
        'p50 audit on / off': ratio(r.full.p50, r.noaudit.p50),
        'p99 audit on / off': ratio(r.full.p99, r.noaudit.p99),
        'CPU per request full / floor': ratio(r.full.cpuMicrosPerRequest, r.floor.cpuMicrosPerRequest),
        'CPU per request audit on / off': ratio(r.full.cpuMicrosPerRequest, r.noaudit.cpuMicrosPerRequest),
        'CPU per request with Postgres full / floor': ratio(withPostgres(r.full), withPostgres(r.floor)),
      },
    ]),
  );
  return { rows, ratios, phases };
}
