-- As migration 0005 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.kontor_fold(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $fn$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $fn$
;
