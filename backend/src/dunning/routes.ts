import type { Deps } from '../deps.js';
import type { Api } from '../http/api.js';
import { conflict, notFound } from '../http/problem.js';
import { flowsTable } from '../flows/store.js';
import { InterestSettings, InterestSettingsPatch, SimulateRequest, Simulation } from './schemas.js';
import { simulateFlow } from './simulate.js';
import { interestSettings, updateInterestSettings } from './store.js';

const tag = 'Debt collection';
const DEFAULT_DAYS = 90;

export function dunningRoutes(api: Api, deps: Deps): void {
  api.route({
    method: 'post',
    path: '/api/automation/flows/{id}/simulate/',
    operationId: 'simulateFlow',
    summary: 'Preview what a debt-collection flow would do to an invoice',
    description:
      'Answers the timeline this flow (its current version) would produce for the invoice over the next `days` (default 90, at most 366) on a virtual clock: each step with its date, block, rendered params and effect, amounts included; holds, promises and levels already booked are respected. Writes nothing: no event, no e-mail, no run.',
    tag,
    scope: 'flows:read',
    body: SimulateRequest,
    responses: { 200: { description: 'The timeline', schema: Simulation } },
    handler: async (ctx, { params, body }) => {
      const flow = await flowsTable.find(deps.db, ctx.state.principal.organizationId, params.id!);
      if (!flow) throw notFound('The flow');
      if (flow.mode !== 'debt_collection') throw conflict('Only debt-collection flows can be simulated on an invoice.', 'not_debt_collection');
      ctx.body = await simulateFlow(deps, flow, body.invoice_id, body.days ?? DEFAULT_DAYS);
    },
  });

  api.route({
    method: 'get',
    path: '/api/automation/dunning/settings/',
    operationId: 'getDunningSettings',
    summary: "The organization's interest rates",
    tag,
    scope: 'flows:read',
    responses: { 200: { description: 'The settings', schema: InterestSettings } },
    handler: async (ctx) => {
      ctx.body = await interestSettings(deps.db, ctx.state.principal.organizationId);
    },
  });

  api.route({
    method: 'patch',
    path: '/api/automation/dunning/settings/',
    operationId: 'updateDunningSettings',
    summary: "Set the organization's reference interest rate and surcharge",
    description: '`add_interest` charges `reference_interest_rate` + `interest_surcharge` percent per year (8 points by default, the statutory surcharge for business debts in the EU).',
    tag,
    scope: 'flows:write',
    body: InterestSettingsPatch,
    responses: { 200: { description: 'The settings', schema: InterestSettings } },
    handler: async (ctx, { body }) => {
      ctx.body = await updateInterestSettings(deps.db, ctx.state.principal.organizationId, body);
    },
  });
}
