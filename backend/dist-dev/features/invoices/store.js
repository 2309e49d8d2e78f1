import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { together } from '../../platform/db/knex.js';
import { childrenOf, foldedText, listPage } from '../../platform/db/list.js';
// The block catalogue alone: the whole engine (its validator and templates) is not loaded by a worker for a label.
import { blockOf } from '@kontor/flow-engine/blocks';
import { formatDecimal, subtract } from '../../platform/lib/money.js';
export function rowToInvoice(row, items, dunning = dunningStateOf(undefined)) {
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
const selectInvoice = (db) => db('invoices').join('clients', 'clients.id', 'invoices.client_id').select('invoices.*', 'clients.name as client_name');
/** What a new invoice's number is until `numberInvoice` gives it its own, just before its transaction commits. */
export const provisionalNumber = () => `unnumbered ${randomUUID()}`;
/**
 * Gives a new invoice the next number of its organization's year, in one statement. The counter's upsert takes a row
 * lock held until the transaction ends, so concurrent creations queue here and a rolled-back creation gives its number
 * back: the sequence has no gaps. Numbering comes last, after the invoice, its items and its read-back are written, so
 * that the lock is held for this statement, the events and the commit (three round trips). Taken first, it was held
 * over nine: with the database a millisecond away, at most about 110 creations a second per organization, whatever
 * the hardware. (On the development machine, database on loopback, creation is bound by CPU either way.)
 */
export async function numberInvoice(trx, organizationId, invoiceId, year) {
    const result = await trx.raw(`WITH counter AS (
       INSERT INTO invoice_counters (organization_id, year, last_value)
       VALUES (?::bigint, ?::integer, 1)
       ON CONFLICT (organization_id, year) DO UPDATE SET last_value = invoice_counters.last_value + 1
       RETURNING last_value
     )
     UPDATE invoices SET number = ?::text || '-' || repeat('0', greatest(0, 4 - length(counter.last_value::text))) || counter.last_value::text
       FROM counter WHERE invoices.organization_id = ?::bigint AND invoices.id = ?::bigint
     RETURNING invoices.number`, 
    // Years 1 to 999 too are four digits (0999-0001), as the numbers are documented and looked up.
    [organizationId, year, String(year).padStart(4, '0'), organizationId, invoiceId]);
    const number = result.rows[0]?.number;
    if (number === undefined)
        throw new Error(`numberInvoice: no invoice ${invoiceId} in organization ${organizationId}`);
    return number;
}
export async function insertInvoice(trx, organizationId, number, columns) {
    const [row] = await trx('invoices')
        .insert({ ...columns, organization_id: organizationId, number })
        .returning('id');
    return row.id;
}
export async function updateInvoice(trx, organizationId, id, columns) {
    const { dunning_hold: hold, ...rest } = columns;
    await trx('invoices')
        .where({ organization_id: organizationId, id })
        .update({
        ...rest,
        ...(hold !== undefined ? { dunning_hold: hold === null ? null : JSON.stringify(hold) } : {}),
        updated_at: trx.fn.now(),
    });
}
export async function insertItems(trx, invoiceId, items) {
    await trx('invoice_items').insert(items.map((item, position) => ({ ...item, invoice_id: invoiceId, position })));
}
/** The items of an invoice as stored, for appending one. */
export async function itemRows(db, invoiceId) {
    return db('invoice_items').where({ invoice_id: invoiceId }).orderBy('position');
}
export async function replaceItems(trx, invoiceId, items) {
    await trx('invoice_items').where({ invoice_id: invoiceId }).delete();
    await insertItems(trx, invoiceId, items);
}
/** The id of an organization's invoice with this number, if any: an exact lookup (numbers are unique per organization). */
export async function invoiceIdByNumber(db, organizationId, number) {
    const row = (await db('invoices').where({ organization_id: organizationId, number }).first('id'));
    return row?.id;
}
export async function findInvoiceRow(db, organizationId, id, options = {}) {
    const query = selectInvoice(db).where({ 'invoices.organization_id': organizationId, 'invoices.id': id }).first();
    if (options.forUpdate)
        query.forUpdate('invoices');
    return (await query);
}
const itemsOf = (db, invoiceIds) => childrenOf(db, 'invoice_items', 'invoice_id', invoiceIds, 'position');
export async function findInvoice(db, organizationId, id) {
    const row = await findInvoiceRow(db, organizationId, id);
    if (!row)
        return undefined;
    const [items, states] = await together(db, () => itemsOf(db, [row.id]), () => dunningStates(db, [row.id]));
    return rowToInvoice(row, items.get(row.id) ?? [], dunningStateOf(states.get(row.id)));
}
/** The client's searched text, as `clients_search_trgm` (migration 0005) indexes it. */
const CLIENT_SEARCH_COLUMNS = ['name', 'legal_name', 'email', 'registration_no', 'vat_no', 'address_city'];
export async function listInvoices(db, organizationId, params) {
    const query = selectInvoice(db).where('invoices.organization_id', organizationId);
    const filters = {
        status: 'status',
        client: 'client_id',
        source: 'source',
        currency: 'currency',
        issue_date: 'issue_date',
        due_date: 'due_date',
    };
    for (const [name, column] of Object.entries(filters)) {
        const value = params[name];
        if (value !== undefined)
            query.where(`invoices.${column}`, value);
    }
    const page = await listPage(query, params, {
        searchColumns: ['invoices.number'],
        // The client's searched text through its own index, then the invoices by client id (an index too).
        searchAlso: (folded) => db.raw(`invoices.client_id = ANY (ARRAY(SELECT id FROM clients WHERE organization_id = ? AND ${foldedText(CLIENT_SEARCH_COLUMNS)} LIKE ?))`, [organizationId, folded]),
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
    });
    const ids = page.rows.map((row) => row.id);
    const [items, states] = await together(db, () => itemsOf(db, ids), () => dunningStates(db, ids));
    return {
        count: page.count,
        rows: page.rows.map((row) => rowToInvoice(row, items.get(row.id) ?? [], dunningStateOf(states.get(row.id)))),
    };
}
export async function findClientTerms(db, organizationId, clientId) {
    const row = await db('clients').where({ organization_id: organizationId, id: clientId }).first('name', 'currency', 'payment_terms_days');
    return row ? { name: row.name, currency: String(row.currency).trim(), payment_terms_days: row.payment_terms_days } : undefined;
}
/**
 * Moves up to `limit` sent invoices due before their organization's today (`todays`: today per time zone) to
 * overdue, answering them. SKIP LOCKED lets several workers share the sweep without waiting on each other; the status
 * condition makes each invoice go overdue once.
 */
export async function markOverdue(trx, todays, limit) {
    const result = await trx.raw(`UPDATE invoices SET status = 'overdue', updated_at = now()
      WHERE id IN (
        SELECT i.id FROM invoices i JOIN organizations o ON o.id = i.organization_id
         WHERE i.status = 'sent' AND i.due_date < (?::jsonb ->> o.time_zone)::date AND i.amount_paid < i.total
         ORDER BY i.id
         LIMIT ?::integer
           FOR UPDATE OF i SKIP LOCKED)
     RETURNING organization_id, id`, [JSON.stringify(todays), limit]);
    return result.rows;
}
/** Debt-collection runs held back for this invoice look again now: a changed hold or promise takes effect at the next sweep. */
export async function wakeHeldRuns(db, organizationId, invoiceId, now) {
    return db('flow_runs')
        .where({ organization_id: organizationId, status: 'waiting' })
        .whereRaw(`(state ->> 'held')::boolean IS TRUE`)
        .whereRaw(`(context -> 'invoice' ->> 'id')::bigint = ?`, [invoiceId])
        .update({ resume_at: now, updated_at: db.fn.now() });
}
/** Per invoice: the highest reminder level booked, and the earliest waiting run's next node with when it wakes. */
export async function dunningStates(db, invoiceIds) {
    if (invoiceIds.length === 0)
        return new Map();
    const result = await db.raw(`SELECT ids.id AS invoice_id,
            (SELECT max(level) FROM dunning_bookings b WHERE b.invoice_id = ids.id AND b.kind = 'reminder') AS level,
            next.resume_at, next.node, next.graph, next.flow_name, next.held
       FROM unnest(?::bigint[]) AS ids(id)
       LEFT JOIN LATERAL (
         SELECT r.resume_at, r.state -> 'pending' ->> 0 AS node, v.graph, f.name AS flow_name, coalesce((r.state ->> 'held')::boolean, false) AS held
           FROM flow_runs r
           JOIN flows f ON f.id = r.flow_id AND f.mode = 'debt_collection'
           LEFT JOIN flow_versions v ON v.flow_id = r.flow_id AND v.version = r.flow_version
          WHERE r.status = 'waiting' AND NOT r.test AND (r.context -> 'invoice' ->> 'id')::bigint = ids.id
          ORDER BY r.resume_at LIMIT 1) next ON true`, [[...invoiceIds]]);
    return new Map(result.rows.map((row) => [Number(row.invoice_id), row]));
}
/** Where debt collection stands for an invoice: the level reached, what comes next and when. */
export function dunningStateOf(row) {
    if (!row)
        return { level: null, next_action: null, next_action_at: null };
    const node = row.graph?.nodes.find((candidate) => candidate.id === row.node);
    const block = node ? blockOf('debt_collection', node.type) : undefined;
    const what = node ? `${block?.label ?? node.type} (${node.id})` : null;
    return {
        level: row.level === null ? null : Number(row.level),
        next_action: what && `${what} in "${row.flow_name ?? ''}"${row.held ? ', held until then' : ''}`,
        next_action_at: row.resume_at?.toISOString() ?? null,
    };
}
/**
 * Unpaid invoices (sent or overdue) counted and summed per currency, in SQL over all of them: for a total owed that
 * does not stop at the first page. `pastDueBefore` keeps those due before that day (overdue, marked or not yet).
 */
export async function unpaidTotals(db, organizationId, filters) {
    const rows = (await db('invoices')
        .where({ organization_id: organizationId })
        .whereIn('status', ['sent', 'overdue'])
        .modify((query) => {
        if (filters.clientId !== undefined)
            query.where({ client_id: filters.clientId });
        if (filters.pastDueBefore !== undefined)
            query.where('due_date', '<', filters.pastDueBefore);
    })
        .groupBy('currency')
        .select('currency', db.raw('count(*)::integer AS count'), db.raw('sum(total - amount_paid)::text AS owed')));
    return {
        count: rows.reduce((sum, row) => sum + row.count, 0),
        owed: Object.fromEntries(rows.map((row) => [row.currency, new Decimal(row.owed).toFixed(2)])),
    };
}
//# sourceMappingURL=store.js.map