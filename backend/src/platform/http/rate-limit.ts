/**
 * Rate limits per credential and per organization (per client address before sign-in), with the IETF draft's
 * `RateLimit-Policy` and `RateLimit` headers on every answer, and 429 with `Retry-After` and a problem whose `limit`
 * names the limit reached (`credential`, `organization` or `address`; `credential_cost` or `organization_cost` when
 * the requests' cost spent it).
 *
 * Counted by cost: a request costs one point, and after it is answered one more per started `costUnitMs` of work
 * beyond the first two (its database time and the event-loop time of parsing and validating it: request-cost.ts),
 * charged to its credential and its organization. An ordinary request costs exactly one point; a request that holds
 * the database for a second costs 39 at the default unit, so expensive requests reach 429 that much sooner. A body
 * costs one more point per started 64 KiB beyond its first (request-cost.ts: 0.6 MB, ten points; a refused one per
 * started 16 KiB beyond its first), a list page one more
 * per started 25 results beyond the first 25 (a page of 200 costs eight). The charge
 * is settled after the answer: what this process's lease holds is counted at once, the rest in Postgres while the
 * answer goes out (the next request may be let through before it lands); `settled()` waits for what is on its way.
 *
 * The counts are shared by every API process (allowance.ts: leased from Postgres a few at a time, so most requests
 * make no round trip for them). A key minted by a credential has an allowance of its own, but not its organization's:
 * the organization's limit holds whatever keys it makes. Should the database not answer, a per-process memory
 * limiter stands in rather than failing the request.
 *
 * An organization's points are also bounded per `burstSeconds` (`organization_burst`): twice its window's points
 * spread evenly over so many seconds. Without it an organization could spend a minute's points in its first seconds,
 * every heavy request at once, which is what slows the other organizations on a few cores.
 */
import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/knex.js';
import type { Principal } from '../principal.js';
import { Problem } from '../errors.js';
import { SharedAllowance, type Verdict } from './allowance.js';
import { bodyPointsOf, countingCost, pagePointsOf, watchStatements } from './request-cost.js';

export interface RateLimitOptions {
  /** Requests per credential (or address) per window. */
  points: number;
  /** Requests per organization per window, all its credentials together. */
  organizationPoints: number;
  windowSeconds: number;
  /**
   * The organization's short window, in seconds: within it, at most twice its share of `organizationPoints` (at least
   * one point). None when 0 or at least `windowSeconds`; 2 by default.
   */
  burstSeconds?: number;
  /** The work one point pays for: a request costs one more point per started unit beyond the first two. Default 25 ms. */
  costUnitMs?: number;
  /** The shared store; without it the counts are this process's own. */
  db?: Db;
  /** Told when the shared store fails and this process's memory stands in. */
  onStoreError?: (error: unknown) => void;
  /**
   * Requests without a credential whose route limits them itself, per account as well as per address (sign-in): not
   * counted against their address. An address's allowance is shared by everyone behind it, so a flood on one account
   * spent it for a colleague signing in to theirs.
   */
  limitedByRoute?: (ctx: Context) => boolean;
}

type LimitName = 'credential' | 'organization' | 'organization_burst' | 'address';

interface Limit {
  name: LimitName;
  quota: number;
  windowSeconds: number;
  /** A verdict at once when this process's lease decides it, else its promise. */
  take(subject: string): Verdict | Promise<Verdict>;
  /** Counts `points` more against the subject; never fails (a failure is told to `onStoreError`). */
  charge(subject: string, points: number): Promise<void>;
}

/**
 * The points a request's cost adds to the one it paid on arrival: one per started unit beyond the first two. Two units
 * are free so that an ordinary request stays at one point when the machine is busy and its statements take longer.
 */
export const extraPointsOf = (costMs: number, unitMs: number) => Math.max(0, Math.ceil(costMs / unitMs) - 2);

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
  const charge = async (subject: string, points: number) => {
    try {
      if (shared) await shared.charge(subject, points);
      else await memory.penalty(subject, points);
    } catch (error) {
      onStoreError?.(error);
      await memory.penalty(subject, points);
    }
  };
  return {
    name,
    quota,
    windowSeconds,
    take: shared
      ? (subject) =>
          shared.takeHere(subject) ??
          shared.take(subject).catch((error: unknown) => {
            onStoreError?.(error);
            return fromMemory(subject);
          })
      : fromMemory,
    charge,
  };
}

const DETAILS: Record<LimitName, string> = {
  credential: 'for each credential',
  organization: "for an organization's credentials together",
  organization_burst: "for an organization's credentials together, so that a minute's points are not spent in its first seconds",
  address: 'for each client address without a credential',
};

