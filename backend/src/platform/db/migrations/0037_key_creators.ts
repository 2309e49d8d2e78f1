/**
 * Who made an API key: the signed-in person, or the person behind the key that made it. Their keys are revoked when
 * they are removed, and those beyond their new role's reach when it shrinks (features/api-keys/creators.ts). Keys
 * made before this, by the CLI or at the first start belong to nobody and are left as they are.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE api_keys ADD COLUMN created_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL;
    CREATE INDEX api_keys_created_by_idx ON api_keys (created_by_user_id) WHERE created_by_user_id IS NOT NULL;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE api_keys DROP COLUMN created_by_user_id');
}
