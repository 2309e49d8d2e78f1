/**
 * Rate limits per credential (per client address before sign-in), with the
 * IETF draft's `RateLimit-Policy` and `RateLimit` headers on every answer and
 * 429 with `Retry-After` past the limit.
 *
 * The counters live in Postgres (rate-limiter-flexible's Postgres store, table
 * `api_rate_limits`, one atomic upsert per request), so every API process
 * counts against the same allowance. Should the database not answer, a
 * per-process memory limiter stands in rather than failing the request.
 */
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/knex.js';
import type { Principal } from '../principal.js';
import { Problem } from '../errors.js';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
  /** The shared store; without it the counters are this process's own. */
  db?: Db;
}

const POLICY = 'default';

export function rateLimit({ points, windowSeconds, db }: RateLimitOptions): Middleware {
  const memory = new RateLimiterMemory({ points, duration: windowSeconds });
  const limiter = db
    ? new RateLimiterPostgres({
        storeClient: db,
        storeType: 'knex',
        tableName: 'api_rate_limits',
        tableCreated: true,
        // The window is in the key: a bucket counted under another window (a setting since changed) is not used, or a
        // credential could wait out the old window's length (found with a window of years). While processes with the
        // old and the new window run side by side (a rolling restart), a credential has both allowances.
        keyPrefix: `api-${windowSeconds}s`,
        points,
        duration: windowSeconds,
        insuranceLimiter: memory,
      })
    : memory;
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
