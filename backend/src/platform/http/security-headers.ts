/**
 * Headers every answer carries, errors included (this sits outside the
 * problem middleware): no sniffing, no framing, no referrer, a Content-
 * Security-Policy unless the route set its own (the console and the API
 * reference do), and `Cache-Control: no-store` on the API, whose answers
 * hold an organization's data and must not stay in a shared or browser cache.
 */
import type { Context, Middleware } from 'koa';

/** For JSON and anything else that is not a page: nothing may load or frame it. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(): Middleware {
  return async function withSecurityHeaders(ctx, next) {
    try {
      await next();
    } finally {
      setSecurityHeaders(ctx);
    }
  };
}

/** The headers themselves, for an answer written before the middleware's turn (an MCP event stream flushes first). */
export function setSecurityHeaders(ctx: Context): void {
  if (ctx.headerSent) return;
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (!ctx.response.get('Content-Security-Policy')) ctx.set('Content-Security-Policy', DEFAULT_CSP);
  if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000');
  if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
}
