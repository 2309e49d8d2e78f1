/**
 * Invoices: numbering, server-side totals and the status life cycle.
 */
import type { Deps } from '../../app/deps.js';
import type { EventTypeOf } from '../../platform/events/types.js';
import { recordEvents } from '../../platform/events/outbox.js';
import { type Db, type Tx, inTransaction } from '../../platform/db/knex.js';
import type { CrudService } from '../../platform/resource/routes.js';
import { type FieldError, conflict, notFound, validationError } from '../../platform/errors.js';
import { addDays } from '../../platform/lib/dates.js';
import { MAX_MINOR_UNITS, currencyProblem, isCurrencyCode, minorUnits } from '../../platform/lib/currencies.js';
import { compare, decimalPlaces, exceedsMaxAmount, formatDecimal, hasFinerThan, lineAmounts, sum } from '../../platform/lib/money.js';
import type { Invoice, InvoiceCreate, InvoiceItemInput, InvoiceListQuery, InvoicePatch, InvoiceStatus } from './schemas.js';
import {
  type InvoiceColumns,
  type ItemColumns,
  findClientTerms,
  findTermsAndZone,
  findInvoice,
  findInvoiceRow,
  insertInvoice,
  insertItems,
  itemRows,
  listInvoices,
  numberInvoice,
  provisionalNumber,
  replaceItems,
  rowToInvoice,
  updateInvoice,
} from './store.js';
import { organizationToday, todayInOrUtc } from '../organizations/today.js';
import { invoicePorts } from './ports.js';
import { Unchanged, changedNothing, unlessUnchanged } from '../../platform/resource/unchanged.js';

