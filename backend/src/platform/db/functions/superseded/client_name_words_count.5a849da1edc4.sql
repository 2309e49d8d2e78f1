-- As migration 0005 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.client_name_words_count(org bigint, key text, change integer)
 RETURNS void
 LANGUAGE sql
AS $fn$
        INSERT INTO client_name_words (organization_id, word, names)
        SELECT org, word, change FROM (SELECT DISTINCT unnest(string_to_array(key, ' ')) AS word) AS words WHERE word <> ''
        -- Rows locked in one order, so two transactions adding names that share words cannot deadlock.
        ORDER BY word
        ON CONFLICT (organization_id, word) DO UPDATE SET names = client_name_words.names + EXCLUDED.names;
      $fn$
;
