-- Tells every API process that a credential it may have cached changed (revoked, scopes, deleted) or its
-- organization did: NOTIFY on kontor_credentials with '<kind>:<id>', kind the trigger's argument (api_key,
-- organization). Postgres sends it when the change commits, and never for one rolled back.
CREATE OR REPLACE FUNCTION kontor_notify_credential_change() RETURNS trigger
LANGUAGE plpgsql VOLATILE
AS $fn$
BEGIN
  PERFORM pg_notify('kontor_credentials', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END
$fn$;
