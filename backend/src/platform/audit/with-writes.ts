/**
 * A write's audit entry in the write's own transaction: one commit (one WAL flush) per write where the entry's own
 * INSERT, group-committed after the write's, made two. The route's `inTransaction` calls join a unit of work
 * (db/unit-of-work.ts) whose transaction the first write begins; the audit middleware, once the answer is known,
 * inserts the entry in it and commits both (`commitWithEntry`). So no change is answered before its entry is durable,
 * and no entry says a change happened that rolled back: they commit or roll back together.
 *
 * A request that wrote nothing (refused before, or its one write undone) gets its entry as before, on its own. A
 * request with an Idempotency-Key runs in that key's unit, which commits with the kept answer inside the route: its
 * entry too goes on its own, after.
 */
import type { Context } from 'koa';
import type { Db, Tx } from '../db/knex.js';
import { RequestUnit } from '../db/unit-of-work.js';
import type { RouteWrapper } from '../http/api.js';
import type { AuditWriter } from './writer.js';

const UNIT = Symbol('auditUnit');

type WithUnit = Context & { [UNIT]?: RequestUnit };

/** Opens the unit around a route that asks for it (`auditWithWrites`), when the audit log is on. */
export function auditWithWrites(audit: AuditWriter, db: Db): RouteWrapper {
  return function inTheWritesTransaction(ctx, route, run) {
    if (!audit.enabled || !route.auditWithWrites) return run();
    const unit = new RequestUnit(db);
    (ctx as WithUnit)[UNIT] = unit;
    return unit.run(run);
  };
}

/**
 * Ends the request's unit, if it has one: when a write began its transaction, `insert` writes the entry in it and
 * both commit (answers true); when nothing was written, answers false and the entry is the caller's to write. Rejects
 * when the entry or the commit failed: then nothing was committed, as far as this process can tell.
 */
export async function commitWithEntry(ctx: Context, insert: (trx: Tx) => Promise<void>): Promise<boolean> {
  const unit = (ctx as WithUnit)[UNIT];
  if (!unit) return false;
  (ctx as WithUnit)[UNIT] = undefined;
  return unit.commitWritten(insert);
}
