import type { Queryable } from './knex.js';

export interface IdempotencyRow {
  organization_id: number;
  credential: string;
  key: string;
  /** What the key was sent on (information: the key is one per organization, the hash tells requests apart). */
  method: string;
  path: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_headers: Record<string, string> | null;
  response_body: unknown;
  /** The running request's lease: its random name, and until when it holds the key unless it renews. */
  holder: string | null;
  lease_until: Date | null;
  created_at: Date;
}

/** A key: one per organization, held by the credential that sent it (`credential`). */
export type IdempotencyScope = Pick<IdempotencyRow, 'organization_id' | 'credential' | 'key'>;

export type IdempotencyClaim = IdempotencyScope & Pick<IdempotencyRow, 'method' | 'path' | 'request_hash' | 'holder'>;

/** A held key as a claim finds it, with how long its lease has left and how long its holder has been silent. */
export type HeldKey = Omit<IdempotencyRow, 'holder' | 'lease_until'> & { lease_left_seconds: number; silent_seconds: number };

const scopeOf = ({ organization_id, credential, key }: IdempotencyScope): IdempotencyScope => ({ organization_id, credential, key });

/**
 * Claims a key for a request, as `claim.holder`, for a lease of `leaseSeconds`. Answers null when this request now
 * holds it; otherwise the row that holds it. A row older than `ttlSeconds`, or a running one whose lease ran out (its
 * holder died), is taken over; a running row of before leases, by its age past `legacyAbandonSeconds`.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  claim: IdempotencyClaim,
  { ttlSeconds, leaseSeconds, legacyAbandonSeconds }: { ttlSeconds: number; leaseSeconds: number; legacyAbandonSeconds: number },
): Promise<HeldKey | null> {
  const result = await db.raw<{ rows: Array<{ claimed: boolean }> }>(
    `INSERT INTO idempotency_keys AS k (organization_id, credential, key, method, path, request_hash, state, holder, lease_until)
     VALUES (?::bigint, ?, ?, ?, ?, ?, 'running', ?, now() + make_interval(secs => ?::integer))
     ON CONFLICT (organization_id, key) DO UPDATE
       SET credential = excluded.credential, method = excluded.method, path = excluded.path, request_hash = excluded.request_hash, state = 'running',
           holder = excluded.holder, lease_until = excluded.lease_until,
           response_status = NULL, response_headers = NULL, response_body = NULL, created_at = now()
       WHERE k.created_at < now() - make_interval(secs => ?::integer)
          OR (k.state = 'running' AND coalesce(k.lease_until, k.created_at + make_interval(secs => ?::integer)) < now())
     RETURNING true AS claimed`,
    [
      claim.organization_id,
      claim.credential,
      claim.key,
      claim.method,
      claim.path,
      claim.request_hash,
      claim.holder,
      leaseSeconds,
      ttlSeconds,
      legacyAbandonSeconds,
    ],
  );
  if (result.rows.length > 0) return null;
  const held = await db.raw<{ rows: HeldKey[] }>(
    `SELECT organization_id, credential, key, method, path, request_hash, state, response_status, response_headers,
            response_body, created_at,
            greatest(0, extract(epoch FROM coalesce(lease_until, created_at + make_interval(secs => ?::integer)) - now()))::float8
              AS lease_left_seconds,
            greatest(0, extract(epoch FROM now() - coalesce(lease_until - make_interval(secs => ?::integer), created_at)))::float8
              AS silent_seconds
       FROM idempotency_keys WHERE organization_id = ?::bigint AND key = ?`,
    [legacyAbandonSeconds, leaseSeconds, claim.organization_id, claim.key],
  );
  // Deleted between the two statements (a failed first request let go): treat as held by a request still running.
  return (
    held.rows[0] ?? {
      ...claim,
      state: 'running',
      response_status: null,
      response_headers: null,
      response_body: null,
      created_at: new Date(),
      lease_left_seconds: 0,
      silent_seconds: 0,
    }
  );
}

/** Extends `holder`'s lease on a key it still holds. Answers false when the key is no longer its own. */
export async function renewIdempotencyLease(
  db: Queryable,
  scope: IdempotencyScope,
  holder: string,
  leaseSeconds: number,
): Promise<boolean> {
  const renewed = await db('idempotency_keys')
    .where({ ...scopeOf(scope), holder, state: 'running' })
    .update({ lease_until: db.raw('now() + make_interval(secs => ?::integer)', [leaseSeconds]) });
  return renewed > 0;
}

/** Keeps the answer of the request that holds the key. Answers false (and keeps nothing) when it no longer holds it. */
export async function completeIdempotencyKey(
  db: Queryable,
  scope: IdempotencyScope,
  holder: string,
  response: { status: number; headers: Record<string, string>; body: unknown },
): Promise<boolean> {
  const completed = await db('idempotency_keys')
    .where({ ...scopeOf(scope), holder, state: 'running' })
    .update({
      state: 'done',
      lease_until: null,
      response_status: response.status,
      response_headers: JSON.stringify(response.headers),
      response_body: JSON.stringify(response.body ?? null),
    });
  return completed > 0;
}

/** Lets go of a key `holder` still holds, running: the next request with it runs for real. */
export async function releaseIdempotencyKey(db: Queryable, scope: IdempotencyScope, holder: string): Promise<void> {
  await db('idempotency_keys')
    .where({ ...scopeOf(scope), holder, state: 'running' })
    .delete();
}

/** An answer kept aside when its key became another credential's (migration 0038), while its key would have lived. */
export type SupersededAnswer = Pick<IdempotencyRow, 'request_hash' | 'response_status' | 'response_headers' | 'response_body'>;

export async function supersededIdempotencyAnswer(
  db: Queryable,
  scope: IdempotencyScope,
  ttlSeconds: number,
): Promise<SupersededAnswer | undefined> {
  return db('idempotency_keys_superseded')
    .where(scopeOf(scope))
    .where('created_at', '>=', db.raw('now() - make_interval(secs => ?::integer)', [ttlSeconds]))
    .first('request_hash', 'response_status', 'response_headers', 'response_body');
}

export async function pruneIdempotencyKeys(db: Queryable, ttlSeconds: number): Promise<number> {
  const before = db.raw('now() - make_interval(secs => ?::integer)', [ttlSeconds]);
  await db('idempotency_keys_superseded').where('created_at', '<', before).delete();
  return db('idempotency_keys').where('created_at', '<', before).delete();
}
