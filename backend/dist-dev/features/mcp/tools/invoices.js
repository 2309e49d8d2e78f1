/**
 * Reading invoices and moving them along: one invoice by id or number, the
 * unpaid ones (optionally only those past due), and marking one sent or paid
 * through the invoice service, so each change raises the same events as a
 * PATCH of the REST API.
 */
import { Type } from '@sinclair/typebox';
import { notFound } from '../../../platform/errors.js';
import { Id } from '../../../platform/http/schema.js';
import { Invoice } from '../../invoices/schemas.js';
import { invoiceService } from '../../invoices/service.js';
import { invoiceIdByNumber, unpaidTotals } from '../../invoices/store.js';
import { READ_ONLY, SETS_STATUS, tool } from '../tool.js';
import { organizationToday } from '../../organizations/today.js';
const InvoiceRef = Type.Union([Id, Type.String({ pattern: '^\\d{4}-\\d{1,10}$', description: 'The invoice number, e.g. "2026-0001".' })], {
    description: 'The invoice: its id (a number) or its number as printed on it (e.g. "2026-0001").',
});
/** Unpaid invoices fetched per status; more are counted but not listed. */
const LIST_LIMIT = 200;
const UnpaidInvoice = Type.Object({
    id: Id,
    number: Type.String(),
    client: Type.Object({ id: Id, name: Type.String() }),
    status: Type.String(),
    issue_date: Type.String(),
    due_date: Type.String(),
    days_overdue: Type.Integer({ description: 'Days past the due date; 0 when not yet due.' }),
    currency: Type.String(),
    total: Type.String(),
    balance: Type.String({ description: 'What is still to be paid.' }),
});
export function invoiceTools(deps) {
    const invoices = invoiceService(deps);
    const today = (organizationId) => organizationToday(deps.db, organizationId, deps.clock.now());
    async function find(organizationId, reference) {
        if (typeof reference === 'number')
            return invoices.get(organizationId, reference);
        // Looked up exactly: found among the first results of a search, it was missed behind clients whose names hold it.
        const id = await invoiceIdByNumber(deps.db, organizationId, reference);
        if (id === undefined)
            throw notFound(`The invoice numbered ${reference}`);
        return invoices.get(organizationId, id);
    }
    const setStatus = (name, title, status, description) => tool({
        name,
        title,
        description,
        scope: 'invoices:write',
        input: Type.Object({ invoice: InvoiceRef }, { additionalProperties: false }),
        output: Type.Object({ invoice: Invoice, changed: Type.Boolean({ description: `false when the invoice was already ${status}.` }) }),
        annotations: SETS_STATUS,
        creates: false,
        async run({ principal }, args) {
            const current = await find(principal.organizationId, args.invoice);
            // An overdue invoice was sent already: marking it sent again had put it back to sent and told INVOICE_SENT twice.
            const already = current.status === status || (status === 'sent' && current.status === 'overdue');
            if (already)
                return { invoice: current, changed: false };
            return { invoice: await invoices.update(principal.organizationId, current.id, { status }), changed: true };
        },
    });
    return [
        tool({
            name: 'get_invoice',
            title: 'Get an invoice',
            description: 'Answers one invoice with its client, status, dates, lines, totals, what has been paid and what is still owed.',
            scope: 'invoices:read',
            input: Type.Object({ invoice: InvoiceRef }, { additionalProperties: false }),
            output: Type.Object({ invoice: Invoice }),
            annotations: READ_ONLY,
            creates: false,
            run: async ({ principal }, args) => ({ invoice: await find(principal.organizationId, args.invoice) }),
        }),
        tool({
            name: 'list_unpaid_invoices',
            title: 'List unpaid invoices',
            description: 'Lists invoices that were sent and are not yet paid, the longest overdue first, with the amount still owed; set overdue_only to see only those past their due date. ' +
                'Also answers the total owed in each currency.',
            scope: 'invoices:read',
            input: Type.Object({
                overdue_only: Type.Optional(Type.Boolean({ description: 'Only invoices past their due date (default false).' })),
                client_id: Type.Optional(Type.Integer({ minimum: 1, description: "Only this client's invoices (find_clients answers the id)." })),
                limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'At most this many invoices (default 25).' })),
            }, { additionalProperties: false }),
            output: Type.Object({
                count: Type.Integer({ description: 'Unpaid invoices that match, listed or not.' }),
                invoices: Type.Array(UnpaidInvoice),
                owed: Type.Record(Type.String(), Type.String(), { description: 'Total still owed per currency, over the invoices that match.' }),
            }),
            annotations: READ_ONLY,
            creates: false,
            async run({ principal }, args) {
                const now = await today(principal.organizationId);
                const pages = await Promise.all(['sent', 'overdue'].map((status) => invoices.list(principal.organizationId, {
                    status,
                    page: 1,
                    page_size: LIST_LIMIT,
                    ordering: 'due_date',
                    ...(args.client_id ? { client: args.client_id } : {}),
                })));
                // A sent invoice past due counts as overdue even before the nightly job marks it.
                const matching = pages.flatMap((page) => page.rows).filter((invoice) => !args.overdue_only || invoice.due_date < now);
                matching.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
                // Counted and summed over every match in SQL: added up from the listed pages, past 200 invoices the total owed
                // stopped short, and the count took in invoices the overdue filter had left out.
                const totals = await unpaidTotals(deps.db, principal.organizationId, {
                    clientId: args.client_id,
                    pastDueBefore: args.overdue_only ? now : undefined,
                });
                return {
                    count: totals.count,
                    invoices: matching.slice(0, args.limit ?? 25).map((invoice) => ({
                        id: invoice.id,
                        number: invoice.number,
                        client: invoice.client,
                        status: invoice.status,
                        issue_date: invoice.issue_date,
                        due_date: invoice.due_date,
                        days_overdue: Math.max(0, Math.round((Date.parse(now) - Date.parse(invoice.due_date)) / 86_400_000)),
                        currency: invoice.currency,
                        total: invoice.total,
                        balance: invoice.balance,
                    })),
                    owed: totals.owed,
                };
            },
        }),
        setStatus('mark_invoice_sent', 'Mark an invoice sent', 'sent', 'Records that a draft invoice has been sent to the client; from then on it counts as unpaid until it is paid. An invoice already sent is left as it is.'),
        setStatus('mark_invoice_paid', 'Mark an invoice paid', 'paid', 'Records that a sent or overdue invoice has been paid in full (the amount paid becomes its total). An invoice already paid is left as it is.'),
    ];
}
//# sourceMappingURL=invoices.js.map