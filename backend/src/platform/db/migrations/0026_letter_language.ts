/**
 * The language letters to customers are written in: the organization's (English until it says), and optionally a
 * client's own, which wins for that client. A primary language subtag (`cs`, `de`, `en`); amounts and dates are
 * written for it with the organization's number locale where the languages agree.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE organizations ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language ~ '^[a-z]{2,3}$');
    ALTER TABLE clients ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}$');
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE clients DROP COLUMN language;
    ALTER TABLE organizations DROP COLUMN language;
  `);
}
