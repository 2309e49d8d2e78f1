/**
 * What REST's `Idempotency-Key` (http/idempotency.ts) and MCP's
 * `idempotency_key` (mcp/idempotency.ts) share: the claim of a key, the
 * answers to a key reused with another request or still running, and the kept
 * answer, sealed (it may hold a new API key or signing secret), never in clear.
 * Each caller decides what to keep and when to let go of the key.
 */
import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { type IdempotencyScope, claimIdempotencyKey, completeIdempotencyKey } from '../db/idempotency-store.js';
import type { Db } from '../db/knex.js';
import type { SecretBox } from '../lib/secret-box.js';
import { Problem } from '../errors.js';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** A key still `running` after this long belongs to a request that died with its process. */
export const ABANDONED_AFTER_SECONDS = 5 * 60;

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

/**
 * Claims `scope`'s key for a request with this hash. Answers null when the request now owns the key (it runs, then
 * keeps its answer or lets go); the kept answer when the same request was answered before. A key held by another
 * request, or by this one still running, is a 422 or a 409 with `words`' wording.
 */
export async function claimKey(
  db: Db,
  box: SecretBox,
  scope: IdempotencyScope,
  hash: string,
  words: { key: string; request: string; headers?: Record<string, string> },
): Promise<KeptAnswer | null> {
  const held = await claimIdempotencyKey(db, { ...scope, request_hash: hash }, IDEMPOTENCY_TTL_SECONDS, ABANDONED_AFTER_SECONDS);
  if (!held) return null;
  if (held.request_hash !== hash)
    throw new Problem(422, 'idempotency_key_reused', `This ${words.key} was used with ${words.request}; use a new key for a new request.`);
  if (held.state === 'running')
    throw new Problem(409, 'idempotency_key_in_use', `A request with this ${words.key} is still being processed; retry shortly.`, {
      headers: words.headers,
    });
  return { status: held.response_status ?? 200, headers: held.response_headers ?? {}, body: openBody(box, held.response_body) };
}

/** Keeps the answer of the request that owns `scope`'s key, sealed. */
export async function keepAnswer(db: Db, box: SecretBox, scope: IdempotencyScope, answer: KeptAnswer): Promise<void> {
  await completeIdempotencyKey(db, scope, { ...answer, body: { sealed: box.seal(JSON.stringify(answer.body ?? null)) } });
}

/** A kept body: `{"sealed": "enc:v1:..."}`; one kept in clear before answers were sealed is given as it is. */
function openBody(box: SecretBox, stored: unknown): unknown {
  const sealed = (stored as { sealed?: unknown } | null)?.sealed;
  return typeof sealed === 'string' ? (JSON.parse(box.open(sealed)) as unknown) : stored;
}
