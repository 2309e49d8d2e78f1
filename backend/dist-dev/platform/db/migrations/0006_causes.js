export async function up(db) {
    await db.raw(`
    ALTER TABLE events
      ADD COLUMN causal_depth smallint NOT NULL DEFAULT 0,
      ADD COLUMN caused_by_flows bigint[] NOT NULL DEFAULT '{}';
  `);
}
export async function down(db) {
    await db.raw(`ALTER TABLE events DROP COLUMN causal_depth, DROP COLUMN caused_by_flows;`);
}
//# sourceMappingURL=0006_causes.js.map