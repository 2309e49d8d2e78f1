/**
 * Fair shares of one process's work, so that no organization can take all of it:
 * - the works of signed-in /api/ requests (from the parsing of their body to their answer) and MCP tool calls (each
 *   call on its own) go through one fair queue across organizations (fair-queue.ts): at most so many at once in the
 *   process, at most so many of one organization's, a freed slot to the least-served organization, a bounded wait,
 *   then 503 `organization_busy` or `server_busy` with Retry-After;
 * - each statement of a request may run at most its class's statement timeout (GET and HEAD: `readMs`; the other
 *   methods: `writeMs`), then 503 `statement_timeout` (platform/db/statement-timeout.ts, database-errors.ts).
 */
import type { Context, Middleware } from 'koa';
import type { Principal } from '../principal.js';
import type { FairQueue } from './fair-queue.js';
import type { LeaveSignal } from './fair-turn.js';

/**
 * Aborted when a request's client closed the connection before its answer was finished. Not an AbortController: on
 * Node 20 making one and reading its signal cost about 10 µs, and adding and removing the queue's listener on that
 * signal about 15 µs more (micro-benchmark, 2026-11-29), at every request, most of which wait for a slot under load.
 * It holds the one listener the queue adds while the request waits.
 */
class ClientLeft implements LeaveSignal {
  aborted = false;
  private listener: (() => void) | null = null;

  addEventListener(_type: 'abort', listener: () => void): void {
    this.listener = listener;
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    if (this.listener === listener) this.listener = null;
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    const listener = this.listener;
    this.listener = null;
    listener?.();
  }
}

/**
 * A signed-in /api/ request's turn, taken after its body was read (waiting on a slow client is not work, and must not
 * hold a slot) and before it is parsed, held until its route answered. Place it between platform/http/body.ts's
 * `readJsonBody` and `parseJsonBody`. Anonymous requests (sign-in) belong to no organization and take none.
 */
export function requestTurns(queue: FairQueue): Middleware {
  return function takeTurn(ctx, next) {
    const principal = ctx.state.principal as Principal | undefined;
    if (!principal || !ctx.path.startsWith('/api/')) return next();
    // The response closes before it is finished when the client closed the connection: a request still waiting for
    // its turn then leaves the queue without doing its work.
    const gone = new ClientLeft();
    const closed = () => {
      if (!ctx.res.writableFinished) gone.abort();
    };
    ctx.res.once('close', closed);
    return queue.take(principal.organizationId, () => next(), gone, isHeavy(ctx)).finally(() => ctx.res.off('close', closed));
  };
}

/**
 * A request whose work may run for tens of milliseconds or more whatever the organization's size: a search, a sort the
 * client chose, a page past the first (an offset or a cursor), a flow simulation or test run. It takes a heavy work's
 * turn (fair-queue.ts): one at a time per organization while other organizations are at work.
 */
function isHeavy(ctx: Context): boolean {
  if (ctx.method === 'POST') return HEAVY_POSTS.test(ctx.path);
  if (ctx.method !== 'GET') return false;
  const { search, ordering, page, cursor } = ctx.query;
  return search !== undefined || ordering !== undefined || cursor !== undefined || (page !== undefined && page !== '1');
}

const HEAVY_POSTS = /\/(simulate|run)\/?$/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StatementTimeouts {
  readMs: number;
  writeMs: number;
}

/** The statement timeout of a request's class; null outside /api/. For a middleware that does more (edge.ts). */
export function statementTimeoutOf(ctx: Context, { readMs, writeMs }: StatementTimeouts): number | null {
  if (!ctx.path.startsWith('/api/')) return null;
  return READS.has(ctx.method) ? readMs : writeMs;
}
