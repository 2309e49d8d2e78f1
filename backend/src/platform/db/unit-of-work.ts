/**
 * A request's unit of work: the writes of one request and what it keeps about
 * its answer commit in one transaction, so that no crash can leave one without
 * the other (an invoice stored whose Idempotency-Key still says "running").
 *
 * The idempotency step opens a unit around a request; `inTransaction` called
 * anywhere below it, on the same database, joins the unit's transaction (as a
 * savepoint, so a failure undoes only its own part, as its own transaction
 * would have) instead of committing on its own. The unit's transaction is
 * begun by the first write, so a request that only reads holds no connection,
 * and committed once, by `commit`, together with the kept answer.
 *
 * Reads on the pool inside a unit do not see its writes until it commits; a
 * service that reads back what it wrote does so on the transaction it wrote in.
 */
import { context, withContext } from '../context.js';
import type { Knex } from 'knex';

// knex.ts's names, spelt out here: knex.ts imports this module (its inTransaction joins the current unit).
type Db = Knex;
type Tx = Knex.Transaction;
type Queryable = Knex | Knex.Transaction;

/** The current unit, kept in the process's one async context (platform/context.ts). */
const unitNow = () => context().unit as RequestUnit | undefined;

export class RequestUnit {
  private trx: Tx | undefined;
  /** Joins run one at a time: a transaction is one connection, and savepoints nest, they do not interleave. */
  private queue: Promise<unknown> = Promise.resolve();
  private over = false;

  constructor(readonly db: Db) {}

  /** Runs `run` with this unit as the current one: its `inTransaction` calls on `db` join it. */
  run<T>(run: () => Promise<T>): Promise<T> {
    return withContext('unit', this, run);
  }

  /** True once a write has begun the unit's transaction. */
  get wrote(): boolean {
    return this.trx !== undefined;
  }

  get open(): boolean {
    return !this.over;
  }

  join<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
    const turn = this.queue.then(async () => {
      // Work that outlived its request (started by it, not awaited) commits on its own.
      if (this.over) return this.db.transaction(work);
      if (this.trx) return this.trx.transaction(work);
      // The first write runs on the unit's transaction itself, not in a savepoint: nothing is in it yet, so undoing it
      // is a rollback of the whole, and a creation spares SAVEPOINT and RELEASE (two round trips). A later join, or
      // one after this one failed, begins as before.
      const trx = await this.db.transaction();
      // Knex hands out a transaction whose BEGIN failed (its connection cut) as begun, already completed: its
      // executionPromise holds the database's error, which the first query would otherwise hide behind knex's
      // "Transaction query already complete" (an opaque 500 where the database's error is a 503).
      if (trx.isCompleted()) await trx.executionPromise;
      try {
        const result = await work(trx);
        this.trx = trx;
        return result;
      } catch (error) {
        if (!trx.isCompleted()) await trx.rollback();
        throw error;
      }
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Ends the unit: `last` runs in its transaction (on the pool when nothing was written), then everything commits.
   * When `last` fails, nothing does.
   */
  async commit(last: (db: Queryable) => Promise<void>): Promise<void> {
    await this.queue;
    this.over = true;
    const trx = this.trx;
    if (!trx) return last(this.db);
    try {
      await last(trx);
    } catch (error) {
      await trx.rollback();
      throw error;
    }
    await commitOrThrow(trx);
  }

  /**
   * Ends the unit: when a write began its transaction, `last` runs in it and everything commits (answers true); when
   * none did, nothing runs (answers false). When `last` fails, nothing commits.
   */
  async commitWritten(last: (trx: Tx) => Promise<void>): Promise<boolean> {
    await this.queue;
    this.over = true;
    const trx = this.trx;
    if (!trx) return false;
    try {
      await last(trx);
    } catch (error) {
      if (!trx.isCompleted()) await trx.rollback();
      throw error;
    }
    await commitOrThrow(trx);
    return true;
  }

  /** Ends the unit, undoing every write in it. */
  async rollback(): Promise<void> {
    await this.queue;
    this.over = true;
    if (this.trx && !this.trx.isCompleted()) await this.trx.rollback();
  }
}

/**
 * Commits `trx`, rejecting when PostgreSQL refused the COMMIT. Knex's `commit()` resolves either way: a failed
 * COMMIT (a connection cut or a server shut down between the last write and the COMMIT, a deferred constraint)
 * rejects only the transaction's own `executionPromise`. Trusting `commit()` answered 201 for rows never stored.
 */
async function commitOrThrow(trx: Tx): Promise<void> {
  await trx.commit();
  await trx.executionPromise;
}

/** The unit `db`'s transactions join here, if any. */
export function currentUnit(db: Queryable): RequestUnit | undefined {
  const unit = unitNow();
  return unit && unit.open && unit.db === db ? unit : undefined;
}
