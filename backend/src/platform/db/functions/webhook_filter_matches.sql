-- Whether an event (doc: {type, data}) passes an endpoint's filter, {"data.total": {"gte": "1000"}, ...}: every
-- condition of every path must hold; a null filter passes everything.
CREATE OR REPLACE FUNCTION webhook_filter_matches(filter jsonb, doc jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE
AS $fn$
  SELECT filter IS NULL OR NOT EXISTS (
    SELECT 1 FROM jsonb_each(filter) AS path, jsonb_each(path.value) AS cond
     WHERE NOT webhook_filter_compare(cond.key, doc #> string_to_array(path.key, '.'), cond.value))
$fn$;
