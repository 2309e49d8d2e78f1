import type { Deps } from '../../app/deps.js';
import { type Api, created } from '../../platform/http/api.js';
import { readRoutes } from '../../platform/resource/routes.js';
import { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyListQuery } from './schemas.js';
import { apiKeyService } from './service.js';
import type { KeyCache } from './cache.js';

const BASE = '/api/automation/api-keys/';
const tag = 'API keys';

/** `cache`: the process's kept keys, which a revocation here forgets at once. */
export function apiKeyRoutes(api: Api, deps: Deps, cache?: KeyCache): void {
  const service = apiKeyService(deps, cache);
  readRoutes(
    api,
    {
      base: BASE,
      tag,
      noun: 'API key',
      plural: 'API keys',
      scope: 'api_keys',
      schemas: { item: ApiKey, listQuery: ApiKeyListQuery },
      notes: {
        list: 'Keys are listed by name and prefix; the full key is never shown again after creation. Keys holding a scope the caller lacks are not listed.',
        get: 'A key holding a scope the caller lacks answers 403.',
      },
    },
    service,
  );

  api.route({
    method: 'post',
    path: BASE,
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description:
      "Answers the full `sk_...` key once. A credential can only grant scopes it holds itself; without `scopes` the key gets the creator's. A key made by a person (signed in, or through a key they made) is revoked when they are removed, or when their role shrinks below the key's scopes.",
    tag,
    scope: 'api_keys:write',
    body: ApiKeyCreate,
    responses: { 201: { description: 'The new key, with its secret', schema: ApiKeyCreated } },
    handler: async (ctx, { body }) => {
      const key = await service.create(ctx.state.principal, body);
      created(ctx, `${BASE}${key.id}/`, key);
    },
  });

  api.route({
    method: 'delete',
    path: `${BASE}{id}/`,
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description:
      'The key is refused from the next request on. It stays in the listing with `revoked_at` set. A key holding a scope the caller lacks answers 403.',
    tag,
    scope: 'api_keys:write',
    responses: { 204: { description: 'Revoked' } },
    handler: async (ctx, { params }) => {
      await service.revoke(ctx.state.principal, params.id!);
      ctx.status = 204;
    },
  });
}
