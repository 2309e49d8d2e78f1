/**
 * The flows' own REST routes. Saving needs the caller (an active flow acts
 * with the scopes of whoever saved it) and creation answers the signing
 * secret once, so they are declared here rather than by the shared CRUD routes.
 */
import { type Api, created } from '../../platform/http/api.js';
import { listParams } from '../../platform/http/cursor.js';
import { pageBody } from '../../platform/http/pagination.js';
import { Page } from '../../platform/http/schema.js';
import { Flow, FlowCreate, FlowListQuery, FlowPatch, FlowWithSecret } from './schemas.js';
import type { flowService } from './service.js';

const tag = 'Flows';
const BASE = '/api/automation/flows/';
const ITEM = `${BASE}{id}/`;
const SCOPES_NOTE =
  'An active flow acts with the scopes of whoever saved its graph, mode or activation: saving an active flow whose actions need scopes the credential lacks (`tasks:write` for create task, `invoices:write` for invoice actions, `webhooks:write` for send to platform), or whose triggers carry data it cannot read (`invoices:read` and `clients:read` for an invoice trigger, ...), answers 403.';

export function flowCrudRoutes(api: Api, service: ReturnType<typeof flowService>): void {
  api.route({
    method: 'get',
    path: BASE,
    operationId: 'listFlows',
    summary: 'List flows',
    description: 'The flows of your organization, each with its graph; `page` and `page_size` as for every list, `next` to follow.',
    tag,
    scope: 'flows:read',
    query: FlowListQuery,
    responses: { 200: { description: 'A page of flows', schema: Page(Flow) } },
    handler: async (ctx, { query }) => {
      const params = listParams(ctx, query);
      ctx.body = pageBody(ctx, params, await service.list(ctx.state.principal.organizationId, params), (row) => row);
    },
  });

  api.route({
    method: 'post',
    path: BASE,
    operationId: 'createFlow',
    largeBody: true,
    summary: 'Create a flow',
    description: `The graph is validated: a trigger, every node reached from it, only triggers without input, no cycle, blocks of the mode with valid params, templates that compile. Otherwise 422 \`invalid_graph\` with \`errors\` naming each node. The answer holds the flow's \`signing_secret\`, shown only here. ${SCOPES_NOTE}`,
    tag,
    scope: 'flows:write',
    body: FlowCreate,
    responses: { 201: { description: 'The new flow, with its signing secret', schema: FlowWithSecret } },
    handler: async (ctx, { body }) => {
      const flow = await service.create(ctx.state.principal.organizationId, body, ctx.state.principal);
      created(ctx, `${BASE}${flow.id}/`, flow);
    },
  });

  api.route({
    method: 'get',
    path: ITEM,
    operationId: 'getFlow',
    summary: 'Get a flow',
    description: "A flow with its current graph; another organization's flow answers 404, as an unknown id does.",
    tag,
    scope: 'flows:read',
    responses: { 200: { description: 'The flow (without its signing secret)', schema: Flow } },
    handler: async (ctx, { params }) => {
      ctx.body = await service.get(ctx.state.principal.organizationId, params.id!);
    },
  });

  api.route({
    method: 'put',
    path: ITEM,
    operationId: 'replaceFlow',
    largeBody: true,
    summary: 'Replace a flow',
    description: `Every field is set as sent; fields left out take their defaults: \`is_active\` left out turns an active flow off, and so cancels its waiting runs (PATCH changes only what it names). ${SCOPES_NOTE}`,
    tag,
    scope: 'flows:write',
    body: FlowCreate,
    responses: { 200: { description: 'The flow', schema: Flow } },
    handler: async (ctx, { body, params }) => {
      ctx.body = await service.replace(ctx.state.principal.organizationId, params.id!, body, ctx.state.principal);
    },
  });

  api.route({
    method: 'patch',
    path: ITEM,
    operationId: 'updateFlow',
    largeBody: true,
    summary: 'Update a flow',
    description: `A new graph is validated as on create and raises \`version\`; runs waiting on an older version fail rather than resume on a changed graph. Send the \`version\` the change was made on to have it refused (409 \`version_conflict\`) when another save came between, as the console does. ${SCOPES_NOTE}`,
    tag,
    scope: 'flows:write',
    body: FlowPatch,
    responses: { 200: { description: 'The flow', schema: Flow } },
    handler: async (ctx, { body, params }) => {
      ctx.body = await service.update(ctx.state.principal.organizationId, params.id!, body, ctx.state.principal);
    },
  });

  api.route({
    method: 'delete',
    path: ITEM,
    operationId: 'deleteFlow',
    summary: 'Delete a flow',
    description: 'Answers 204 without a body; the flow and its triggers are gone for good.',
    tag,
    scope: 'flows:write',
    responses: { 204: { description: 'Flow deleted' } },
    handler: async (ctx, { params }) => {
      await service.remove(ctx.state.principal.organizationId, params.id!);
      ctx.status = 204;
    },
  });

  api.route({
    method: 'post',
    path: `${ITEM}rotate-secret/`,
    operationId: 'rotateFlowSecret',
    summary: "Replace a flow's signing secret",
    description: 'Answers the new `signing_secret` once; posts to automation platforms are signed with it from now on.',
    tag,
    scope: 'flows:write',
    responses: { 200: { description: 'The flow, with its new signing secret', schema: FlowWithSecret } },
    handler: async (ctx, { params }) => {
      ctx.body = await service.rotateSecret(ctx.state.principal.organizationId, params.id!);
    },
  });
}
