import type { Context, Middleware } from 'koa';

/**
 * Canonical paths end with `/`; the same path without it is served the same
 * way, POST included, without a redirect (a redirected POST loses its body in
 * many clients). Paths naming a file (`openapi.json`) are left alone.
 */
export function optionalTrailingSlash(prefix: string): Middleware {
  return async function addTrailingSlash(ctx, next) {
    addTrailingSlashUnder(prefix, ctx);
    await next();
  };
}

/** The step itself, for a middleware that does more (platform/http/edge.ts). */
export function addTrailingSlashUnder(prefix: string, ctx: Context): void {
  const { path } = ctx;
  if (path.startsWith(prefix) && !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) ctx.path = `${path}/`;
}
