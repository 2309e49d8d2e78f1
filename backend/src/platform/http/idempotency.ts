/**
 * Idempotency-Key on POST, as Stripe does it: the same key with the same body
 * within 24 hours replays the first answer (`Idempotent-Replayed: true`); with
 * another body, method or path, 422; while the first request still runs, 409
 * with the real wait in Retry-After. A key is one per organization: sent by
 * another of its credentials, 422 (not replayed: the kept answer may hold what
 * that credential may not read). The kept answer is sealed (it may hold a new
 * API key or signing secret).
 *
 * Crash-safe: the request runs in a unit of work (db/unit-of-work.ts), so its
 * writes and its kept answer commit in one transaction. A process that dies
 * before that commit leaves nothing written and its key free once its lease
 * runs out (idempotency/keys.ts); one that dies after it leaves the answer,
 * which the retry replays. A first request that failed on our side (5xx) is
 * undone and lets go of its key, so the retry runs for real.
 */
import type { Db } from '../db/knex.js';
import { RequestUnit } from '../db/unit-of-work.js';
import { faultPoint } from '../fault.js';
import { type KeptAnswer, claimKey, requestHash } from '../idempotency/keys.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { RouteWrapper } from './api.js';
import { badRequest } from '../errors.js';
import { toProblem } from '../to-problem.js';

/** What a key may be, as the OpenAPI document declares it (features/openapi/document.ts) and the check below reads it. */
export const IDEMPOTENCY_KEY_SCHEMA = { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' } as const;
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{${IDEMPOTENCY_KEY_SCHEMA.minLength},${IDEMPOTENCY_KEY_SCHEMA.maxLength}}$`);
const REPLAYED_HEADERS = ['location', 'content-type'];

export function idempotency(db: Db, box: SecretBox): RouteWrapper {
  return async function withIdempotencyKey(ctx, route, run) {
    // An empty header is a key written wrong, not none: the client counts on a replay it would not get.
    const key = ctx.headers['idempotency-key'];
    if (route.method !== 'post' || key === undefined || route.scope === null) return run();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key))
      throw badRequest('invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');

    const { principal } = ctx.state;
    const claim = {
      organization_id: principal.organizationId,
      credential: `${principal.kind}:${principal.id}`,
      method: 'POST',
      path: ctx.path,
      key,
    };
    // The concrete path is part of the request: the same key and body on another object's action is a reuse.
    const claimed = await claimKey(db, box, claim, requestHash(`POST ${ctx.path}`, ctx.request.body), {
      key: 'Idempotency-Key',
      request: 'another request (body, method or path)',
      busyHeaders: (wait) => ({ 'Retry-After': String(wait) }),
    });
    if ('kept' in claimed) {
      const { kept } = claimed;
      ctx.status = kept.status;
      ctx.set(kept.headers);
      ctx.set('Idempotent-Replayed', 'true');
      ctx.body = kept.body;
      return;
    }

    const { lease } = claimed;
    const unit = new RequestUnit(db);
    let answer: KeptAnswer;
    try {
      await unit.run(run);
      const headers = Object.fromEntries(
        REPLAYED_HEADERS.flatMap((name) => (ctx.response.get(name) ? [[name, ctx.response.get(name)]] : [])),
      );
      answer = { status: ctx.status, headers, body: ctx.body };
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) {
        await unit.rollback();
        await lease.release();
        throw error;
      }
      // A refusal is an answer too: kept, with whatever the request wrote before it was refused.
      answer = {
        status: problem.status,
        headers: { 'content-type': 'application/problem+json', ...problem.headers },
        body: problem.toBody(),
      };
      await unit.commit((trx) => lease.keep(trx, answer));
      throw error;
    }
    faultPoint('before-idempotent-commit');
    try {
      await unit.commit((trx) => lease.keep(trx, answer));
    } catch (error) {
      await lease.release();
      throw error;
    }
    faultPoint('after-idempotent-commit');
  };
}
