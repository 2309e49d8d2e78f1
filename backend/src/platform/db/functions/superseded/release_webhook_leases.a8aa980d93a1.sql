-- As migration 0013 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.release_webhook_leases(claimer text, unsent jsonb)
 RETURNS void
 LANGUAGE sql
AS $fn$
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(unsent) AS x(delivery_id bigint, attempt integer)
      )
      UPDATE webhook_deliveries d SET attempts = d.attempts - 1, leased_until = NULL, leased_by = NULL, updated_at = now()
        FROM input
       WHERE d.id = ANY (ARRAY(SELECT delivery_id FROM input)) AND d.id = input.delivery_id AND d.attempts = input.attempt
         AND d.leased_by = claimer
    $fn$
;
