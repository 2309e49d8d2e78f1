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

/** Applies every pending migration; answers the names it applied. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

/** Reverts the last batch of migrations; answers the names it reverted. */
export async function migrateRollback(db: Knex, all = false): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback(migrationConfig, all)) as [number, string[]];
  return reverted;
}

/** True when the database answers and every known migration is applied. */
export async function isMigrated(db: Knex): Promise<boolean> {
  const [, pending] = (await db.migrate.list(migrationConfig)) as [unknown[], unknown[]];
  return pending.length === 0;
}
