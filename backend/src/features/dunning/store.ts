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

export interface InterestSettings {
  reference_interest_rate: string | null;
  interest_surcharge: string;
}

export async function interestSettings(db: Queryable, organizationId: number): Promise<InterestSettings> {
  return db('organizations')
    .where({ id: organizationId })
    .first('reference_interest_rate', 'interest_surcharge') as Promise<InterestSettings>;
}

export async function updateInterestSettings(
  db: Queryable,
  organizationId: number,
  settings: Partial<InterestSettings>,
): Promise<InterestSettings> {
  const [row] = await db('organizations')
    .where({ id: organizationId })
    .update(settings)
    .returning(['reference_interest_rate', 'interest_surcharge']);
  return row as InterestSettings;
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
