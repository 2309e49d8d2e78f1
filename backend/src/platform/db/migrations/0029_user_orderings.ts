/**
 * An index behind every ordering of an organization's people (GET /api/v1/users/), as 0024 gave every other list:
 * `users` had no index leading with the organization at all, so listing one organization's handful of people read
 * every organization's.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

const FIELDS = ['email', 'name', 'created_at'] as const;

export async function up(db: Knex): Promise<void> {
  for (const field of FIELDS) await db.raw(`CREATE INDEX users_order_${field}_idx ON users (organization_id, ${field}, id)`);
}

export async function down(db: Knex): Promise<void> {
  for (const field of FIELDS) await db.raw(`DROP INDEX users_order_${field}_idx`);
}
