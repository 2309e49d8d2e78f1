/**
 * The simulator: what a debt-collection flow would do to one invoice over
 * the next days, on a virtual clock, with the same engine and the same rules
 * (holds, promises, levels booked once, fee and interest amounts) as live
 * runs — and nothing written: the invoice, bookings and reminders live in
 * memory only.
 */
import {
  type ActionPort,
  type ActionRequest,
  type CompiledFlow,
  type Context,
  type Graph,
  type Mode,
  type RunResult,
  type RunState,
  EventLoopSlices,
  compileFlowInSlices,
  runFlow,
} from '@kontor/flow-engine';
import { clientsTable, rowToClient } from '../clients/store.js';
import type { Db } from '../../platform/db/knex.js';
import type { Clock } from '../../platform/clock.js';
import { validationError } from '../../platform/errors.js';
import { addCost } from '../../platform/http/request-cost.js';
import type { Invoice } from '../invoices/schemas.js';
import { findInvoice } from '../invoices/store.js';
import { addDays } from '../../platform/lib/dates.js';
import { startOfDayIn, todayIn } from '../organizations/settings.js';
import { letterSettingsOf } from '../organizations/store.js';
import { letterFormat } from '../organizations/letter-format.js';
import { reminderLetter } from './letters.js';
import { compare, subtract, sum } from '../../platform/lib/money.js';
import { alreadyDone, levelFromRun, principalOf } from './actions.js';
import { skippingPort } from './holds.js';
import {
  activeHold,
  checkItemFits,
  holdWakeTime,
  interestFor,
  interestStart,
  interestItemText,
  lateFeeAmount,
  noFeeNote,
  overdueTriggerStart,
  promiseBroken,
} from './rules.js';
import type { Simulation } from './schemas.js';
import { type BookingKind, bookingsOf, findHoldRow, flowGraphAt, liveRunsFor } from './store.js';
import { interestSettings } from '../organizations/store.js';

/** A timeline entry as the simulation makes it; its day is added at the end. */
type Entry = Omit<Simulation['timeline'][number], 'day'>;
const DAY_MS = 86_400_000;
/** Steps of one simulated run before it is cut off: a year of daily holds stays well below. */
const MAX_ROUNDS = 1000;

/** Days as the organization counts them, in its time zone, as the live runner does. */
interface Calendar {
  zone: string;
  dayOf(at: Date): string;
  midnight(day: string): Date;
}
const calendarIn = (zone: string): Calendar => ({
  zone,
  dayOf: (at) => todayIn(zone, at),
  midnight: (day) => startOfDayIn(zone, day),
});
const later = (a: Date, b: Date) => (a > b ? a : b);

interface Virtual {
  invoice: Invoice;
  bookings: Array<{ level: number; kind: BookingKind; amount: string | null; interest_to?: string | null }>;
}

function addItem(virtual: Virtual, description: string, amount: string): void {
  const invoice = virtual.invoice;
  invoice.items = [
    ...invoice.items,
    { description, quantity: '1', unit: '', unit_price: amount, tax_rate: '0.00', subtotal: amount, tax: '0.00', total: amount },
  ];
  invoice.subtotal = sum([invoice.subtotal, amount]);
  invoice.total = sum([invoice.total, amount]);
  invoice.balance = subtract(invoice.total, invoice.amount_paid);
}

