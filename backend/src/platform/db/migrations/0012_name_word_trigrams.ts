/**
 * The misspelt-name path of the smart resolver, kept fast at 100,000 clients.
 *
 * - The GIN indexes it reads on every lookup (`clients_sound_words_idx`,
 *   `clients_match_words_idx`) no longer keep a pending list: with
 *   `fastupdate` on, new names wait in an unsorted list (up to
 *   `gin_pending_list_limit`, 4 MB) that every search reads from start to
 *   end until a vacuum merges it. After 100,000 inserted clients that list
 *   held ~20,000 entries and a lookup of one word took ~9 ms instead of
 *   ~0.1 ms. Off, each insert updates the index in place (a few keys per
 *   name); the list already there is merged here.
 * - A trigram index over the vocabulary of name words (`client_name_words`):
 *   a misspelt query word ("nowk") finds the known words close to it
 *   ("novak", "nowak") by similarity, and through them the names holding
 *   them (`clients_match_words_idx`), without a trigram search over whole
 *   names.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

const READ_ON_EVERY_LOOKUP = ['clients_sound_words_idx', 'clients_match_words_idx'];

export async function up(db: Knex): Promise<void> {
  for (const index of READ_ON_EVERY_LOOKUP) {
    await db.raw(`ALTER INDEX ${index} SET (fastupdate = off)`);
    await db.raw(`SELECT gin_clean_pending_list('${index}'::regclass)`);
  }
  await db.raw('CREATE INDEX client_name_words_trgm ON client_name_words USING gin (word gin_trgm_ops) WITH (fastupdate = off)');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP INDEX client_name_words_trgm');
  for (const index of READ_ON_EVERY_LOOKUP) await db.raw(`ALTER INDEX ${index} RESET (fastupdate)`);
}
