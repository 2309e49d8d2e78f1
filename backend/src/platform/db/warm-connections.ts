/**
 * Connections handed from a query that ends to the next that starts without a round through the pool's machinery.
 *
 * Knex takes each connection from tarn, which makes about 30 promises per acquisition and release (its pending
 * operation, its timeout, the resource's deferred, the validation): a third of all the promises a GET list makes,
 * each of them paying Node 20's promise hook (the process's AsyncLocalStorage) and the garbage collector. Here a
 * released connection is kept aside for a moment, and the next acquisition takes it at once.
 *
 * What the pool guarantees holds: a connection kept aside still counts as taken in tarn's book, so no more than the
 * pool's `max` exist; it is kept only while nobody waits in tarn's queue (a waiting acquisition gets the connection
 * through tarn, in its order), at most `max` of them; one whose connection failed (knex marks it disposed) goes back to
 * tarn, which destroys it; and every connection kept aside goes back to tarn within `holdMs` of its release, so an
 * idle process gives its connections back to the pool (and the pool's idle timeout) as before, and before the pool
 * is destroyed.
 */
import type { Knex } from 'knex';

interface Connection {
  __knex__disposed?: unknown;
}

interface PoolClient {
  pool?: { numPendingAcquires(): number };
  acquireConnection(): Promise<Connection>;
  releaseConnection(connection: Connection): Promise<void>;
  destroy(callback?: unknown): Promise<void>;
}

/** A released connection is kept aside for one to two of these at most: far below the pool's idle timeout (30 s). */
const HOLD_MS = 1000;

/** Makes `db` keep up to `max` released connections aside for the next acquisition (see above). Once per `db`. */
export function keepConnectionsWarm(db: Knex, max: number, holdMs = HOLD_MS): void {
  const client = db.client as PoolClient;
  const acquire = client.acquireConnection.bind(client);
  const release = client.releaseConnection.bind(client);
  const destroy = client.destroy.bind(client);
  /** The connections kept aside, the latest released last, with when each was released. */
  const warm: Array<{ connection: Connection; at: number }> = [];
  let closing = false;
  let sweeper: NodeJS.Timeout | null = null;

  const sweep = () => {
    const due = performance.now() - holdMs;
    let kept = 0;
    for (const entry of warm) {
      if (entry.at > due) warm[kept++] = entry;
      else void release(entry.connection);
    }
    warm.length = kept;
    if (warm.length === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };

  client.acquireConnection = () => {
    for (let entry = warm.pop(); entry; entry = warm.pop()) {
      if (!entry.connection.__knex__disposed) return Promise.resolve(entry.connection);
      void release(entry.connection);
    }
    return acquire();
  };
  client.releaseConnection = (connection) => {
    const pool = client.pool;
    if (closing || !pool || connection.__knex__disposed || warm.length >= max || pool.numPendingAcquires() > 0) return release(connection);
    warm.push({ connection, at: performance.now() });
    sweeper ??= setInterval(sweep, holdMs).unref();
    return Promise.resolve();
  };
  client.destroy = (callback) => {
    closing = true;
    for (const { connection } of warm.splice(0)) void release(connection);
    if (sweeper) clearInterval(sweeper);
    sweeper = null;
    return destroy(callback);
  };
}
