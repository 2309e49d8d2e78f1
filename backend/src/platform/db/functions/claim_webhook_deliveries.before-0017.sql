-- The claim as workers of the version before migration 0017 call it (without `helping`): as they behaved, always
-- helping. Kept so that those workers go on claiming until they are restarted.
CREATE OR REPLACE FUNCTION claim_webhook_deliveries(claimer text, settlements jsonb, holdings jsonb, max_rows integer,
                                                    per_organization integer, lease_seconds double precision)
RETURNS TABLE (delivery jsonb, webhook jsonb, webhook_id bigint, slots integer)
LANGUAGE sql VOLATILE
AS $fn$
  SELECT * FROM claim_webhook_deliveries(claimer, settlements, holdings, max_rows, per_organization, lease_seconds, true)
$fn$;
