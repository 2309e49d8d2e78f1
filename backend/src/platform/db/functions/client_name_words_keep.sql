-- The trigger on clients that keeps client_name_words: the words of the old name out, those of the new one in.
CREATE OR REPLACE FUNCTION client_name_words_keep() RETURNS trigger
LANGUAGE plpgsql VOLATILE
AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM client_name_words_count(OLD.organization_id, OLD.match_key, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM client_name_words_count(NEW.organization_id, NEW.match_key, 1); END IF;
  RETURN NULL;
END
$fn$;
