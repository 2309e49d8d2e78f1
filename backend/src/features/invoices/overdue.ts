/**
 * The `mark_overdue_invoices` job, run by the queue's cron: sent invoices past
 * their due date (in their organization's time zone) that still owe something become overdue, each with its
 * INVOICE_UPDATED and INVOICE_OVERDUE events in the same transaction.
 */
import { type Db, inTransaction } from '../../platform/db/knex.js';
import type { Clock } from '../../platform/clock.js';
import { recordEvents } from '../../platform/events/outbox.js';
import { todaysByZone } from '../organizations/today.js';
import { findInvoice, markOverdue } from './store.js';

const BATCH = 200;

export async function markOverdueInvoices(db: Db, clock: Clock): Promise<number> {
  const todays = await todaysByZone(db, clock.now());
  let total = 0;
  for (;;) {
    const marked = await inTransaction(db, async (trx) => {
      const rows = await markOverdue(trx, todays, BATCH);
      for (const row of rows) {
        const invoice = (await findInvoice(trx, row.organization_id, row.id))!;
        await recordEvents(trx, row.organization_id, [
          ['INVOICE_UPDATED', invoice],
          ['INVOICE_OVERDUE', invoice],
        ]);
      }
      return rows.length;
    });
    total += marked;
    if (marked < BATCH) return total;
  }
}
