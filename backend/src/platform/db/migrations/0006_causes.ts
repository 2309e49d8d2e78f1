/**
 * What caused an event, so that flows cannot feed themselves: how many flow
 * runs led to it (0 when a person or an integration made the change) and
 * which flows those were.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE events
      ADD COLUMN causal_depth smallint NOT NULL DEFAULT 0,
      ADD COLUMN caused_by_flows bigint[] NOT NULL DEFAULT '{}';
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`ALTER TABLE events DROP COLUMN causal_depth, DROP COLUMN caused_by_flows;`);
}
