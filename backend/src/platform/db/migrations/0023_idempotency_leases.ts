/**
 * Idempotency keys held by a lease, one key per credential.
 *
 * - A key is one row per credential, whatever the method and path it was sent
 *   on: the same key on another endpoint is a reuse (422), as Stripe answers,
 *   and no longer a second, independent request. `method` and `path` stay as
 *   what the key was first used for.
 * - A running request holds its key by a lease (`holder`, `lease_until`) that
 *   it renews while it runs; a key whose holder died is free once its lease
 *   runs out, seconds later, instead of five minutes.
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
     WHERE newer.organization_id = k.organization_id AND newer.credential = k.credential AND newer.key = k.key
       AND (newer.created_at, newer.method, newer.path) > (k.created_at, k.method, k.path);
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, key);
    ALTER TABLE idempotency_keys ADD COLUMN holder text, ADD COLUMN lease_until timestamptz;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE idempotency_keys DROP COLUMN lease_until, DROP COLUMN holder;
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, method, path, key);
  `);
}
