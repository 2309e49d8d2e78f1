/**
 * A write's audit entry in the write's own transaction: one commit (one WAL flush) per write where the entry's own
 * INSERT, group-committed after the write's, made two. The route's `inTransaction` calls join a unit of work
 * (db/unit-of-work.ts) whose transaction the first write begins; once the answer is known the entry is inserted in
 * it and both commit. So no change is answered before its entry is durable, and no entry says a change happened that
 * rolled back: they commit or roll back together.
 *
 * A route that answered commits in its wrapper (middleware.ts, `auditWithWrites`), inside the request's turn
 * (fair-share.ts): the organization's share of the pool covers the commit too. One that threw after writing leaves
 * its unit to the audit middleware, which knows the problem it became. A request that wrote nothing (refused before,
 * or its one write undone) gets its entry as before, on its own. A request with an Idempotency-Key runs in that key's
 * unit, which commits with the kept answer inside the route: its entry too goes on its own, after.
 */
import type { Context } from 'koa';
import type { Db, Tx } from '../db/knex.js';
import { RequestUnit } from '../db/unit-of-work.js';

const UNIT = Symbol('auditUnit');
const COMMITTED = Symbol('auditCommitted');

type WithUnit = Context & { [UNIT]?: RequestUnit; [COMMITTED]?: boolean };

/** Runs `run` in a new unit of the request's. */
export function runInUnit(ctx: Context, db: Db, run: () => Promise<void>): Promise<void> {
  const unit = new RequestUnit(db);
  (ctx as WithUnit)[UNIT] = unit;
  return unit.run(run);
}

/**
 * Ends the request's unit, if it has one: when a write began its transaction, `insert` writes the entry in it and
 * both commit (answers true, and `entryCommitted` says so from then on); when nothing was written, answers false and
 * the entry is the caller's to write. Rejects when the entry or the commit failed: then nothing was committed, as far
 * as this process can tell.
 */
export async function commitWithEntry(ctx: Context, insert: (trx: Tx) => Promise<void>): Promise<boolean> {
  const unit = (ctx as WithUnit)[UNIT];
  if (!unit) return false;
  (ctx as WithUnit)[UNIT] = undefined;
  const committed = await unit.commitWritten(insert);
  if (committed) (ctx as WithUnit)[COMMITTED] = true;
  return committed;
}

/** The request's entry is in the database, committed with its writes. */
export const entryCommitted = (ctx: Context): boolean => (ctx as WithUnit)[COMMITTED] === true;