function simulatedPort(
  virtual: Virtual,
  settings: { reference_interest_rate: string | null; interest_surcharge: string },
  now: () => Date,
  { dayOf }: Calendar,
): ActionPort {
  const booked = (level: number, kind: BookingKind) => virtual.bookings.some((booking) => booking.level === level && booking.kind === kind);
  const levelOf = (request: ActionRequest) =>
    levelFromRun(request) ??
    virtual.bookings
      .filter((booking) => booking.kind === 'reminder')
      .reduce<number | null>((top, booking) => Math.max(top ?? 0, booking.level), null) ??
    1;
  const invoice = () => virtual.invoice;
  const handlers: Record<string, (request: ActionRequest) => unknown> = {
    send_reminder(request) {
      const { params } = request;
      const level = Number(params.level);
      if (booked(level, 'reminder')) return alreadyDone('reminder', level);
      // The letter as it would go out (a level's default where the step leaves it empty), so that it can be read.
      const letter = reminderLetter(request);
      virtual.bookings.push({ level, kind: 'reminder', amount: null });
      const email = {
        to: params.to,
        subject: letter.subject,
        text: letter.text,
        ...(letter.default_letter ? { default_letter: true } : {}),
      };
      if (params.extend_due_days === undefined) return { email, dunning_level: level };
      const dueDate = addDays(dayOf(now()), Number(params.extend_due_days));
      if (dueDate > virtual.invoice.due_date) virtual.invoice.due_date = dueDate;
      return { email, dunning_level: level, due_date: virtual.invoice.due_date };
    },
    add_late_fee(request) {
      const level = levelOf(request);
      const amount = lateFeeAmount(String(request.params.kind), String(request.params.amount), invoice().balance, invoice().currency);
      if (compare(amount, '0') <= 0) return { dunning_level: level, note: noFeeNote(request.params.amount, invoice().balance, amount) };
      checkItemFits(invoice().total, amount, 'fee');
      if (booked(level, 'fee')) return alreadyDone('fee', level);
      virtual.bookings.push({ level, kind: 'fee', amount });
      const description =
        String(request.params.description ?? '') ||
        (request.params.kind === 'percent' ? `Late fee ${request.params.amount} %` : 'Late fee');
      addItem(virtual, description, amount);
      return { dunning_level: level, item: { description, amount }, balance: invoice().balance, total: invoice().total };
    },
    add_interest(request) {
      const level = levelOf(request);
      if (settings.reference_interest_rate === null)
        throw new Error('the organization has no reference_interest_rate (PATCH /api/automation/dunning/settings/)');
      const interest = interestFor(
        principalOf(invoice().balance, virtual.bookings),
        settings.reference_interest_rate,
        settings.interest_surcharge,
        interestStart(invoice().due_date, virtual.bookings),
        dayOf(now()),
        invoice().currency,
      );
      if (booked(level, 'interest')) return alreadyDone('interest', level);
      if (interest.amount === '0.00') return { dunning_level: level, interest, note: 'no interest owed yet' };
      checkItemFits(invoice().total, interest.amount, 'interest');
      virtual.bookings.push({ level, kind: 'interest', amount: interest.amount, interest_to: interest.to });
      const description = String(request.params.description ?? '') || interestItemText(interest, invoice().currency);
      addItem(virtual, description, interest.amount);
      return {
        dunning_level: level,
        interest,
        item: { description, amount: interest.amount },
        balance: invoice().balance,
        total: invoice().total,
      };
    },
    mark_for_collection: ({ params }) => {
      virtual.invoice.in_collection = true;
      return { in_collection: true, note: params.note ?? '' };
    },
    create_task: ({ params }) => ({
      task: {
        title: params.title,
        priority: params.priority ?? 'normal',
        due_date: params.due_in_days === undefined ? null : addDays(dayOf(now()), Number(params.due_in_days)),
      },
    }),
    send_to_platform: ({ params }) => ({ post: params.url }),
  };
  return {
    async run(request) {
      const handler = handlers[request.type];
      if (!handler) throw new Error(`no action ${request.type}`);
      return handler(request);
    },
  };
}

/** When each trigger would start for this invoice, from `from` on; null when it would not within the horizon. */
function startOf(trigger: CompiledFlow['triggers'][number], invoice: Invoice, from: Date, calendar: Calendar): Date | null {
  const params = trigger.node.params;
  if (trigger.node.type === 'trigger.invoice_overdue') {
    if (invoice.status !== 'sent' && invoice.status !== 'overdue') return null;
    return overdueTriggerStart(invoice.due_date, Number(params.days_overdue ?? 0), from, calendar.zone);
  }
  if (trigger.node.type === 'trigger.invoice_due_soon') {
    const day = addDays(invoice.due_date, -Number(params.days_before));
    return invoice.status === 'sent' && day >= calendar.dayOf(from) ? later(from, calendar.midnight(day)) : null;
  }
  return null;
}

