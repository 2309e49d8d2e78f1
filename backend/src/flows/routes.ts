import { blocksOf, type Mode } from '@kontor/flow-engine';
import { Type } from '@sinclair/typebox';
import type { Deps } from '../deps.js';
import type { Api } from '../http/api.js';
import { crudRoutes, readRoutes } from '../resource/routes.js';
import { contextSchema } from './context.js';
import type { FlowRunner } from './runner.js';
import { BlocksQuery, Flow, FlowCreate, FlowListQuery, FlowPatch, FlowRun, RunListQuery, RunRequest } from './schemas.js';
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
        update: 'A new graph is validated as on create and raises `version`; runs waiting on an older version fail rather than resume on a changed graph.',
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
      ctx.body = await runner.testRun(flow, body.context, { trigger: body.trigger, live: body.live });
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
