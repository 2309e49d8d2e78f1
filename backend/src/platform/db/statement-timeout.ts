/**
 * A `statement_timeout` per request class, set on the connection a query runs on: Postgres cancels a statement that
 * runs longer (57014, answered 503 `statement_timeout`), so that no request holds a pooled connection for long.
 *
 * The class's timeout travels with the request (the process's async context, platform/context.ts); when a connection is taken from the pool for a
 * query or a transaction, it is set with `SET statement_timeout` if the connection holds another, and put back to
 * the server's own setting (`RESET`) for work outside any request (the worker, the CLI). Each connection remembers
 * what it holds, so a round trip is added only when a connection changes class, not per query. Set outside any
 * transaction, the setting is not undone by a rollback.
 */
import { context, withContext } from '../context.js';
import type { Knex } from 'knex';

const HOLDS = Symbol('statement_timeout');

interface Connection {
  query(sql: string): Promise<unknown>;
  [HOLDS]?: number;
}

/** Runs `run` with its statements limited to `ms` milliseconds each. */
export function withStatementTimeout<T>(ms: number, run: () => Promise<T>): Promise<T> {
  return withContext('statementTimeoutMs', Math.max(1, Math.round(ms)), run);
}

/** Makes `db` apply the timeout of the request a query runs for (see above). */
export function applyStatementTimeouts(db: Knex): void {
  const client = db.client as { acquireConnection(): Promise<Connection>; releaseConnection(connection: Connection): Promise<void> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    const connection = await acquire();
    const wanted = context().statementTimeoutMs;
    if (connection[HOLDS] === wanted) return connection;
    try {
      await connection.query(wanted === undefined ? 'RESET statement_timeout' : `SET statement_timeout = ${wanted}`);
    } catch (error) {
      await client.releaseConnection(connection);
      throw error;
    }
    connection[HOLDS] = wanted;
    return connection;
  };
}
