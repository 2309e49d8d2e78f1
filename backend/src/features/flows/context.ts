/**
 * What a run knows: the event's data under the name templates expect
 * ({{invoice.number}}, {{client.email}}), the client in full where the event
 * names one, and the event itself. Before a waiting run resumes, its records
 * are read again: "still unpaid?" three days later is about the invoice now.
 */
import type { Context } from '@kontor/flow-engine';
import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import type { Queryable } from '../../platform/db/knex.js';
import { EVENT_SCHEMAS } from '../event-catalogue/schemas.js';
import type { EventRow } from '../../platform/events/store.js';
import { plainJsonSchema } from '../../platform/http/schema.js';
import { Client } from '../clients/schemas.js';
import { Invoice } from '../invoices/schemas.js';
import { findInvoice } from '../invoices/store.js';
import { clientsTable, rowToClient } from '../clients/store.js';

const SUBJECT_BY_PREFIX: Record<string, string> = { INVOICE: 'invoice', CLIENT: 'client', TASK: 'task', TIME_ENTRY: 'time_entry' };

/**
 * JSON Schema of what a run started by `event` knows, as eventContext builds
 * it: editors offer its paths as template hints and sample it for test runs.
 */
export function contextSchema(event: string): Record<string, unknown> {
  const subject = subjectOf(event);
  // INVOICE_DUE_SOON is not an event (the due-soon cron starts those runs) but carries an invoice like one.
  const data: TSchema =
    (EVENT_SCHEMAS as Record<string, TSchema | undefined>)[event] ?? (subject === 'invoice' ? Invoice : Type.Object({}));
  const named: Record<string, TSchema> = subject ? { [subject]: data } : ((data as TObject).properties ?? {});
  const withClient = subject === 'invoice' || subject === 'task' || subject === 'time_entry';
  return plainJsonSchema(
    Type.Object({
      event: Type.Object({ id: Type.Integer(), type: Type.String({ examples: [event] }), timestamp: Type.String({ format: 'date-time' }) }),
      ...named,
      ...(withClient ? { client: Type.Optional(Client) } : {}),
    }),
  );
}

function subjectOf(eventType: string): string | undefined {
  return Object.entries(SUBJECT_BY_PREFIX).find(([prefix]) => eventType.startsWith(`${prefix}_`))?.[1];
}

async function withClient(db: Queryable, organizationId: number, context: Context, clientId: unknown): Promise<Context> {
  if (typeof clientId !== 'number') return context;
  const row = await clientsTable.find(db, organizationId, clientId);
  return row ? { ...context, client: rowToClient(row) } : context;
}

export async function eventContext(
  db: Queryable,
  event: Pick<EventRow, 'id' | 'type' | 'data' | 'created_at' | 'organization_id'>,
): Promise<Context> {
  const subject = subjectOf(event.type);
  const base: Context = {
    event: { id: event.id, type: event.type, timestamp: event.created_at.toISOString() },
    ...(subject ? { [subject]: event.data } : event.data),
  };
  return withClient(db, event.organization_id, base, (event.data as { client_id?: unknown }).client_id);
}

/** The run's invoice and client as they are now, for the engine's `refresh` after an action: only those keys. */
export async function freshRecords(db: Queryable, organizationId: number, context: Context): Promise<Partial<Context>> {
  const fresh = await refreshContext(db, organizationId, context);
  return Object.fromEntries(['invoice', 'client'].filter((key) => fresh[key] !== undefined).map((key) => [key, fresh[key]]));
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
