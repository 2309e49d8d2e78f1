-- Lower case without diacritics. unaccent() is only STABLE (its dictionary could change), so an index needs this
-- IMMUTABLE wrapper with the dictionary named; the list queries call the same function over the same column list,
-- which is what lets the planner use the trigram indexes (migration 0005).
CREATE OR REPLACE FUNCTION kontor_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $fn$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
$fn$;
