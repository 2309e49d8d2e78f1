import { normalizeName, soundKey, soundWords } from './frozen/0003-normalize.js';
export async function up(db) {
    await db.raw(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    ALTER TABLE organizations ADD COLUMN date_order text NOT NULL DEFAULT 'DMY' CHECK (date_order IN ('DMY', 'MDY'));

    ALTER TABLE clients
      ADD COLUMN match_key text NOT NULL DEFAULT '',
      ADD COLUMN legal_key text NOT NULL DEFAULT '',
      ADD COLUMN legal_form text,
      ADD COLUMN sound_key text NOT NULL DEFAULT '',
      ADD COLUMN sound_words text[] NOT NULL DEFAULT '{}';
    -- GiST rather than GIN: it answers "the 25 nearest names" (ORDER BY <-> LIMIT) by walking
    -- the index, where GIN must gather and score every name above a threshold first.
    -- siglen=256: the default 12-byte signatures are too lossy for long company names.
    CREATE INDEX clients_match_key_trgm ON clients USING gist (organization_id, match_key gist_trgm_ops(siglen=256));
    CREATE INDEX clients_legal_key_trgm ON clients USING gist (organization_id, legal_key gist_trgm_ops(siglen=256)) WHERE legal_key <> '';
    -- The exact words, any order: the fast path that needs no trigram search.
    CREATE INDEX clients_match_key_idx ON clients (organization_id, match_key);
    CREATE INDEX clients_legal_key_idx ON clients (organization_id, legal_key) WHERE legal_key <> '';
    CREATE INDEX clients_sound_key_idx ON clients (organization_id, sound_key);
    -- Each word's sound: names sharing the rarest word of a query, whatever else is misspelt.
    CREATE INDEX clients_sound_words_idx ON clients USING gin (sound_words);
    CREATE INDEX clients_registration_idx ON clients (organization_id, upper(regexp_replace(registration_no, '[\\s./-]', '', 'g'))) WHERE registration_no <> '';
    CREATE INDEX clients_vat_idx ON clients (organization_id, upper(regexp_replace(vat_no, '[\\s./-]', '', 'g'))) WHERE vat_no <> '';
    CREATE INDEX clients_email_idx ON clients (organization_id, lower(email)) WHERE email <> '';

    ALTER TABLE employees ADD COLUMN match_key text NOT NULL DEFAULT '';
    CREATE INDEX employees_match_key_trgm ON employees USING gist (organization_id, match_key gist_trgm_ops(siglen=256));
    CREATE INDEX employees_email_idx ON employees (organization_id, lower(email)) WHERE email <> '';
  `);
    // Rows made before this migration get their keys now.
    for (const row of (await db('clients').select('id', 'name', 'legal_name'))) {
        const name = normalizeName(row.name);
        await db('clients')
            .where({ id: row.id })
            .update({
            match_key: name.key,
            sound_key: soundKey(name),
            sound_words: soundWords(name),
            legal_form: name.legalForm,
            legal_key: normalizeName(row.legal_name).key,
        });
    }
    for (const row of (await db('employees').select('id', 'name'))) {
        await db('employees')
            .where({ id: row.id })
            .update({ match_key: normalizeName(row.name).key });
    }
}
export async function down(db) {
    await db.raw(`
    ALTER TABLE employees DROP COLUMN match_key;
    DROP INDEX employees_email_idx;
    DROP INDEX clients_registration_idx;
    DROP INDEX clients_vat_idx;
    DROP INDEX clients_email_idx;
    ALTER TABLE clients DROP COLUMN match_key, DROP COLUMN legal_key, DROP COLUMN legal_form, DROP COLUMN sound_key, DROP COLUMN sound_words;
    ALTER TABLE organizations DROP COLUMN date_order;
  `);
}
//# sourceMappingURL=0003_smart.js.map