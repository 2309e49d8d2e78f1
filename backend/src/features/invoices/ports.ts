/**
 * What invoices need of the features that own debt collection's tables (dunning's bookings, flows' runs), handed in
 * by the composition roots (app/wiring.ts): invoices' SQL names only its own tables (and those it declares it reads:
 * tables.ts), and invoices imports neither of those features, which import it.
 */
import type { Queryable } from '../../platform/db/knex.js';

export interface InvoicePorts {
  /** Per invoice: the highest reminder level booked, and the earliest waiting debt-collection run's next node. */
  dunningStates(db: Queryable, invoiceIds: readonly number[]): Promise<Map<number, DunningStateRow>>;
  /** Debt-collection runs held back for an invoice look again now: a changed hold or promise takes effect at the next sweep. */
  wakeHeldRuns(db: Queryable, organizationId: number, held: { invoiceId: number }, now: Date): Promise<number>;
}

/** What debt collection tells of one invoice (dunningStateOf in store.ts reads it). */
export interface DunningStateRow {
  invoice_id: number;
  level: number | null;
  resume_at: Date | null;
  node: string | null;
  graph: { nodes: Array<{ id: string; type: string; params: Record<string, unknown> }> } | null;
  flow_name: string | null;
  held: boolean | null;
}

let ports: InvoicePorts | null = null;

/** Called by each composition root before it serves or works. */
export function provideInvoicePorts(given: InvoicePorts): void {
  ports = given;
}

export function invoicePorts(): InvoicePorts {
  if (!ports) throw new Error('invoices: the composition root has not handed in what invoices need (app/wiring.ts)');
  return ports;
}
