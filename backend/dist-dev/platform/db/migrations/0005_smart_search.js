/** table → the folded text its list endpoint searches. */
const SEARCHED = [
    ['clients', 'name, legal_name, email, registration_no, vat_no, address_city'],
    ['employees', 'name, email'],
    ['tasks', 'title, description'],
    ['time_entries', 'description'],
    ['invoices', 'number'],
    ['flows', 'name'],
    ['webhooks', 'url, description'],
    ['api_keys', 'name, prefix'],
    ['webhook_deliveries', 'message_id, event_type, last_error'],
    ['flow_runs', 'error'],
];
export async function up(db) {
    await db.raw(`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE FUNCTION kontor_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

    ALTER TABLE organizations
      ADD COLUMN number_locale text,
      ADD COLUMN default_currency text CHECK (default_currency ~ '^[A-Z]{3}$'),
      ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
      ADD COLUMN currency_mismatch text NOT NULL DEFAULT 'warn' CHECK (currency_mismatch IN ('warn', 'refuse'));

    -- Invoices found through their client's name: client ids are unique across organizations.
    CREATE INDEX invoices_client_id_idx ON invoices (client_id);

    CREATE TABLE client_name_words (
      organization_id  bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
      word             text NOT NULL,
      names            integer NOT NULL,
      PRIMARY KEY (organization_id, word)
    );
    -- Known words by their beginning ("schrö" → "schroder"): LIKE 'prefix%' as a btree range.
    CREATE INDEX client_name_words_prefix ON client_name_words (organization_id, word text_pattern_ops);
    -- Names holding a word: the second step of the misspelt path.
    CREATE INDEX clients_match_words_idx ON clients USING gin (string_to_array(match_key, ' '));

    CREATE FUNCTION client_name_words_count(org bigint, key text, change integer) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO client_name_words (organization_id, word, names)
        SELECT org, word, change FROM (SELECT DISTINCT unnest(string_to_array(key, ' ')) AS word) AS words WHERE word <> ''
        -- Rows locked in one order, so two transactions adding names that share words cannot deadlock.
        ORDER BY word
        ON CONFLICT (organization_id, word) DO UPDATE SET names = client_name_words.names + EXCLUDED.names;
      $$;

    CREATE FUNCTION client_name_words_keep() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM client_name_words_count(OLD.organization_id, OLD.match_key, -1); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM client_name_words_count(NEW.organization_id, NEW.match_key, 1); END IF;
        RETURN NULL;
      END $$;
    CREATE TRIGGER client_name_words_keep AFTER INSERT OR DELETE OR UPDATE OF match_key ON clients
      FOR EACH ROW EXECUTE FUNCTION client_name_words_keep();

    INSERT INTO client_name_words (organization_id, word, names)
    SELECT organization_id, word, count(*) FROM (
      SELECT DISTINCT id, organization_id, unnest(string_to_array(match_key, ' ')) AS word FROM clients) AS words
     WHERE word <> '' GROUP BY organization_id, word;
  `);
    for (const [table, columns] of SEARCHED) {
        // concat_ws() is only STABLE; || over coalesce() is IMMUTABLE, as an index expression must be.
        const text = columns
            .split(', ')
            .map((column) => `coalesce(${column}, '')`)
            .join(" || ' ' || ");
        await db.raw(`CREATE INDEX ${table}_search_trgm ON ${table} USING gin (kontor_fold(${text}) gin_trgm_ops)`);
    }
}
export async function down(db) {
    for (const [table] of SEARCHED)
        await db.raw(`DROP INDEX ${table}_search_trgm`);
    await db.raw(`
    DROP TRIGGER client_name_words_keep ON clients;
    DROP FUNCTION client_name_words_keep();
    DROP FUNCTION client_name_words_count(bigint, text, integer);
    DROP INDEX clients_match_words_idx;
    DROP TABLE client_name_words;
    DROP INDEX invoices_client_id_idx;
    ALTER TABLE organizations DROP COLUMN number_locale, DROP COLUMN default_currency, DROP COLUMN time_zone, DROP COLUMN currency_mismatch;
    DROP FUNCTION kontor_fold(text);
  `);
}
//# sourceMappingURL=0005_smart_search.js.map