import { blocksOf, type Mode } from '@kontor/flow-engine';
import { Type } from '@sinclair/typebox';
import type { Deps } from '../deps.js';
import type { Api } from '../http/api.js';
import { pageBody } from '../http/pagination.js';
import { notFound, permissionDenied } from '../http/problem.js';
import { Page } from '../http/schema.js';
import { guardedAgent } from '../webhooks/ssrf.js';
import { contextSchema } from './context.js';
import { createMailer } from './email.js';
import { type FlowRunner, flowRunner } from './runner.js';
import { flowCrudRoutes } from './crud-routes.js';
import { BlocksQuery, FlowRun, RunListQuery, RunRequest } from './schemas.js';
import { missingScopes } from './scopes.js';
import { flowService } from './service.js';
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
  let runner: FlowRunner | undefined;
  // Made on first use: the mail transport and the HTTP agent are only needed by test runs here.
  const getRunner = () =>
    (runner ??= flowRunner({ ...deps, mailer: createMailer(deps.config, deps.audit), dispatcher: guardedAgent(deps.config.webhookAllowPrivate) }));

  flowCrudRoutes(api, service);

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
    description: 'Runs the flow now and answers the whole run with its trace. Waits pass at once; actions are simulated (no e-mail, HTTP or changes) unless `live` is true. A live run acts with the scopes of the credential that asks: 403 when the flow\'s actions need a scope it lacks. Test runs are listed with the others, marked `test`.',
    tag,
    scope: 'flows:write',
    body: RunRequest,
    responses: { 200: { description: 'The run, finished', schema: FlowRun } },
    handler: async (ctx, { params, body }) => {
      const { principal } = ctx.state;
      const flow = await service.row(principal.organizationId, params.id!);
      // A live run acts with the caller's scopes: refused up front when its actions need more, and held to them while it runs.
      const missing = body.live ? missingScopes(flow.graph, principal.scopes) : [];
      if (missing.length > 0) throw permissionDenied(`A live run of this flow needs ${missing.map((scope) => `"${scope}"`).join(', ')}, which this credential lacks.`);
      ctx.body = rowToRun(await getRunner().testRun(flow, body.context, { trigger: body.trigger, live: body.live, scopes: principal.scopes }));
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
}
