/**
 * Holds and promises as the runner meets them: before a debt-collection run
 * starts or acts, a paid or cancelled invoice ends it, and a hold on its
 * invoice or client (or a promise to pay not yet due) sends it back to wait; a
 * promise that passed unpaid ends with INVOICE_PROMISE_BROKEN, once, and
 * reminders go on.
 */
import type { ActionPort, RunResult, RunState, TraceEntry } from '@kontor/flow-engine';
import { type Db, inTransaction } from '../../platform/db/knex.js';
import type { Clock } from '../../platform/clock.js';
import { recordEvent } from '../../platform/events/outbox.js';
import { findInvoice, takeBrokenPromises } from '../invoices/store.js';
import { todayInOrUtc, todaysByZone } from '../organizations/today.js';
import { compare, subtract } from '../../platform/lib/money.js';
import { type ActiveHold, activeHold, holdWakeTime } from './rules.js';
import { findHoldRow } from './store.js';

const BATCH = 200;

/** Breaks the promises that passed unpaid (all, or one invoice's), each with its event; answers how many. */
export async function breakPromises(db: Db, clock: Clock, invoiceId?: number): Promise<number> {
  const todays = await todaysByZone(db, clock.now());
  let total = 0;
  for (;;) {
    const broken = await inTransaction(db, async (trx) => {
      const rows = await takeBrokenPromises(trx, todays, BATCH, invoiceId);
      for (const row of rows) {
        const invoice = (await findInvoice(trx, row.organization_id, row.id))!;
        // The invoice as it is now, with the date that was promised (the promise itself has ended).
        await recordEvent(trx, row.organization_id, 'INVOICE_PROMISE_BROKEN', { ...invoice, promised_pay_date: row.promised_pay_date });
      }
      return rows.length;
    });
    total += broken;
    if (broken < BATCH) return total;
  }
}

/** An invoice debt collection is done with: paid, cancelled, or owing nothing while still sent or overdue. */
type Closed = 'paid' | 'cancelled' | 'settled';

/**
 * Whether the invoice is closed, else the hold that applies to it today (in the organization's time zone), after
 * ending its promise if that passed unpaid.
 */
export async function holdOn(
  db: Db,
  clock: Clock,
  organizationId: number,
  invoiceId: number,
  timeZone: string,
): Promise<{ closed: Closed } | { hold: ActiveHold | null }> {
  const today = todayInOrUtc(timeZone, clock.now());
  let row = await findHoldRow(db, organizationId, invoiceId);
  if (!row) return { hold: null };
  if (row.status === 'paid' || row.status === 'cancelled') return { closed: row.status };
  // Sent or overdue with nothing owed (as a payment with a status beside it could leave it): as good as paid.
  if (compare(row.amount_paid, row.total) >= 0) return { closed: 'settled' };
  if (row.promised_pay_date !== null && row.promised_pay_date < today && subtract(row.total, row.amount_paid) !== '0.00') {
    await breakPromises(db, clock, invoiceId);
    row = (await findHoldRow(db, organizationId, invoiceId))!;
  }
  return {
    hold: activeHold({ dunning_hold: row.dunning_hold, promised_pay_date: row.promised_pay_date, client_hold: row.client_hold }, today),
  };
}

/**
 * A run whose invoice was paid or cancelled ends, completed, with one trace entry saying so: runs that waited out a
 * payment had sent "Reminder 2026-0003 status paid", and "overdue by 2 days" reminders went out for cancelled invoices.
 */
function closedResult(closed: Closed, pending: string[], context: RunResult['context'], now: Date): RunResult {
  const said = closed === 'settled' ? 'owes nothing' : `is ${closed}`;
  const result = { invoice_status: closed, note: `the invoice ${said}: nothing is left to collect, and the run ends` };
  return { status: 'completed', trace: [noteEntry(pending, 'closed', result, now)], context, state: null, error: null };
}

/** A trace entry of the run's own (not a step's), at the node the run stands at. */
function noteEntry(pending: readonly string[], type: string, result: unknown, now: Date): TraceEntry {
  return {
    node: pending[0] ?? '',
    type,
    started_at: now.toISOString(),
    duration_ms: 0,
    params: {},
    output: null,
    result,
    error: null,
    warnings: [],
  };
}

/** A held run's result: waiting, to look again when the hold ends, with one trace entry saying why (not repeated while it lasts). */
export function heldResult(
  hold: ActiveHold,
  pending: string[],
  context: RunResult['context'],
  trace: readonly TraceEntry[],
  now: Date,
  timeZone = 'UTC',
): RunResult {
  const resumeAt = holdWakeTime(hold, now, timeZone);
  const result = { held: hold.source, reason: hold.reason, until: hold.ends };
  const last = trace.at(-1);
  const previous = last?.type === 'hold' ? (last.result as typeof result) : null;
  const same = previous !== null && previous.held === result.held && previous.reason === result.reason && previous.until === result.until;
  const entry = noteEntry(pending, 'hold', result, now);
  const state = { pending, context, resume_at: resumeAt.toISOString(), held: true } as RunState;
  return { status: 'waiting', trace: same ? [] : [entry], context, state, error: null };
}

/** While a hold lasts, a flow that says `while_held: "skip"` goes on with every action skipped (waits still count). */
export function skippingPort(hold: ActiveHold): ActionPort {
  return { run: async (request) => ({ skipped: true, held: hold.source, reason: hold.reason, would: request.type }) };
}

/**
 * For the runner, before a debt-collection run starts or acts: the run's end
 * when its invoice is paid or cancelled; under a hold, either the waiting
 * result to store (the default) or, when the trigger says `while_held:
 * "skip"`, a port that skips every action; null when none of these applies.
 */
export async function holdRun(
  deps: { db: Db; clock: Clock },
  organization: { id: number; timeZone: string },
  run: { state: RunState | null; trigger_node: string; context: RunResult['context']; trace: readonly TraceEntry[] },
  whileHeld: unknown,
): Promise<{ end?: RunResult; wait?: RunResult; skip?: ActionPort } | null> {
  const { id: organizationId, timeZone } = organization;
  const context = run.state?.context ?? run.context;
  const invoiceId = Number((context.invoice as { id?: unknown } | undefined)?.id);
  if (!Number.isSafeInteger(invoiceId)) return null;
  // The hold's today and its wake time are both the organization's.
  const found = await holdOn(deps.db, deps.clock, organizationId, invoiceId, timeZone);
  if ('closed' in found) return { end: closedResult(found.closed, run.state?.pending ?? [run.trigger_node], context, deps.clock.now()) };
  const { hold } = found;
  if (!hold) return null;
  if (whileHeld === 'skip') return { skip: skippingPort(hold) };
  return { wait: heldResult(hold, run.state?.pending ?? [run.trigger_node], context, run.trace, deps.clock.now(), timeZone) };
}
