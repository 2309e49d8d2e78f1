const INPUT = `
        SELECT * FROM jsonb_to_recordset(settlements) AS x(delivery_id bigint, attempt integer, started_at timestamptz, duration_ms double precision,
                                                         status_code integer, error text, response_body text, next_retry_at timestamptz, status text)`;
const SETTLE = `
      UPDATE webhook_deliveries d
         SET status = input.status, next_attempt_at = input.next_retry_at, last_status_code = input.status_code, last_error = input.error,
             leased_until = NULL, leased_by = NULL, updated_at = now()
        FROM input WHERE d.id = ANY (ARRAY(SELECT delivery_id FROM input)) AND d.id = input.delivery_id AND d.attempts = input.attempt`;
const COLUMNS = 'delivery_id, attempt, started_at, duration_ms, status_code, error, response_body, next_retry_at';
/**
 * In statements of their own (plpgsql): a row lock taken in a CTE of the statement that also updates the row skips
 * it, the row being changed by the same command, so the lock comes first.
 */
const SETTLING = `
    DROP FUNCTION settle_webhook_attempts(jsonb);
    CREATE FUNCTION settle_webhook_attempts(settlements jsonb) RETURNS void
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      ids bigint[] := ARRAY(SELECT (x ->> 'delivery_id')::bigint FROM jsonb_array_elements(settlements) AS x);
    BEGIN
      -- Deliveries still there, kept there until this commits.
      PERFORM 1 FROM webhook_deliveries d WHERE d.id = ANY (ids) FOR KEY SHARE;
      WITH input AS (${INPUT})
      INSERT INTO webhook_attempts (${COLUMNS})
      SELECT ${COLUMNS} FROM input
       WHERE input.delivery_id IN (SELECT d.id FROM webhook_deliveries d WHERE d.id = ANY (ids));
      WITH input AS (${INPUT})${SETTLE};
    END
    $fn$;
`;
/** 0013's, which inserted every attempt (and failed the batch on one whose delivery was gone). */
const EVERY = `
    DROP FUNCTION settle_webhook_attempts(jsonb);
    CREATE FUNCTION settle_webhook_attempts(settlements jsonb) RETURNS void
    LANGUAGE sql VOLATILE AS $fn$
      WITH input AS (${INPUT}
      ), attempts AS (
        INSERT INTO webhook_attempts (${COLUMNS})
        SELECT ${COLUMNS} FROM input
      )${SETTLE}
    $fn$;
`;
export async function up(db) {
    await db.raw(SETTLING);
}
export async function down(db) {
    await db.raw(EVERY);
}
//# sourceMappingURL=0018_settle_deleted_deliveries.js.map