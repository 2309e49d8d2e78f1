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
import type { Db } from '../db/knex.js';
import { releaseIdempotencyKey } from '../db/idempotency-store.js';
import { claimKey, keepAnswer, requestHash } from '../idempotency/keys.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { RouteWrapper } from './api.js';
import { badRequest } from '../errors.js';
import { toProblem } from '../to-problem.js';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['location', 'content-type'];

export function idempotency(db: Db, box: SecretBox): RouteWrapper {
  return async function withIdempotencyKey(ctx, route, run) {
    // An empty header is a key written wrong, not none: the client counts on a replay it would not get.
    const key = ctx.headers['idempotency-key'];
    if (route.method !== 'post' || key === undefined || route.scope === null) return run();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key))
      throw badRequest('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');

    const { principal } = ctx.state;
    const scope = {
      organization_id: principal.organizationId,
      credential: `${principal.kind}:${principal.id}`,
      method: 'POST',
      path: ctx.path,
      key,
    };
    const kept = await claimKey(db, box, scope, requestHash(`${route.method} ${route.path}`, ctx.request.body), {
      key: 'Idempotency-Key',
      request: 'another request',
      headers: { 'Retry-After': '1' },
    });
    if (kept) {
      ctx.status = kept.status;
      ctx.set(kept.headers);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = kept.body;
      return;
    }

    try {
      await run();
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) await releaseIdempotencyKey(db, scope);
      else
        await keepAnswer(db, box, scope, {
          status: problem.status,
          headers: { 'content-type': 'application/problem+json', ...problem.headers },
          body: problem.toBody(),
        });
      throw error;
    }
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => (ctx.response.get(name) ? [[name, ctx.response.get(name)]] : [])),
    );
    await keepAnswer(db, box, scope, { status: ctx.status, headers, body: ctx.body });
  };
}
