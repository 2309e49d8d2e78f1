import { type Queryable, type Tx, inTransaction } from './knex.js';

/**
 * Runs `batch` in a transaction of its own until it reports that it found nothing more to do, and answers the total
 * it reported. Each batch must leave the rows it took so that it will not take them again (or the loop would not
 * end), and should take them `FOR UPDATE SKIP LOCKED`, so that processes draining the same rows share them.
 */
export async function drain(db: Queryable, batch: (trx: Tx) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inTransaction(db, batch);
    if (done === 0) return total;
    total += done;
  }
}
