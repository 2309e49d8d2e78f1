/**
 * The debt-collection actions of live runs: each level's reminder, fee and
 * interest is booked in `dunning_bookings` in the same transaction as what it
 * does, so a re-run, a retry or a second flow finds it done and says so.
 */
import type { ActionRequest } from '@kontor/flow-engine';
import type { Db, Tx } from '../../platform/db/knex.js';
import { inTransaction } from '../../platform/db/knex.js';
import { invoiceService } from '../invoices/service.js';
import { findInvoice } from '../invoices/store.js';
import { addDays } from '../../platform/lib/dates.js';
import { compare, subtract } from '../../platform/lib/money.js';
import type { Clock } from '../../platform/clock.js';
import { checkItemFits, interestFor, interestItemText, interestStart, lateFeeAmount, noFeeNote } from './rules.js';
import { type BookingKind, bookLevel, bookingsOf, highestReminderLevel } from './store.js';
import { interestSettings } from '../organizations/store.js';
import { organizationToday } from '../organizations/today.js';
import { reminderLetter } from './letters.js';

type Handler = (request: ActionRequest) => Promise<unknown>;

/** What the actions need, given by the flow runner (which knows the flow and the mailer; this folder knows neither). */
export interface DunningActionDeps {
  db: Db;
  clock: Clock;
  mailer: {
    send(message: {
      organizationId: number;
      to: string;
      subject: string;
      text: string;
      html?: string;
      language?: string;
    }): Promise<Record<string, unknown>>;
  };
}

const invoiceIdOf = (request: ActionRequest): number => {
  const id = Number((request.context.invoice as { id?: unknown } | undefined)?.id);
  if (!Number.isSafeInteger(id)) throw new Error('this run has no invoice in its context');
  return id;
};

/**
 * A fee or interest step without a level belongs to the highest level this run's steps reached (its reminders'), else
 * to the highest level sent. Not to the last step: a run's steps come back from jsonb after a wait with their keys
 * reordered (shortest first), and numeric node ids come first in any object, so a level-2 fee after a wait had been
 * booked as level 1's (then refused as done), live, while the preview charged it.
 */
export function levelFromRun(request: ActionRequest): number | null {
  if (request.params.level !== undefined && request.params.level !== '') return Number(request.params.level);
  const levels = Object.values((request.context.steps ?? {}) as Record<string, unknown>)
    .map((step) => (step as { dunning_level?: unknown } | null)?.dunning_level)
    .filter((level): level is number => typeof level === 'number');
  return levels.length > 0 ? Math.max(...levels) : null;
}

/**
 * A paid or cancelled invoice, or one that owes nothing, is past collecting: its step is skipped, saying so. A live run
 * ends on one before it acts (holds.ts); a payment during a run meets it here. A reminder had gone out as "Reminder
 * 2026-0003 status paid", and a fee after a skipped reminder failed the run ("a paid invoice takes no more items").
 */
function closedNote(invoice: { status: string; balance: string }, what: string): { skipped: true; note: string } | null {
  if (invoice.status === 'paid' || invoice.status === 'cancelled')
    return { skipped: true, note: `the invoice is ${invoice.status}: ${what}` };
  if (compare(invoice.balance, '0') <= 0) return { skipped: true, note: `the invoice owes nothing: ${what}` };
  return null;
}

export const alreadyDone = (kind: BookingKind, level: number) => ({
  already_done: true,
  dunning_level: level,
  kind,
  note: `level ${level} ${kind} was already done for this invoice`,
});

/** Principal for interest: the balance without the fees and interest added by debt collection. */
export function principalOf(balance: string, bookings: ReadonlyArray<{ kind: string; amount: string | null }>): string {
  return bookings
    .filter((booking) => booking.kind !== 'reminder' && booking.amount !== null)
    .reduce((left, booking) => subtract(left, booking.amount!), balance);
}

