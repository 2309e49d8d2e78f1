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
  created_by_user_id: number | null;
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
  values: Pick<ApiKeyRow, 'organization_id' | 'name' | 'prefix' | 'key_hash' | 'scopes' | 'created_by_user_id'>,
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

/**
 * The live key with this hash, writing its `last_used_at` in the same statement when that is older than `staleAfter`
 * seconds (or unset): one round trip where a lookup and a touch were two. Answers the row as it was read, with
 * `last_used_at` as now written when touched. The hash is the lookup key: knowing where a stored hash differs from
 * another tells nothing about a key.
 */
export async function findLiveKeyTouching(db: Queryable, keyHash: string, staleAfterSeconds: number): Promise<ApiKeyRow | undefined> {
  const { rows } = await db.raw<{ rows: Array<ApiKeyRow & { touched_at: Date | null }> }>(
    `WITH found AS (
       SELECT * FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL
     ), touched AS (
       UPDATE api_keys k SET last_used_at = now()
         FROM found
        WHERE k.id = found.id AND (found.last_used_at IS NULL OR found.last_used_at < now() - make_interval(secs => ?::integer))
       RETURNING k.last_used_at
     )
     SELECT found.*, (SELECT last_used_at FROM touched) AS touched_at FROM found`,
    [keyHash, staleAfterSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { touched_at: touchedAt, ...key } = row;
  return { ...key, last_used_at: touchedAt ?? key.last_used_at };
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

/**
 * Revokes the live keys a person made, but those whose every scope is in `keep` (a role's reach); answers how many.
 * The credential notices (migration 0027) tell every process's key cache at once.
 */
export async function revokeKeysMadeBy(
  db: Queryable,
  organizationId: number,
  userId: number,
  keep: readonly string[] = [],
): Promise<number> {
  const query = db('api_keys').where({ organization_id: organizationId, created_by_user_id: userId }).whereNull('revoked_at');
  // An array literal: the scopes are words, colons and stars only (as in listApiKeys).
  if (keep.length > 0) query.whereRaw('NOT (scopes <@ ?::text[])', [`{${keep.map((scope) => `"${scope}"`).join(',')}}`]);
  return query.update({ revoked_at: db.raw('now()') });
}
