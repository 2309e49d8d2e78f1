import type { Api } from '../http/api.js';
import { created } from '../http/api.js';
import { pageBody } from '../http/pagination.js';
import { canGrant } from '../http/principal.js';
import { notFound, permissionDenied } from '../http/problem.js';
import { Page } from '../http/schema.js';
import type { Deps } from '../deps.js';
import { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyListQuery } from './schemas.js';
import { createApiKey } from './service.js';
import { findApiKey, listApiKeys, revokeApiKey, rowToApiKey } from './store.js';

const BASE = '/api/automation/api-keys/';
const tag = 'API keys';

export function apiKeyRoutes(api: Api, { db }: Deps): void {
  api.route({
    method: 'get',
    path: BASE,
    operationId: 'listApiKeys',
    summary: 'List API keys',
    description: 'Keys are listed by name and prefix; the full key is never shown again after creation.',
    tag,
    scope: 'api_keys:read',
    query: ApiKeyListQuery,
    responses: { 200: { description: 'A page of keys', schema: Page(ApiKey) } },
    handler: async (ctx, { query }) => {
      const result = await listApiKeys(db, ctx.state.principal.organizationId, query);
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
      const scopes = body.scopes ?? ['*'];
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
      ctx.body = rowToApiKey(row);
    },
  });

  api.route({
    method: 'delete',
    path: `${BASE}{id}/`,
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'The key is refused from the next request on. It stays in the listing with `revoked_at` set.',
    tag,
    scope: 'api_keys:write',
    responses: { 204: { description: 'Revoked' } },
    handler: async (ctx, { params }) => {
      const row = await revokeApiKey(db, ctx.state.principal.organizationId, params.id!);
      if (!row) throw notFound('The API key');
      ctx.status = 204;
    },
  });
}
