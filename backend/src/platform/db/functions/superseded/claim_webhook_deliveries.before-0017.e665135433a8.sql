-- As migration 0017 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.claim_webhook_deliveries(claimer text, settlements jsonb, holdings jsonb, max_rows integer, per_organization integer, lease_seconds double precision)
 RETURNS TABLE(delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
 LANGUAGE sql
AS $fn$ SELECT * FROM claim_webhook_deliveries(claimer, settlements, holdings, max_rows, per_organization, lease_seconds, true) $fn$
;
