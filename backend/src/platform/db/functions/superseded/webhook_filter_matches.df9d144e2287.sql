-- As migration 0011 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.webhook_filter_matches(filter jsonb, doc jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
AS $fn$
      SELECT filter IS NULL OR NOT EXISTS (
        SELECT 1 FROM jsonb_each(filter) AS path, jsonb_each(path.value) AS cond
         WHERE NOT webhook_filter_compare(cond.key, doc #> string_to_array(path.key, '.'), cond.value))
    $fn$
;
