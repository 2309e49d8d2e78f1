import type { Knex } from 'knex';
import { migrations } from './migrations/index.js';

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};

const migrationConfig: Knex.MigratorConfig = { migrationSource: source, tableName: 'knex_migrations' };

/** The connection string a Knex instance was made with (graphile-worker connects on its own). */
export function connectionStringOf(db: Knex): string {
  const connection = db.client.config.connection as { connectionString: string };
  return connection.connectionString;
}

/**
 * Whether every one of our migrations is recorded: two small queries, where Knex's migrator takes 25-40 ms to find
 * that out (its lock table, its list) on every start of every process and every readiness probe.
 */
async function allApplied(db: Knex): Promise<boolean> {
  const table = await db.raw(`SELECT to_regclass('knex_migrations') IS NOT NULL AS present`);
  if (!(table.rows[0] as { present: boolean }).present) return false;
  const names = migrations.map(([name]) => name);
  const recorded = await db.raw('SELECT count(DISTINCT name)::integer AS n FROM knex_migrations WHERE name = ANY(?)', [names]);
  return (recorded.rows[0] as { n: number }).n === names.length;
}

/**
 * Whether the job queue's schema is at exactly the revision the installed graphile-worker ships. Its migrator opens a
 * pool of its own and loads the whole package to find that out; a restarted process, whose database is always
 * migrated, asks one query instead. Any other revision (none, older, newer) goes through the migrator, which applies,
 * warns or refuses as it does.
 */
async function queueAtShippedRevision(db: Knex): Promise<boolean> {
  const table = await db.raw(`SELECT to_regclass('graphile_worker.migrations') IS NOT NULL AS present`);
  if (!(table.rows[0] as { present: boolean }).present) return false;
  const { migrations: shipped } = await import('graphile-worker/dist/generated/sql.js');
  const highest = Math.max(...Object.keys(shipped).map((file) => Number.parseInt(file.slice(0, 6), 10)));
  const latest = await db.raw('SELECT max(id)::integer AS id FROM graphile_worker.migrations');
  return (latest.rows[0] as { id: number | null }).id === highest;
}

/** Applies every pending migration, ours and the job queue's; answers the names of ours it applied. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await allApplied(db)) ? [0, []] : ((await db.migrate.latest(migrationConfig)) as [number, string[]]);
  if (await queueAtShippedRevision(db)) return applied;
  // Loaded here, not with this module: a process whose database is migrated starts without the queue's migrator.
  const { Logger: QueueLogger, runMigrations: runQueueMigrations } = await import('graphile-worker');
  // The queue's migrations print a line per step; nobody needs them.
  await runQueueMigrations({ connectionString: connectionStringOf(db), logger: new QueueLogger(() => () => {}) });
  return applied;
}

/** Reverts the last batch of migrations; answers the names it reverted. */
export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback(migrationConfig, all)) as [number, string[]];
  return reverted;
}

/** True when the database answers and every known migration is applied (the queue's included). */
export async function isMigrated(db: Knex): Promise<boolean> {
  if (!(await allApplied(db))) return false;
  const queue = await db.raw(`SELECT to_regclass('graphile_worker._private_jobs') IS NOT NULL AS ready`);
  return (queue.rows[0] as { ready: boolean }).ready;
}
