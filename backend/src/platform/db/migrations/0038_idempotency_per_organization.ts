/**
 * Idempotency keys one per organization, not per credential: two credentials of one organization sending the same key
 * and body made two objects. `credential` stays as who sent the key first (another credential's retry is refused, not
 * replayed: http/idempotency.ts).
 *
 * Keys live 24 hours; of the rows that now share a key, only the newest stays.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    DELETE FROM idempotency_keys k
     USING idempotency_keys newer
     WHERE newer.organization_id = k.organization_id AND newer.key = k.key
       AND (newer.created_at, newer.credential) > (k.created_at, k.credential);
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, key);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, key);
  `);
}
