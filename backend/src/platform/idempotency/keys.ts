/**
 * What REST's `Idempotency-Key` (http/idempotency.ts) and MCP's
 * `idempotency_key` (mcp/idempotency.ts) share: the claim of a key, the
 * answers to a key reused with another request or still running, the lease a
 * running request holds its key by, and the kept answer, sealed (it may hold a
 * new API key or signing secret), never in clear. Each caller decides what to
 * keep and when to let go of the key.
 *
 * A lease: the holder renews it every HEARTBEAT_MS while it runs; a process
 * that dies stops renewing, and its key is free again LEASE_SECONDS later at
 * most. A holder that lost its lease (its process stalled past it and another
 * request took the key) keeps nothing: its completion finds the key no longer
 * its own, and its unit of work is rolled back.
 */
import { createHash, randomUUID } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import {
  type IdempotencyScope,
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  renewIdempotencyLease,
  type SupersededAnswer,
  supersededIdempotencyAnswer,
} from '../db/idempotency-store.js';
import type { Db, Queryable } from '../db/knex.js';
import type { SecretBox } from '../lib/secret-box.js';
import { Problem } from '../errors.js';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** How long a running request holds its key without renewing: the longest a dead holder's key stays taken. */
export const LEASE_SECONDS = 10;
/** How often a running request renews its lease. */
export const HEARTBEAT_MS = 2_000;
/** A running row of before leases (no `lease_until`) is abandoned after this long. */
const LEGACY_ABANDONED_AFTER_SECONDS = 5 * 60;

/** The fingerprint of a request: where it went and what it carried (keys in any order). */
export function requestHash(target: string, content: unknown): string {
  return createHash('sha256')
    .update(`${target}\n${stringify(content ?? null)}`)
    .digest('hex');
}

/** An answer kept for a key, to be given again. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A key and where it was sent. */
export type KeyClaim = IdempotencyScope & { method: string; path: string };

/** The wording of the refusals, REST's or MCP's. */
export interface KeyWords {
  key: string;
  request: string;
  /** Adds headers to the 409 from the seconds a client should wait (REST: Retry-After). */
  busyHeaders?: (waitSeconds: number) => Record<string, string>;
}

/**
 * Claims a key for a request with this hash: a lease when the request now holds the key (it runs, then keeps its
 * answer or lets go); the kept answer when the same request was answered before. A key used with another request is
 * a 422; one still held by a running request, a 409 saying how long to wait.
 */
export async function claimKey(
  db: Db,
  box: SecretBox,
  claim: KeyClaim,
  hash: string,
  words: KeyWords,
): Promise<{ kept: KeptAnswer } | { lease: Lease }> {
  const holder = randomUUID();
  const held = await claimIdempotencyKey(
    db,
    { ...claim, request_hash: hash, holder },
    { ttlSeconds: IDEMPOTENCY_TTL_SECONDS, leaseSeconds: LEASE_SECONDS, legacyAbandonSeconds: LEGACY_ABANDONED_AFTER_SECONDS },
  );
  if (!held) return { lease: new Lease(db, box, claim, holder) };
  // One key per organization, as Stripe keeps one per account: another credential's request with it is not made
  // again. Nor is the kept answer given to it: it may hold what that credential may not read (a new key's secret).
  if (held.credential !== claim.credential) {
    // Unless this credential was answered for it before keys were one per organization: its retry is answered again.
    const before = await supersededIdempotencyAnswer(db, claim, IDEMPOTENCY_TTL_SECONDS);
    if (!before)
      throw new Problem(
        422,
        'idempotency_key_reused',
        `This ${words.key} was used by another credential of this organization; use a new key for a new request.`,
      );
    if (before.request_hash !== hash)
      throw new Problem(
        422,
        'idempotency_key_reused',
        `This ${words.key} was used with ${words.request}; use a new key for a new request.`,
      );
    return { kept: keptAnswer(box, before) };
  }
  if (held.request_hash !== hash)
    throw new Problem(422, 'idempotency_key_reused', `This ${words.key} was used with ${words.request}; use a new key for a new request.`);
  if (held.state === 'running') {
    const wait = waitSeconds(held.lease_left_seconds, held.silent_seconds);
    throw new Problem(
      409,
      'idempotency_key_in_use',
      `A request with this ${words.key} is still being processed; retry in ${wait} s.`,
      words.busyHeaders ? { headers: words.busyHeaders(wait) } : {},
    );
  }
  return { kept: keptAnswer(box, held) };
}

function keptAnswer(box: SecretBox, row: SupersededAnswer): KeptAnswer {
  return { status: row.response_status ?? 200, headers: row.response_headers ?? {}, body: openBody(box, row.response_body) };
}

/**
 * The real wait for a running key: a holder heard from within the last heartbeats is alive and about to answer (1 s);
 * a silent one has likely died, and its key is free when its lease runs out.
 */
export function waitSeconds(leaseLeftSeconds: number, silentSeconds: number): number {
  if (silentSeconds <= (2 * HEARTBEAT_MS) / 1000) return 1;
  return Math.max(1, Math.ceil(leaseLeftSeconds));
}

/** A running request's hold on its key: renewed while it runs, ended by keeping an answer or letting go. */
export class Lease {
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    readonly scope: IdempotencyScope,
    readonly holder: string,
  ) {
    this.timer = setInterval(() => {
      // A renewal that fails (the database briefly away) is retried at the next beat; the lease is longer than a few.
      this.renewing = renewIdempotencyLease(db, scope, holder, LEASE_SECONDS).catch(() => undefined);
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  /** Keeps the answer, sealed, on `db` (the request's unit of work). Throws a 409 when the key was lost meanwhile. */
  async keep(db: Queryable, answer: KeptAnswer): Promise<void> {
    await this.stop();
    const sealed = { ...answer, body: { sealed: this.box.seal(JSON.stringify(answer.body ?? null)) } };
    if (!(await completeIdempotencyKey(db, this.scope, this.holder, sealed)))
      throw new Problem(
        409,
        'idempotency_key_in_use',
        'This request took too long and another request with its key took over; nothing was kept.',
      );
  }

  /** Lets go of the key: the retry runs for real. */
  async release(): Promise<void> {
    await this.stop();
    await releaseIdempotencyKey(this.db, this.scope, this.holder);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.renewing;
  }
}

/** A kept body: `{"sealed": "enc:v1:..."}`; one kept in clear before answers were sealed is given as it is. */
function openBody(box: SecretBox, stored: unknown): unknown {
  const sealed = (stored as { sealed?: unknown } | null)?.sealed;
  return typeof sealed === 'string' ? (JSON.parse(box.open(sealed)) as unknown) : stored;
}
