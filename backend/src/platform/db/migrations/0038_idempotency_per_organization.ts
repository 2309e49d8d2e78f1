/**
 * Idempotency keys one per organization, not per credential: two credentials of one organization sending the same key
 * and body made two objects. `credential` stays as who sent the key first (another credential's retry is refused, not
 * replayed: http/idempotency.ts).
 *
 * Keys live 24 hours; of the rows that now share a key, only the newest stays a key. The others' answers are kept
 * aside, in `idempotency_keys_superseded`, until their 24 hours are over: a credential retrying across the upgrade a
 * request it was answered before is answered the same again (idempotency/keys.ts), not told its key is another's.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

/** The table of the answers kept aside; 0039 makes it where this migration ran before it did. */
export const SUPERSEDED_TABLE = `
  CREATE TABLE IF NOT EXISTS idempotency_keys_superseded (
    organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    credential text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    response_status integer,
    response_headers jsonb,
    response_body jsonb,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (organization_id, credential, key)
  );
  CREATE INDEX IF NOT EXISTS idempotency_keys_superseded_created_idx ON idempotency_keys_superseded (created_at);
`;

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ${SUPERSEDED_TABLE}
    WITH superseded AS (
      DELETE FROM idempotency_keys k
       USING idempotency_keys newer
       WHERE newer.organization_id = k.organization_id AND newer.key = k.key
         AND (newer.created_at, newer.credential) > (k.created_at, k.credential)
      RETURNING k.*
    )
    INSERT INTO idempotency_keys_superseded
      (organization_id, credential, key, request_hash, response_status, response_headers, response_body, created_at)
    SELECT DISTINCT ON (organization_id, credential, key)
           organization_id, credential, key, request_hash, response_status, response_headers, response_body, created_at
      FROM superseded WHERE state = 'done'
    ON CONFLICT DO NOTHING;
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, key);
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, credential, key);
    INSERT INTO idempotency_keys
      (organization_id, credential, key, method, path, request_hash, state, response_status, response_headers, response_body, created_at)
    SELECT organization_id, credential, key, '', '', request_hash, 'done', response_status, response_headers, response_body, created_at
      FROM idempotency_keys_superseded
    ON CONFLICT DO NOTHING;
    DROP TABLE IF EXISTS idempotency_keys_superseded;
  `);
}
