import { EVENTS_CHANNEL } from '../../../platform/events/store.js';
/** The channel notified when deliveries become due, so idle workers claim them at once. */
export const DELIVERIES_CHANNEL = 'kontor_deliveries';
/** Events about an endpoint, never delivered to the endpoint they are about (nor told of again when they fail). */
export const ABOUT_AN_ENDPOINT = ['WEBHOOK_DELIVERY_FAILED', 'WEBHOOK_DISABLED'];
/**
 * Takes up to `limit` undispatched events (nothing while another worker is
 * fanning out), numbers them per organization, makes their deliveries and a flow
 * job for each event of an organization with active flows, and notifies the
 * workers: one statement, so one round trip and its own transaction.
 */
export async function fanOutBatch(db, limit) {
    const { rows } = await db.raw(`WITH turn AS (
       -- One fan-out at a time, all workers together: two would wait on each other's sequence counters (or deadlock on
       -- them) and each make smaller batches; a worker that finds another fanning out leaves the events to it.
       SELECT pg_try_advisory_xact_lock(1802399348, 1) AS mine
     ), batch AS (
       SELECT id, organization_id FROM events
        WHERE dispatched_at IS NULL AND (SELECT mine FROM turn)
        ORDER BY id LIMIT ?::integer FOR UPDATE SKIP LOCKED
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
            (SELECT count(*) FROM flow_jobs) AS flow_jobs, (SELECT count(*) FROM notified) AS notified,
            (SELECT mine FROM turn) AS took_turn`, [limit, ABOUT_AN_ENDPOINT, DELIVERIES_CHANNEL]);
    return { events: rows[0]?.events ?? 0, deliveries: rows[0]?.deliveries ?? 0, tookTurn: rows[0]?.took_turn ?? false };
}
/** The fan-out lead's advisory lock key (two integers: `objsubid` 2 in pg_locks); the turn is (1802399348, 1). */
const FAN_OUT_LEAD = [1802399348, 2];
/**
 * The fan-out lead: held by one worker's notification connection for as long as it lives (a session lock, released
 * when the connection ends, the worker's process with it). The worker that holds it fans out when events are
 * notified; the others look only at each poll, in case the leader hangs with its connection open.
 */
export async function takeFanOutLead(listener) {
    const { rows } = await listener.query('SELECT pg_try_advisory_lock($1, $2) AS lead', FAN_OUT_LEAD);
    return rows[0]?.lead ?? false;
}
/** Whether this connection holds the lead: asked by the leader now and then, as much to see that its connection answers. */
export async function holdsFanOutLead(listener) {
    const { rows } = await listener.query(`SELECT EXISTS (SELECT 1 FROM pg_locks
                     WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2
                       AND pid = pg_backend_pid() AND granted) AS lead`, FAN_OUT_LEAD);
    return rows[0]?.lead ?? false;
}
/** The payload of the events notification a leader sends as it stops, so that another takes the lead at once. */
export const FAN_OUT_LEAD_FREE = 'fan-out lead free';
/** Gives up the lead before the connection ends (its end frees it too, but maybe after the others were told). */
export async function giveUpFanOutLead(listener, db) {
    await listener.query('SELECT pg_advisory_unlock($1, $2)', FAN_OUT_LEAD);
    await db.raw('SELECT pg_notify(?, ?)', [EVENTS_CHANNEL, FAN_OUT_LEAD_FREE]);
}
export async function notifyDeliveries(db) {
    await db.raw('SELECT pg_notify(?, ?)', [DELIVERIES_CHANNEL, '']);
}
const ENDPOINT_CHANGED = 'endpoint changed ';
/**
 * Tells the workers, when the transaction commits, that an endpoint was changed, disabled or deleted: what they
 * leased for it and have not sent yet goes back, to be claimed afresh with the endpoint as it now is (or not at
 * all). Leased deliveries carry the endpoint as it was when they were claimed, and went to a deleted or changed
 * URL until the lease ran out.
 */
