import type pg from 'pg';

/**
 * Ends a connection of its own (not the pool's) without waiting more than `ms` for a server that may never answer
 * (stopped, or cut off by the network): a stop must not hang on it. Errors are of no use to a caller that is leaving.
 */
export function endClient(connection: pg.Client, ms: number): Promise<void> {
  return Promise.race([connection.end().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
}
