/**
 * A connection of its own that LISTENs on one channel for an API process, and says how fresh what it heard is.
 *
 * A cache kept up to date by notifications is only as good as the connection that brings them: a notification sent
 * while the connection is down, or cut off without either side knowing yet, is never heard. So:
 * - `connected` runs each time LISTEN is (re-)established: whatever changed while no one listened is unknown, and
 *   a cache throws everything away;
 * - the connection is asked `SELECT 1` every PING_MS; Postgres delivers a notification committed before a query
 *   began no later than that query's answer, so `heardUpTo()` (when the last answered ping began) is a time up to
 *   which every notification has arrived. A cache serves an entry only while that is recent (the caller's bound);
 * - lost (an error, the end of the connection, a ping unanswered in PING_TIMEOUT_MS), it is ended and made again
 *   after RECONNECT_MS (doubling, jittered, up to RECONNECT_MAX_MS while it keeps failing), and `heardUpTo()` stays where it was, so the cache stops being trusted by itself.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from './knex.js';
import { connectionStringOf } from './migrate.js';
import { Backoff } from '../lib/backoff.js';
import { endClient } from './end-client.js';

const PING_MS = 250;
const PING_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;
/** The longest wait between two failed connections while the database is away. */
const RECONNECT_MAX_MS = 15_000;

export interface Notices {
  /** performance.now() of the start of the last answered ping: every notification committed before it has arrived. */
  heardUpTo(): number;
  close(): Promise<void>;
}

export interface NoticesOptions {
  db: Db;
  channel: string;
  /** In the connection's application_name, so that pg_stat_activity tells it apart. */
  name: string;
  logger: Logger;
  /** A notification's payload. */
  notified(payload: string): void;
  /** LISTEN is (re-)established: nothing heard before counts. */
  connected(): void;
}

export function listenForNotices({ db, channel, name, logger, notified, connected }: NoticesOptions): Notices {
  let client: pg.Client | null = null;
  let heard = -Infinity;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let pinging = false;
  let opening: Promise<void> | null = null;
  /** While the database is away, connecting again is tried less and less often, up to RECONNECT_MAX_MS. */
  const backoff = new Backoff(RECONNECT_MS, RECONNECT_MAX_MS);

  function later(run: () => void, ms: number): void {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function lose(connection: pg.Client, error: unknown): void {
    if (client !== connection) return;
    logger.warn({ err: error, channel }, 'lost the notification connection; cached credentials are not used until it is back');
    client = null;
    void endClient(connection, PING_TIMEOUT_MS);
    later(open, backoff.failed());
  }

  function ping(connection: pg.Client): void {
    if (client !== connection || pinging) return;
    pinging = true;
    const began = performance.now();
    connection
      .query('SELECT 1')
      .then(() => {
        if (client === connection) heard = Math.max(heard, began);
      })
      .catch((error: unknown) => lose(connection, error))
      .finally(() => {
        pinging = false;
        if (client === connection) later(() => ping(connection), PING_MS);
      });
  }

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: connectionStringOf(db),
      application_name: `kontor-notices ${name}`.slice(0, 63),
      keepAlive: true,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
    });
    connection.on('notification', (message) => {
      if (message.channel === channel && client === connection) notified(message.payload ?? '');
    });
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection, new Error('the notification connection ended')));
    try {
      await connection.connect();
      const began = performance.now();
      await connection.query(`LISTEN ${channel}`);
      if (closed) return void (await endClient(connection, PING_TIMEOUT_MS));
      client = connection;
      backoff.succeeded();
      connected();
      heard = began;
      later(() => ping(connection), PING_MS);
    } catch (error) {
      void endClient(connection, PING_TIMEOUT_MS);
      throw error;
    }
  }

  function open(): void {
    if (closed || client || opening) return;
    opening = connect()
      .catch((error: unknown) => {
        const wait = backoff.failed();
        logger.warn(
          { err: error, channel, retry_in_ms: wait },
          'could not listen for notifications; cached credentials are not used until it can',
        );
        later(open, wait);
      })
      .finally(() => (opening = null));
  }

  open();
  return {
    heardUpTo: () => heard,
    async close() {
      closed = true;
      clearTimeout(timer);
      await opening;
      const connection = client;
      client = null;
      if (connection) await endClient(connection, PING_TIMEOUT_MS);
    },
  };
}
