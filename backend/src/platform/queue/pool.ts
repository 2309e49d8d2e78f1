/**
 * graphile-worker's connections, made by us so that they carry Kontor's session settings (knex.ts): a pool it makes
 * itself from a connection string would run its job claims and cron with the server's JIT on, and a stock server's
 * JIT makes the first plans of a complex statement cost hundreds of milliseconds. Set with a plain `SET` as each
 * connection opens, not the startup `options` parameter, which PgBouncer refuses unless told to ignore it.
 */
import type { Logger as QueueLogger } from 'graphile-worker';
import pg from 'pg';
import { SESSION_SETTINGS } from '../db/knex.js';

/** graphile-worker's own default (`maxPoolSize`), kept. */
const QUEUE_POOL_MAX = 10;

export function queuePool(connectionString: string, logger: QueueLogger, max = QUEUE_POOL_MAX): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Awaited by the pool before it hands the connection out (pg-pool's onConnect): sent from the 'connect' event
    // instead, it ran beside graphile-worker's first query, which pg 8 warns of (deprecated: pg 9 refuses it). A
    // failure ends the connection and fails its checkout, where graphile-worker handles it.
    onConnect: async (client) => {
      await client.query(SESSION_SETTINGS);
    },
  });
  // graphile-worker's own handlers, in its words, so that logger.ts still tells its outages: a pool handed to it
  // without them gets them with a console warning.
  pool.on('error', (error) => logger.error(`PostgreSQL idle client generated error: ${error.message}`, { error }));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.error(`PostgreSQL active client generated error: ${error.message}`, { error }));
  });
  return pool;
}
