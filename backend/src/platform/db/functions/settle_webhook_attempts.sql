-- Records attempts and settles their deliveries; the lease ends. settlements: [{delivery_id, attempt, started_at,
-- duration_ms, status_code, error, response_body, next_retry_at, status}]. A settlement whose delivery has since been
-- claimed again (its lease ran out) records its attempt but leaves the newer claim alone; one whose delivery is gone
-- (its webhook was deleted meanwhile) is skipped, so that it cannot fail the batch of every organization's attempts.
CREATE OR REPLACE FUNCTION settle_webhook_attempts(settlements jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE
AS $fn$
DECLARE
  ids bigint[] := ARRAY(SELECT (x ->> 'delivery_id')::bigint FROM jsonb_array_elements(settlements) AS x);
BEGIN
  -- The deliveries still there, kept there until this commits (a delete waits for the settlement). In a statement
  -- of its own: a row lock taken in a CTE of the statement that also updates the row skips it.
  PERFORM 1 FROM webhook_deliveries d WHERE d.id = ANY (ids) FOR KEY SHARE;

  INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at)
  SELECT x.delivery_id, x.attempt, x.started_at, x.duration_ms, x.status_code, x.error, x.response_body, x.next_retry_at
    FROM jsonb_to_recordset(settlements) AS x(delivery_id bigint, attempt integer, started_at timestamptz,
                                              duration_ms double precision, status_code integer, error text,
                                              response_body text, next_retry_at timestamptz, status text)
   WHERE x.delivery_id IN (SELECT d.id FROM webhook_deliveries d WHERE d.id = ANY (ids));

  UPDATE webhook_deliveries d
     SET status = x.status, next_attempt_at = x.next_retry_at, last_status_code = x.status_code, last_error = x.error,
         leased_until = NULL, leased_by = NULL, updated_at = now()
    FROM jsonb_to_recordset(settlements) AS x(delivery_id bigint, attempt integer, next_retry_at timestamptz,
                                              status_code integer, error text, status text)
   -- The ids as an array first: the planner cannot know how many rows a JSON argument holds and would scan the table.
   WHERE d.id = ANY (ids) AND d.id = x.delivery_id AND d.attempts = x.attempt;
END
$fn$;
