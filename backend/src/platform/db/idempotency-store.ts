import type { Queryable } from './knex.js';

export interface IdempotencyRow {
  organization_id: number;
  credential: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: unknown;
  created_at: Date;
}

export type IdempotencyScope = Pick<IdempotencyRow, 'organization_id' | 'credential' | 'method' | 'path' | 'key'>;

/**
 * Claims a key for a request. Answers null when this request now owns it;
 * otherwise the row that holds it. A row older than `ttlSeconds`, or one left
 * `running` longer than `abandonAfterSeconds` by a crashed process, is taken over.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  claim: Pick<IdempotencyRow, 'organization_id' | 'credential' | 'key' | 'method' | 'path' | 'request_hash'>,
  ttlSeconds: number,
  abandonAfterSeconds: number,
): Promise<IdempotencyRow | null> {
  const result = await db.raw<{ rows: Array<IdempotencyRow & { claimed: boolean }> }>(
    `INSERT INTO idempotency_keys (organization_id, credential, key, method, path, request_hash, state)
     VALUES (?::bigint, ?, ?, ?, ?, ?, 'running')
     ON CONFLICT (organization_id, credential, method, path, key) DO UPDATE
       SET request_hash = excluded.request_hash,
           state = 'running', response_status = NULL, response_headers = NULL, response_body = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(secs => ?::integer)
          OR (idempotency_keys.state = 'running' AND idempotency_keys.created_at < now() - make_interval(secs => ?::integer))
     RETURNING true AS claimed`,
    [claim.organization_id, claim.credential, claim.key, claim.method, claim.path, claim.request_hash, ttlSeconds, abandonAfterSeconds],
  );
  if (result.rows.length > 0) return null;
  const held = await db<IdempotencyRow>('idempotency_keys')
    .where({ organization_id: claim.organization_id, credential: claim.credential, method: claim.method, path: claim.path, key: claim.key })
    .first();
  // Deleted between the two statements (a failed first request let go): treat as held by a request still running.
  return held ?? { ...claim, state: 'running', response_status: null, response_headers: null, response_body: null, created_at: new Date() };
}

export async function completeIdempotencyKey(
  db: Queryable,
  scope: IdempotencyScope,
  response: { status: number; headers: Record<string, string>; body: unknown },
): Promise<void> {
  await db('idempotency_keys')
    .where(scope)
    .update({
      state: 'done',
      response_status: response.status,
      response_headers: JSON.stringify(response.headers),
      response_body: JSON.stringify(response.body ?? null),
    });
}

export async function releaseIdempotencyKey(db: Queryable, scope: IdempotencyScope): Promise<void> {
  await db('idempotency_keys').where(scope).delete();
}

export async function pruneIdempotencyKeys(db: Queryable, ttlSeconds: number): Promise<number> {
  return db('idempotency_keys')
    .where('created_at', '<', db.raw('now() - make_interval(secs => ?::integer)', [ttlSeconds]))
    .delete();
}
