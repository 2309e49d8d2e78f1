/**
 * The table of the answers kept aside when keys became one per organization (0038), for the databases migrated by
 * 0038 before it kept them: there the answers are gone, and the table stays empty until its rows would have expired.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';
import { SUPERSEDED_TABLE } from './0038_idempotency_per_organization.js';

export async function up(db: Knex): Promise<void> {
  await db.raw(SUPERSEDED_TABLE);
}

/** The table is 0038's: its rollback drops it. */
export async function down(): Promise<void> {}
