import type { Deps } from '../../app/deps.js';
import type { Api } from '../../platform/http/api.js';
import { InterestSettings, InterestSettingsPatch, InvoiceDunningHistory } from './schemas.js';
import { dunningSettings, invoiceDunningHistory } from './service.js';

const tag = 'Debt collection';

export function dunningRoutes(api: Api, deps: Deps): void {
  const settings = dunningSettings(deps);
  api.route({
    method: 'get',
    path: '/api/automation/dunning/settings/',
    operationId: 'getDunningSettings',
    summary: "The organization's interest rates",
    description: 'The reference interest rate and the surcharge that late-payment interest is worked out from, as percent decimal strings.',
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
    largeBody: true,
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
      "What debt collection has done to one invoice: the reminders sent and the fees and interest booked (each level once), and the live debt-collection runs on it with their traces. Where it stands now (level, next action) is the invoice's own `dunning`.",
    tag,
    scope: 'invoices:read',
    responses: { 200: { description: 'The history', schema: InvoiceDunningHistory } },
    handler: async (ctx, { params }) => {
      ctx.body = await invoiceDunningHistory(deps, ctx.state.principal.organizationId, params.id!);
    },
  });
}
