/**
 * The delivery pipeline's claim, rebuilt for throughput.
 *
 * - Grants: a worker's share of an endpoint's max_concurrency
 *   (`webhook_grants`), and leases up to twice that share (`leased_by` says
 *   whose), so that when a request ends the worker starts the next leased one
 *   at once. Before, every slot of an endpoint waited for a database round
 *   trip (settle, then claim) between one request and the next, and that wait
 *   was the ceiling of a worker's throughput.
 * - The claim is a PL/pgSQL function: planned once per connection, one round
 *   trip with bound parameters, the settlements of finished attempts first.
 * - Settling no longer reads the whole deliveries table: the planner took the
 *   settlements (a JSON argument) for a hundred rows and chose a sequential
 *   scan with a hash join, a cost that grew with every delivery ever made.
 * - Counting an endpoint's leases no longer reads every delivery the endpoint
 *   ever had (no index led with the endpoint among leased rows).
 * - The endpoints with pending deliveries are found one index probe each, not
 *   by reading every pending delivery; within an endpoint, due deliveries are
 *   read in the order they came due.
 * - The claim runs on plain index scans only: its cached plan had picked a
 *   sequential scan for leases per organization, and index-only and bitmap
 *   scans walked the dead index entries of settled deliveries on every claim
 *   until the next vacuum (throughput fell with every thousand deliveries).
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

/** The claim as this migration made it (migration 0014 replaces it, and puts it back when undone). */
export const CLAIM_FUNCTION = `
    -- One claim of one worker: settles what finished, then, under a lock that serialises claims across processes
    -- (every statement after it takes a new snapshot, so it counts each lease and grant committed before):
    -- - grants the worker its share of each endpoint with due deliveries: what other workers' live grants leave of
    --   max_concurrency (1 for an ordered endpoint);
    -- - leases (reserves) up to twice that share, so that when a request ends the worker starts the next one without
    --   waiting for the database (it sends at most its share at once); only the oldest pending delivery of an
    --   ordered endpoint; at most rate_limit claims in any second, and none ahead for a rate-limited endpoint; at most
    --   per_organization leases per organization, the organizations taken in turn (each one's first before anyone's
    --   second); at most max_rows in all.
    -- Each lease counts an attempt. Answers the leased deliveries with their endpoint, and a row without a delivery
    -- for each endpoint the worker has (or was refused) a share of: the share.
    CREATE FUNCTION claim_webhook_deliveries(claimer text, settlements jsonb, max_rows integer, per_organization integer,
                                             lease_seconds double precision)
    RETURNS TABLE (delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
    LANGUAGE plpgsql VOLATILE
    -- Plain index scans only. Every statement here is a lookup along an index; but its plan is made once for any
    -- parameter value, and guessing at "leased_until > $1" it chose a sequential scan of the whole table. And settled
    -- deliveries leave entries in the pending and lease indexes until a vacuum: a plain index scan marks them dead as
    -- it passes them, bitmap and index-only scans do not and walked past every one of them on every claim (5-20 ms
    -- per claim a few thousand deliveries after a vacuum).
    SET enable_seqscan = off SET enable_bitmapscan = off SET enable_indexonlyscan = off
    AS $fn$
    #variable_conflict use_column
    DECLARE
      claim_time timestamptz;
    BEGIN
      IF jsonb_array_length(settlements) > 0 THEN
        PERFORM settle_webhook_attempts(settlements);
      END IF;
      PERFORM pg_advisory_xact_lock(1802399348); -- 'kont'
      claim_time := clock_timestamp();
      RETURN QUERY
      WITH RECURSIVE pending_hooks AS (
        -- The endpoints with pending deliveries, one index probe each (not a read of every pending delivery).
        (SELECT p.webhook_id FROM webhook_deliveries p WHERE p.status = 'pending' ORDER BY p.webhook_id LIMIT 1)
        UNION ALL
        SELECT (SELECT p.webhook_id FROM webhook_deliveries p WHERE p.status = 'pending' AND p.webhook_id > h.webhook_id ORDER BY p.webhook_id LIMIT 1)
          FROM pending_hooks h WHERE h.webhook_id IS NOT NULL
      ), hooks AS (
        SELECT w.id, w.organization_id, w.ordered, w.rate_limit,
               least(CASE WHEN w.ordered THEN 1 ELSE w.max_concurrency END,
                     w.max_concurrency - (SELECT coalesce(sum(g.slots), 0) FROM webhook_grants g
                                           WHERE g.webhook_id = w.id AND g.worker <> claimer AND g.expires_at > claim_time))::integer AS share,
               (SELECT count(*) FROM webhook_deliveries l
                 WHERE l.webhook_id = w.id AND l.leased_until > claim_time AND l.leased_by = claimer)::integer AS held,
               EXISTS (SELECT 1 FROM webhook_deliveries d
                        WHERE d.webhook_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= claim_time
                          AND (d.leased_until IS NULL OR d.leased_until <= claim_time)) AS due
          FROM pending_hooks h JOIN webhooks w ON w.id = h.webhook_id
      ), served AS (
        SELECT hooks.id, hooks.organization_id, hooks.ordered, hooks.share,
               greatest(0, least(
                 -- Nothing leased ahead for an ordered endpoint, nor for a rate-limited one (its claims are its starts).
                 CASE WHEN hooks.ordered OR hooks.rate_limit IS NOT NULL THEN hooks.share ELSE 2 * hooks.share END - hooks.held,
                 CASE WHEN hooks.rate_limit IS NULL THEN 2 * hooks.share
                      ELSE hooks.rate_limit - (SELECT count(*) FROM webhook_deliveries r
                                                WHERE r.webhook_id = hooks.id AND r.claimed_at > claim_time - interval '1 second') END
               ))::integer AS room
          FROM hooks WHERE hooks.share > 0 AND (hooks.held > 0 OR hooks.due)
      ), granted AS (
        INSERT INTO webhook_grants AS g (webhook_id, worker, slots, expires_at)
        SELECT served.id, claimer, served.share, claim_time + make_interval(secs => lease_seconds) FROM served
        ON CONFLICT (webhook_id, worker) DO UPDATE SET slots = excluded.slots, expires_at = excluded.expires_at
        RETURNING g.webhook_id
      ), released AS (
        -- This worker's grants it no longer uses, and anyone's expired grants (their worker died).
        DELETE FROM webhook_grants g
         WHERE NOT (g.worker = claimer AND g.webhook_id IN (SELECT served.id FROM served))
           AND (g.worker = claimer OR g.expires_at <= claim_time)
        RETURNING g.webhook_id
      ), org_busy AS (
        SELECT b.organization_id, count(*) AS busy FROM webhook_deliveries b
         WHERE b.leased_until > claim_time AND b.organization_id IN (SELECT served.organization_id FROM served WHERE served.room > 0)
         GROUP BY b.organization_id
      ), picked AS (
        SELECT d.id, d.next_attempt_at,
               coalesce(org_busy.busy, 0) + row_number() OVER (PARTITION BY served.organization_id ORDER BY d.next_attempt_at, d.id) AS org_slot
          FROM served
          LEFT JOIN org_busy USING (organization_id)
          CROSS JOIN LATERAL (
            (SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
              WHERE NOT served.ordered AND d.webhook_id = served.id AND d.status = 'pending' AND d.next_attempt_at <= claim_time
                AND (d.leased_until IS NULL OR d.leased_until <= claim_time)
              ORDER BY d.next_attempt_at, d.id
              LIMIT served.room)
            UNION ALL
            (SELECT head.id, head.next_attempt_at
               FROM (SELECT d.id, d.next_attempt_at, d.leased_until FROM webhook_deliveries d
                      WHERE served.ordered AND d.webhook_id = served.id AND d.status = 'pending' ORDER BY d.id LIMIT 1) head
              WHERE served.room > 0 AND head.next_attempt_at <= claim_time AND (head.leased_until IS NULL OR head.leased_until <= claim_time))
          ) d
         WHERE served.room > 0
      ), chosen AS (
        SELECT picked.id FROM picked WHERE picked.org_slot <= per_organization
         ORDER BY picked.org_slot, picked.next_attempt_at, picked.id LIMIT max_rows
      ), leased AS (
        UPDATE webhook_deliveries d
           SET attempts = d.attempts + 1, leased_until = claim_time + make_interval(secs => lease_seconds), leased_by = claimer,
               claimed_at = claim_time, updated_at = claim_time
          FROM chosen, webhooks w
         WHERE d.id = chosen.id AND w.id = d.webhook_id
        RETURNING to_jsonb(d.*) AS delivery, to_jsonb(w.*) AS webhook, d.webhook_id
      )
      SELECT leased.delivery, leased.webhook, leased.webhook_id, NULL::integer FROM leased
      UNION ALL
      -- The worker's share of every endpoint it holds leases at or found due, also where it leased nothing new (a
      -- lowered max_concurrency takes effect at once).
      SELECT NULL::jsonb, NULL::jsonb, hooks.id, greatest(hooks.share, 0) FROM hooks WHERE hooks.held > 0 OR hooks.due;
    END
    $fn$;
`;

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    -- Which worker holds a lease: a worker counts its own reservations against its share of an endpoint.
    ALTER TABLE webhook_deliveries ADD COLUMN leased_by text;

    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (webhook_id, next_attempt_at, id) WHERE status = 'pending';
    -- An endpoint's leases: without it, counting them read every delivery the endpoint ever had.
    CREATE INDEX webhook_deliveries_held_idx ON webhook_deliveries (webhook_id, leased_until) WHERE leased_until IS NOT NULL;

    -- Records attempts and settles their deliveries; the lease ends. A settlement whose delivery has since been
    -- claimed again (its lease ran out) records its attempt but leaves the newer claim alone.
    CREATE FUNCTION settle_webhook_attempts(settlements jsonb) RETURNS void
    LANGUAGE sql VOLATILE AS $fn$
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(settlements) AS x(delivery_id bigint, attempt integer, started_at timestamptz, duration_ms double precision,
                                                         status_code integer, error text, response_body text, next_retry_at timestamptz, status text)
      ), attempts AS (
        INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at)
        SELECT delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at FROM input
      )
      UPDATE webhook_deliveries d
         SET status = input.status, next_attempt_at = input.next_retry_at, last_status_code = input.status_code, last_error = input.error,
             leased_until = NULL, leased_by = NULL, updated_at = now()
        -- The ids as an array first: the planner cannot know how many rows a JSON argument holds and would scan the table.
        FROM input WHERE d.id = ANY (ARRAY(SELECT delivery_id FROM input)) AND d.id = input.delivery_id AND d.attempts = input.attempt
    $fn$;

    -- A worker's share of an endpoint's max_concurrency: the requests it may have in flight to it at once. Live grants
    -- (expires_at in the future) of all workers together never exceed the endpoint's max_concurrency; a grant is
    -- renewed by each claim of its worker while that worker holds leases there or finds deliveries due, and given up
    -- (or left to expire, when its worker died) otherwise.
    CREATE TABLE webhook_grants (
      webhook_id  bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      worker      text NOT NULL,
      slots       integer NOT NULL CHECK (slots > 0),
      expires_at  timestamptz NOT NULL,
      PRIMARY KEY (webhook_id, worker)
    );

    ${CLAIM_FUNCTION}
    -- Leased deliveries a worker did not send go back (a worker that stops, or one that held them too long): the
    -- attempt is not counted, the lease ends, any worker may take them at once.
    CREATE FUNCTION release_webhook_leases(claimer text, unsent jsonb) RETURNS void
    LANGUAGE sql VOLATILE AS $fn$
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(unsent) AS x(delivery_id bigint, attempt integer)
      )
      UPDATE webhook_deliveries d SET attempts = d.attempts - 1, leased_until = NULL, leased_by = NULL, updated_at = now()
        FROM input
       WHERE d.id = ANY (ARRAY(SELECT delivery_id FROM input)) AND d.id = input.delivery_id AND d.attempts = input.attempt
         AND d.leased_by = claimer
    $fn$;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP FUNCTION release_webhook_leases(text, jsonb);
    DROP FUNCTION claim_webhook_deliveries(text, jsonb, integer, integer, double precision);
    DROP TABLE webhook_grants;
    ALTER TABLE webhook_deliveries DROP COLUMN leased_by;
    DROP FUNCTION settle_webhook_attempts(jsonb);
    DROP INDEX webhook_deliveries_held_idx;
    DROP INDEX webhook_deliveries_due_idx;
  `);
}
