import { blocksOf, type Mode } from '@kontor/flow-engine';
import { Type } from '@sinclair/typebox';
import type { Deps } from '../deps.js';
import type { Api } from '../http/api.js';
import { permissionDenied } from '../platform/errors.js';
import { readRoutes } from '../resource/routes.js';
import { contextSchema } from './context.js';
import { flowCrudRoutes } from './crud-routes.js';
import type { FlowRunner } from './runner.js';
import { BlocksQuery, FlowRun, RunListQuery, RunRequest } from './schemas.js';
import { missingScopes } from './scopes.js';
import { flowService, runService } from './service.js';

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

export function flowRoutes(api: Api, deps: Deps, runner: FlowRunner): void {
  const service = flowService(deps);

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
      ctx.body = await runner.testRun(flow, body.context, { trigger: body.trigger, live: body.live, scopes: principal.scopes });
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
}
