/**
 * A test run on a real record: the invoice or client a person names (by its number or name, as they see it, or its
 * id) read as a live run would carry it, under the trigger's event. The sample context always had an e-mail and a
 * status of "sample status"; a real record has what the organization's records have, empty fields included.
 */
import { type Context, type Graph, blockOf } from '@kontor/flow-engine';
import type { Deps } from '../../app/deps.js';
import type { Queryable } from '../../platform/db/knex.js';
import { validationError } from '../../platform/errors.js';
import { clientIdsByName } from '../clients/store.js';
import { invoiceIdByNumber } from '../invoices/store.js';
import { refreshContext } from './context.js';
import type { FlowRow } from './store.js';

export interface RecordChoice {
  invoice?: string;
  client?: string;
}

const asId = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

async function invoiceId(db: Queryable, organizationId: number, given: string): Promise<number> {
  const id = (await invoiceIdByNumber(db, organizationId, given.trim())) ?? asId(given);
  if (id === undefined) throw validationError([{ field: 'record.invoice', message: `no invoice is numbered "${given}"` }]);
  return id;
}

async function clientId(db: Queryable, organizationId: number, given: string): Promise<number> {
  const ids = await clientIdsByName(db, organizationId, given);
  if (ids.length > 1) throw validationError([{ field: 'record.client', message: `more than one client is named "${given}"; give its id` }]);
  const id = ids[0] ?? asId(given);
  if (id === undefined) throw validationError([{ field: 'record.client', message: `no client is named "${given}"` }]);
  return id;
}

/** The context a run started by `trigger` would carry for this record; 422 naming the field when there is none. */
async function realContext(db: Queryable, flow: FlowRow, trigger: string | undefined, choice: RecordChoice, now: Date): Promise<Context> {
  const graph = flow.graph as Graph;
  const node =
    graph.nodes.find((candidate) => candidate.id === trigger) ??
    graph.nodes.find((candidate) => blockOf(flow.mode, candidate.type)?.kind === 'trigger');
  const event = { id: 0, type: (node && blockOf(flow.mode, node.type)?.event) ?? 'TEST', timestamp: now.toISOString() };
  const organizationId = flow.organization_id;
  const base: Context =
    choice.invoice !== undefined
      ? { event, invoice: { id: await invoiceId(db, organizationId, choice.invoice) } }
      : { event, client: { id: await clientId(db, organizationId, choice.client ?? '') } };
  const context = await refreshContext(db, organizationId, base);
  if (choice.invoice !== undefined && (context.invoice as { number?: unknown }).number === undefined)
    throw validationError([{ field: 'record.invoice', message: `no invoice is numbered "${choice.invoice}"` }]);
  if (choice.invoice === undefined && (context.client as { name?: unknown }).name === undefined)
    throw validationError([{ field: 'record.client', message: `no client is named "${choice.client}"` }]);
  return context;
}

/** The context a test run starts on: the one given, or the real record named. */
export async function runContext(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  flow: FlowRow,
  body: { context?: Record<string, unknown>; record?: { invoice?: string; client?: string }; trigger?: string },
): Promise<Record<string, unknown>> {
  const given = [body.context !== undefined, body.record?.invoice !== undefined, body.record?.client !== undefined].filter(Boolean).length;
  if (given !== 1)
    throw validationError([
      {
        field: body.record ? 'record' : 'context',
        message:
          given === 0
            ? 'give a context, or a record to run on (record.invoice or record.client)'
            : 'give one of context, record.invoice and record.client',
      },
    ]);
  return body.record ? realContext(db, flow, body.trigger, body.record, clock.now()) : body.context!;
}
