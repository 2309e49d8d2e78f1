/**
 * Endpoints shared by workers, and leases that touch no index.
 *
 * - An endpoint's max_concurrency is split evenly among the workers that have
 *   deliveries for it (each one's share: the limit divided by how many want
 *   it, rounded up, within what the others' grants leave). Before, the first
 *   worker to find an endpoint due kept all of it while it had work there, and
 *   a second worker process added nothing to one busy endpoint. A worker whose
 *   share shrank keeps its grant at what it still has in flight, so that the
 *   grants of all workers never fall below the requests really under way, and
 *   when it lowers its grant it wakes the others (NOTIFY), who take the rest.
 *   A worker keeps a grant only where it can use it (it holds deliveries
 *   there) or was refused one it wants.
 * - Leasing a delivery is a HOT update: no index covers the columns it writes
 *   (attempts, leased_until, leased_by, claimed_at). Each lease used to add an
 *   entry to every index of the table, the trigram search index among them,
 *   about 0.14 ms a delivery; now each worker tells the claim what it holds
 *   per endpoint (its grant row keeps the count, for the per-organization
 *   limit), and claims of rate-limited endpoints are counted in
 *   `webhook_rate_claims`, rows that live a second.
 * - Whether an endpoint has deliveries due is one index probe: the planner
 *   had made the EXISTS a hashed subplan that read every due delivery of every
 *   endpoint on each claim (1,000 rows for a backlog of 1,000).
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';
import { CLAIM_FUNCTION } from './0013_delivery_claim_function.js';

/** The claim function as this migration creates it (exported for a later migration's down()). */
export const SHARED_CLAIM_FUNCTION = `
    CREATE FUNCTION claim_webhook_deliveries(claimer text, settlements jsonb, holdings jsonb, max_rows integer,
                                             per_organization integer, lease_seconds double precision)
    RETURNS TABLE (delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
    LANGUAGE plpgsql VOLATILE
    -- Plain index scans only (see migration 0013: generic plans chose sequential scans, and bitmap and index-only
    -- scans walked the dead index entries of settled deliveries on every claim).
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
      ), mine AS (
        SELECT x.webhook_id, x.held, x.sending FROM jsonb_to_recordset(holdings) AS x(webhook_id bigint, held integer, sending integer)
      ), hooks AS (
        SELECT w.id, w.organization_id, w.ordered, w.rate_limit,
               CASE WHEN w.ordered THEN 1 ELSE w.max_concurrency END AS ceiling,
               coalesce(mine.held, 0) AS held, coalesce(mine.sending, 0) AS sending,
               others.slots AS others_slots, others.workers AS others,
               (SELECT g.slots FROM webhook_grants g WHERE g.webhook_id = w.id AND g.worker = claimer) AS granted_before,
               -- A scalar subquery with LIMIT 1, not EXISTS: the planner made EXISTS a hashed subplan over every due delivery.
               coalesce((SELECT true FROM webhook_deliveries d
                          WHERE d.webhook_id = w.id AND d.status = 'pending' AND d.next_attempt_at <= claim_time
                            AND (d.leased_until IS NULL OR d.leased_until <= claim_time)
                          ORDER BY d.next_attempt_at LIMIT 1), false) AS due
          FROM (SELECT h.webhook_id FROM pending_hooks h WHERE h.webhook_id IS NOT NULL
                UNION SELECT mine.webhook_id FROM mine) h
          JOIN webhooks w ON w.id = h.webhook_id
          LEFT JOIN mine ON mine.webhook_id = w.id
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(g.slots), 0)::integer AS slots, count(*)::integer AS workers FROM webhook_grants g
             WHERE g.webhook_id = w.id AND g.worker <> claimer AND g.expires_at > claim_time) others
      ), shares AS (
        SELECT hooks.*,
               greatest(0, least((hooks.ceiling + hooks.others) / (hooks.others + 1), hooks.ceiling - hooks.others_slots))::integer AS share,
               (hooks.held > 0 OR hooks.sending > 0 OR hooks.due) AS wants
          FROM hooks
      ), served AS (
        SELECT shares.id, shares.organization_id, shares.ordered, shares.rate_limit, shares.share,
               greatest(0, least(
                 CASE WHEN shares.ordered OR shares.rate_limit IS NOT NULL THEN shares.share ELSE shares.share + 2 * shares.ceiling END - shares.held,
                 CASE WHEN shares.rate_limit IS NULL THEN shares.share + 2 * shares.ceiling
                      ELSE shares.rate_limit - (SELECT count(*) FROM webhook_rate_claims r
                                                 WHERE r.webhook_id = shares.id AND r.claimed_at > claim_time - interval '1 second') END
               ))::integer AS room
          FROM shares WHERE shares.share > 0 AND shares.due
      ), org_busy AS (
        -- Leases per organization: the other workers' as their grants say, this worker's as it says.
        SELECT busy.organization_id, sum(busy.n) AS busy FROM (
          SELECT w.organization_id, g.leased AS n FROM webhook_grants g JOIN webhooks w ON w.id = g.webhook_id
           WHERE g.worker <> claimer AND g.expires_at > claim_time AND g.leased > 0
             AND w.organization_id IN (SELECT served.organization_id FROM served WHERE served.room > 0)
          UNION ALL
          SELECT shares.organization_id, shares.held FROM shares
        ) busy GROUP BY busy.organization_id
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
      ), leased_per_hook AS (
        SELECT leased.webhook_id, count(*)::integer AS n FROM leased GROUP BY leased.webhook_id
      ), rate_counted AS (
        INSERT INTO webhook_rate_claims (webhook_id, claimed_at)
        SELECT leased.webhook_id, claim_time FROM leased JOIN served ON served.id = leased.webhook_id WHERE served.rate_limit IS NOT NULL
      ), rate_forgotten AS (
        DELETE FROM webhook_rate_claims r WHERE r.claimed_at <= claim_time - interval '1 second'
      ), kept AS (
        -- The grants this worker keeps: where it holds or leased deliveries, as many slots as it can use (its share, no
        -- more than it holds) or has in flight if more; and a grant of 0 where it was refused a share it wants. A
        -- worker that has a share but could lease nothing (its organization's leases are all taken) keeps nothing:
        -- it would hold back the workers that can send.
        SELECT shares.id, shares.held + coalesce(leased_per_hook.n, 0) AS leased,
               greatest(least(shares.share, shares.held + coalesce(leased_per_hook.n, 0)), shares.sending) AS slots
          FROM shares LEFT JOIN leased_per_hook ON leased_per_hook.webhook_id = shares.id
         WHERE shares.held + coalesce(leased_per_hook.n, 0) > 0 OR shares.sending > 0 OR (shares.share = 0 AND shares.due)
      ), granted AS (
        INSERT INTO webhook_grants AS g (webhook_id, worker, slots, leased, expires_at)
        SELECT kept.id, claimer, kept.slots, kept.leased, claim_time + make_interval(secs => lease_seconds) FROM kept
        ON CONFLICT (webhook_id, worker) DO UPDATE SET slots = excluded.slots, leased = excluded.leased, expires_at = excluded.expires_at
      ), released AS (
        -- This worker's grants it no longer keeps, and anyone's expired grants (their worker died).
        DELETE FROM webhook_grants g
         WHERE NOT (g.worker = claimer AND g.webhook_id IN (SELECT kept.id FROM kept))
           AND (g.worker = claimer OR g.expires_at <= claim_time)
      ), woken AS (
        -- A grant lowered (or given up) while others want the endpoint: they may take what it gave up.
        SELECT pg_notify('kontor_deliveries', '') FROM shares LEFT JOIN kept ON kept.id = shares.id
         WHERE shares.others > 0 AND shares.granted_before > coalesce(kept.slots, 0) LIMIT 1
      )
      SELECT leased.delivery, leased.webhook, leased.webhook_id, NULL::integer FROM leased
      UNION ALL
      -- The worker's share of every endpoint it wants, also where it leased nothing new (a lowered max_concurrency,
      -- or another worker wanting the endpoint, takes effect at once).
      SELECT NULL::jsonb, NULL::jsonb, shares.id, shares.share FROM shares
       WHERE shares.wants AND (SELECT count(*) FROM woken) >= 0;
    END
    $fn$;
`;

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    DROP INDEX webhook_deliveries_held_idx;
    DROP INDEX webhook_deliveries_leased_idx;
    DROP INDEX webhook_deliveries_claimed_idx;
    -- Room on each page for a leased row's new version, so the lease stays on its page (a HOT update). A delivery row
    -- is about 1 kB and a claim leases the rows of a page together: at 75 only a quarter of the updates were HOT.
    ALTER TABLE webhook_deliveries SET (fillfactor = 50);

    -- slots 0: the worker wants a share and the others hold the whole limit; leased: the leases it holds there.
    ALTER TABLE webhook_grants DROP CONSTRAINT webhook_grants_slots_check;
    ALTER TABLE webhook_grants ADD CONSTRAINT webhook_grants_slots_check CHECK (slots >= 0),
      ADD COLUMN leased integer NOT NULL DEFAULT 0 CHECK (leased >= 0);

    -- The claims of rate-limited endpoints in the last second (older rows are deleted by the next claim).
    CREATE TABLE webhook_rate_claims (
      webhook_id  bigint NOT NULL,
      claimed_at  timestamptz NOT NULL
    );
    CREATE INDEX webhook_rate_claims_webhook_idx ON webhook_rate_claims (webhook_id, claimed_at);
    CREATE INDEX webhook_rate_claims_time_idx ON webhook_rate_claims (claimed_at);

    DROP FUNCTION claim_webhook_deliveries(text, jsonb, integer, integer, double precision);

    -- One claim of one worker: settles what finished, then, under a lock that serialises claims across processes
    -- (every statement after it takes a new snapshot, so it sees each grant committed before):
    -- - holdings: what the worker holds per endpoint, [{webhook_id, held, sending}] (leased and not settled; in flight);
    -- - its share of each endpoint it holds or finds due: max_concurrency (1 for an ordered endpoint) divided by the
    --   workers wanting it, rounded up, and never more than the other workers' grants leave; its grant is as much of
    --   that share as it holds deliveries for, or what it has in flight if more (a share that shrank: it starts
    --   nothing new until it is within it); a grant of 0 where it was refused a share it wants;
    -- - leases up to its share and twice the limit besides (its share only for ordered and rate-limited endpoints:
    --   their claims are their starts), enough to cover a claim's round trip when requests end fast, so that when
    --   one ends the worker starts the next without waiting for the database (a worker whose share shrank still
    --   has work to start while its grant comes down); only the oldest pending delivery of an ordered endpoint; at
    --   most rate_limit claims in any second; at most per_organization leases per organization (all workers'
    --   together), the organizations taken in turn (each one's first before anyone's second); at most max_rows.
    -- Each lease counts an attempt. Answers the leased deliveries with their endpoint, and a row without a delivery
    -- for each endpoint the worker has (or was refused) a share of: the share.
    ${SHARED_CLAIM_FUNCTION}
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP FUNCTION claim_webhook_deliveries(text, jsonb, jsonb, integer, integer, double precision);
    DROP TABLE webhook_rate_claims;
    DELETE FROM webhook_grants WHERE slots = 0;
    ALTER TABLE webhook_grants DROP COLUMN leased;
    ALTER TABLE webhook_grants DROP CONSTRAINT webhook_grants_slots_check;
    ALTER TABLE webhook_grants ADD CONSTRAINT webhook_grants_slots_check CHECK (slots > 0);
    ALTER TABLE webhook_deliveries RESET (fillfactor);
    CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (organization_id, webhook_id) WHERE leased_until IS NOT NULL;
    CREATE INDEX webhook_deliveries_claimed_idx ON webhook_deliveries (webhook_id, claimed_at) WHERE claimed_at IS NOT NULL;
    CREATE INDEX webhook_deliveries_held_idx ON webhook_deliveries (webhook_id, leased_until) WHERE leased_until IS NOT NULL;
    ${CLAIM_FUNCTION}
  `);
}
