import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Queryable } from '../../platform/db/knex.js';
import { type ListResult, foldedText, listPage } from '../../platform/db/list.js';
import { StatementCache } from '../../platform/db/compiled.js';
import { insertRows } from '../../platform/db/insert.js';
import type { Knex } from 'knex';
// The block catalogue alone: the whole engine (its validator and templates) is not loaded by a worker for a label.
import { blockOf } from '@kontor/flow-engine/blocks';
import type { DunningHold } from './schemas.js';
import { formatDecimal, subtract } from '../../platform/lib/money.js';
import type { DunningState, Invoice, InvoiceListQuery, InvoiceStatus } from './schemas.js';
import { type DunningStateRow, invoicePorts } from './ports.js';

export interface InvoiceRow {
  id: number;
  organization_id: number;
  number: string;
  client_id: number;
  client_name: string;
  status: InvoiceStatus;
  issue_date: string;
  due_date: string;
  currency: string;
  subtotal: string;
  tax_total: string;
  total: string;
  amount_paid: string;
  source: Invoice['source'];
  in_collection: boolean;
  dunning_hold: DunningHold | null;
  promised_pay_date: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface InvoiceItemRow {
  invoice_id: number;
  position: number;
  description: string;
  quantity: string;
  unit: string;
  unit_price: string;
  tax_rate: string;
  subtotal: string;
  tax: string;
  total: string;
}

export type InvoiceColumns = Omit<
  InvoiceRow,
  'id' | 'organization_id' | 'number' | 'client_name' | 'in_collection' | 'dunning_hold' | 'promised_pay_date' | 'created_at' | 'updated_at'
>;
export type ItemColumns = Omit<InvoiceItemRow, 'invoice_id' | 'position'>;

export function rowToInvoice(
  row: InvoiceRow,
  items: readonly InvoiceItemRow[],
  dunning: DunningState = dunningStateOf(undefined),
): Invoice {
  return {
    id: row.id,
    number: row.number,
    client_id: row.client_id,
    client: { id: row.client_id, name: row.client_name },
    status: row.status,
    issue_date: row.issue_date,
    due_date: row.due_date,
    currency: row.currency.trim(),
    items: items.map((item) => ({
      description: item.description,
      quantity: formatDecimal(item.quantity, 0),
      unit: item.unit,
      unit_price: formatDecimal(item.unit_price),
      tax_rate: formatDecimal(item.tax_rate),
      subtotal: item.subtotal,
      tax: item.tax,
      total: item.total,
    })),
    subtotal: row.subtotal,
    tax_total: row.tax_total,
    total: row.total,
    amount_paid: row.amount_paid,
    balance: subtract(row.total, row.amount_paid),
    source: row.source,
    in_collection: row.in_collection,
    dunning_hold: row.dunning_hold,
    promised_pay_date: row.promised_pay_date,
    dunning,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A left join, though every invoice has its client (a foreign key): Postgres then leaves the join out where no column of
 * the client is read, as in a list's count, which so reads the invoices alone.
 */
const selectInvoice = (db: Queryable) =>
  db('invoices').leftJoin('clients', 'clients.id', 'invoices.client_id').select('invoices.*', 'clients.name as client_name');

/**
 * An invoice's items in its own row, as JSON in their order: a page and its items in one round trip. Amounts go as
 * text, as Postgres writes numeric (a JSON number would lose "1500.00" to 1500).
 */
const ITEMS_JSON = `(SELECT coalesce(json_agg(json_build_object(
     'invoice_id', it.invoice_id, 'position', it.position, 'description', it.description, 'quantity', it.quantity::text,
     'unit', it.unit, 'unit_price', it.unit_price::text, 'tax_rate', it.tax_rate::text, 'subtotal', it.subtotal::text,
     'tax', it.tax::text, 'total', it.total::text) ORDER BY it.position), '[]'::json)
   FROM invoice_items it WHERE it.invoice_id = invoices.id) AS __items`;

type RowWithItems = InvoiceRow & DunningStateRow & { __items: InvoiceItemRow[] };

/** Invoices as the API shows them: their items and where debt collection stands, in the same statement. */
const selectInvoiceWithItems = (db: Queryable) =>
  selectInvoice(db).select(db.raw(`${ITEMS_JSON}, ${invoicePorts().dunningStateColumns('invoices.id')}`));

const toInvoice = (row: RowWithItems): Invoice => rowToInvoice(row, row.__items, dunningStateOf(row));

/** What a new invoice's number is until `numberInvoice` gives it its own, just before its transaction commits. */
export const provisionalNumber = () => `unnumbered ${randomUUID()}`;

/**
 * Gives a new invoice the next number of its organization's year, in one statement. The counter's upsert takes a row
 * lock held until the transaction ends, so concurrent creations queue here and a rolled-back creation gives its number
 * back: the sequence has no gaps. Numbering comes last, after the invoice and its items are written, so
 * that the lock is held for this statement, the events and the commit (three round trips). Taken first, it was held
 * over nine: with the database a millisecond away, at most about 110 creations a second per organization, whatever
 * the hardware. (On the development machine, database on loopback, creation is bound by CPU either way.)
 */
export async function numberInvoice(trx: Queryable, organizationId: number, invoiceId: number, year: number): Promise<string> {
  const result = await trx
    .raw<{ rows: Array<{ number: string }> }>(
      `WITH counter AS (
       INSERT INTO invoice_counters (organization_id, year, last_value)
       VALUES (?::bigint, ?::integer, 1)
       ON CONFLICT (organization_id, year) DO UPDATE SET last_value = invoice_counters.last_value + 1
       RETURNING last_value
     )
     UPDATE invoices SET number = ?::text || '-' || repeat('0', greatest(0, 4 - length(counter.last_value::text))) || counter.last_value::text
       FROM counter WHERE invoices.organization_id = ?::bigint AND invoices.id = ?::bigint
     RETURNING invoices.number`,
      // Years 1 to 999 too are four digits (0999-0001), as the numbers are documented and looked up.
      [organizationId, year, String(year).padStart(4, '0'), organizationId, invoiceId],
    )
    .options({ prepared: true });
  const number = result.rows[0]?.number;
  if (number === undefined) throw new Error(`numberInvoice: no invoice ${invoiceId} in organization ${organizationId}`);
  return number;
}

/** Inserts an invoice, answering its row as stored (`client_name` is the caller's to add). */
export async function insertInvoice(
  trx: Queryable,
  organizationId: number,
  number: string,
  columns: InvoiceColumns,
): Promise<Omit<InvoiceRow, 'client_name'>> {
  // Built once and named, as each statement of a creation (db/insert.ts).
  const [row] = await insertRows<Omit<InvoiceRow, 'client_name'>>(
    trx,
    'invoices',
    [{ ...columns, organization_id: organizationId, number }],
    '*',
  );
  return row!;
}

export async function updateInvoice(
  trx: Queryable,
  organizationId: number,
  id: number,
  columns: Partial<InvoiceColumns> & { in_collection?: boolean; dunning_hold?: DunningHold | null; promised_pay_date?: string | null },
): Promise<void> {
  const { dunning_hold: hold, ...rest } = columns;
  await trx('invoices')
    .where({ organization_id: organizationId, id })
    .update({
      ...rest,
      ...(hold !== undefined ? { dunning_hold: hold === null ? null : JSON.stringify(hold) } : {}),
      updated_at: trx.fn.now(),
    });
}

/** Inserts the items in their order, answering their rows as stored. */
export async function insertItems(trx: Queryable, invoiceId: number, items: readonly ItemColumns[]): Promise<InvoiceItemRow[]> {
  if (items.length === 0) return [];
  const rows = await insertRows<InvoiceItemRow>(
    trx,
    'invoice_items',
    items.map((item, position) => ({ ...item, invoice_id: invoiceId, position })),
    '*',
  );
  // RETURNING promises no order: the items' own.
  return rows.sort((a, b) => a.position - b.position);
}

/** The items of an invoice as stored, for appending one. */
export async function itemRows(db: Queryable, invoiceId: number): Promise<InvoiceItemRow[]> {
  return db('invoice_items').where({ invoice_id: invoiceId }).orderBy('position');
}

export async function replaceItems(trx: Queryable, invoiceId: number, items: readonly ItemColumns[]): Promise<void> {
  await trx('invoice_items').where({ invoice_id: invoiceId }).delete();
  await insertItems(trx, invoiceId, items);
}

/** The id of an organization's invoice with this number, if any: an exact lookup (numbers are unique per organization). */
export async function invoiceIdByNumber(db: Queryable, organizationId: number, number: string): Promise<number | undefined> {
  const row = (await db('invoices').where({ organization_id: organizationId, number }).first('id')) as { id: number } | undefined;
  return row?.id;
}

export async function findInvoiceRow(
  db: Queryable,
  organizationId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const query = selectInvoice(db).where({ 'invoices.organization_id': organizationId, 'invoices.id': id }).first();
  if (options.forUpdate) query.forUpdate('invoices');
  return (await query) as InvoiceRow | undefined;
}

export async function findInvoice(db: Queryable, organizationId: number, id: number): Promise<Invoice | undefined> {
  // Named, like a list page (db/prepared.ts): with its items and debt-collection states it is costlier to plan than to run.
  const query = selectInvoiceWithItems(db).where({ 'invoices.organization_id': organizationId, 'invoices.id': id }).first();
  const row = (await query.options({ prepared: true })) as RowWithItems | undefined;
  return row && toInvoice(row);
}

/** The client's searched text, as `clients_search_trgm` (migration 0005) indexes it. */
const CLIENT_SEARCH_COLUMNS = ['name', 'legal_name', 'email', 'registration_no', 'vat_no', 'address_city'];

const LIST_FILTERS = {
  status: 'status',
  client: 'client_id',
  source: 'source',
  currency: 'currency',
  issue_date: 'issue_date',
  due_date: 'due_date',
} as const;

/** A page's statement by its filters and ordering, built once (platform/db/compiled.ts). */
const listStatements = new StatementCache();

/** The organization's invoices with the filters given: `values` are the organization's id, then each filter's value. */
function invoicesWhere(db: Queryable, names: ReadonlyArray<keyof typeof LIST_FILTERS>, values: ReadonlyArray<string | number>) {
  const query = selectInvoiceWithItems(db).where('invoices.organization_id', values[0]);
  names.forEach((name, index) => query.where(`invoices.${LIST_FILTERS[name]}`, values[index + 1]));
  return query;
}

export async function listInvoices(db: Queryable, organizationId: number, params: InvoiceListQuery): Promise<ListResult<Invoice>> {
  const names = (Object.keys(LIST_FILTERS) as Array<keyof typeof LIST_FILTERS>).filter((name) => params[name] !== undefined);
  const values = [organizationId, ...names.map((name) => params[name]!)];
  const query = () => invoicesWhere(db, names, values);
  return listPage<RowWithItems, Invoice>(
    query,
    params,
    {
      searchColumns: ['invoices.number'],
      // The client's searched text through its own index, then the invoices by client id (an index too).
      searchAlso: (folded) =>
        db.raw(
          `invoices.client_id = ANY (ARRAY(SELECT id FROM clients WHERE organization_id = ? AND ${foldedText(CLIENT_SEARCH_COLUMNS)} LIKE ?))`,
          [organizationId, folded],
        ),
      orderingColumns: {
        number: 'invoices.number',
        issue_date: 'invoices.issue_date',
        due_date: 'invoices.due_date',
        total: 'invoices.total',
        created_at: 'invoices.created_at',
        id: 'invoices.id',
      },
      idColumn: 'invoices.id',
      defaultOrdering: '-id',
      // Planning a page with its items and debt-collection states cost Postgres more than running it.
      prepared: true,
      compiled: db.isTransaction
        ? undefined
        : { cache: listStatements, shape: names.join(','), db: db as Knex, values, base: (markers) => invoicesWhere(db, names, markers) },
    },
    toInvoice,
  );
}

export async function findClientTerms(
  db: Queryable,
  organizationId: number,
  clientId: number,
): Promise<{ name: string; currency: string; payment_terms_days: number } | undefined> {
  const row = await db('clients').where({ organization_id: organizationId, id: clientId }).first('name', 'currency', 'payment_terms_days');
  return row ? { name: row.name, currency: String(row.currency).trim(), payment_terms_days: row.payment_terms_days } : undefined;
}

/**
 * A client's terms and its organization's time zone (for the issue date a request leaves out), in one statement
 * where they were two; no client when the id names none of the organization's.
 */
export async function findTermsAndZone(
  db: Queryable,
  organizationId: number,
  clientId: number,
): Promise<{ client: { name: string; currency: string; payment_terms_days: number } | undefined; timeZone: string }> {
  const row = (await db('organizations as o')
    .leftJoin('clients as c', (join) => join.on('c.organization_id', 'o.id').andOnVal('c.id', clientId))
    .where('o.id', organizationId)
    .first('o.time_zone', 'c.id', 'c.name', 'c.currency', 'c.payment_terms_days')
    .options({ prepared: true })) as
    { time_zone: string; id: number | null; name: string; currency: string; payment_terms_days: number } | undefined;
  const client =
    row && row.id !== null
      ? { name: row.name, currency: String(row.currency).trim(), payment_terms_days: row.payment_terms_days }
      : undefined;
  return { client, timeZone: row?.time_zone ?? 'UTC' };
}

/**
 * Moves up to `limit` sent invoices due before their organization's today (`todays`: today per time zone) to
 * overdue, answering them. SKIP LOCKED lets several workers share the sweep without waiting on each other; the status
 * condition makes each invoice go overdue once.
 */
export async function markOverdue(
  trx: Queryable,
  todays: Record<string, string>,
  limit: number,
): Promise<Array<{ organization_id: number; id: number }>> {
  const result = await trx.raw<{ rows: Array<{ organization_id: number; id: number }> }>(
    `UPDATE invoices SET status = 'overdue', updated_at = now()
      WHERE id IN (
        SELECT i.id FROM invoices i JOIN organizations o ON o.id = i.organization_id
         WHERE i.status = 'sent' AND i.due_date < (?::jsonb ->> o.time_zone)::date AND i.amount_paid < i.total
         ORDER BY i.id
         LIMIT ?::integer
           FOR UPDATE OF i SKIP LOCKED)
     RETURNING organization_id, id`,
    [JSON.stringify(todays), limit],
  );
  return result.rows;
}

/**
 * Where debt collection stands for an invoice: the level reached, what comes next and when. The next step is named by
 * its block's label, as office staff read it, not by the node's id in the graph.
 */
export function dunningStateOf(row: DunningStateRow | undefined): DunningState {
  const next = row?.__next ?? null;
  const type = next?.node_type ?? null;
  const what = type === null ? null : (blockOf('debt_collection', type)?.label ?? type);
  return {
    level: row?.__level === null || row?.__level === undefined ? null : Number(row.__level),
    next_action: what && `${what} in "${next?.flow_name ?? ''}"${next?.held ? ', held until then' : ''}`,
    // As JSON writes a timestamp (to the microsecond, with the session's offset): the API's RFC 3339 in UTC.
    next_action_at: next?.resume_at ? new Date(next.resume_at).toISOString() : null,
  };
}

/**
 * Unpaid invoices (sent or overdue) counted and summed per currency, in SQL over all of them: for a total owed that
 * does not stop at the first page. `pastDueBefore` keeps those due before that day (overdue, marked or not yet).
 */
export async function unpaidTotals(
  db: Queryable,
  organizationId: number,
  filters: { clientId?: number; pastDueBefore?: string },
): Promise<{ count: number; owed: Record<string, string> }> {
  const rows = (await db('invoices')
    .where({ organization_id: organizationId })
    .whereIn('status', ['sent', 'overdue'])
    .modify((query) => {
      if (filters.clientId !== undefined) query.where({ client_id: filters.clientId });
      if (filters.pastDueBefore !== undefined) query.where('due_date', '<', filters.pastDueBefore);
    })
    .groupBy('currency')
    .select('currency', db.raw('count(*)::integer AS count'), db.raw('sum(total - amount_paid)::text AS owed'))) as Array<{
    currency: string;
    count: number;
    owed: string;
  }>;
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    owed: Object.fromEntries(rows.map((row) => [row.currency, new Decimal(row.owed).toFixed(2)])),
  };
}

/**
 * Ends promises that passed unpaid (the promised date is before their organization's today; `todays` holds today per
 * time zone), answering the invoices; each once.
 */
export async function takeBrokenPromises(
  trx: Queryable,
  todays: Record<string, string>,
  limit: number,
  invoiceId?: number,
): Promise<Array<{ organization_id: number; id: number; promised_pay_date: string }>> {
  const result = await trx.raw<{ rows: Array<{ organization_id: number; id: number; promised_pay_date: string }> }>(
    `WITH broken AS (
       SELECT i.id, i.promised_pay_date FROM invoices i JOIN organizations o ON o.id = i.organization_id
        WHERE i.promised_pay_date < (?::jsonb ->> o.time_zone)::date AND i.status IN ('sent', 'overdue') AND i.total > i.amount_paid
          ${invoiceId === undefined ? '' : 'AND i.id = ?::bigint'}
        ORDER BY i.id LIMIT ?::integer FOR UPDATE OF i SKIP LOCKED)
     UPDATE invoices SET promised_pay_date = NULL, updated_at = now() FROM broken
      WHERE invoices.id = broken.id
     RETURNING invoices.organization_id, invoices.id, broken.promised_pay_date::text AS promised_pay_date`,
    invoiceId === undefined ? [JSON.stringify(todays), limit] : [JSON.stringify(todays), invoiceId, limit],
  );
  return result.rows;
}
