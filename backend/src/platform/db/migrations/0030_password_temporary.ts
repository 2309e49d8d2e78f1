/**
 * A password someone else gave a person (an invitation, a colleague's reset through the API) is temporary: until they
 * choose their own, their sessions may only read who they are, change it and sign out. Existing users keep theirs as
 * they are (false): nothing tells a password handed over before this from one chosen since.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE users ADD COLUMN password_temporary boolean NOT NULL DEFAULT false');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE users DROP COLUMN password_temporary');
}
