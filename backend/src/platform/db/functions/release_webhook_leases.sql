-- Leased deliveries a worker did not send go back (a worker that stops, or one that held them too long): the attempt
-- is not counted, the lease ends, any worker may take them at once. unsent: [{delivery_id, attempt}].
CREATE OR REPLACE FUNCTION release_webhook_leases(claimer text, unsent jsonb) RETURNS void
LANGUAGE sql VOLATILE
AS $fn$
  WITH input AS (
    SELECT x.delivery_id, x.attempt FROM jsonb_to_recordset(unsent) AS x(delivery_id bigint, attempt integer)
  )
  UPDATE webhook_deliveries d
     SET attempts = d.attempts - 1, leased_until = NULL, leased_by = NULL, updated_at = now()
    FROM input
   -- The ids as an array first: the planner cannot know how many rows a JSON argument holds and would scan the table.
   WHERE d.id = ANY (ARRAY(SELECT input.delivery_id FROM input)) AND d.id = input.delivery_id AND d.attempts = input.attempt
     AND d.leased_by = claimer
$fn$;
