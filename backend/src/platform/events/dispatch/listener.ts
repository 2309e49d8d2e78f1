/**
 * The pipeline's notification connection, and the fan-out lead it may hold.
 *
 * Every worker LISTENs for events, and for the channels its consumers asked
 * for (webhooks: due deliveries), on one connection. Only the worker whose
 * connection holds the fan-out lead (lead.ts) is woken for events; the others
 * fan out at their polls. The lead passes on:
 * - when its worker stops (`handOn`: unlocked, and the others told at once);
 * - when its worker dies (Postgres frees a session's locks with it);
 * - when its connection falls silent: TCP keep-alives and a user time-out on
 *   both sides, and the leader's look at its lead each poll must answer in
 *   LISTENER_TIMEOUT_MS, or the connection is dropped (and the lead with it).
 * A leader that hangs with its connection open keeps the lead; the others'
 * polls still fan out, so events wait one poll at most.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { connectionStringOf } from '../../db/migrate.js';
import { endClient } from '../../db/end-client.js';
import { EVENTS_CHANNEL } from '../store.js';
import { FAN_OUT_LEAD_FREE, giveUpFanOutLead, holdsFanOutLead, takeFanOutLead } from './lead.js';

/** A notification connection that does not connect or answer this fast is taken for lost (and the lead with it). */
const LISTENER_TIMEOUT_MS = 5_000;

export interface Notifications {
  /** Whether this worker holds the fan-out lead. */
  readonly leading: boolean;
  /**
   * Connects if need be, takes the lead if it is free, or checks the connection that holds it: at most once per poll,
   * in the background (the fan-out never waits on this connection).
   */
  tend(): void;
  /**
   * Gives the lead up and tells the others, so that one of them takes it now rather than at its next poll; for a
   * worker that stops, as soon as it no longer fans out (not when its last requests have ended).
   */
  handOn(): Promise<void>;
  close(): Promise<void>;
}

export interface NotificationsOptions {
  db: Db;
  /** Who this worker is (its leases' `leased_by`): in the connection's name, so that `pg_stat_activity` tells who leads. */
  worker: string;
  logger: Logger;
  pollMs: number;
  /** Events were committed (told to the leader only), or the lead was taken. */
  wakeFanOut: () => void;
  /**
   * Other channels listened to on the same connection, each with what a notification on it does (given its payload);
   * each is called with '' as the connection is made: what was notified while no one listened is found by looking.
   */
  channels: Readonly<Record<string, (payload: string) => void>>;
}

export function listenForNotifications({ db, worker, logger, pollMs, wakeFanOut, channels }: NotificationsOptions): Notifications {
  let client: pg.Client | null = null;
  let leading = false;
  let closed = false;
  let connecting: Promise<void> | null = null;
  let connectedAt = -Infinity;
  /** A look at the lead under way, and when the last began (-Infinity: look at the next chance, the lead was freed). */
  let look: Promise<void> | null = null;
  let lookedAt = -Infinity;

  const endQuietly = (connection: pg.Client) => endClient(connection, LISTENER_TIMEOUT_MS);

  function drop(connection: pg.Client, error: unknown): void {
    if (client !== connection) return;
    logger.warn({ err: error }, 'the pipeline lost its notification connection; polling until it is back');
    client = null;
    leading = false;
    void endQuietly(connection);
  }

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: connectionStringOf(db),
      // Postgres keeps the first 63 bytes.
      application_name: `kontor-pipeline ${worker}`.slice(0, 63),
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTENER_TIMEOUT_MS,
      connectionTimeoutMillis: LISTENER_TIMEOUT_MS,
      query_timeout: LISTENER_TIMEOUT_MS,
    });
    connection.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL) {
        channels[message.channel]?.(message.payload ?? '');
      } else if (message.payload === FAN_OUT_LEAD_FREE && !leading) {
        // Looked at now, or as soon as a look under way ends (it may have begun before the lead was free).
        lookedAt = -Infinity;
        tend();
      } else if (leading) wakeFanOut();
    });
    connection.on('error', (error) => drop(connection, error));
    try {
      await connection.connect();
      // So that Postgres sees this connection gone within half a minute of silence, idle or not (TCP's own give up
      // after two hours idle, or fifteen minutes of unanswered sends), and frees the lead it holds.
      await connection.query(
        `${[EVENTS_CHANNEL, ...Object.keys(channels)].map((channel) => `LISTEN ${channel};`).join(' ')}
         SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3; SET tcp_user_timeout = 25000`,
      );
    } catch (error) {
      void endQuietly(connection);
      throw error;
    }
    if (closed) return void (await endQuietly(connection));
    client = connection;
    lookedAt = -Infinity;
    // Whatever was notified while no one listened is found by looking now.
    wakeFanOut();
    for (const notified of Object.values(channels)) notified('');
  }

  function lookAtLead(connection: pg.Client): void {
    if (look || performance.now() - lookedAt < pollMs) return;
    lookedAt = performance.now();
    look = (leading ? holdsFanOutLead(connection) : takeFanOutLead(connection))
      .then((lead) => {
        if (client !== connection) return;
        // Events told while the lead was being taken were not looked at.
        if (lead && !leading) wakeFanOut();
        leading = lead;
      })
      .catch((error: unknown) => drop(connection, error))
      .finally(() => {
        look = null;
        if (lookedAt === -Infinity) tend();
      });
  }

  function tend(): void {
    if (closed) return;
    if (client) return lookAtLead(client);
    if (connecting || performance.now() - connectedAt < pollMs) return;
    connectedAt = performance.now();
    connecting = connect()
      .then(() => tend())
      .catch((error: unknown) => logger.warn({ err: error }, 'the pipeline could not listen for notifications; polling'))
      .finally(() => (connecting = null));
  }

  return {
    get leading() {
      return leading;
    },
    tend,
    async handOn() {
      // A worker that stops takes no lead any more, even when another stopping worker frees it.
      closed = true;
      await connecting;
      await look;
      const connection = client;
      if (!leading || !connection) return;
      leading = false;
      try {
        await giveUpFanOutLead(connection, db);
      } catch (error) {
        logger.warn({ err: error }, 'could not hand on the fan-out lead; it is freed when this worker disconnects');
      }
    },
    async close() {
      closed = true;
      await connecting;
      await look;
      const connection = client;
      client = null;
      leading = false;
      if (connection) await endQuietly(connection);
    },
  };
}