function notStarting(nodeId: string, status: string, at: Date | null, calendar: Calendar): string {
  if (at) return `${nodeId} starts on ${calendar.dayOf(at)}, after the days simulated`;
  if (status === 'draft' || status === 'paid' || status === 'cancelled')
    return `${nodeId} does not start: the invoice is ${status}, and reminders are for sent invoices`;
  return `${nodeId} does not start for this invoice in the days simulated`;
}

/** The flow as the simulator needs it: the flows feature hands it over. */
export interface SimulatedFlow {
  id: number;
  organization_id: number;
  version: number;
  mode: Mode;
  graph: Graph;
}

/** Compiled flow versions kept by the process (a version never changes), the least recently compiled forgotten first. */
const compiled = new Map<string, Promise<CompiledFlow>>();
const MAX_COMPILED = 64;

/** A flow version compiled once for the simulations that ask for it, in slices of the event loop. */
function compiledFlow(flow: Pick<SimulatedFlow, 'id' | 'organization_id' | 'version' | 'mode' | 'graph'>, slices: EventLoopSlices) {
  const key = `${flow.organization_id}:${flow.id}:${flow.version}:${flow.mode}`;
  let plan = compiled.get(key);
  if (!plan) {
    plan = compileFlowInSlices(flow.graph, flow.mode, slices);
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, plan);
    // A flow that does not compile is not kept: the error is answered to each that asks.
    plan.catch(() => compiled.delete(key));
  }
  return plan;
}

