/**
 * A heartbeat per running Kontor process (API or worker) saying which secret keys it holds: the one it seals with and
 * every one it opens. `rotate-secrets` reads them to refuse a reseal that a running process could not open.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE TABLE process_heartbeats (
      process_id      text PRIMARY KEY,
      sealing_key_id  text NOT NULL,
      key_ids         text[] NOT NULL,
      started_at      timestamptz NOT NULL DEFAULT now(),
      seen_at         timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP TABLE process_heartbeats');
}