export function dunningActions(deps: DunningActionDeps, flow: { id: number; organization_id: number }): Record<string, Handler> {
  const invoices = invoiceService(deps);
  const organizationId = flow.organization_id;

  const book = (
    trx: Tx,
    request: ActionRequest,
    level: number,
    kind: BookingKind,
    amount: string | null,
    detail: Record<string, unknown> = {},
  ) =>
    bookLevel(trx, {
      organization_id: organizationId,
      invoice_id: invoiceIdOf(request),
      level,
      kind,
      flow_id: flow.id,
      node: request.node,
      amount,
      detail,
    });

  const invoiceIn = async (trx: Tx | Db, id: number) => {
    const invoice = await findInvoice(trx, organizationId, id);
    if (!invoice) throw new Error(`invoice ${id} is not an invoice of this organization (or no longer exists)`);
    return invoice;
  };

  /**
   * The run's invoice id, once it is known to be this organization's. A live test run's context is the caller's: with
   * another organization's invoice id, a reminder was booked on that invoice (its own reminders then never went out).
   */
  const ownInvoiceId = async (request: ActionRequest) => (await invoiceIn(deps.db, invoiceIdOf(request))).id;

  const levelOf = async (request: ActionRequest) =>
    levelFromRun(request) ?? (await highestReminderLevel(deps.db, await ownInvoiceId(request))) ?? 1;

  return {
    async send_reminder(request) {
      const level = Number(request.params.level);
      const { params } = request;
      const closed = closedNote(await invoiceIn(deps.db, invoiceIdOf(request)), 'no reminder sent');
      if (closed) return closed;
      // The mail goes out inside the booking's transaction: a refused mail books nothing, and a parallel run waits, then finds it done.
      return inTransaction(deps.db, async (trx) => {
        // Written before booking: a default letter that cannot be written books nothing.
        const letter = reminderLetter(request);
        if (!(await book(trx, request, level, 'reminder', null, { to: params.to, subject: letter.subject })))
          return alreadyDone('reminder', level);
        const sent = await deps.mailer.send({
          organizationId,
          to: String(params.to),
          subject: letter.subject,
          text: letter.text,
          ...(letter.html === undefined ? {} : { html: letter.html }),
          ...(request.letter ? { language: request.letter.locale } : {}),
        });
        const said = { ...sent, dunning_level: level, ...(letter.default_letter ? { default_letter: true } : {}) };
        if (params.extend_due_days === undefined) return said;
        const dueDate = addDays(await organizationToday(trx, organizationId, deps.clock.now()), Number(params.extend_due_days));
        const invoice = await invoices.extendDueDate(trx, organizationId, invoiceIdOf(request), dueDate);
        return { ...said, due_date: invoice.due_date };
      });
    },

    async add_late_fee(request) {
      const level = await levelOf(request);
      const id = invoiceIdOf(request);
      return inTransaction(deps.db, async (trx) => {
        const invoice = await invoiceIn(trx, id);
        const closed = closedNote(invoice, 'no fee added');
        if (closed) return closed;
        const amount = lateFeeAmount(String(request.params.kind), String(request.params.amount), invoice.balance, invoice.currency);
        if (compare(amount, '0') <= 0) return { dunning_level: level, note: noFeeNote(request.params.amount, invoice.balance, amount) };
        checkItemFits(invoice.total, amount, 'fee');
        if (!(await book(trx, request, level, 'fee', amount))) return alreadyDone('fee', level);
        const description =
          String(request.params.description ?? '') ||
          (request.params.kind === 'percent' ? `Late fee ${request.params.amount} %` : 'Late fee');
        const updated = await invoices.addItem(trx, organizationId, id, { description, quantity: '1', unit_price: amount, tax_rate: '0' });
        return { dunning_level: level, item: { description, amount }, balance: updated.balance, total: updated.total };
      });
    },

    async add_interest(request) {
      const level = await levelOf(request);
      const id = invoiceIdOf(request);
      const settings = await interestSettings(deps.db, organizationId);
      if (settings.reference_interest_rate === null)
        throw new Error('the organization has no reference_interest_rate (PATCH /api/automation/dunning/settings/)');
      return inTransaction(deps.db, async (trx) => {
        const invoice = await invoiceIn(trx, id);
        const closed = closedNote(invoice, 'no interest added');
        if (closed) return closed;
        const bookings = await bookingsOf(trx, id);
        const interest = interestFor(
          principalOf(invoice.balance, bookings),
          settings.reference_interest_rate!,
          settings.interest_surcharge,
          interestStart(invoice.due_date, bookings),
          await organizationToday(trx, organizationId, deps.clock.now()),
          invoice.currency,
        );
        // Done once per level: said so before "nothing owed", which a level done today would otherwise answer.
        if (bookings.some((booking) => booking.kind === 'interest' && Number(booking.level) === level))
          return alreadyDone('interest', level);
        if (interest.amount === '0.00') return { dunning_level: level, interest, note: 'no interest owed yet' };
        checkItemFits(invoice.total, interest.amount, 'interest');
        if (!(await book(trx, request, level, 'interest', interest.amount, { ...interest }))) return alreadyDone('interest', level);
        const description = String(request.params.description ?? '') || interestItemText(interest, invoice.currency);
        const updated = await invoices.addItem(trx, organizationId, id, {
          description,
          quantity: '1',
          unit_price: interest.amount,
          tax_rate: '0',
        });
        return {
          dunning_level: level,
          interest,
          item: { description, amount: interest.amount },
          balance: updated.balance,
          total: updated.total,
        };
      });
    },
  };
}
