/**
 * Makes a check-then-insert race deterministic: `hold` writes a row in a transaction left open until `request` waits
 * on its lock (a unique index), then commits, so the request's insert meets the committed row as a second request
 * of two at once would. Answers the request's answer.
 */
import type { Db, Tx } from '../../platform/db/knex.js';

export async function whileHeld<T>(db: Db, table: string, hold: (trx: Tx) => Promise<unknown>, request: () => Promise<T>): Promise<T> {
  let answer: Promise<T> | undefined;
  await db.transaction(async (trx: Tx) => {
    await hold(trx);
    answer = request();
    // Bounded: the request reaches its insert and waits on the held row within a few hundred polls at most.
    for (let poll = 0; poll < 500; poll++) {
      const waiting = await db.raw(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE ?`,
        [`%${table}%`],
      );
      if (waiting.rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the request never waited on the row held in ${table}`);
  });
  return answer!;
}
