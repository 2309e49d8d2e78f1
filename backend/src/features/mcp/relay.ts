/**
 * Messages between the API processes that serve MCP sessions, over PostgreSQL's LISTEN/NOTIFY on one channel.
 *
 * A session is served by any process, but a question put to a person (elicitation) waits in the process whose
 * tool call asked it, on that call's response stream. The person's answer comes back in a POST of its own, which a
 * balancer may send anywhere: the process that gets it relays it here to the one that asked (`to`), named in the
 * question's id. A cancellation is relayed to all (`to: '*'`): the process running the call is not known.
 *
 * Each process listens on a connection of its own (not the pool's), named `kontor-mcp <holder>`; a lost connection is
 * made again after a second. A NOTIFY payload holds at most 8000 bytes: a larger message is not relayed, and the
 * caller answers the waiting call with an error instead.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../../platform/db/knex.js';
import { connectionStringOf } from '../../platform/db/migrate.js';
import { endClient } from '../../platform/db/end-client.js';

const CHANNEL = 'kontor_mcp';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_RELAYED_BYTES = 7_999;
const RECONNECT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 5_000;

export interface Relayed {
  /** The holder the message is for, or '*' for every process but the sender. */
  to: string;
  from: string;
  session: string;
  /** A message to deliver into the session; absent when the session was closed. */
  message?: JSONRPCMessage;
}

export interface Relay {
  /** Resolves once this process listens (at once after the first time). */
  readonly listening: Promise<void>;
  /** Sends; false when the payload is too large to relay. */
  send(relayed: Relayed): Promise<boolean>;
  close(): Promise<void>;
}

export function startRelay({
  db,
  holder,
  logger,
  receive,
}: {
  db: Db;
  holder: string;
  logger: Logger;
  receive: (relayed: Relayed) => void;
}): Relay {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== CHANNEL || !notification.payload) return;
    let relayed: Relayed;
    try {
      relayed = JSON.parse(notification.payload) as Relayed;
    } catch (error) {
      logger.warn({ err: error }, 'an unreadable MCP relay message was ignored');
      return;
    }
    if (relayed.from === holder || (relayed.to !== holder && relayed.to !== '*')) return;
    receive(relayed);
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({
      connectionString: connectionStringOf(db),
      application_name: `kontor-mcp ${holder}`.slice(0, 63),
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    connection.on('notification', onNotification);
    connection.on('error', (error) => {
      if (client !== connection) return;
      logger.warn({ err: error }, 'the MCP relay lost its connection; listening again in a second');
      client = null;
      void endClient(connection, CONNECT_TIMEOUT_MS);
      schedule();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void endClient(connection, CONNECT_TIMEOUT_MS);
      throw error;
    }
    if (closed) return void (await endClient(connection, CONNECT_TIMEOUT_MS));
    client = connection;
    markListening();
  };

  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'the MCP relay could not listen; trying again in a second');
        schedule();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  connect().catch((error: unknown) => {
    logger.warn({ err: error }, 'the MCP relay could not listen; trying again in a second');
    schedule();
  });

  return {
    listening,
    async send(relayed) {
      const payload = JSON.stringify(relayed);
      if (Buffer.byteLength(payload) > MAX_RELAYED_BYTES) return false;
      await db.raw('SELECT pg_notify(?, ?)', [CHANNEL, payload]);
      return true;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      if (connection) await endClient(connection, CONNECT_TIMEOUT_MS);
    },
  };
}
