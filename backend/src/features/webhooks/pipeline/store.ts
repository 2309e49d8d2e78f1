/**
 * The SQL of the delivery pipeline: the claim of due deliveries under limits
 * counted in Postgres, and settling attempts in batches. Making deliveries
 * from events is webhooks/fan-out.ts, a part of the platform's fan-out.
 *
 * Glossary:
 * - lease: a claimed delivery has `leased_until` in the future and its
 *   claimer in `leased_by`; only that worker sends it. A worker that dies
 *   leaves the lease to run out, then the delivery is due again (same
 *   `webhook-id`; the attempt it used is counted); one that stops, or holds it
 *   too long unsent, gives it back.
 * - grant: a worker's share of an endpoint's `max_concurrency`, the requests it
 *   may have in flight there; all workers' live grants stay within the limit.
 *   A grant of 0 says the worker asks for a share the others hold (only a
 *   worker with a core to spare asks: app/pipeline.ts); a grant's
 *   `leased` is how many leases its worker said it holds there.
 * - busy: leases per organization, all workers' together (against the
 *   fairness limit).
 */
import { Histogram } from 'prom-client';
import type { Queryable } from '../../../platform/db/knex.js';
import type { DeliveryRow, WebhookRow } from '../store.js';

/** The channel notified when deliveries become due, so idle workers claim them at once. */
export const DELIVERIES_CHANNEL = 'kontor_deliveries';
/** Events about an endpoint, never delivered to the endpoint they are about (nor told of again when they fail). */
export const ABOUT_AN_ENDPOINT: string[] = ['WEBHOOK_DELIVERY_FAILED', 'WEBHOOK_DISABLED'];

export async function notifyDeliveries(db: Queryable): Promise<void> {
  await db.raw('SELECT pg_notify(?, ?)', [DELIVERIES_CHANNEL, '']);
}

const ENDPOINT_CHANGED = 'endpoint changed ';

/**
 * Tells the workers, when the transaction commits, that an endpoint was changed, disabled or deleted: what they
 * leased for it and have not sent yet goes back, to be claimed afresh with the endpoint as it now is (or not at
 * all). Leased deliveries carry the endpoint as it was when they were claimed, and went to a deleted or changed
 * URL until the lease ran out.
 */
export async function notifyEndpointChanged(db: Queryable, webhookId: number): Promise<void> {
  await db.raw('SELECT pg_notify(?, ?)', [DELIVERIES_CHANNEL, `${ENDPOINT_CHANGED}${webhookId}`]);
}

/** The endpoint a deliveries notification says was changed, if it says so. */
export const changedEndpointIn = (payload: string): number | null =>
  payload.startsWith(ENDPOINT_CHANGED) ? Number(payload.slice(ENDPOINT_CHANGED.length)) : null;

export interface ClaimLimits {
  /** At most this many deliveries leased by this claim. */
  limit: number;
  /** At most this many deliveries of one organization leased at once, all workers together. */
  perOrganization: number;
  /** How long a lease (and a grant) lasts: longer than a leased delivery can wait to be sent plus its attempt's deadline. */
  leaseSeconds: number;
  /**
   * Whether this worker asks for a share of endpoints other workers hold (a grant of 0, on which they give up part of
   * theirs): only when it has a core to spare (app/pipeline.ts). A worker not helping takes no part of an endpoint another
   * holds, and gives way where another's grant outranks its own (migration 0017).
   */
  helping: boolean;
}

export interface Claimed {
  delivery: DeliveryRow;
  webhook: WebhookRow;
}

export interface Claim {
  /** The deliveries leased, oldest due first. */
  leased: Claimed[];
  /** The worker's share (grant) of each endpoint it holds leases at or found deliveries due at: requests it may have in flight there at once. */
  shares: Map<number, number>;
}

/** What a worker holds at one endpoint when it claims: leased and not yet settled, and of those, in flight. */
export interface Holding {
  webhook_id: number;
  held: number;
  sending: number;
}

/**
 * One claim of the worker `claimer`: settles `settleFirst`, grants the worker
 * its share of each endpoint it holds or finds due (the endpoint's
 * `max_concurrency` split evenly among the workers that hold it or ask for it,
 * within what the others' grants leave; 1 for an `ordered` endpoint; a worker
 * asks only when `helping`) and leases that
 * share and twice the limit besides, so that the next request to an endpoint
 * starts as one ends, without a round trip. `holdings` says what the worker
 * holds: a share that shrank stays granted until the requests in flight are
 * within it. Only the oldest pending delivery of an ordered endpoint; at most
 * `rate_limit` claims in any second; at most `perOrganization` leases per organization,
 * the organizations taken in turn (each one's first before anyone's second),
 * so one organization's backlog or dead endpoints cannot hold up another's.
 * Each lease counts an attempt. One round trip: the SQL is the database
 * function `claim_webhook_deliveries` (migrations 0014, 0016, 0017), planned once per
 * connection; an advisory lock inside it serialises claims across processes,
 * so the limits hold for all of them.
 */
/** Seconds each claim took (registered by the worker's metrics). */
export const claimDuration = new Histogram({
  name: 'kontor_webhook_claim_duration_seconds',
  help: 'Time one claim of due webhook deliveries took in the database.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [],
});

