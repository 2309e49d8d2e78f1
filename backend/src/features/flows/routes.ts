import { blocksOf, type Mode } from '@kontor/flow-engine';
import { Type } from '@sinclair/typebox';
import type { Deps } from '../../app/deps.js';
import { SimulateRequest, Simulation } from '../dunning/schemas.js';
import { simulateFlow } from '../dunning/simulate.js';
import type { Api } from '../../platform/http/api.js';
import { conflict, permissionDenied } from '../../platform/errors.js';
import { readRoutes } from '../../platform/resource/routes.js';
import { contextSchema } from './context.js';
import { flowCrudRoutes } from './crud-routes.js';
import { FLOW_WORK_PER_ORGANIZATION, FlowWorkCap } from './run-cap.js';
import { runControl } from './run-service.js';
import type { FlowRunner } from './runner.js';
import { BlocksQuery, FlowRun, FlowVersion, LetterPreview, LetterPreviewRequest, RunListQuery, RunRequest } from './schemas.js';
import { previewLetter } from './letter-preview.js';
import { contextReads, missingScopes } from './scopes.js';
import { flowService, runService } from './service.js';
import { runContext } from './real-context.js';

const tag = 'Flows';

const Block = Type.Object({
  type: Type.String(),
  kind: Type.Union([Type.Literal('trigger'), Type.Literal('action'), Type.Literal('logic')]),
  label: Type.String(),
  description: Type.String(),
  outputs: Type.Array(Type.String()),
  params: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema of the params.' }),
  event: Type.Optional(Type.String({ description: 'For triggers: the event that starts the flow.' })),
  html_params: Type.Optional(
    Type.Array(Type.String(), {
      description: 'The params rendered a second time as HTML, for the HTML part of the e-mail the block sends (`message`).',
    }),
  ),
  context_schema: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      description: "For triggers: JSON Schema of the run's context (`event`, `invoice`, `client`, ...), the paths templates can use.",
    }),
  ),
});

// The catalogue is fixed for the process: each mode's answer is built once, on first request.
const blocksByMode = new Map<Mode, unknown[]>();
function blocksWithContext(mode: Mode): unknown[] {
  let blocks = blocksByMode.get(mode);
  if (!blocks) {
    blocks = blocksOf(mode).map((block) => (block.event ? { ...block, context_schema: contextSchema(block.event) } : block));
    blocksByMode.set(mode, blocks);
  }
  return blocks;
}

