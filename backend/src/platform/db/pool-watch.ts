/**
 * A pool's health in the log: one structured line when its database goes
 * away, one when it is back, instead of Knex's "Acquire connection error"
 * with a stack trace at every failed attempt. Also the start's check that the
 * pool fits in what the server allows.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';

/** Knex's warnings that mean a connection could not be had or was lost. */
const CONNECTION_TROUBLE = /^(Acquire connection error|Connection Error): /;

export interface PoolWatch {
  /** Knex's `log` option. */
  log: { warn(message: unknown): void; error(message: unknown): void; deprecate(message: unknown): void; debug(message: unknown): void };
  /** Knex's `pool.afterCreate`: a connection made is the database back. */
  afterCreate(connection: unknown, done: (error: Error | null, connection: unknown) => void): void;
}

export function watchPool(logger: Logger, pool: string): PoolWatch {
  let lostSince: Date | null = null;
  const say = (level: 'warn' | 'error' | 'debug', message: unknown) => {
    const text = String(message);
    const trouble = CONNECTION_TROUBLE.exec(text);
    if (!trouble) return logger[level]({ pool }, text);
    if (lostSince) return;
    lostSince = new Date();
    // The first line only: the reason (ECONNREFUSED, the server's shutdown), not the stack under it.
    logger.error({ pool, reason: text.slice(trouble[0].length).split('\n')[0] }, 'database connection lost');
  };
  return {
    log: {
      warn: (message) => say('warn', message),
      error: (message) => say('error', message),
      deprecate: (message) => say('debug', message),
      debug: (message) => say('debug', message),
    },
    afterCreate(connection, done) {
      if (lostSince) {
        logger.info({ pool, lost_for_ms: Date.now() - lostSince.getTime() }, 'database connection back');
        lostSince = null;
      }
      done(null, connection);
    },
  };
}

/**
 * Refuses a pool larger than the server leaves for clients (`max_connections` less the connections reserved for
 * superusers and roles with pg_use_reserved_connections), with one line naming the setting.
 */
export async function checkPoolFits(db: Knex, poolMax: number, setting = 'KONTOR_DB_POOL_MAX'): Promise<void> {
  const { rows } = await db.raw<{ rows: Array<{ max: number; reserved: number }> }>(
    `SELECT current_setting('max_connections')::integer AS max,
            current_setting('superuser_reserved_connections')::integer
              + coalesce(current_setting('reserved_connections', true)::integer, 0) AS reserved`,
  );
  const { max, reserved } = rows[0]!;
  const allowed = max - reserved;
  if (poolMax > allowed)
    throw new Error(
      `${setting}=${poolMax} is more than the database allows: its max_connections ${max} leaves ${allowed} for clients; set ${setting} to ${allowed} or less (or raise max_connections)`,
    );
}
