-- One claim of one worker: settles what finished, then, under a lock that serialises claims across processes (every
-- statement after it takes a new snapshot, so it sees each grant committed before):
-- - holdings: what the worker holds per endpoint, [{webhook_id, held, sending}] (leased and not settled; in flight);
-- - its share of each endpoint it holds or finds due: max_concurrency (1 for an ordered endpoint) divided by the
--   workers wanting it, rounded up, and never more than the other workers' grants leave; a worker not helping takes
--   no part of an endpoint another worker holds, and gives way (a share of 0) where another's live grant outranks
--   its own (larger, or as large and first by name);
-- - its grant: as much of that share as it holds deliveries for, or what it has in flight if more (a share that
--   shrank: it starts nothing new until it is within it); a grant of 0, asking for a share, only when helping;
-- - leases up to its share and twice the limit besides (its share only for ordered and rate-limited endpoints: their
--   claims are their starts); only the oldest pending delivery of an ordered endpoint; at most rate_limit claims in
--   any second; at most per_organization leases per organization (all workers together), the organizations taken in
--   turn (each one's first before anyone's second), and an endpoint's fair part of them when its organization has
--   other endpoints; at most max_rows in all.
-- Each lease counts an attempt. Answers the leased deliveries with their endpoint, and a row without a delivery for
-- each endpoint the worker wants: its share.
--
-- No planner settings (SET enable_seqscan = off and the like): before PostgreSQL 18 a scan the planner could not avoid
-- (the grants, which have no index for "worker = claimer OR expired") cost 10^10 under them, far above jit_above_cost,
-- and JIT compiled every claim for 10 s and more. Without them each reading of webhook_deliveries is still a probe
-- along an index (the recursive LIMIT 1 over the pending index, the due index per endpoint), the small tables
-- (grants, rate claims) are read whole, and a claim plans at a few hundred cost units, with an empty or a full queue,
-- custom or generic plan: features/webhooks/pipeline/plan-costs.test.ts.
CREATE OR REPLACE FUNCTION claim_webhook_deliveries(claimer text, settlements jsonb, holdings jsonb, max_rows integer,
                                                    per_organization integer, lease_seconds double precision,
                                                    helping boolean)
RETURNS TABLE (delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
LANGUAGE plpgsql VOLATILE
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
    SELECT (SELECT p.webhook_id FROM webhook_deliveries p
             WHERE p.status = 'pending' AND p.webhook_id > h.webhook_id ORDER BY p.webhook_id LIMIT 1)
      FROM pending_hooks h WHERE h.webhook_id IS NOT NULL
  ), mine AS (
    SELECT x.webhook_id, x.held, x.sending FROM jsonb_to_recordset(holdings) AS x(webhook_id bigint, held integer, sending integer)
  ), hooks AS (
    SELECT w.id, w.organization_id, w.ordered, w.rate_limit,
           CASE WHEN w.ordered THEN 1 ELSE w.max_concurrency END AS ceiling,
           coalesce(mine.held, 0) AS held, coalesce(mine.sending, 0) AS sending,
           others.slots AS others_slots, others.workers AS others, others.leased AS others_leased,
           (SELECT g.slots FROM webhook_grants g WHERE g.webhook_id = w.id AND g.worker = claimer) AS granted_before,
           -- Another worker's grant, renewed in the last 5 s (its worker alive), outranks this worker's: larger, or as
           -- large and first by name. (A grant not renewed still counts against max_concurrency until it runs out.)
           coalesce((SELECT true FROM webhook_grants g
                      WHERE g.webhook_id = w.id AND g.worker <> claimer AND g.slots > 0
                        AND g.expires_at > claim_time + make_interval(secs => greatest(lease_seconds - 5, 0))
                        AND (g.slots, claimer) > (coalesce((SELECT m.slots FROM webhook_grants m
                                                             WHERE m.webhook_id = w.id AND m.worker = claimer), 0), g.worker)
                      LIMIT 1), false) AS outranked,
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
        SELECT coalesce(sum(g.slots), 0)::integer AS slots, count(*)::integer AS workers,
               coalesce(sum(g.leased), 0)::integer AS leased
          FROM webhook_grants g
         WHERE g.webhook_id = w.id AND g.worker <> claimer AND g.expires_at > claim_time) others
  ), shares AS (
    SELECT hooks.*,
           (CASE WHEN NOT helping AND hooks.outranked THEN 0
                 ELSE greatest(0, least((hooks.ceiling + hooks.others) / (hooks.others + 1), hooks.ceiling - hooks.others_slots))
            END)::integer AS share,
           (hooks.held > 0 OR hooks.sending > 0 OR hooks.due) AS wants
      FROM hooks
  ), organization_endpoints AS (
    -- The endpoints of each organization its lease allowance is split among: those that want deliveries, and one more
    -- while it has other active endpoints (one of them may want some a moment later).
    SELECT wanting.organization_id,
           wanting.n + CASE WHEN EXISTS (SELECT 1 FROM webhooks w
                                          WHERE w.organization_id = wanting.organization_id AND w.is_active
                                            AND w.id NOT IN (SELECT shares.id FROM shares WHERE shares.wants))
                            THEN 1 ELSE 0 END AS n
      FROM (SELECT shares.organization_id, count(*)::integer AS n FROM shares WHERE shares.wants GROUP BY shares.organization_id) wanting
  ), served AS (
    SELECT shares.id, shares.organization_id, shares.ordered, shares.rate_limit, shares.share,
           greatest(0, least(
             -- Its fair part of its organization's leases, all workers together, when it has other endpoints:
             -- endpoints that never answer cannot hold every lease of their organization.
             CASE WHEN organization_endpoints.n > 1
                  THEN greatest(1, per_organization / organization_endpoints.n) - shares.held - shares.others_leased
                  ELSE per_organization END,
             CASE WHEN shares.ordered OR shares.rate_limit IS NOT NULL THEN shares.share ELSE shares.share + 2 * shares.ceiling END - shares.held,
             CASE WHEN shares.rate_limit IS NULL THEN shares.share + 2 * shares.ceiling
                  ELSE shares.rate_limit - (SELECT count(*) FROM webhook_rate_claims r
                                             WHERE r.webhook_id = shares.id AND r.claimed_at > claim_time - interval '1 second') END
           ))::integer AS room
      FROM shares JOIN organization_endpoints USING (organization_id) WHERE shares.share > 0 AND shares.due
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
    -- more than it holds) or has in flight if more; and a grant of 0 where it was refused a share it wants and is
    -- helping. A worker that has a share but could lease nothing (its organization's leases are all taken) keeps
    -- nothing: it would hold back the workers that can send. One that gives way (not helping, a share of 0) keeps a
    -- grant only for what it has in flight, since it gives back what waits (pump.ts).
    SELECT shares.id, shares.held + coalesce(leased_per_hook.n, 0) AS leased,
           greatest(least(shares.share, shares.held + coalesce(leased_per_hook.n, 0)), shares.sending) AS slots
      FROM shares LEFT JOIN leased_per_hook ON leased_per_hook.webhook_id = shares.id
     WHERE (shares.held + coalesce(leased_per_hook.n, 0) > 0 AND (helping OR shares.share > 0))
        OR shares.sending > 0 OR (helping AND shares.share = 0 AND shares.due)
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
  -- The worker's share of every endpoint it wants, also where it leased nothing new (a lowered max_concurrency, or
  -- another worker wanting the endpoint, takes effect at once).
  SELECT NULL::jsonb, NULL::jsonb, shares.id, shares.share FROM shares
   WHERE shares.wants AND (SELECT count(*) FROM woken) >= 0;
END
$fn$;