export function flowRoutes(api: Api, deps: Deps, runner: FlowRunner): void {
  const service = flowService(deps);
  const flowWork = new FlowWorkCap();
  const runs = runControl(deps);

  flowCrudRoutes(api, service);

  api.route({
    method: 'get',
    path: '/api/automation/blocks/',
    operationId: 'listBlocks',
    summary: 'The blocks of an editor mode',
    description:
      "The blocks a flow of `mode` may use, each with its `type`, `kind` (trigger, action or logic), `label`, `outputs` and the JSON Schema of its `params`: what the console's editor and a saved graph are checked against.",
    tag,
    scope: 'flows:read',
    query: BlocksQuery,
    responses: { 200: { description: 'The blocks', schema: Type.Object({ mode: Type.String(), results: Type.Array(Block) }) } },
    handler: async (ctx, { query }) => {
      ctx.body = { mode: query.mode, results: blocksWithContext(query.mode) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/automation/flows/{id}/run/',
    operationId: 'testRunFlow',
    largeBody: true,
    summary: 'Test-run a flow on a given context',
    description: `Runs the flow now and answers the whole run with its trace, on a given \`context\` or on a real \`record\` (an invoice by number, a client by name). Waits pass at once; actions are simulated (no e-mail, HTTP or changes) unless \`live\` is true. A live run acts with the scopes of the credential that asks: 403 when the flow's actions need a scope it lacks, or its context names an invoice or client the credential cannot read (a live run reads them afresh after each action). Test runs are listed with the others, marked \`test\`. At most ${FLOW_WORK_PER_ORGANIZATION} simulations and test runs run at once for an organization (in each API process): past that, 429 with \`Retry-After\` naming the cap.`,
    tag,
    scope: 'flows:write',
    body: RunRequest,
    responses: { 200: { description: 'The run, finished', schema: FlowRun } },
    handler: async (ctx, { params, body }) => {
      const { principal } = ctx.state;
      const flow = await service.row(principal.organizationId, params.id!);
      const context = await runContext(deps, flow, body);
      // A live run acts with the caller's scopes: refused up front when its actions need more, and held to them while it runs.
      const missing = body.live ? missingScopes(flow.graph, principal.scopes, contextReads(context)) : [];
      if (missing.length > 0)
        throw permissionDenied(
          `A live run of this flow needs ${missing.map((scope) => `"${scope}"`).join(', ')}, which this credential lacks.`,
        );
      ctx.body = await flowWork.run(principal.organizationId, () =>
        runner.testRun(flow, context, { trigger: body.trigger, live: body.live, scopes: principal.scopes }),
      );
    },
  });

  api.route({
    method: 'post',
    path: '/api/automation/letters/preview/',
    operationId: 'previewLetter',
    largeBody: true,
    summary: 'Preview the letter a step would send, on a real record',
    description:
      "Renders a `send_email` or `send_reminder` step of a graph as drawn (saved or not) for a real invoice (by number) or client (by name), read as a live run would carry it: the `to`, the subject, the plain-text part and the HTML part. Nothing is sent, saved or run. A step that would fail for this record (a letter helper that cannot format its value, a `To` that renders empty) answers 200 with `error` saying why; the warnings saving the flow would give for the step are in `warnings`. Params that break the block's schema answer 422 naming the node, as on save.",
    tag,
    scope: 'flows:write',
    body: LetterPreviewRequest,
    responses: { 200: { description: 'The letter as it would go out', schema: LetterPreview } },
    handler: async (ctx, { body }) => {
      const { organizationId } = ctx.state.principal;
      ctx.body = await flowWork.run(organizationId, () => previewLetter(deps, organizationId, body));
    },
  });

  readRoutes(
    api,
    {
      base: '/api/automation/flows/{id}/runs/',
      itemPath: '/api/automation/runs/{id}/',
      tag,
      noun: 'flow run',
      plural: 'flow runs',
      scope: 'flows',
      schemas: { item: FlowRun, listQuery: RunListQuery },
      summaries: { list: 'Runs of a flow, newest first', get: 'One run with its trace' },
    },
    runService(deps),
  );

  api.route({
    method: 'post',
    path: '/api/automation/runs/{id}/cancel/',
    operationId: 'cancelRun',
    summary: 'Cancel a waiting run',
    description: 'The run ends as `cancelled` and does nothing more. Only a waiting run can be cancelled (409 otherwise).',
    tag,
    scope: 'flows:write',
    responses: { 200: { description: 'The run, cancelled', schema: FlowRun } },
    handler: async (ctx, { params }) => {
      ctx.body = await runs.cancel(ctx.state.principal.organizationId, params.id!);
    },
  });

  api.route({
    method: 'post',
    path: '/api/automation/runs/{id}/retry/',
    operationId: 'retryRun',
    summary: 'Retry a failed run from its failing step',
    description:
      'Runs the failed step again and goes on from there, with everything that was still to run when it failed (other branches too; steps done before are not repeated), on the flow version the run started with, with its invoice and client read afresh. Answers the run as it stands after (completed, waiting or failed again). Only a failed live run can be retried (409 otherwise).',
    tag,
    scope: 'flows:write',
    responses: { 200: { description: 'The run after the retry', schema: FlowRun } },
    handler: async (ctx, { params }) => {
      ctx.body = await runs.retry(ctx.state.principal.organizationId, params.id!, runner);
    },
  });

  api.route({
    method: 'get',
    path: '/api/automation/flows/{id}/versions/',
    operationId: 'listFlowVersions',
    summary: "A flow's saved versions, newest first",
    description: 'Every save that changes the graph or the mode keeps the earlier version; runs finish on the version they started with.',
    tag,
    scope: 'flows:read',
    responses: { 200: { description: 'The versions', schema: Type.Object({ results: Type.Array(FlowVersion) }) } },
    handler: async (ctx, { params }) => {
      await service.row(ctx.state.principal.organizationId, params.id!);
      ctx.body = { results: await runs.versions(params.id!) };
    },
  });

  api.route({
    method: 'post',
    path: '/api/automation/flows/{id}/simulate/',
    operationId: 'simulateFlow',
    summary: 'Preview what a debt-collection flow would do to an invoice',
    description: `Answers the timeline this flow (its current version) would produce for the invoice over the next \`days\` (default 90, at most 366) on a virtual clock: each step with its date, block, rendered params and effect, amounts included; holds, promises and levels already booked are respected. Writes nothing: no event, no e-mail, no run. At most ${FLOW_WORK_PER_ORGANIZATION} simulations and test runs run at once for an organization (in each API process): past that, 429 with \`Retry-After\` naming the cap.`,
    tag: 'Debt collection',
    scope: 'flows:read',
    body: SimulateRequest,
    responses: { 200: { description: 'The timeline', schema: Simulation } },
    handler: async (ctx, { params, body }) => {
      const flow = await service.row(ctx.state.principal.organizationId, params.id!);
      if (flow.mode !== 'debt_collection')
        throw conflict('Only debt-collection flows can be simulated on an invoice.', 'not_debt_collection');
      ctx.body = await flowWork.run(ctx.state.principal.organizationId, () => simulateFlow(deps, flow, body.invoice_id, body.days ?? 90));
    },
  });
}
