-- As migration 0005 installed it (pg_get_functiondef of a database migrated to 0019; superseded by migration 0020, which puts it back when undone).
CREATE OR REPLACE FUNCTION public.client_name_words_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $fn$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM client_name_words_count(OLD.organization_id, OLD.match_key, -1); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM client_name_words_count(NEW.organization_id, NEW.match_key, 1); END IF;
        RETURN NULL;
      END $fn$
;
