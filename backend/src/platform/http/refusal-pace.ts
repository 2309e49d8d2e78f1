/**
 * A refusal with Retry-After (429) is answered after a short hold, not at once: a client that sends its next request
 * as soon as the last is answered is refused a few times a second per connection, not a thousand. Answered at once, a
 * flood of refusals cost the process as much as the work it refused: measured in the fairness benchmark, eight
 * connections drew 1,260 refusals a second from the sign-in limiter (about 0.66 ms of the server's CPU each, most of a
 * core) and 430 a second from the rate limit on MCP batches, and the other organizations' requests waited for the
 * event loop and for a core behind them.
 *
 * The hold is the shorter of `holdMs` and the answer's Retry-After, so that it never outlasts what the answer asks the
 * client to wait anyway; a client that keeps to Retry-After never notices it. At most `maxHeld` refusals are held at
 * once in the process (each holds a socket and a timer): past that they are answered at once. A hold ends early when
 * the client closes the connection. Refusals are decided before any work is done, so a held one holds no slot of the
 * fair queue, no database connection and no lock.
 */
import type { Context, Middleware } from 'koa';

export interface RefusalPaceOptions {
  /** The longest hold of one refusal, in milliseconds; 0 turns holding off. */
  holdMs: number;
  /** Refusals held at once in the process, at most. */
  maxHeld: number;
}

/** How long to hold a refusal whose Retry-After header says `retryAfter` (seconds, as sent; absent when undefined). */
export function holdOf(retryAfter: string | undefined, holdMs: number): number {
  const seconds = Number(retryAfter);
  return retryAfter !== undefined && Number.isFinite(seconds) && seconds >= 0 ? Math.min(holdMs, seconds * 1000) : 0;
}

export interface RefusalPace extends Middleware {
  /** Refusals held now: for metrics and tests. */
  readonly held: number;
  /** Holds an answered refusal, for a middleware that does more (platform/http/edge.ts); undefined when not held. */
  hold(ctx: Context): Promise<void> | undefined;
}

export function paceRefusals({ holdMs, maxHeld }: RefusalPaceOptions): RefusalPace {
  let held = 0;
  const hold = (ctx: Context): Promise<void> | undefined => {
    if (ctx.status !== 429 || held >= maxHeld) return undefined;
    const ms = holdOf(ctx.response.get('Retry-After') || undefined, holdMs);
    if (ms <= 0 || ctx.res.destroyed) return undefined;
    held += 1;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        ctx.res.off('close', done);
        held -= 1;
        resolve();
      };
      const timer = setTimeout(done, ms);
      ctx.res.once('close', done);
    });
  };
  const pace = async function paceRefusal(ctx: Context, next: () => Promise<unknown>) {
    await next();
    await hold(ctx);
  };
  // defineProperty, not Object.assign: assign would copy the getter's value once.
  return Object.defineProperty(Object.assign(pace, { hold }), 'held', { get: () => held }) as RefusalPace;
}
