import { Type } from '@sinclair/typebox';
import { EVENT_SCHEMAS } from '../event-catalogue/schemas.js';
import { plainJsonSchema } from '../../platform/http/schema.js';
import { Client } from '../clients/schemas.js';
import { Invoice } from '../invoices/schemas.js';
import { findInvoice } from '../invoices/store.js';
import { clientsTable, rowToClient } from '../clients/store.js';
const SUBJECT_BY_PREFIX = { INVOICE: 'invoice', CLIENT: 'client', TASK: 'task', TIME_ENTRY: 'time_entry' };
/**
 * JSON Schema of what a run started by `event` knows, as eventContext builds
 * it: editors offer its paths as template hints and sample it for test runs.
 */
export function contextSchema(event) {
    const subject = subjectOf(event);
    // INVOICE_DUE_SOON is not an event (the due-soon cron starts those runs) but carries an invoice like one.
    const data = EVENT_SCHEMAS[event] ?? (subject === 'invoice' ? Invoice : Type.Object({}));
    const named = subject ? { [subject]: data } : (data.properties ?? {});
    const withClient = subject === 'invoice' || subject === 'task' || subject === 'time_entry';
    return plainJsonSchema(Type.Object({
        event: Type.Object({ id: Type.Integer(), type: Type.String({ examples: [event] }), timestamp: Type.String({ format: 'date-time' }) }),
        ...named,
        ...(withClient ? { client: Type.Optional(Client) } : {}),
    }));
}
function subjectOf(eventType) {
    return Object.entries(SUBJECT_BY_PREFIX).find(([prefix]) => eventType.startsWith(`${prefix}_`))?.[1];
}
async function withClient(db, organizationId, context, clientId) {
    if (typeof clientId !== 'number')
        return context;
    const row = await clientsTable.find(db, organizationId, clientId);
    return row ? { ...context, client: rowToClient(row) } : context;
}
export async function eventContext(db, event) {
    const subject = subjectOf(event.type);
    const base = {
        event: { id: event.id, type: event.type, timestamp: event.created_at.toISOString() },
        ...(subject ? { [subject]: event.data } : event.data),
    };
    return withClient(db, event.organization_id, base, event.data.client_id);
}
/** The run's invoice and client as they are now, for the engine's `refresh` after an action: only those keys. */
export async function freshRecords(db, organizationId, context) {
    const fresh = await refreshContext(db, organizationId, context);
    return Object.fromEntries(['invoice', 'client'].filter((key) => fresh[key] !== undefined).map((key) => [key, fresh[key]]));
}
/** The run's context with its invoice and client as they are now. */
export async function refreshContext(db, organizationId, context) {
    let fresh = context;
    const invoiceId = context.invoice?.id;
    if (typeof invoiceId === 'number') {
        const invoice = await findInvoice(db, organizationId, invoiceId);
        if (invoice)
            fresh = { ...fresh, invoice };
    }
    const clientId = fresh.client?.id ?? fresh.invoice?.client_id;
    return withClient(db, organizationId, fresh, clientId);
}
//# sourceMappingURL=context.js.map