/**
 * The SQL of the batched pipeline: fan-out of events into deliveries, the
 * claim of due deliveries under limits counted in Postgres, and settling
 * attempts in batches.
 *
 * Glossary:
 * - lease: a claimed delivery has `leased_until` in the future; only its
 *   claimer sends it. A worker that dies leaves the lease to run out, then the
 *   delivery is due again (same `webhook-id`; the attempt it used is counted).
 * - busy: deliveries whose lease has not run out, counted per endpoint (against
 *   `max_concurrency`) and per organization (against the fairness limit).
 */
import pg from 'pg';
import type { Queryable } from '../../db/knex.js';
import type { DeliveryRow, WebhookRow } from '../store.js';

/** The channel notified when deliveries become due, so idle workers claim them at once. */
export const DELIVERIES_CHANNEL = 'kontor_deliveries';
/** Events about an endpoint, never delivered to the endpoint they are about. */
const ABOUT_AN_ENDPOINT = ['WEBHOOK_DELIVERY_FAILED', 'WEBHOOK_DISABLED'];
const { escapeLiteral } = pg;

/** One advisory lock serialises claims across processes, so limits counted inside a claim hold. */
const CLAIM_LOCK = 0x6b6f6e74; // 'kont'

export interface FannedOut {
  events: number;
  deliveries: number;
}

/**
 * Takes up to `limit` undispatched events (skipping those another worker has
 * taken), numbers them per organization, makes their deliveries and a flow
 * job for each event of an organization with active flows, and notifies the
 * workers: one statement, so one round trip and its own transaction.
 */
export async function fanOutBatch(db: Queryable, limit: number): Promise<FannedOut> {
  const { rows } = await db.raw<{ rows: Array<{ events: number; deliveries: number }> }>(
    `WITH batch AS (
       SELECT id, organization_id FROM events WHERE dispatched_at IS NULL ORDER BY id LIMIT ?::integer FOR UPDATE SKIP LOCKED
     ), counts AS (
       SELECT organization_id, count(*)::bigint AS n FROM batch GROUP BY organization_id
     ), bumped AS (
       INSERT INTO event_sequences AS s (organization_id, last)
       SELECT organization_id, n FROM counts ORDER BY organization_id
       ON CONFLICT (organization_id) DO UPDATE SET last = s.last + excluded.last
       RETURNING organization_id, last
     ), numbered AS (
       SELECT batch.id, bumped.last - counts.n + row_number() OVER (PARTITION BY batch.organization_id ORDER BY batch.id) AS sequence
         FROM batch JOIN counts USING (organization_id) JOIN bumped USING (organization_id)
     ), dispatched AS (
       UPDATE events SET dispatched_at = statement_timestamp(), sequence = numbered.sequence
         FROM numbered WHERE events.id = numbered.id
       RETURNING events.id, events.organization_id, events.type, events.data, events.created_at, events.sequence
     ), delivered AS (
       INSERT INTO webhook_deliveries (organization_id, webhook_id, event_id, message_id, event_type, payload, sequence, next_attempt_at)
       SELECT e.organization_id, w.id, e.id, 'msg_' || e.id, e.type,
              jsonb_build_object('type', e.type, 'timestamp', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'sequence', e.sequence, 'data', e.data),
              e.sequence, statement_timestamp()
         FROM dispatched e
         JOIN webhooks w ON w.organization_id = e.organization_id AND w.is_active AND w.events && ARRAY[e.type, '*']
        WHERE NOT (e.type = ANY(?::text[]) AND w.id::text IS NOT DISTINCT FROM e.data->>'webhook_id')
          AND webhook_filter_matches(w.filter, jsonb_build_object('type', e.type, 'data', e.data))
        ORDER BY e.sequence, w.id
       ON CONFLICT (webhook_id, event_id) WHERE event_id IS NOT NULL DO NOTHING
       RETURNING 1
     ), flow_jobs AS (
       -- Flow work queues per organization (graphile-worker runs one job of a named queue at a time),
       -- so one organization's flows hold at most one worker slot.
       SELECT graphile_worker.add_jobs(array_agg(ROW('start_flow_runs', json_build_object('event_id', e.id), 'flows:' || e.organization_id, NULL, NULL, NULL, NULL, NULL)::graphile_worker.job_spec ORDER BY e.id))
         FROM dispatched e
        WHERE EXISTS (SELECT 1 FROM flows f WHERE f.organization_id = e.organization_id AND f.is_active)
       HAVING count(*) > 0
     ), notified AS (
       SELECT pg_notify(?, '') FROM (SELECT 1 FROM delivered LIMIT 1) AS any_delivery
     )
     SELECT (SELECT count(*) FROM dispatched)::integer AS events, (SELECT count(*) FROM delivered)::integer AS deliveries,
            (SELECT count(*) FROM flow_jobs) AS flow_jobs, (SELECT count(*) FROM notified) AS notified`,
    [limit, ABOUT_AN_ENDPOINT, DELIVERIES_CHANNEL],
  );
  return { events: rows[0]?.events ?? 0, deliveries: rows[0]?.deliveries ?? 0 };
}

export async function notifyDeliveries(db: Queryable): Promise<void> {
  await db.raw('SELECT pg_notify(?, ?)', [DELIVERIES_CHANNEL, '']);
}

/** A legacy `dispatch_event` job (queued before the batched pipeline): its event goes back to the outbox. */
export async function undispatch(db: Queryable, eventId: number): Promise<void> {
  await db.raw(`UPDATE events SET dispatched_at = NULL WHERE id = ?::bigint`, [eventId]);
}

export interface ClaimLimits {
  /** At most this many deliveries (this worker's free slots). */
  limit: number;
  /** At most this many deliveries of one organization leased at once, all workers together. */
  perOrganization: number;
  /** How long a lease lasts: longer than an attempt's deadline. */
  leaseSeconds: number;
}

