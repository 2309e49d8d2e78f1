/**
 * What a run knows: the event's data under the name templates expect
 * ({{invoice.number}}, {{client.email}}), the client in full where the event
 * names one, and the event itself. Before a waiting run resumes, its records
 * are read again: "still unpaid?" three days later is about the invoice now.
 */
import type { Context } from '@kontor/flow-engine';
import type { Queryable } from '../db/knex.js';
import type { EventRow } from '../events/store.js';
import { findInvoice } from '../invoices/store.js';
import { clientsTable, rowToClient } from '../clients/store.js';

const SUBJECT_BY_PREFIX: Record<string, string> = { INVOICE: 'invoice', CLIENT: 'client', TASK: 'task', TIME_ENTRY: 'time_entry' };

async function withClient(db: Queryable, organizationId: number, context: Context, clientId: unknown): Promise<Context> {
  if (typeof clientId !== 'number') return context;
  const row = await clientsTable.find(db, organizationId, clientId);
  return row ? { ...context, client: rowToClient(row) } : context;
}

export async function eventContext(db: Queryable, event: Pick<EventRow, 'id' | 'type' | 'data' | 'created_at' | 'organization_id'>): Promise<Context> {
  const subject = Object.entries(SUBJECT_BY_PREFIX).find(([prefix]) => event.type.startsWith(`${prefix}_`))?.[1];
  const base: Context = { event: { id: event.id, type: event.type, timestamp: event.created_at.toISOString() }, ...(subject ? { [subject]: event.data } : event.data) };
  return withClient(db, event.organization_id, base, (event.data as { client_id?: unknown }).client_id);
}

/** The run's context with its invoice and client as they are now. */
export async function refreshContext(db: Queryable, organizationId: number, context: Context): Promise<Context> {
  let fresh = context;
  const invoiceId = (context.invoice as { id?: unknown } | undefined)?.id;
  if (typeof invoiceId === 'number') {
    const invoice = await findInvoice(db, organizationId, invoiceId);
    if (invoice) fresh = { ...fresh, invoice };
  }
  const clientId = (fresh.client as { id?: unknown } | undefined)?.id ?? (fresh.invoice as { client_id?: unknown } | undefined)?.client_id;
  return withClient(db, organizationId, fresh, clientId);
}
