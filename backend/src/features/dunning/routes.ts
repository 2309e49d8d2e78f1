import type { Deps } from '../../app/deps.js';
import type { Api } from '../../platform/http/api.js';
import { notFound } from '../../platform/errors.js';
import { InterestSettings, InterestSettingsPatch, InvoiceDunningHistory } from './schemas.js';
import { invoiceHistory } from './store.js';
import { dunningSettings } from './service.js';

const tag = 'Debt collection';

export function dunningRoutes(api: Api, deps: Deps): void {
  const settings = dunningSettings(deps);
  api.route({
    method: 'get',
    path: '/api/automation/dunning/settings/',
    operationId: 'getDunningSettings',
    summary: "The organization's interest rates",
    tag,
    scope: 'flows:read',
    responses: { 200: { description: 'The settings', schema: InterestSettings } },
    handler: async (ctx) => {
      ctx.body = await settings.get(ctx.state.principal.organizationId);
    },
  });

  api.route({
    method: 'patch',
    path: '/api/automation/dunning/settings/',
    operationId: 'updateDunningSettings',
    summary: "Set the organization's reference interest rate and surcharge",
    description:
      '`add_interest` charges `reference_interest_rate` + `interest_surcharge` percent per year (8 points by default, the statutory surcharge for business debts in the EU).',
    tag,
    scope: 'flows:write',
    body: InterestSettingsPatch,
    responses: { 200: { description: 'The settings', schema: InterestSettings } },
    handler: async (ctx, { body }) => {
      ctx.body = await settings.update(ctx.state.principal.organizationId, body);
    },
  });

  api.route({
    method: 'get',
    path: '/api/v1/invoices/{id}/dunning/',
    operationId: 'getInvoiceDunningHistory',
    summary: "An invoice's debt-collection history",
    description:
      'What debt collection has done to one invoice: the reminders sent and the fees and interest booked (each level once), and the live debt-collection runs on it with their traces. Where it stands now (level, next action) is the invoice\'s own `dunning`.',
    tag,
    scope: 'invoices:read',
    responses: { 200: { description: 'The history', schema: InvoiceDunningHistory } },
    handler: async (ctx, { params }) => {
      const invoiceId = params.id!;
      const history = await invoiceHistory(deps.db, ctx.state.principal.organizationId, invoiceId);
      if (!history.exists) throw notFound('The invoice');
      const iso = (at: Date | null) => at?.toISOString() ?? null;
      const body: InvoiceDunningHistory = {
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
      ctx.body = body;
    },
  });
}