export async function claimDue(
  db: Queryable,
  claimer: string,
  limits: ClaimLimits,
  { settleFirst = [], holdings = [] }: { settleFirst?: readonly Settlement[]; holdings?: readonly Holding[] } = {},
): Promise<Claim> {
  const count = (value: number) => {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`claimDue: ${value} is not a count`);
    return value;
  };
  const leaseSeconds = Number(limits.leaseSeconds);
  if (!Number.isFinite(leaseSeconds) || leaseSeconds <= 0) throw new Error('claimDue: the lease must be a positive number of seconds');
  const timed = claimDuration.startTimer();
  const { rows } = await db.raw<{
    rows: Array<{ delivery: Jsonb<DeliveryRow> | null; webhook: Jsonb<WebhookRow> | null; webhook_id: number; slots: number | null }>;
  }>(
    'SELECT delivery, webhook, webhook_id, slots FROM claim_webhook_deliveries(?, ?::jsonb, ?::jsonb, ?::integer, ?::integer, ?::double precision, ?::boolean)',
    [
      claimer,
      JSON.stringify(settlementRows(settleFirst)),
      JSON.stringify(holdings.map((one) => ({ webhook_id: one.webhook_id, held: count(one.held), sending: count(one.sending) }))),
      count(limits.limit),
      count(limits.perOrganization),
      leaseSeconds,
      limits.helping,
    ],
  );
  timed();
  const claim: Claim = { leased: [], shares: new Map() };
  for (const row of rows) {
    if (row.delivery && row.webhook) claim.leased.push({ delivery: reviveDelivery(row.delivery), webhook: reviveWebhook(row.webhook) });
    else claim.shares.set(row.webhook_id, row.slots ?? 0);
  }
  return claim;
}

/** Gives back leased deliveries that were not sent: their attempt is not counted, and any worker may take them at once. */
export async function releaseLeases(
  db: Queryable,
  claimer: string,
  unsent: ReadonlyArray<Pick<DeliveryRow, 'id' | 'attempts'>>,
): Promise<void> {
  if (unsent.length === 0) return;
  const rows = unsent.map((delivery) => ({ delivery_id: delivery.id, attempt: delivery.attempts }));
  await db.raw('SELECT release_webhook_leases(?, ?::jsonb)', [claimer, JSON.stringify(rows)]);
}

/** A stopping worker's grants, given up so that other workers take its endpoints at once. */
export async function releaseGrants(db: Queryable, claimer: string): Promise<void> {
  await db('webhook_grants').where({ worker: claimer }).delete();
}

/** A row as `to_jsonb` gives it: timestamps are text. */
type Jsonb<Row> = { [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K] };

const date = (value: string | null) => (value === null ? null : new Date(value));

function reviveWebhook(row: Jsonb<WebhookRow>): WebhookRow {
  return {
    ...row,
    previous_secret_expires_at: date(row.previous_secret_expires_at),
    failing_since: date(row.failing_since),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

function reviveDelivery(row: Jsonb<DeliveryRow>): DeliveryRow {
  return {
    ...row,
    next_attempt_at: date(row.next_attempt_at),
    leased_until: date(row.leased_until),
    claimed_at: date(row.claimed_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

export interface Settlement {
  delivery_id: number;
  attempt: number;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
  next_retry_at: Date | null;
  status: DeliveryRow['status'];
}

/**
 * Records attempts and settles their deliveries, many in one statement; the
 * lease ends. A settlement whose delivery has since been claimed again (its
 * lease ran out) records its attempt but leaves the newer claim alone.
 */
export async function settleBatch(db: Queryable, settlements: readonly Settlement[]): Promise<void> {
  if (settlements.length === 0) return;
  await db.raw('SELECT settle_webhook_attempts(?::jsonb)', [JSON.stringify(settlementRows(settlements))]);
}

/** Postgres text holds no NUL; a receiver's answer may. */
const withoutNul = (text: string | null) => text?.split(String.fromCharCode(0)).join('') ?? null;
const settlementRows = (settlements: readonly Settlement[]) =>
  settlements.map((s) => ({ ...s, response_body: withoutNul(s.response_body), error: withoutNul(s.error) }));

/** Gives back the attempt of a delivery that was not sent (its endpoint is inactive) and fails it. */
export async function failUnsent(db: Queryable, deliveryId: number, attempt: number, reason: string): Promise<void> {
  await db('webhook_deliveries')
    .where({ id: deliveryId, attempts: attempt })
    .update({
      status: 'failed',
      attempts: attempt - 1,
      next_attempt_at: null,
      leased_until: null,
      last_error: reason,
      updated_at: db.fn.now(),
    });
}

/** Re-queues every failed delivery of an endpoint since a time, in one statement, with their webhook-ids. */
export async function requeueFailedSince(db: Queryable, webhookId: number, since: Date): Promise<number> {
  const { rowCount } = await db.raw(
    `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), leased_until = NULL, updated_at = now()
      WHERE webhook_id = ?::bigint AND status = 'failed' AND created_at >= ?::timestamptz`,
    [webhookId, since],
  );
  if ((rowCount ?? 0) > 0) await notifyDeliveries(db);
  return rowCount ?? 0;
}
