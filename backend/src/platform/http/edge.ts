/**
 * The outer layers every request passes, in one middleware: the refusals' pace (refusal-pace.ts), the security
 * headers (security-headers.ts), the optional trailing slash (trailing-slash.ts), the metrics and request log
 * (metrics.ts) and the statement timeout of the request's class (fair-share.ts), outermost first, as five middlewares
 * did. Koa's compose costs each layer a closure, a promise and an async function's own, at every request; these five
 * each do a few lines before or after the rest, so one layer does them all in the same order. Each module keeps its
 * middleware for the apps and tests that use it alone.
 */
import type { Middleware } from 'koa';
import { withStatementTimeout } from '../db/statement-timeout.js';
import { type StatementTimeouts, statementTimeoutOf } from './fair-share.js';
import type { HttpMetrics } from './metrics.js';
import type { RefusalPace } from './refusal-pace.js';
import { setSecurityHeaders } from './security-headers.js';
import { addTrailingSlashUnder } from './trailing-slash.js';

export interface EdgeParts {
  pace: RefusalPace;
  /** Paths under it are served with or without their trailing slash. */
  slashPrefix: string;
  metrics: HttpMetrics;
  timeouts: StatementTimeouts;
}

export function edge({ pace, slashPrefix, metrics, timeouts }: EdgeParts): Middleware {
  return async function atTheEdge(ctx, next) {
    try {
      addTrailingSlashUnder(slashPrefix, ctx);
      const started = performance.now();
      try {
        const ms = statementTimeoutOf(ctx, timeouts);
        await (ms === null ? next() : withStatementTimeout(ms, next));
      } finally {
        metrics.observe(ctx, started);
      }
    } finally {
      setSecurityHeaders(ctx);
    }
    // Outside the rest: a held refusal is not counted as work by the metrics, the audit entry or the timing.
    await pace.hold(ctx);
  };
}
