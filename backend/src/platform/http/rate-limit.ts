/**
 * Rate limits per credential and per organization (per client address before sign-in), with the IETF draft's
 * `RateLimit-Policy` and `RateLimit` headers on every answer, and 429 with `Retry-After` and a problem whose `limit`
 * names the limit reached (`credential`, `organization` or `address`).
 *
 * The counts are shared by every API process (allowance.ts: leased from Postgres a few at a time, so most requests
 * make no round trip for them). A key minted by a credential has an allowance of its own, but not its organization's:
 * the organization's limit holds whatever keys it makes. Should the database not answer, a per-process memory
 * limiter stands in rather than failing the request.
 */
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/knex.js';
import type { Principal } from '../principal.js';
import { Problem } from '../errors.js';
import { SharedAllowance, type Verdict } from './allowance.js';

export interface RateLimitOptions {
  /** Requests per credential (or address) per window. */
  points: number;
  /** Requests per organization per window, all its credentials together. */
  organizationPoints: number;
  windowSeconds: number;
  /** The shared store; without it the counts are this process's own. */
  db?: Db;
  /** Told when the shared store fails and this process's memory stands in. */
  onStoreError?: (error: unknown) => void;
}

type LimitName = 'credential' | 'organization' | 'address';

interface Limit {
  name: LimitName;
  quota: number;
  windowSeconds: number;
  take(subject: string): Promise<Verdict>;
}

function limitOf(
  name: LimitName,
  quota: number,
  windowSeconds: number,
  { db, onStoreError }: Pick<RateLimitOptions, 'db' | 'onStoreError'>,
): Limit {
  const memory = new RateLimiterMemory({ points: quota, duration: windowSeconds, keyPrefix: name });
  const fromMemory = async (subject: string): Promise<Verdict> => {
    try {
      const state = await memory.consume(subject);
      return { allowed: true, remaining: state.remainingPoints, resetMs: state.msBeforeNext };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, resetMs: rejection.msBeforeNext };
    }
  };
  const shared = db ? new SharedAllowance(db, quota, windowSeconds) : undefined;
  return {
    name,
    quota,
    windowSeconds,
    take: shared
      ? (subject) =>
          shared.take(subject).catch((error: unknown) => {
            onStoreError?.(error);
            return fromMemory(subject);
          })
      : fromMemory,
  };
}

const DETAILS: Record<LimitName, string> = {
  credential: 'for each credential',
  organization: "for an organization's credentials together",
  address: 'for each client address without a credential',
};

export function rateLimit({ points, organizationPoints, windowSeconds, ...store }: RateLimitOptions): Middleware {
  const credential = limitOf('credential', points, windowSeconds, store);
  const address = limitOf('address', points, windowSeconds, store);
  const organization = limitOf('organization', organizationPoints, windowSeconds, store);
  const policy = (limit: Limit) => `"${limit.name}";q=${limit.quota};w=${limit.windowSeconds}`;
  const signedInPolicy = `${policy(credential)}, ${policy(organization)}`;

  return async function limitRate(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    const principal = ctx.state.principal as Principal | undefined;
    const checks: Array<[Limit, string]> = principal
      ? [
          [credential, `${principal.kind}:${principal.id}`],
          [organization, String(principal.organizationId)],
        ]
      : [[address, ctx.ip]];
    const states: string[] = [];
    ctx.set('RateLimit-Policy', principal ? signedInPolicy : policy(address));
    // One after the other: a request refused by its credential's limit does not count against its organization's.
    for (const [limit, subject] of checks) {
      const verdict = await limit.take(`${limit.name}:${subject}`);
      const resetSeconds = Math.max(0, Math.ceil(verdict.resetMs / 1000));
      states.push(`"${limit.name}";r=${Math.max(0, verdict.remaining)};t=${resetSeconds}`);
      ctx.set('RateLimit', states.join(', '));
      if (!verdict.allowed) {
        throw new Problem(
          429,
          'rate_limited',
          `Too many requests: ${limit.quota} are allowed per ${limit.windowSeconds} seconds ${DETAILS[limit.name]}.`,
          { headers: { 'Retry-After': String(Math.max(1, resetSeconds)) }, extensions: { limit: limit.name } },
        );
      }
    }
    await next();
  };
}
