import type { Logger } from 'pino';
import { startEmbeddedPostgres } from './embedded.js';
import { type Db, createDb } from './knex.js';

export interface OpenDatabase {
  db: Db;
  /** Where the database is, without the password: for messages. */
  description: string;
  close(): Promise<void>;
}

/**
 * The database of `DATABASE_URL`, or the embedded one in the data folder: the
 * server already running there (started by another Kontor process), or one
 * started now. Closing stops it only when no other process uses it.
 */
/** The settings that choose a database: a server's URL, or the embedded one's folder and port. */
export interface DatabaseSettings {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly embeddedPgPort: number;
}

export async function openDatabase(config: DatabaseSettings, logger: Logger): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = createDb({ connectionString: config.databaseUrl });
    const url = new URL(config.databaseUrl);
    url.password = '';
    return { db, description: url.toString(), close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
  });
  const db = createDb({ connectionString: embedded.connectionString });
  return {
    db,
    description: `embedded Postgres in ${config.dataDir} (port ${embedded.port}${embedded.reused ? ', already running' : ''})`,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}
