/**
 * The change a chain of flow runs began with, so that one change cannot set
 * off more than a bounded number of runs. The depth guard (0006) stops a
 * chain after a few flows, but not its breadth: flows of many actions, each
 * starting several other flows, multiplied one API call into hundreds of
 * thousands of runs. An event keeps the origin of the run whose action
 * recorded it; a run keeps the origin it counts against. Runs left running by
 * a process that died are found by when they last changed.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE events ADD COLUMN cause_origin text;
    ALTER TABLE flow_runs ADD COLUMN origin text;
    CREATE INDEX flow_runs_origin_idx ON flow_runs (origin) WHERE origin IS NOT NULL;
    CREATE INDEX flow_runs_running_idx ON flow_runs (updated_at) WHERE status = 'running';
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP INDEX flow_runs_running_idx;
    DROP INDEX flow_runs_origin_idx;
    ALTER TABLE flow_runs DROP COLUMN origin;
    ALTER TABLE events DROP COLUMN cause_origin;
  `);
}
