/**
 * Clients and employees store keys derived from their names by the application's code (the smart endpoints find
 * them by these). Each row now says under which revision of that code its keys were made, so that rows keyed before
 * a change are keyed again (features/clients/name-keys.ts). Existing rows are revision 0: keyed again once.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE clients ADD COLUMN name_keys_revision smallint NOT NULL DEFAULT 0');
  await db.raw('ALTER TABLE employees ADD COLUMN name_keys_revision smallint NOT NULL DEFAULT 0');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE clients DROP COLUMN name_keys_revision');
  await db.raw('ALTER TABLE employees DROP COLUMN name_keys_revision');
}
