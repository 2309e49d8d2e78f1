export async function up(db) {
    await db.raw(`
    ALTER TABLE events ADD COLUMN cause_origin text;
    ALTER TABLE flow_runs ADD COLUMN origin text;
    CREATE INDEX flow_runs_origin_idx ON flow_runs (origin) WHERE origin IS NOT NULL;
    CREATE INDEX flow_runs_running_idx ON flow_runs (updated_at) WHERE status = 'running';
  `);
}
export async function down(db) {
    await db.raw(`
    DROP INDEX flow_runs_running_idx;
    DROP INDEX flow_runs_origin_idx;
    ALTER TABLE flow_runs DROP COLUMN origin;
    ALTER TABLE events DROP COLUMN cause_origin;
  `);
}
//# sourceMappingURL=0019_run_origins.js.map