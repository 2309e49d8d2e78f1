-- As migration 0018 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.settle_webhook_attempts(settlements jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $fn$
    DECLARE
      ids bigint[] := ARRAY(SELECT (x ->> 'delivery_id')::bigint FROM jsonb_array_elements(settlements) AS x);
    BEGIN
      -- Deliveries still there, kept there until this commits.
      PERFORM 1 FROM webhook_deliveries d WHERE d.id = ANY (ids) FOR KEY SHARE;
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(settlements) AS x(delivery_id bigint, attempt integer, started_at timestamptz, duration_ms double precision,
                                                         status_code integer, error text, response_body text, next_retry_at timestamptz, status text))
      INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at)
      SELECT delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at FROM input
       WHERE input.delivery_id IN (SELECT d.id FROM webhook_deliveries d WHERE d.id = ANY (ids));
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(settlements) AS x(delivery_id bigint, attempt integer, started_at timestamptz, duration_ms double precision,
                                                         status_code integer, error text, response_body text, next_retry_at timestamptz, status text))
      UPDATE webhook_deliveries d
         SET status = input.status, next_attempt_at = input.next_retry_at, last_status_code = input.status_code, last_error = input.error,
             leased_until = NULL, leased_by = NULL, updated_at = now()
        FROM input WHERE d.id = ANY (ARRAY(SELECT delivery_id FROM input)) AND d.id = input.delivery_id AND d.attempts = input.attempt;
    END
    $fn$
;