export async function notifyEndpointChanged(db, webhookId) {
    await db.raw('SELECT pg_notify(?, ?)', [DELIVERIES_CHANNEL, `${ENDPOINT_CHANGED}${webhookId}`]);
}
/** The endpoint a deliveries notification says was changed, if it says so. */
export const changedEndpointIn = (payload) => payload.startsWith(ENDPOINT_CHANGED) ? Number(payload.slice(ENDPOINT_CHANGED.length)) : null;
/** A legacy `dispatch_event` job (queued before the batched pipeline): its event goes back to the outbox. */
export async function undispatch(db, eventId) {
    await db.raw(`UPDATE events SET dispatched_at = NULL WHERE id = ?::bigint`, [eventId]);
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
export async function claimDue(db, claimer, limits, { settleFirst = [], holdings = [] } = {}) {
    const count = (value) => {
        if (!Number.isSafeInteger(value) || value < 0)
            throw new Error(`claimDue: ${value} is not a count`);
        return value;
    };
    const leaseSeconds = Number(limits.leaseSeconds);
    if (!Number.isFinite(leaseSeconds) || leaseSeconds <= 0)
        throw new Error('claimDue: the lease must be a positive number of seconds');
    const { rows } = await db.raw('SELECT delivery, webhook, webhook_id, slots FROM claim_webhook_deliveries(?, ?::jsonb, ?::jsonb, ?::integer, ?::integer, ?::double precision, ?::boolean)', [
        claimer,
        JSON.stringify(settlementRows(settleFirst)),
        JSON.stringify(holdings.map((one) => ({ webhook_id: one.webhook_id, held: count(one.held), sending: count(one.sending) }))),
        count(limits.limit),
        count(limits.perOrganization),
        leaseSeconds,
        limits.helping,
    ]);
    const claim = { leased: [], shares: new Map() };
    for (const row of rows) {
        if (row.delivery && row.webhook)
            claim.leased.push({ delivery: reviveDelivery(row.delivery), webhook: reviveWebhook(row.webhook) });
        else
            claim.shares.set(row.webhook_id, row.slots ?? 0);
    }
    return claim;
}
/** Gives back leased deliveries that were not sent: their attempt is not counted, and any worker may take them at once. */
export async function releaseLeases(db, claimer, unsent) {
    if (unsent.length === 0)
        return;
    const rows = unsent.map((delivery) => ({ delivery_id: delivery.id, attempt: delivery.attempts }));
    await db.raw('SELECT release_webhook_leases(?, ?::jsonb)', [claimer, JSON.stringify(rows)]);
}
/** A stopping worker's grants, given up so that other workers take its endpoints at once. */
export async function releaseGrants(db, claimer) {
    await db('webhook_grants').where({ worker: claimer }).delete();
}
const date = (value) => (value === null ? null : new Date(value));
function reviveWebhook(row) {
    return {
        ...row,
        previous_secret_expires_at: date(row.previous_secret_expires_at),
        failing_since: date(row.failing_since),
        created_at: new Date(row.created_at),
        updated_at: new Date(row.updated_at),
    };
}
function reviveDelivery(row) {
    return {
        ...row,
        next_attempt_at: date(row.next_attempt_at),
        leased_until: date(row.leased_until),
        claimed_at: date(row.claimed_at),
        created_at: new Date(row.created_at),
        updated_at: new Date(row.updated_at),
    };
}
/**
 * Records attempts and settles their deliveries, many in one statement; the
 * lease ends. A settlement whose delivery has since been claimed again (its
 * lease ran out) records its attempt but leaves the newer claim alone.
 */
export async function settleBatch(db, settlements) {
    if (settlements.length === 0)
        return;
    await db.raw('SELECT settle_webhook_attempts(?::jsonb)', [JSON.stringify(settlementRows(settlements))]);
}
/** Postgres text holds no NUL; a receiver's answer may. */
const withoutNul = (text) => text?.split(String.fromCharCode(0)).join('') ?? null;
const settlementRows = (settlements) => settlements.map((s) => ({ ...s, response_body: withoutNul(s.response_body), error: withoutNul(s.error) }));
/** Gives back the attempt of a delivery that was not sent (its endpoint is inactive) and fails it. */
export async function failUnsent(db, deliveryId, attempt, reason) {
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
export async function requeueFailedSince(db, webhookId, since) {
    const { rowCount } = await db.raw(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now(), leased_until = NULL, updated_at = now()
      WHERE webhook_id = ?::bigint AND status = 'failed' AND created_at >= ?::timestamptz`, [webhookId, since]);
    if ((rowCount ?? 0) > 0)
        await notifyDeliveries(db);
    return rowCount ?? 0;
}
//# sourceMappingURL=store.js.map