import { Type } from '@sinclair/typebox';
import { Currency, DateString, DecimalOut, DecimalString, Id, ListQuery, Text, Timestamp } from '../../platform/http/schema.js';
/** Shared by invoices and clients (a client's hold covers its invoices): the PATCH field and the answer. */
export const DunningHold = Type.Union([
    Type.Object({
        until: Type.Union([DateString('The last day of the hold; null: until lifted.'), Type.Null()]),
        reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why, e.g. "disputed: wrong quantity".' }),
    }, { additionalProperties: false }),
    Type.Null(),
], {
    description: "While a hold applies, debt-collection flows neither start nor act for this invoice (or this client's invoices); held runs go on after it. `null` lifts it.",
});
export const DunningState = Type.Object({
    level: Type.Union([Type.Integer(), Type.Null()], { description: 'The highest reminder level sent; null: none yet.' }),
    next_action: Type.Union([Type.String(), Type.Null()], { description: 'What a waiting debt-collection run does next.' }),
    next_action_at: Type.Union([Timestamp, Type.Null()]),
}, { description: 'Read only: where debt collection stands for this invoice.' });
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];
export const INVOICE_SOURCES = ['api', 'smart', 'flow'];
const Status = Type.Union(INVOICE_STATUSES.map((status) => Type.Literal(status)));
const Source = Type.Union(INVOICE_SOURCES.map((source) => Type.Literal(source)));
export const InvoiceItemInput = Type.Object({
    description: Text(500, { minLength: 1 }),
    quantity: Type.Optional(DecimalString({ scale: 3, integerDigits: 9, exclusiveMinimum: '0' }, { description: 'Defaults to 1.', example: '3' })),
    unit: Type.Optional(Text(20, { description: 'e.g. `h`, `pcs`' })),
    unit_price: DecimalString({ scale: 4, integerDigits: 10, minimum: '0' }, { description: 'Price of one unit before tax.', example: '1500.00' }),
    tax_rate: Type.Optional(DecimalString({ scale: 2, integerDigits: 3, minimum: '0', maximum: '100' }, { description: 'Percent; defaults to 0.', example: '21' })),
}, { additionalProperties: false, $id: 'InvoiceItemInput' });
const Items = Type.Array(InvoiceItemInput, { minItems: 1, maxItems: 200 });
export const InvoiceCreate = Type.Object({
    client_id: Id,
    issue_date: Type.Optional(DateString("Defaults to the organization's today (in its time_zone). Its year picks the number's series.")),
    due_date: Type.Optional(DateString("Defaults to the issue date plus the client's payment terms.")),
    currency: Type.Optional(Type.String({ ...Currency, description: "Defaults to the client's currency." })),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('sent')], { description: 'Defaults to `draft`.' })),
    items: Items,
}, { additionalProperties: false, $id: 'InvoiceCreate' });
export const InvoicePatch = Type.Object({
    status: Type.Optional(Type.Union(INVOICE_STATUSES.map((status) => Type.Literal(status)), {
        description: 'draft → sent → paid, overdue or cancelled; overdue → sent, paid or cancelled. `overdue` by hand only past the due date and while something is owed (409); `sent` or `overdue` beside an `amount_paid` that covers the total is a 422: the invoice is paid.',
    })),
    amount_paid: Type.Optional(DecimalString({ scale: 2, integerDigits: 14, minimum: '0' }, { description: 'Payments received so far; reaching the total marks the invoice paid.' })),
    client_id: Type.Optional(Id),
    issue_date: Type.Optional(DateString("Within the year of the invoice's number (its series); another year is refused.")),
    due_date: Type.Optional(DateString()),
    currency: Type.Optional(Currency),
    items: Type.Optional(Items),
    dunning_hold: Type.Optional(DunningHold),
    promised_pay_date: Type.Optional(Type.Union([
        DateString('The client promised to pay by this day: reminders wait until then; unpaid the day after, the promise breaks (INVOICE_PROMISE_BROKEN).'),
        Type.Null(),
    ])),
}, {
    additionalProperties: false,
    minProperties: 1,
    $id: 'InvoicePatch',
    description: 'Status changes follow draft → sent | cancelled; sent → paid | overdue | cancelled; overdue → sent | paid | cancelled. `client_id`, dates, `currency` and `items` (which replace all items) change only on drafts. `dunning_hold` and `promised_pay_date` change on any unpaid invoice.',
});
export const InvoiceItem = Type.Object({
    description: Type.String(),
    quantity: DecimalOut(),
    unit: Type.String(),
    unit_price: DecimalOut(),
    tax_rate: DecimalOut('Percent'),
    subtotal: DecimalOut('quantity × unit_price, rounded half up to cents'),
    tax: DecimalOut('subtotal × tax_rate / 100, rounded half up to cents'),
    total: DecimalOut(),
});
export const Invoice = Type.Object({
    id: Id,
    number: Type.String({ description: 'Per organization, gap-free per year.', examples: ['2026-0001'] }),
    client_id: Id,
    client: Type.Object({ id: Id, name: Type.String() }),
    status: Status,
    issue_date: DateString(),
    due_date: DateString(),
    currency: Currency,
    items: Type.Array(InvoiceItem),
    subtotal: DecimalOut(),
    tax_total: DecimalOut(),
    total: DecimalOut(),
    amount_paid: DecimalOut(),
    balance: DecimalOut('total − amount_paid'),
    source: Source,
    in_collection: Type.Boolean({ description: 'Marked for the collection agency by a debt-collection flow.' }),
    dunning_hold: DunningHold,
    promised_pay_date: Type.Union([DateString(), Type.Null()]),
    dunning: DunningState,
    created_at: Timestamp,
    updated_at: Timestamp,
}, { $id: 'Invoice' });
export const InvoiceListQuery = ListQuery(['number', 'issue_date', 'due_date', 'total', 'created_at', 'id'], {
    status: Status,
    client: Id,
    source: Source,
    currency: Currency,
    issue_date: DateString(),
    due_date: DateString(),
});
//# sourceMappingURL=schemas.js.map