import type { Queryable } from '../../platform/db/knex.js';
import { listPage, type ListParams, type ListResult } from '../../platform/db/list.js';
import type { ApiKey } from './schemas.js';

export interface ApiKeyRow {
  id: number;
  organization_id: number;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export const rowToApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  revoked_at: row.revoked_at?.toISOString() ?? null,
});

export async function insertApiKey(
  db: Queryable,
  values: Pick<ApiKeyRow, 'organization_id' | 'name' | 'prefix' | 'key_hash' | 'scopes'>,
): Promise<ApiKeyRow> {
  const [row] = await db<ApiKeyRow>('api_keys').insert(values).returning('*');
  return row as ApiKeyRow;
}

/** Keys whose every scope is in `within` (the caller's reach); all keys when undefined. */
export function listApiKeys(
  db: Queryable,
  organizationId: number,
  params: ListParams & { revoked?: boolean },
  within?: readonly string[],
): Promise<ListResult<ApiKeyRow>> {
  const query = db('api_keys').where({ organization_id: organizationId }).select('*');
  // An array literal: the scopes are words, colons and stars only (see scopesWithin).
  if (within) query.whereRaw('scopes <@ ?::text[]', [`{${within.map((scope) => `"${scope}"`).join(',')}}`]);
  if (params.revoked !== undefined) query.where((q) => (params.revoked ? q.whereNotNull('revoked_at') : q.whereNull('revoked_at')));
  return listPage<ApiKeyRow>(query, params, {
    searchColumns: ['name', 'prefix'],
    orderingColumns: { created_at: 'created_at', name: 'name', last_used_at: 'last_used_at' },
    nullableOrderings: ['last_used_at'],
    idColumn: 'id',
    defaultOrdering: '-created_at',
  });
}

export async function findApiKey(db: Queryable, organizationId: number, id: number): Promise<ApiKeyRow | undefined> {
  return db<ApiKeyRow>('api_keys').where({ organization_id: organizationId, id }).first();
}

/** Live keys whose public prefix matches; the caller compares hashes in constant time. */
export async function findLiveKeysByPrefix(db: Queryable, prefix: string): Promise<ApiKeyRow[]> {
  return db<ApiKeyRow>('api_keys').where({ prefix }).whereNull('revoked_at');
}

export async function revokeApiKey(db: Queryable, organizationId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db<ApiKeyRow>('api_keys')
    .where({ organization_id: organizationId, id })
    .update({ revoked_at: db.raw('coalesce(revoked_at, now())') as unknown as Date })
    .returning('*');
  return row;
}

export async function touchApiKey(db: Queryable, id: number): Promise<void> {
  await db('api_keys').where({ id }).update({ last_used_at: db.fn.now() });
}
