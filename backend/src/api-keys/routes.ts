import type { Api } from '../http/api.js';
import { created } from '../http/api.js';
import { pageBody } from '../http/pagination.js';
import { type Principal, canGrant } from '../http/principal.js';
import { notFound, permissionDenied } from '../http/problem.js';
import { Page } from '../http/schema.js';
import type { Deps } from '../deps.js';
import { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyListQuery } from './schemas.js';
import { createApiKey, scopesWithin } from './service.js';
import { type ApiKeyRow, findApiKey, listApiKeys, revokeApiKey, rowToApiKey } from './store.js';

const BASE = '/api/automation/api-keys/';

/** A credential neither reads nor revokes a key that holds a scope it lacks (the owner's `*` key, for one). */
function refuseStronger(principal: Principal, row: ApiKeyRow): void {
  if (!canGrant(principal, row.scopes)) throw permissionDenied('This key holds scopes your credential lacks; only a credential at least as strong may see or revoke it.');
}
const tag = 'API keys';

export function apiKeyRoutes(api: Api, { db }: Deps): void {
  api.route({
    method: 'get',
    path: BASE,
    operationId: 'listApiKeys',
    summary: 'List API keys',
    description: 'Keys are listed by name and prefix; the full key is never shown again after creation. Keys holding a scope the caller lacks are not listed.',
    tag,
    scope: 'api_keys:read',
    query: ApiKeyListQuery,
    responses: { 200: { description: 'A page of keys', schema: Page(ApiKey) } },
    handler: async (ctx, { query }) => {
      const result = await listApiKeys(db, ctx.state.principal.organizationId, query, scopesWithin(ctx.state.principal));
      ctx.body = pageBody(ctx, query, result, rowToApiKey);
    },
  });

  api.route({
    method: 'post',
    path: BASE,
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description: 'Answers the full `sk_...` key once. A credential can only grant scopes it holds itself.',
    tag,
    scope: 'api_keys:write',
    body: ApiKeyCreate,
    responses: { 201: { description: 'The new key, with its secret', schema: ApiKeyCreated } },
    handler: async (ctx, { body }) => {
      // Left out, the new key gets what its creator holds: a member's key is a member's, never `*`.
      const scopes = body.scopes ?? [...ctx.state.principal.scopes];
      if (!canGrant(ctx.state.principal, scopes)) throw permissionDenied('A key cannot be given scopes that your own credential lacks.');
      const { row, key } = await createApiKey(db, ctx.state.principal.organizationId, { name: body.name, scopes });
      created(ctx, `${BASE}${row.id}/`, { ...rowToApiKey(row), key });
    },
  });

  api.route({
    method: 'get',
    path: `${BASE}{id}/`,
    operationId: 'getApiKey',
    summary: 'Get an API key',
    tag,
    scope: 'api_keys:read',
    responses: { 200: { description: 'The key (without its secret)', schema: ApiKey } },
    handler: async (ctx, { params }) => {
      const row = await findApiKey(db, ctx.state.principal.organizationId, params.id!);
      if (!row) throw notFound('The API key');
      refuseStronger(ctx.state.principal, row);
      ctx.body = rowToApiKey(row);
    },
  });

  api.route({
    method: 'delete',
    path: `${BASE}{id}/`,
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'The key is refused from the next request on. It stays in the listing with `revoked_at` set. A key holding a scope the caller lacks answers 403.',
    tag,
    scope: 'api_keys:write',
    responses: { 204: { description: 'Revoked' } },
    handler: async (ctx, { params }) => {
      const found = await findApiKey(db, ctx.state.principal.organizationId, params.id!);
      if (!found) throw notFound('The API key');
      refuseStronger(ctx.state.principal, found);
      const row = await revokeApiKey(db, ctx.state.principal.organizationId, params.id!);
      if (!row) throw notFound('The API key');
      ctx.status = 204;
    },
  });
}
