/** The organization's interest settings that `add_interest` charges, and what debt collection did to one invoice. */
import type { Deps } from '../../app/deps.js';
import { notFound } from '../../platform/errors.js';
import type { InterestSettingsPatch, InvoiceDunningHistory } from './schemas.js';
import { invoiceHistory } from './store.js';
import { type InterestSettings, interestSettings, updateInterestSettings } from '../organizations/store.js';

export function dunningSettings({ db }: Pick<Deps, 'db'>) {
  return {
    get: (organizationId: number): Promise<InterestSettings> => interestSettings(db, organizationId),
    update: (organizationId: number, patch: InterestSettingsPatch): Promise<InterestSettings> =>
      updateInterestSettings(db, organizationId, patch),
  };
}

/** One invoice's bookings and debt-collection runs, as the invoice page shows them; 404 for another organization's. */
export async function invoiceDunningHistory(
  { db }: Pick<Deps, 'db'>,
  organizationId: number,
  invoiceId: number,
): Promise<InvoiceDunningHistory> {
  const history = await invoiceHistory(db, organizationId, invoiceId);
  if (!history.exists) throw notFound('The invoice');
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    invoice_id: invoiceId,
    bookings: history.bookings.map((booking) => ({
      level: booking.level,
      kind: booking.kind,
      amount: booking.amount,
      booked_at: booking.created_at.toISOString(),
    })),
    runs: history.runs.map((run) => ({
      id: Number(run.id),
      flow_id: Number(run.flow_id),
      flow_name: run.flow_name,
      status: run.status,
      trace: run.trace,
      resume_at: iso(run.resume_at),
      error: run.error,
      started_at: run.started_at.toISOString(),
      finished_at: iso(run.finished_at),
    })),
  };
}