/**
 * Leases due deliveries, at most `max_concurrency` per endpoint (and
 * `rate_limit` claims in any second), only the oldest pending one for an
 * `ordered` endpoint, at most `perOrganization` per organization, and taking
 * the organizations in turn (each one's first before anyone's second), so one
 * organization's backlog or dead endpoints cannot hold up another's.
 * Each lease counts an attempt before the request goes out.
 */
export async function claimDue(
  db: Queryable,
  limits: ClaimLimits,
  settleFirst: readonly Settlement[] = [],
): Promise<Array<{ delivery: DeliveryRow; webhook: WebhookRow }>> {
  const int = (value: number) => {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`claimDue: ${value} is not a count`);
    return value;
  };
  const leaseSeconds = Number(limits.leaseSeconds);
  if (!Number.isFinite(leaseSeconds) || leaseSeconds <= 0) throw new Error('claimDue: the lease must be a positive number of seconds');
  // One round trip: a multi-statement query runs as one implicit transaction, which the advisory lock lasts for;
  // each statement still takes its own snapshot, so the claim counts every lease committed before the lock was granted.
  // Values are inlined (simple protocol): counts checked above, settlements as one escaped JSON literal.
  const statements = [
    ...(settleFirst.length > 0 ? [settleSql(escapeLiteral(JSON.stringify(settlementRows(settleFirst))))] : []),
    `SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`,
    `WITH due_hooks AS (
       SELECT DISTINCT webhook_id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= statement_timestamp() AND (leased_until IS NULL OR leased_until <= statement_timestamp())
     ), hooks AS (
       SELECT w.id, w.organization_id, w.ordered,
              least(
                w.max_concurrency - (SELECT count(*) FROM webhook_deliveries l WHERE l.webhook_id = w.id AND l.leased_until > statement_timestamp()),
                CASE WHEN w.rate_limit IS NULL THEN w.max_concurrency
                     ELSE w.rate_limit - (SELECT count(*) FROM webhook_deliveries r WHERE r.webhook_id = w.id AND r.claimed_at > statement_timestamp() - interval '1 second') END
              ) AS room
         FROM webhooks w JOIN due_hooks ON due_hooks.webhook_id = w.id
     ), org_busy AS (
       SELECT organization_id, count(*) AS busy FROM webhook_deliveries
        WHERE leased_until > statement_timestamp() AND organization_id IN (SELECT organization_id FROM hooks)
        GROUP BY organization_id
     ), picked AS (
       SELECT d.id, d.next_attempt_at,
              coalesce(org_busy.busy, 0) + row_number() OVER (PARTITION BY hooks.organization_id ORDER BY d.next_attempt_at, d.id) AS org_slot
         FROM hooks
         LEFT JOIN org_busy USING (organization_id)
         CROSS JOIN LATERAL (
           SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
            WHERE d.webhook_id = hooks.id AND d.status = 'pending' AND d.next_attempt_at <= statement_timestamp()
              AND (d.leased_until IS NULL OR d.leased_until <= statement_timestamp())
              AND (NOT hooks.ordered OR NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.webhook_id = hooks.id AND e.status = 'pending' AND e.id < d.id))
            ORDER BY d.id
            LIMIT greatest(hooks.room, 0)
         ) d
     ), chosen AS (
       SELECT id FROM picked WHERE org_slot <= ${int(limits.perOrganization)} ORDER BY org_slot, next_attempt_at, id LIMIT ${int(limits.limit)}
     )
     UPDATE webhook_deliveries d
        SET attempts = d.attempts + 1, leased_until = statement_timestamp() + make_interval(secs => ${leaseSeconds}),
            claimed_at = statement_timestamp(), updated_at = statement_timestamp()
       FROM chosen, webhooks w
      WHERE d.id = chosen.id AND w.id = d.webhook_id
     RETURNING d.*, to_jsonb(w) AS webhook`,
  ];
  const results = (await db.raw(statements.join(';\n'))) as unknown as Array<{ rows: Array<DeliveryRow & { webhook: WebhookRow }> }>;
  const claimed = results[results.length - 1]!.rows;
  return claimed.map(({ webhook, ...delivery }) => ({ delivery, webhook: reviveWebhook(webhook) }));
}

/** to_jsonb gives timestamps as text. */
function reviveWebhook(row: WebhookRow): WebhookRow {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    previous_secret_expires_at: date(row.previous_secret_expires_at),
    failing_since: date(row.failing_since),
    created_at: date(row.created_at)!,
    updated_at: date(row.updated_at)!,
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
  await db.raw(settleSql('?::jsonb'), [JSON.stringify(settlementRows(settlements))]);
}

/** Postgres text holds no NUL; a receiver's answer may. */
const withoutNul = (text: string | null) => text?.split(String.fromCharCode(0)).join('') ?? null;
const settlementRows = (settlements: readonly Settlement[]) =>
  settlements.map((s) => ({ ...s, response_body: withoutNul(s.response_body), error: withoutNul(s.error) }));

function settleSql(input: string): string {
  return `WITH input AS (
       SELECT * FROM jsonb_to_recordset(${input}) AS x(delivery_id bigint, attempt integer, started_at timestamptz, duration_ms double precision,
                                                    status_code integer, error text, response_body text, next_retry_at timestamptz, status text)
     ), attempts AS (
       INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at)
       SELECT delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at FROM input
     )
     UPDATE webhook_deliveries d
        SET status = input.status, next_attempt_at = input.next_retry_at, last_status_code = input.status_code, last_error = input.error,
            leased_until = NULL, updated_at = now()
       FROM input WHERE d.id = input.delivery_id AND d.attempts = input.attempt`;
}

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
