import { migrations } from './migrations/index.js';
const source = {
    getMigrations: async () => migrations.map(([name]) => name),
    getMigrationName: (name) => name,
    getMigration: async (name) => {
        const found = migrations.find(([candidate]) => candidate === name);
        if (!found)
            throw new Error(`Unknown migration ${name}`);
        return found[1];
    },
};
const migrationConfig = { migrationSource: source, tableName: 'knex_migrations' };
/** The connection string a Knex instance was made with (graphile-worker connects on its own). */
export function connectionStringOf(db) {
    const connection = db.client.config.connection;
    return connection.connectionString;
}
/**
 * Whether every one of our migrations is recorded: two small queries, where Knex's migrator takes 25-40 ms to find
 * that out (its lock table, its list) on every start of every process and every readiness probe.
 */
async function allApplied(db) {
    const table = await db.raw(`SELECT to_regclass('knex_migrations') IS NOT NULL AS present`);
    if (!table.rows[0].present)
        return false;
    const names = migrations.map(([name]) => name);
    const recorded = await db.raw('SELECT count(DISTINCT name)::integer AS n FROM knex_migrations WHERE name = ANY(?)', [names]);
    return recorded.rows[0].n === names.length;
}
/** Applies every pending migration, ours and the job queue's; answers the names of ours it applied. */
export async function migrateLatest(db) {
    const [, applied] = (await allApplied(db)) ? [0, []] : (await db.migrate.latest(migrationConfig));
    // Loaded here, not with this module: a worker whose database is migrated starts without the queue's migrator.
    const { Logger: QueueLogger, runMigrations: runQueueMigrations } = await import('graphile-worker');
    // The queue's migrations print a line per step; nobody needs them.
    await runQueueMigrations({ connectionString: connectionStringOf(db), logger: new QueueLogger(() => () => { }) });
    return applied;
}
/** Reverts the last batch of migrations; answers the names it reverted. */
export async function migrateRollback(db, all = false) {
    const [, reverted] = (await db.migrate.rollback(migrationConfig, all));
    return reverted;
}
/** True when the database answers and every known migration is applied (the queue's included). */
export async function isMigrated(db) {
    if (!(await allApplied(db)))
        return false;
    const queue = await db.raw(`SELECT to_regclass('graphile_worker._private_jobs') IS NOT NULL AS ready`);
    return queue.rows[0].ready;
}
//# sourceMappingURL=migrate.js.map