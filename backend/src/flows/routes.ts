import { blocksOf, type Mode } from '@kontor/flow-engine';
import { Type } from '@sinclair/typebox';
import type { Deps } from '../deps.js';
import { SimulateRequest, Simulation } from '../dunning/schemas.js';
import { simulateFlow } from '../dunning/simulate.js';
import type { Api } from '../http/api.js';
import { crudRoutes } from '../http/crud-routes.js';
import { pageBody } from '../http/pagination.js';
import { conflict, notFound } from '../http/problem.js';
import { Page } from '../http/schema.js';
import { guardedAgent } from '../webhooks/ssrf.js';
import { contextSchema } from './context.js';
import { createMailer } from './email.js';
import { type FlowRunner, flowRunner } from './runner.js';
import { BlocksQuery, Flow, FlowCreate, FlowListQuery, FlowPatch, FlowRun, FlowVersion, RunListQuery, RunRequest } from './schemas.js';
import { flowService } from './service.js';
import { runService } from './run-service.js';
import { findRun, listRuns, rowToRun } from './store.js';

const tag = 'Flows';

const Block = Type.Object({
  type: Type.String(),
  kind: Type.Union([Type.Literal('trigger'), Type.Literal('action'), Type.Literal('logic')]),
  label: Type.String(),
  description: Type.String(),
  outputs: Type.Array(Type.String()),
  params: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema of the params.' }),
  event: Type.Optional(Type.String({ description: 'For triggers: the event that starts the flow.' })),
  context_schema: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), { description: 'For triggers: JSON Schema of the run\'s context (`event`, `invoice`, `client`, ...), the paths templates can use.' }),
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

export function flowRoutes(api: Api, deps: Deps): void {
  const service = flowService(deps);
  const runs = runService(deps);
  let runner: FlowRunner | undefined;
  // Made on first use: the mail transport and the HTTP agent are only needed by test runs here.
  const getRunner = () =>
    (runner ??= flowRunner({ ...deps, mailer: createMailer(deps.config, deps.audit), dispatcher: guardedAgent(deps.config.webhookAllowPrivate) }));

  crudRoutes(
    api,
    {
      base: '/api/automation/flows/',
      tag,
      noun: 'flow',
      plural: 'flows',
      scope: 'flows',
      schemas: { item: Flow, create: FlowCreate, patch: FlowPatch, listQuery: FlowListQuery },
      operations: ['list', 'create', 'get', 'replace', 'update', 'delete'],
      notes: {
        create: 'The graph is validated: a trigger, every node reached from it, only triggers without input, no cycle, blocks of the mode with valid params, templates that compile. Otherwise 422 `invalid_graph` with `errors` naming each node.',
        update: 'A new graph is validated as on create and raises `version`; the earlier version is kept (`…/versions/`), and runs waiting on it finish on it.',
      },
    },
    service,
  );

  api.route({
    method: 'get',
    path: '/api/automation/blocks/',
    operationId: 'listBlocks',
    summary: 'The blocks of an editor mode',
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
    summary: 'Test-run a flow on a given context',
    description: 'Runs the flow now and answers the whole run with its trace. Waits pass at once; actions are simulated (no e-mail, HTTP or changes) unless `live` is true. Test runs are listed with the others, marked `test`.',
    tag,
    scope: 'flows:write',
    body: RunRequest,
    responses: { 200: { description: 'The run, finished', schema: FlowRun } },
    handler: async (ctx, { params, body }) => {
      const flow = await service.row(ctx.state.principal.organizationId, params.id!);
      ctx.body = rowToRun(await getRunner().testRun(flow, body.context, { trigger: body.trigger, live: body.live }));
    },
  });

  api.route({
    method: 'get',
    path: '/api/automation/flows/{id}/runs/',
    operationId: 'listFlowRuns',
    summary: 'Runs of a flow, newest first',
    tag,
    scope: 'flows:read',
    query: RunListQuery,
    responses: { 200: { description: 'A page of runs', schema: Page(FlowRun) } },
    handler: async (ctx, { params, query }) => {
      const organizationId = ctx.state.principal.organizationId;
      await service.row(organizationId, params.id!);
      ctx.body = pageBody(ctx, query, await listRuns(deps.db, organizationId, params.id!, query), rowToRun);
    },
  });

  api.route({
    method: 'get',
    path: '/api/automation/runs/{id}/',
    operationId: 'getRun',
    summary: 'One run with its trace',
    tag,
    scope: 'flows:read',
    responses: { 200: { description: 'The run', schema: FlowRun } },
    handler: async (ctx, { params }) => {
      const run = await findRun(deps.db, ctx.state.principal.organizationId, params.id!);
      if (!run) throw notFound('The run');
      ctx.body = rowToRun(run);
    },
  });

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
      ctx.body = rowToRun(await runs.cancel(ctx.state.principal.organizationId, params.id!));
    },
  });

  api.route({
    method: 'post',
    path: '/api/automation/runs/{id}/retry/',
    operationId: 'retryRun',
    summary: 'Retry a failed run from its failing step',
    description:
      'Runs the failed step again and goes on from there, on the flow version the run started with, with its invoice and client read afresh. Answers the run as it stands after (completed, waiting or failed again). Only a failed live run can be retried (409 otherwise).',
    tag,
    scope: 'flows:write',
    responses: { 200: { description: 'The run after the retry', schema: FlowRun } },
    handler: async (ctx, { params }) => {
      const claimed = await runs.claimForRetry(ctx.state.principal.organizationId, params.id!);
      ctx.body = rowToRun(await getRunner().retryRun(claimed));
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
      const versions = await runs.versions(params.id!);
      ctx.body = { results: versions.map((row) => ({ version: row.version, mode: row.mode, graph: row.graph, created_at: row.created_at.toISOString(), waiting_runs: row.waiting_runs })) };
    },
  });
  api.route({
    method: 'post',
    path: '/api/automation/flows/{id}/simulate/',
    operationId: 'simulateFlow',
    summary: 'Preview what a debt-collection flow would do to an invoice',
    description:
      'Answers the timeline this flow (its current version) would produce for the invoice over the next `days` (default 90, at most 366) on a virtual clock: each step with its date, block, rendered params and effect, amounts included; holds, promises and levels already booked are respected. Writes nothing: no event, no e-mail, no run.',
    tag: 'Debt collection',
    scope: 'flows:read',
    body: SimulateRequest,
    responses: { 200: { description: 'The timeline', schema: Simulation } },
    handler: async (ctx, { params, body }) => {
      const flow = await service.row(ctx.state.principal.organizationId, params.id!);
      if (flow.mode !== 'debt_collection') throw conflict('Only debt-collection flows can be simulated on an invoice.', 'not_debt_collection');
      ctx.body = await simulateFlow(deps, flow, body.invoice_id, body.days ?? 90);
    },
  });
}
