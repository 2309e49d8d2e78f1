/**
 * Rate limits per credential (per client address before sign-in), with the
 * IETF draft's `RateLimit-Policy` and `RateLimit` headers on every answer and
 * 429 with `Retry-After` past the limit.
 *
 * The counters live in this process's memory: with several API processes each
 * grants the full allowance. rate-limiter-flexible has Postgres and Redis
 * stores for when that matters.
 */
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Principal } from '../platform/principal.js';
import { Problem } from '../platform/errors.js';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
}

const POLICY = 'default';

export function rateLimit({ points, windowSeconds }: RateLimitOptions): Middleware {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  const policyHeader = `"${POLICY}";q=${points};w=${windowSeconds}`;

  return async function limitRate(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    const principal = ctx.state.principal as Principal | undefined;
    const subject = principal ? `${principal.kind}:${principal.id}` : `ip:${ctx.ip}`;
    let state: RateLimiterRes;
    let limited = false;
    try {
      state = await limiter.consume(subject);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      state = rejection;
      limited = true;
    }
    const resetSeconds = Math.max(0, Math.ceil(state.msBeforeNext / 1000));
    ctx.set('RateLimit-Policy', policyHeader);
    ctx.set('RateLimit', `"${POLICY}";r=${Math.max(0, state.remainingPoints)};t=${resetSeconds}`);
    if (limited) {
      throw new Problem(429, 'rate_limited', `Too many requests: ${points} are allowed per ${windowSeconds} seconds for each credential.`, {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      });
    }
    await next();
  };
}
