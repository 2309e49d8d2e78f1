-- Adds change (1 or -1) to the count of names holding each word of key, in the organization's vocabulary.
CREATE OR REPLACE FUNCTION client_name_words_count(org bigint, key text, change integer) RETURNS void
LANGUAGE sql VOLATILE
AS $fn$
  INSERT INTO client_name_words (organization_id, word, names)
  SELECT org, words.word, change
    FROM (SELECT DISTINCT unnest(string_to_array(key, ' ')) AS word) AS words
   WHERE words.word <> ''
  -- Rows locked in one order, so two transactions adding names that share words cannot deadlock.
   ORDER BY words.word
  ON CONFLICT (organization_id, word) DO UPDATE SET names = client_name_words.names + excluded.names;
$fn$;
