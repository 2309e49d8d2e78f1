/**
 * What invoices need of the features that own debt collection's tables (dunning's bookings, flows' runs), handed in
 * by the composition roots (app/wiring.ts): invoices' SQL names only its own tables (and those it declares it reads:
 * tables.ts), and invoices imports neither of those features, which import it.
 */
import type { Queryable } from '../../platform/db/knex.js';

export interface InvoicePorts {
  /**
   * SQL columns of a query over invoices (`invoiceId` names its invoice id): `__level`, the highest reminder level
   * booked, and `__next`, the earliest waiting debt-collection run's next step (DunningStateRow's).
   */
  dunningStateColumns(invoiceId: string): string;
  /** Debt-collection runs held back for an invoice look again now: a changed hold or promise takes effect at the next sweep. */
  wakeHeldRuns(db: Queryable, organizationId: number, held: { invoiceId: number }, now: Date): Promise<number>;
}

/** What debt collection tells of one invoice, as those columns come (dunningStateOf in store.ts reads it). */
export interface DunningStateRow {
  __level: number | null;
  /** A waiting run's next step: its block's type (null when its graph has no such node), its flow, when it wakes. */
  __next: { resume_at: string | null; node_type: string | null; flow_name: string | null; held: boolean | null } | null;
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