/** Where each status may go next. Paid and cancelled are final. */
const TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['paid', 'overdue', 'cancelled'],
  overdue: ['sent', 'paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

const DRAFT_ONLY_FIELDS = ['client_id', 'issue_date', 'due_date', 'currency', 'items'] as const;

interface Totals {
  items: ItemColumns[];
  subtotal: string;
  tax_total: string;
  total: string;
}

/** An invoice's stored items as they were given, to be priced again with another added or in another currency. */
async function itemInputs(trx: Tx, invoiceId: number): Promise<InvoiceItemInput[]> {
  return (await itemRows(trx, invoiceId)).map((row) => ({
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_price: row.unit_price,
    tax_rate: row.tax_rate,
  }));
}

/**
 * Every amount computed here, exactly, to the currency's minor units (3 × 33.33 JPY had made 99.99 yen); an amount too
 * large to store is a 422 naming its line. `priced` lines come first as they were stored: a fee added to an invoice
 * the client already has does not price its lines again.
 */
export function computeTotals(items: readonly InvoiceItemInput[], currency: string, priced: readonly ItemColumns[] = []): Totals {
  const errors: FieldError[] = [];
  const decimals = Math.min(minorUnits(currency), MAX_MINOR_UNITS);
  const added = items.map((item, index) => {
    const quantity = item.quantity ?? '1';
    const taxRate = item.tax_rate ?? '0';
    const amounts = lineAmounts(quantity, item.unit_price, taxRate, decimals);
    if (exceedsMaxAmount(amounts.total)) errors.push({ field: `items[${index}]`, message: 'the line amount is too large' });
    return { description: item.description, quantity, unit: item.unit ?? '', unit_price: item.unit_price, tax_rate: taxRate, ...amounts };
  });
  const lines = [...priced, ...added];
  const totals = {
    items: lines,
    subtotal: sum(lines.map((line) => line.subtotal)),
    tax_total: sum(lines.map((line) => line.tax)),
    total: sum(lines.map((line) => line.total)),
  };
  if (exceedsMaxAmount(totals.total)) errors.push({ field: 'items', message: 'the invoice total is too large' });
  if (errors.length > 0) throw validationError(errors);
  return totals;
}

const DECIMAL = /^\d{1,14}(\.\d{1,4})?$/;

/**
 * The rules of an item that did not come through the API's schema (a flow's
 * late fee, whose amount may be a template): a price of 0 or more, a
 * quantity above 0, a tax rate from 0 to 100. So no fee or total goes negative.
 */
export function checkItem(item: InvoiceItemInput, field: string): void {
  const errors: FieldError[] = [];
  const quantity = item.quantity ?? '1';
  const taxRate = item.tax_rate ?? '0';
  if (!DECIMAL.test(item.unit_price))
    errors.push({ field: `${field}.unit_price`, message: `must be an amount of 0 or more, not "${item.unit_price}"` });
  if (!DECIMAL.test(quantity) || compare(quantity, '0') <= 0)
    errors.push({ field: `${field}.quantity`, message: `must be a number above 0, not "${quantity}"` });
  if (!DECIMAL.test(taxRate) || compare(taxRate, '100') > 0)
    errors.push({ field: `${field}.tax_rate`, message: `must be a percent from 0 to 100, not "${taxRate}"` });
  if (errors.length > 0) throw validationError(errors);
}

function checkDates(issueDate: string, dueDate: string): void {
  if (dueDate < issueDate) throw validationError([{ field: 'due_date', message: 'must not be before issue_date' }]);
}

const STATUS_EVENTS: Partial<Record<InvoiceStatus, EventTypeOf<Invoice>>> = {
  sent: 'INVOICE_SENT',
  paid: 'INVOICE_PAID',
  overdue: 'INVOICE_OVERDUE',
  cancelled: 'INVOICE_CANCELLED',
};

/** The event of a status change, if the status changed to one that has one. */
export function statusEvents(before: InvoiceStatus | null, invoice: Invoice): Array<[EventTypeOf<Invoice>, Invoice]> {
  const type = STATUS_EVENTS[invoice.status];
  return type && before !== invoice.status ? [[type, invoice]] : [];
}

export interface CreateOptions {
  source?: Invoice['source'];
}

export function invoiceService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const get = async (organizationId: number, id: number, trx: Tx | typeof db = db): Promise<Invoice> => {
    const invoice = await findInvoice(trx, organizationId, id);
    if (!invoice) throw notFound('The invoice');
    return invoice;
  };

  /** Defaults, checks and totals of a new invoice: what creation and a dry run share. */
  async function prepare(db: Tx | Db, organizationId: number, input: InvoiceCreate, options: CreateOptions) {
    const { client, timeZone } = await findTermsAndZone(db, organizationId, input.client_id);
    if (!client) throw validationError([{ field: 'client_id', message: `no client with id ${input.client_id}` }]);
    const issueDate = input.issue_date ?? todayInOrUtc(timeZone, clock.now());
    const dueDate = input.due_date ?? addDays(issueDate, client.payment_terms_days);
    // Past 9999 the date is written "+010000-01-…", which sorts before any issue date: say what happened instead.
    if (input.due_date === undefined && (dueDate.startsWith('+') || dueDate > '9999-12-31'))
      throw validationError([
        {
          field: 'due_date',
          message: `issue_date ${issueDate} plus the client's ${client.payment_terms_days} days of payment terms falls after 9999-12-31; give due_date`,
        },
      ]);
    checkDates(issueDate, dueDate);
    // A client saved before currencies were checked may hold a code no currency has ("VAT"): not passed on unseen.
    if (input.currency === undefined && !isCurrencyCode(client.currency))
      throw validationError([
        {
          field: 'currency',
          message: `the client's currency "${client.currency}" is not an ISO 4217 code in use; give currency, or correct the client's`,
        },
      ]);
    const currency = input.currency ?? client.currency;
    // Read from loose text ("100 BHD"), a currency has passed no schema: the same rule as REST's `x-currency`.
    const problem = currencyProblem(currency);
    if (problem !== null)
      throw validationError([
        {
          field: 'currency',
          message:
            input.currency === undefined
              ? `the client's currency ${currency} ${problem}; give currency, or change the client's`
              : `${currency} ${problem}`,
        },
      ]);
    const { items, ...totals } = computeTotals(input.items, currency);
    const columns: InvoiceColumns = {
      client_id: input.client_id,
      status: input.status ?? 'draft',
      issue_date: issueDate,
      due_date: dueDate,
      currency,
      ...totals,
      amount_paid: '0.00',
      source: options.source ?? 'api',
    };
    return { client, columns, items };
  }

  /** What `createIn` would make, without writing: no id and no number yet. */
  async function preview(
    organizationId: number,
    input: InvoiceCreate,
    options: CreateOptions = {},
  ): Promise<Omit<Invoice, 'id' | 'number' | 'created_at' | 'updated_at'> & { id: null; number: null }> {
    const { client, columns, items } = await prepare(db, organizationId, input, options);
    return {
      id: null,
      number: null,
      client_id: columns.client_id,
      client: { id: columns.client_id, name: client.name },
      status: columns.status,
      issue_date: columns.issue_date,
      due_date: columns.due_date,
      currency: columns.currency,
      items: items.map((item) => ({
        ...item,
        unit_price: formatDecimal(item.unit_price),
        tax_rate: formatDecimal(item.tax_rate),
        quantity: formatDecimal(item.quantity, 0),
      })),
      subtotal: columns.subtotal,
      tax_total: columns.tax_total,
      total: columns.total,
      amount_paid: columns.amount_paid,
      balance: columns.total,
      source: columns.source,
      in_collection: false,
      dunning_hold: null,
      promised_pay_date: null,
      dunning: { level: null, next_action: null, next_action_at: null },
    };
  }

  /** Creates an invoice inside `trx`, so callers (smart endpoints, flows) can add their own work to it. */
  async function createIn(trx: Tx, organizationId: number, input: InvoiceCreate, options: CreateOptions = {}): Promise<Invoice> {
    const { client, columns, items } = await prepare(trx, organizationId, input, options);
    const row = await insertInvoice(trx, organizationId, provisionalNumber(), columns);
    // Read back from what the inserts answered: a new invoice has no debt-collection state yet, as no run or booking
    // can name it before it exists.
    const written = rowToInvoice({ ...row, client_name: client.name }, await insertItems(trx, row.id, items));
    // Last, so that the counter's lock, which serialises an organization's creations, is held as briefly as can be.
    const invoice = { ...written, number: await numberInvoice(trx, organizationId, row.id, Number(columns.issue_date.slice(0, 4))) };
    await recordEvents(trx, organizationId, [['INVOICE_CREATED', invoice], ...statusEvents(null, invoice)]);
    return invoice;
  }

  async function update(organizationId: number, id: number, patch: InvoicePatch): Promise<Invoice> {
    return unlessUnchanged(() =>
      inTransaction(db, async (trx) => {
        const current = await findInvoiceRow(trx, organizationId, id, { forUpdate: true });
        if (!current) throw notFound('The invoice');
        const before = await get(organizationId, id, trx);
        const changes: Partial<InvoiceColumns> = {};

        const drafting = DRAFT_ONLY_FIELDS.filter((field) => patch[field] !== undefined);
        if (drafting.length > 0) {
          if (current.status !== 'draft') {
            throw conflict(`Only draft invoices can change ${drafting.join(', ')}; this one is ${current.status}.`, 'invoice_not_draft');
          }
          if (patch.client_id !== undefined && !(await findClientTerms(trx, organizationId, patch.client_id))) {
            throw validationError([{ field: 'client_id', message: `no client with id ${patch.client_id}` }]);
          }
          checkDates(patch.issue_date ?? current.issue_date, patch.due_date ?? current.due_date);
          // The number was taken from its issue year's gap-free series: dated into another year, the invoice would sit
          // in the wrong series (2026-0001 issued in 2031), and renumbered it would leave a gap in this one.
          const [year, newYear] = [current.issue_date.slice(0, 4), patch.issue_date?.slice(0, 4)];
          if (newYear !== undefined && newYear !== year)
            throw validationError([
              {
                field: 'issue_date',
                message: `is in ${newYear}, but this invoice is numbered ${current.number} in ${year}'s series; keep it in ${year}, or cancel it and create one for ${newYear}`,
              },
            ]);
          Object.assign(changes, pick(patch, ['client_id', 'issue_date', 'due_date', 'currency']));
          // New items, or the same ones in a currency of other minor units, are priced again.
          if (patch.items || (patch.currency !== undefined && minorUnits(patch.currency) !== minorUnits(current.currency))) {
            const { items, ...totals } = computeTotals(patch.items ?? (await itemInputs(trx, id)), patch.currency ?? current.currency);
            await replaceItems(trx, id, items);
            Object.assign(changes, totals);
          }
        }

        const total = changes.total ?? current.total;
        let status = patch.status ?? current.status;
        if (patch.amount_paid !== undefined) {
          if (!['sent', 'overdue', 'paid'].includes(status)) {
            throw conflict(`Payments are recorded on sent or overdue invoices; this one is ${status}.`, 'invoice_not_payable');
          }
          if (compare(patch.amount_paid, total) > 0)
            throw validationError([{ field: 'amount_paid', message: `must not exceed the total ${total}` }]);
          const currency = changes.currency ?? current.currency;
          // As fine as the total itself may be: one priced before minor units were followed (99.99 JPY) can be paid.
          if (hasFinerThan(patch.amount_paid, Math.max(minorUnits(currency), decimalPlaces(total))))
            throw validationError([
              {
                field: 'amount_paid',
                message: `${currency} has no amounts finer than ${minorUnits(currency) === 0 ? 'whole units' : `${minorUnits(currency)} decimal places`}`,
              },
            ]);
          changes.amount_paid = patch.amount_paid;
          // A payment that covers the total settles the invoice, as a bank import would.
          if (patch.status === undefined && compare(patch.amount_paid, total) === 0 && TRANSITIONS[current.status].includes('paid'))
            status = 'paid';
        }
        if (status !== current.status) {
          if (!TRANSITIONS[current.status].includes(status)) {
            throw conflict(`An invoice cannot go from ${current.status} to ${status}.`, 'invalid_status_transition');
          }
          changes.status = status;
          if (status === 'paid' && patch.amount_paid === undefined) changes.amount_paid = total;
        }
        // Whatever changed, a paid invoice has paid its total (a payment taken back cannot leave it "paid").
        const paid = changes.amount_paid ?? current.amount_paid;
        if ((changes.status ?? current.status) === 'paid' && compare(paid, total) !== 0) {
          throw validationError([{ field: 'amount_paid', message: `a paid invoice has amount_paid equal to its total ${total}` }]);
        }
        // A payment of the whole total with status sent or overdue named beside it had left a settled invoice unpaid,
        // then overdue, with INVOICE_OVERDUE and reminders to a customer who owed nothing.
        if (
          patch.amount_paid !== undefined &&
          (status === 'sent' || status === 'overdue') &&
          compare(total, '0') > 0 &&
          compare(paid, total) === 0
        )
          throw validationError([
            {
              field: 'status',
              message: `is ${status}, but amount_paid ${paid} covers the total: the invoice is paid (send status paid, or leave status out)`,
            },
          ]);
        const today = await organizationToday(trx, organizationId, clock.now());
        // Overdue by hand, as the nightly sweep would: only once its due date has passed, and only while something is owed.
        if (changes.status === 'overdue') {
          if (compare(paid, total) >= 0)
            throw conflict(
              `Nothing is owed on this invoice (amount_paid ${paid} of ${total}): it cannot be overdue.`,
              'invalid_status_transition',
            );
          if (current.due_date >= today)
            throw conflict(
              `This invoice is due on ${current.due_date} (today is ${today}): it cannot be overdue yet.`,
              'invalid_status_transition',
            );
        }
        // Sent when its due date has passed already: overdue at once, as the sweep would make it minutes later, so the
        // answer, the events and the debt-collection flows agree from the start.
        const overdueAtOnce = changes.status === 'sent' && (changes.due_date ?? current.due_date) < today && compare(paid, total) < 0;
        const dunning = dunningChanges(patch, patch.issue_date ?? current.issue_date, today);
        await updateInvoice(trx, organizationId, id, { ...changes, ...dunning });
        // A hold or promise changed: runs held for this invoice look again at the next sweep.
        if (Object.keys(dunning).length > 0) await invoicePorts().wakeHeldRuns(trx, organizationId, { invoiceId: id }, clock.now());
        const sent = overdueAtOnce ? await get(organizationId, id, trx) : undefined;
        if (sent) await updateInvoice(trx, organizationId, id, { status: 'overdue' });
        const invoice = await get(organizationId, id, trx);
        if (changedNothing(before, invoice)) throw new Unchanged(before);
        await recordEvents(trx, organizationId, [
          ['INVOICE_UPDATED', invoice],
          ...(sent ? statusEvents(current.status, sent) : []),
          ...statusEvents(current.status, invoice),
        ]);
        return invoice;
      }),
    );
  }

  /**
   * Adds an item whatever the status but paid or cancelled: a late fee lands on
   * an invoice that was sent long ago. Totals are recomputed; INVOICE_UPDATED follows.
   */
  async function addItem(trx: Tx, organizationId: number, id: number, item: InvoiceItemInput): Promise<Invoice> {
    const current = await findInvoiceRow(trx, organizationId, id, { forUpdate: true });
    if (!current) throw notFound('The invoice');
    if (current.status === 'paid' || current.status === 'cancelled')
      throw conflict(`A ${current.status} invoice takes no more items.`, 'invoice_closed');
    checkItem(item, 'item');
    const stored = (await itemRows(trx, id)).map((row): ItemColumns => ({
      description: row.description,
      quantity: row.quantity,
      unit: row.unit,
      unit_price: row.unit_price,
      tax_rate: row.tax_rate,
      subtotal: row.subtotal,
      tax: row.tax,
      total: row.total,
    }));
    const { items, ...totals } = computeTotals([item], current.currency, stored);
    await replaceItems(trx, id, items);
    await updateInvoice(trx, organizationId, id, totals);
    const invoice = await get(organizationId, id, trx);
    await recordEvents(trx, organizationId, [['INVOICE_UPDATED', invoice]]);
    return invoice;
  }

  /** A reminder's grace period: the due date moves later (never earlier), with INVOICE_UPDATED. */
  async function extendDueDate(trx: Tx, organizationId: number, id: number, dueDate: string): Promise<Invoice> {
    const current = await findInvoiceRow(trx, organizationId, id, { forUpdate: true });
    if (!current) throw notFound('The invoice');
    if (dueDate > current.due_date) {
      await updateInvoice(trx, organizationId, id, { due_date: dueDate });
      await recordEvents(trx, organizationId, [['INVOICE_UPDATED', await get(organizationId, id, trx)]]);
    }
    return get(organizationId, id, trx);
  }

  async function markForCollection(trx: Tx, organizationId: number, id: number): Promise<Invoice> {
    if (!(await findInvoiceRow(trx, organizationId, id, { forUpdate: true }))) throw notFound('The invoice');
    await updateInvoice(trx, organizationId, id, { in_collection: true });
    const invoice = await get(organizationId, id, trx);
    await recordEvents(trx, organizationId, [['INVOICE_UPDATED', invoice]]);
    return invoice;
  }

  const service: CrudService<Invoice, InvoiceCreate, InvoicePatch, InvoiceListQuery> = {
    list: (organizationId, query) => listInvoices(db, organizationId, query),
    get: (organizationId, id) => get(organizationId, id),
    create: (organizationId, input) => inTransaction(db, (trx) => createIn(trx, organizationId, input)),
    update,
  };
  return {
    ...service,
    createIn,
    preview,
    addItem,
    extendDueDate,
    markForCollection,
    createFrom: (organizationId: number, input: InvoiceCreate, options: CreateOptions) =>
      inTransaction(db, (trx) => createIn(trx, organizationId, input, options)),
  };
}

/** Holds and promises: an `until` in the past or a promise before the issue date is a 422 naming the field. */
function dunningChanges(patch: InvoicePatch, issueDate: string, today: string): Pick<InvoicePatch, 'dunning_hold' | 'promised_pay_date'> {
  const errors: FieldError[] = [];
  if (patch.dunning_hold?.until && patch.dunning_hold.until < today)
    errors.push({ field: 'dunning_hold.until', message: `must not be in the past (today is ${today})` });
  if (patch.promised_pay_date && patch.promised_pay_date < issueDate)
    errors.push({ field: 'promised_pay_date', message: `must not be before the issue date ${issueDate}` });
  // As a hold's end: a promise already passed was broken at once, and the reminder it should have held went out.
  else if (patch.promised_pay_date && patch.promised_pay_date < today)
    errors.push({ field: 'promised_pay_date', message: `must not be in the past (today is ${today})` });
  if (errors.length > 0) throw validationError(errors);
  return pick(patch, ['dunning_hold', 'promised_pay_date']);
}

function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]])) as Partial<Pick<T, K>>;
}