/**
 * Whether the request's body was refused: its answer a client error other than 429 (request-cost.ts
 * REFUSED_BODY_POINT_BYTES). A problem thrown has not become the answer yet (the problem middleware is outside).
 */
function refusedBody(ctx: Context, thrown: unknown): boolean {
  const status = thrown === undefined ? ctx.status : thrown instanceof Problem ? thrown.status : 500;
  return status >= 400 && status < 500 && status !== 429;
}

/** The points of an organization's short window: twice its even share of the long window's, at least one. */
export const burstPointsOf = (points: number, windowSeconds: number, burstSeconds: number) =>
  Math.max(1, Math.ceil((2 * points * burstSeconds) / windowSeconds));

export interface RateLimiter extends Middleware {
  /** Resolves once every charge made so far is counted (before the database is closed). */
  settled(): Promise<void>;
}

export function rateLimit({
  points,
  organizationPoints,
  windowSeconds,
  burstSeconds = 2,
  costUnitMs,
  limitedByRoute,
  ...store
}: RateLimitOptions): RateLimiter {
  const unitMs = costUnitMs ?? 25;
  if (store.db) watchStatements(store.db);
  const credential = limitOf('credential', points, windowSeconds, store);
  const address = limitOf('address', points, windowSeconds, store);
  const organization = limitOf('organization', organizationPoints, windowSeconds, store);
  const burst =
    burstSeconds > 0 && burstSeconds < windowSeconds
      ? limitOf('organization_burst', burstPointsOf(organizationPoints, windowSeconds, burstSeconds), burstSeconds, store)
      : null;
  const policy = (limit: Limit) => `"${limit.name}";q=${limit.quota};w=${limit.windowSeconds}`;
  const signedInPolicy = [credential, organization, ...(burst ? [burst] : [])].map(policy).join(', ');
  const charging = new Set<Promise<unknown>>();

  const limitRate: Middleware = async function limitRate(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    const principal = ctx.state.principal as Principal | undefined;
    if (!principal && limitedByRoute?.(ctx)) return next();
    const checks: Array<[Limit, string]> = principal
      ? [
          [credential, `${principal.kind}:${principal.id}`],
          [organization, String(principal.organizationId)],
          ...(burst ? ([[burst, String(principal.organizationId)]] as Array<[Limit, string]>) : []),
        ]
      : [[address, ctx.ip]];
    const states: string[] = [];
    ctx.set('RateLimit-Policy', principal ? signedInPolicy : policy(address));
    // One after the other: a request refused by its credential's limit does not count against its organization's.
    for (const [limit, subject] of checks) {
      const taken = limit.take(`${limit.name}:${subject}`);
      const verdict = taken instanceof Promise ? await taken : taken;
      const resetSeconds = Math.max(0, Math.ceil(verdict.resetMs / 1000));
      states.push(`"${limit.name}";r=${Math.max(0, verdict.remaining)};t=${resetSeconds}`);
      ctx.set('RateLimit', states.join(', '));
      if (!verdict.allowed) {
        const byCost = verdict.costed === true && limit.name !== 'address' && limit.name !== 'organization_burst';
        throw new Problem(
          429,
          'rate_limited',
          `Too many requests: ${limit.quota} points are allowed per ${limit.windowSeconds} seconds ${DETAILS[limit.name]}` +
            (byCost
              ? `, a request costing one point and one more per started ${unitMs} ms of work beyond the first ${2 * unitMs} ms; the requests' cost spent them.`
              : '.'),
          {
            headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
            extensions: { limit: byCost ? `${limit.name}_cost` : limit.name },
          },
        );
      }
    }
    // Without a credential the address pays one point a request: its requests are refused before they cost much.
    if (!principal) return next();
    await countingCost(next, (costMs, bodyBytes, thrown) => {
      const extra = extraPointsOf(costMs, unitMs) + bodyPointsOf(bodyBytes, refusedBody(ctx, thrown)) + pagePointsOf(ctx.body);
      if (extra === 0) return;
      // Not awaited: under load most charges outrun the lease and make a round trip, which the answer need not wait for.
      const charged = Promise.all(checks.map(([limit, subject]) => limit.charge(`${limit.name}:${subject}`, extra))).catch(
        (error: unknown) => store.onStoreError?.(error),
      );
      charging.add(charged);
      void charged.finally(() => charging.delete(charged));
    });
  };
  return Object.assign(limitRate, {
    async settled() {
      while (charging.size > 0) await Promise.allSettled([...charging]);
    },
  });
}