export async function simulateFlow(
  deps: { db: Db; clock: Clock },
  flow: SimulatedFlow,
  invoiceId: number,
  days: number,
): Promise<Simulation> {
  const { db } = deps;
  const organizationId = flow.organization_id;
  const invoice = await findInvoice(db, organizationId, invoiceId);
  if (!invoice) throw validationError([{ field: 'invoice_id', message: `no invoice with id ${invoiceId}` }]);
  const holdRow = (await findHoldRow(db, organizationId, invoiceId))!;
  const clientRow = await clientsTable.find(db, organizationId, invoice.client_id);
  const settings = await interestSettings(db, organizationId);
  const letters = await letterSettingsOf(db, organizationId);
  const format = (current: Context) => letterFormat(letters, current);
  const calendar = calendarIn(letters.timeZone);
  const { dayOf, midnight } = calendar;
  // Each slice counted from here: compiling a long flow's templates is a good part of its simulation.
  const slices = new EventLoopSlices();
  const plan = await compiledFlow(flow, slices);
  const from = deps.clock.now();
  const to = new Date(from.getTime() + days * DAY_MS);
  const virtual: Virtual = {
    invoice: structuredClone(invoice),
    bookings: (await bookingsOf(db, invoiceId)).map((booking) => ({ ...booking, level: Number(booking.level) })),
  };
  const timeline: Entry[] = [];
  const note = (at: Date, type: string, effect: unknown, nodeId: string | null = null) =>
    timeline.push({ at: at.toISOString(), node_id: nodeId, type, params: {}, effect });

  // A live run already waiting goes on from where it stands, on its own version; a trigger that already ran does not start again.
  const live = await liveRunsFor(db, flow.id, invoiceId);
  const starts: Array<{ trigger: CompiledFlow['triggers'][number]; at: Date; state: RunState | null; plan: CompiledFlow }> = [];
  for (const trigger of plan.triggers) {
    const runs = live.filter((run) => run.trigger_node === trigger.node.id);
    const waiting = runs.find((run) => run.status === 'waiting' && run.state);
    if (waiting) {
      const version = waiting.flow_version === flow.version ? flow : await flowGraphAt(db, flow.id, waiting.flow_version);
      starts.push({
        trigger,
        at: later(from, new Date(waiting.state!.resume_at)),
        state: waiting.state,
        plan: version
          ? await compiledFlow({ ...version, id: flow.id, organization_id: organizationId, version: waiting.flow_version }, slices)
          : plan,
      });
      continue;
    }
    if (runs.length > 0) {
      note(from, 'ends', { note: `${trigger.node.id} already ran for this invoice` }, trigger.node.id);
      continue;
    }
    const at = startOf(trigger, virtual.invoice, from, calendar);
    if (at && at <= to) starts.push({ trigger, at, state: null, plan });
    // An empty timeline says nothing; why a trigger does not start is said instead.
    else note(from, 'ends', { note: notStarting(trigger.node.id, virtual.invoice.status, at, calendar) }, trigger.node.id);
  }
  starts.sort((a, b) => a.at.getTime() - b.at.getTime());

  // A year of a long flow is hundreds of runs, each short: the slices are counted across them, so that the
  // simulation never holds the event loop for long however its work divides, and its time counts as the request's cost.
  try {
    for (const { trigger, at, plan: runPlan, state: startState } of starts) {
      let now = at;
      let state: RunState | null = startState;
      const context = (): Context => ({
        event: { type: trigger.block.event ?? trigger.node.type, timestamp: at.toISOString() },
        invoice: structuredClone(virtual.invoice),
        ...(clientRow ? { client: rowToClient(clientRow) } : {}),
      });
      if (trigger.node.type === 'trigger.invoice_overdue' && virtual.invoice.status === 'sent') virtual.invoice.status = 'overdue';
      const actions = simulatedPort(virtual, settings, () => now, calendar);
      for (let round = 0; ; round++) {
        await slices.pause();
        if (now > to) {
          note(
            now,
            'waiting',
            { note: `goes on after the ${days} days simulated`, resume_at: now.toISOString() },
            state?.pending[0] ?? null,
          );
          break;
        }
        if (round >= MAX_ROUNDS) {
          note(now, 'ends', { note: `stopped after ${MAX_ROUNDS} rounds` });
          break;
        }
        const today = dayOf(now);
        const promised = virtual.invoice.promised_pay_date;
        if (promiseBroken(promised, virtual.invoice.balance, today)) {
          note(midnight(addDays(promised!, 1)), 'promise_broken', { event: 'INVOICE_PROMISE_BROKEN', promised_pay_date: promised });
          virtual.invoice.promised_pay_date = null;
        }
        const paidOrCancelled =
          virtual.invoice.status === 'paid' || virtual.invoice.status === 'cancelled' || compare(virtual.invoice.balance, '0') <= 0;
        const hold = paidOrCancelled
          ? null
          : activeHold(
              {
                dunning_hold: virtual.invoice.dunning_hold,
                promised_pay_date: virtual.invoice.promised_pay_date,
                client_hold: holdRow.client_hold,
              },
              today,
            );
        const skipping = hold !== null && trigger.node.params.while_held === 'skip';
        if (hold && !skipping) {
          note(now, 'hold', { held: hold.source, reason: hold.reason, until: hold.ends }, state?.pending[0] ?? trigger.node.id);
          if (hold.ends === null) {
            note(now, 'ends', { note: 'held until the hold is lifted: nothing more happens in the days simulated' });
            break;
          }
          now = holdWakeTime(hold, now, calendar.zone);
          continue;
        }
        // As a live run reads its invoice again after each action, the steps after a simulated fee see its balance.
        const refresh = () => ({ invoice: structuredClone(virtual.invoice) });
        const result: RunResult = await runFlow(runPlan, {
          ...(state
            ? { resume: { ...state, context: { ...state.context, invoice: structuredClone(virtual.invoice) } } }
            : { context: context(), trigger: trigger.node.id }),
          actions: skipping ? skippingPort(hold) : actions,
          refresh,
          timeZone: calendar.zone,
          format,
          now: () => now,
          slices,
        });
        for (const entry of result.trace)
          timeline.push({
            at: entry.started_at,
            node_id: entry.node,
            type: entry.type,
            params: entry.params,
            effect: entry.error ? { error: entry.error } : (entry.result ?? { output: entry.output }),
          });
        if (result.status !== 'waiting' || !result.state) {
          note(now, 'ends', result.status === 'failed' ? { failed: result.error } : { completed: true });
          break;
        }
        state = result.state;
        now = new Date(result.state.resume_at);
      }
    }
  } finally {
    addCost(slices.end());
  }
  return {
    flow_id: flow.id,
    flow_version: flow.version,
    invoice_id: invoiceId,
    from: from.toISOString(),
    to: to.toISOString(),
    time_zone: calendar.zone,
    // Shown by day: the organization's, not UTC's (a step at 00:00 in Prague is the day before in UTC).
    timeline: timeline.map((entry) => ({ ...entry, day: dayOf(new Date(entry.at)) })),
  };
}
