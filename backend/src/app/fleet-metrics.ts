/**
 * The figures an operator of a fleet watches, on every process's `/metrics` (the API's, and a worker's own port):
 * the database pool (in use, idle, callers waiting), the audit records waiting in memory, the outbox (events not yet
 * fanned out, and the oldest one's age), webhook deliveries (due, in flight, given up on in the last minute, the
 * oldest due one's wait), the time each delivery claim took, and MCP sessions. The backlog figures are the
 * database's, the same on every process; the pool, buffer and claims are this process's.
 *
 * A figure read from the database is read once per scrape, and left out when the database does not answer (the
 * scrape still answers, with the process's own figures).
 */
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { Deps } from './deps.js';
import { countSessions } from '../features/mcp/store.js';
import type { LazyMcpEndpoint } from '../features/mcp/endpoint.js';
import { deliveryBacklog } from '../features/webhooks/pipeline/backlog.js';
import { claimDuration } from '../features/webhooks/pipeline/store.js';
import { outboxBacklog } from '../platform/events/backlog.js';

/** What Knex's pool (tarn) tells of itself. */
interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** One database read shared by the gauges of one scrape: they are collected together, while the read is under way. */
function perScrape<T>(read: () => Promise<T>, logger: Logger, what: string): () => Promise<T | null> {
  let pending: Promise<T | null> | undefined;
  return () =>
    (pending ??= read()
      .catch((error: unknown) => {
        logger.warn({ err: error }, `metrics: ${what} could not be read`);
        return null;
      })
      .finally(() => setImmediate(() => (pending = undefined))));
}

export function registerFleetMetrics(
  registry: Registry,
  deps: Pick<Deps, 'db' | 'audit' | 'logger'>,
  sessions?: Pick<LazyMcpEndpoint, 'held'>,
): void {
  const { db, audit, logger } = deps;
  const pool = (db.client as { pool?: PoolCounts }).pool;
  new Gauge({
    name: 'kontor_db_pool_connections',
    help: "This process's database pool: connections in use, idle, and callers waiting for one.",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'idle' }, pool.numFree());
      this.set({ state: 'waiting' }, pool.numPendingAcquires());
    },
  });
  new Gauge({
    name: 'kontor_audit_buffered_records',
    help: 'Audit records waiting in this process to be written (reads; writes are durable before they are answered).',
    registers: [registry],
    collect() {
      this.set(audit.buffered);
    },
  });

  const outbox = perScrape(() => outboxBacklog(db), logger, 'the outbox backlog');
  new Gauge({
    name: 'kontor_outbox_events',
    help: 'Events recorded and not yet fanned out to their consumers.',
    registers: [registry],
    async collect() {
      const read = await outbox();
      if (read) this.set(read.events);
    },
  });
  new Gauge({
    name: 'kontor_outbox_oldest_seconds',
    help: 'Age of the oldest event not yet fanned out (0 when none waits).',
    registers: [registry],
    async collect() {
      const read = await outbox();
      if (read) this.set(read.oldestSeconds);
    },
  });

  const deliveries = perScrape(() => deliveryBacklog(db), logger, 'the delivery backlog');
  new Gauge({
    name: 'kontor_webhook_deliveries',
    help: 'Webhook deliveries due and waiting for a worker, in flight (leased), and given up on (failed) in the last minute.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const read = await deliveries();
      if (!read) return;
      this.set({ state: 'due' }, read.due);
      this.set({ state: 'in_flight' }, read.inFlight);
      this.set({ state: 'failed_last_minute' }, read.failedLastMinute);
    },
  });
  new Gauge({
    name: 'kontor_webhook_delivery_oldest_due_seconds',
    help: 'How long the oldest due webhook delivery has waited past its time (0 when none is due).',
    registers: [registry],
    async collect() {
      const read = await deliveries();
      if (read) this.set(read.oldestDueSeconds);
    },
  });
  if (!registry.getSingleMetric('kontor_webhook_claim_duration_seconds')) registry.registerMetric(claimDuration);

  const mcp = perScrape(() => countSessions(db), logger, 'the MCP sessions');
  new Gauge({
    name: 'kontor_mcp_sessions',
    help: 'MCP sessions open in the database (all processes), and held in memory by this process.',
    labelNames: ['scope'],
    registers: [registry],
    async collect() {
      const open = await mcp();
      if (open !== null) this.set({ scope: 'open' }, open);
      if (sessions) this.set({ scope: 'held' }, sessions.held);
    },
  });
}
