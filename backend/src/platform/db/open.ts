import type { Logger } from 'pino';
import { startEmbeddedPostgres } from './embedded.js';
import { type Db, createDb } from './knex.js';
import { checkPoolFits } from './pool-watch.js';

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
  /** `KONTOR_DB_POOL_MAX`: checked against the server's max_connections before anything is created. */
  readonly dbPoolMax: number;
}

export async function openDatabase(config: DatabaseSettings, logger: Logger): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = createDb({ connectionString: config.databaseUrl, poolMax: config.dbPoolMax, logger });
    const url = new URL(config.databaseUrl);
    url.password = '';
    // The first query is the pool check: a server away, a database missing or a refused login fails it, and the
    // message then names the setting and where it points (without the password), not only "connect ECONNREFUSED".
    // The check's own refusal (KONTOR_DB_POOL_MAX too large) has no code and names its setting already. The reason
    // goes into the message itself: the CLI prints only the message (the server's start walks the causes too).
    await fits(db, config.dbPoolMax, () => db.destroy()).catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      if (code === undefined) throw error;
      throw Object.assign(new Error(`DATABASE_URL (${url.toString()}): ${(error as Error).message}`), { code });
    });
    return { db, description: url.toString(), close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'embedded postgres'),
  });
  const db = createDb({ connectionString: embedded.connectionString, poolMax: config.dbPoolMax, logger });
  await fits(db, config.dbPoolMax, async () => {
    await db.destroy();
    await embedded.stop();
  });
  return {
    db,
    description: `embedded Postgres in ${config.dataDir} (port ${embedded.port}${embedded.reused ? ', already running' : ''})`,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}

/** Refuses a pool the server cannot hold, letting go of what was opened for the check. */
async function fits(db: Db, poolMax: number, close: () => Promise<void>): Promise<void> {
  try {
    await checkPoolFits(db, poolMax);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
