/** Debt collection's SQL: holds and promises, the once-per-level bookings, interest settings, and what a dunning run waits for. */
import type { Graph, Mode, RunState } from '@kontor/flow-engine';
import type { Queryable } from '../../platform/db/knex.js';
import type { DunningHold } from './rules.js';

export type BookingKind = 'reminder' | 'fee' | 'interest';

export interface Booking {
  organization_id: number;
  invoice_id: number;
  level: number;
  kind: BookingKind;
  flow_id: number | null;
  node: string | null;
  amount: string | null;
  detail: Record<string, unknown>;
}

export interface HoldRow {
  id: number;
  organization_id: number;
  status: string;
  due_date: string;
  currency: string;
  total: string;
  amount_paid: string;
  dunning_hold: DunningHold | null;
  promised_pay_date: string | null;
  client_id: number;
  client_hold: DunningHold | null;
}

export async function findHoldRow(db: Queryable, organizationId: number, invoiceId: number): Promise<HoldRow | undefined> {
  return db('invoices')
    .join('clients', 'clients.id', 'invoices.client_id')
    .where({ 'invoices.organization_id': organizationId, 'invoices.id': invoiceId })
    .first(
      'invoices.id',
      'invoices.organization_id',
      'invoices.status',
      'invoices.due_date',
      'invoices.currency',
      'invoices.total',
      'invoices.amount_paid',
      'invoices.dunning_hold',
      'invoices.promised_pay_date',
      'invoices.client_id',
      'clients.dunning_hold as client_hold',
    ) as Promise<HoldRow | undefined>;
}

/**
 * Books one level's reminder, fee or interest; false when it was booked
 * before. The unique key decides: a second transaction booking the same
 * level waits here until the first ends, then finds it done.
 */
export async function bookLevel(trx: Queryable, booking: Booking): Promise<boolean> {
  const rows = (await trx('dunning_bookings')
    .insert({ ...booking, detail: JSON.stringify(booking.detail) })
    .onConflict(['invoice_id', 'level', 'kind'])
    .ignore()
    .returning('id')) as Array<{ id: number }>;
  return rows.length > 0;
}

export async function bookingsOf(
  db: Queryable,
  invoiceId: number,
): Promise<Array<Pick<Booking, 'level' | 'kind' | 'amount'> & { interest_to: string | null }>> {
  return db('dunning_bookings')
    .where({ invoice_id: invoiceId })
    .orderBy('id')
    .select('level', 'kind', 'amount', db.raw(`CASE WHEN kind = 'interest' THEN detail ->> 'to' END AS interest_to`));
}

export async function highestReminderLevel(db: Queryable, invoiceId: number): Promise<number | null> {
  const row = (await db('dunning_bookings').where({ invoice_id: invoiceId, kind: 'reminder' }).max({ level: 'level' }).first()) as
    { level: number | null } | undefined;
  return row?.level ?? null;
}

/** A flow's live runs for one invoice, by trigger: what the simulator continues (waiting) or knows already ran. */
export async function liveRunsFor(
  db: Queryable,
  flowId: number,
  invoiceId: number,
): Promise<Array<{ trigger_node: string; status: string; state: RunState | null; flow_version: number }>> {
  return db('flow_runs')
    .where({ flow_id: flowId, test: false })
    .whereRaw(`(context -> 'invoice' ->> 'id')::bigint = ?`, [invoiceId])
    .orderBy('id')
    .select('trigger_node', 'status', 'state', 'flow_version');
}

/** The graph of one kept version of a flow (flow_versions), for a run that waits on it. */
export async function flowGraphAt(db: Queryable, flowId: number, version: number): Promise<{ mode: Mode; graph: Graph } | undefined> {
  return db('flow_versions').where({ flow_id: flowId, version }).first('mode', 'graph') as Promise<
    { mode: Mode; graph: Graph } | undefined
  >;
}

/**
 * Where debt collection stands for each invoice a query reads, as two of its columns (`invoiceId` names the query's
 * invoice id, `invoices.id`): `__level`, the highest reminder level booked, and `__next`, the earliest waiting
 * debt-collection run's next node as JSON (its block type, looked up in the run's version of the graph, so that no
 * graph travels), with when it wakes. Handed to invoices by the composition root (app/wiring.ts): a page of invoices
 * and their states come in one statement, while invoices' own SQL names only its tables. Scalar subqueries, which
 * Postgres evaluates for the rows a LIMIT keeps, after any sort.
 */
export const dunningStateColumns = (invoiceId: string): string => `
  (SELECT max(b.level) FROM dunning_bookings b WHERE b.invoice_id = ${invoiceId} AND b.kind = 'reminder') AS __level,
  (SELECT json_build_object(
            'resume_at', r.resume_at,
            'node_type', (SELECT n ->> 'type' FROM jsonb_array_elements(v.graph -> 'nodes') AS n WHERE n ->> 'id' = r.state -> 'pending' ->> 0 LIMIT 1),
            'flow_name', f.name,
            'held', coalesce((r.state ->> 'held')::boolean, false))
     FROM flow_runs r
     JOIN flows f ON f.id = r.flow_id AND f.mode = 'debt_collection'
     LEFT JOIN flow_versions v ON v.flow_id = r.flow_id AND v.version = r.flow_version
    WHERE r.status = 'waiting' AND NOT r.test AND (r.context -> 'invoice' ->> 'id')::bigint = ${invoiceId}
    ORDER BY r.resume_at LIMIT 1) AS __next`;

/** One invoice's bookings, oldest first, and its live debt-collection runs, newest first: the invoice page's history. */
export async function invoiceHistory(
  db: Queryable,
  organizationId: number,
  invoiceId: number,
): Promise<{
  exists: boolean;
  bookings: Array<{ level: number; kind: BookingKind; amount: string | null; created_at: Date }>;
  runs: Array<{
    id: number;
    flow_id: number;
    flow_name: string;
    status: string;
    trace: Array<Record<string, unknown>>;
    resume_at: Date | null;
    error: string | null;
    started_at: Date;
    finished_at: Date | null;
  }>;
}> {
  const invoice = (await db('invoices').where({ organization_id: organizationId, id: invoiceId }).first('id')) as
    { id: number } | undefined;
  if (!invoice) return { exists: false, bookings: [], runs: [] };
  const [bookings, runs] = await Promise.all([
    db('dunning_bookings')
      .where({ organization_id: organizationId, invoice_id: invoiceId })
      .orderBy('id')
      .select('level', 'kind', 'amount', 'created_at'),
    db('flow_runs as r')
      .join('flows as f', 'f.id', 'r.flow_id')
      .where({ 'f.organization_id': organizationId, 'f.mode': 'debt_collection', 'r.test': false })
      .whereRaw(`(r.context -> 'invoice' ->> 'id')::bigint = ?`, [invoiceId])
      .orderBy('r.id', 'desc')
      .limit(50)
      .select('r.id', 'r.flow_id', 'f.name as flow_name', 'r.status', 'r.trace', 'r.resume_at', 'r.error', 'r.started_at', 'r.finished_at'),
  ]);
  return { exists: true, bookings, runs };
}
