/**
 * Idempotency-Key on POST, as Stripe does it: the same key with the same body
 * within 24 hours replays the first answer (`Idempotent-Replayed: true`); with
 * another body or endpoint, 422; while the first request still runs, 409.
 * Keys belong to the credential that sent them, and to the method and the
 * concrete path (the same key on another object's action is another request).
 * The kept answer is sealed (it may hold a new API key or signing secret).
 * A first request that failed on our side (5xx) lets go of its key, so the
 * retry runs for real.
 */
import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Db } from '../db/knex.js';
import type { SecretBox } from '../lib/secret-box.js';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../db/idempotency-store.js';
import type { RouteWrapper } from './api.js';
import { Problem, badRequest } from '../platform/errors.js';
import { toProblem } from '../platform/to-problem.js';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** A key still `running` after this long belongs to a request that died with its process. */
export const ABANDONED_AFTER_SECONDS = 5 * 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['location', 'content-type'];

export function idempotency(db: Db, box: SecretBox): RouteWrapper {
  return async function withIdempotencyKey(ctx, route, run) {
    const key = ctx.get('idempotency-key');
    if (route.method !== 'post' || !key || route.scope === null) return run();
    if (!KEY_PATTERN.test(key)) throw badRequest('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');

    const { principal } = ctx.state;
    const scope = {
      organization_id: principal.organizationId,
      credential: `${principal.kind}:${principal.id}`,
      method: 'POST',
      path: ctx.path,
      key,
    };
    const requestHash = createHash('sha256')
      .update(`${route.method} ${route.path}\n${stringify(ctx.request.body ?? null)}`)
      .digest('hex');

    const held = await claimIdempotencyKey(db, { ...scope, request_hash: requestHash }, IDEMPOTENCY_TTL_SECONDS, ABANDONED_AFTER_SECONDS);
    if (held) {
      if (held.request_hash !== requestHash) {
        throw new Problem(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used with another request; use a new key for a new request.',
        );
      }
      if (held.state === 'running') {
        throw new Problem(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly.', {
          headers: { 'Retry-After': '1' },
        });
      }
      ctx.status = held.response_status ?? 200;
      ctx.set(held.response_headers ?? {});
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = openBody(box, held.response_body);
      return;
    }

    try {
      await run();
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) await releaseIdempotencyKey(db, scope);
      else
        await completeIdempotencyKey(db, scope, {
          status: problem.status,
          headers: { 'content-type': 'application/problem+json', ...problem.headers },
          body: sealBody(box, problem.toBody()),
        });
      throw error;
    }
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => (ctx.response.get(name) ? [[name, ctx.response.get(name)]] : [])),
    );
    await completeIdempotencyKey(db, scope, { status: ctx.status, headers, body: sealBody(box, ctx.body) });
  };
}

/** What the store keeps of an answer: `{"sealed": "enc:v1:..."}`, never the answer in clear. */
function sealBody(box: SecretBox, body: unknown): { sealed: string } {
  return { sealed: box.seal(JSON.stringify(body ?? null)) };
}

function openBody(box: SecretBox, stored: unknown): unknown {
  const sealed = (stored as { sealed?: unknown } | null)?.sealed;
  return typeof sealed === 'string' ? (JSON.parse(box.open(sealed)) as unknown) : stored;
}
