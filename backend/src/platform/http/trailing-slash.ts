import type { Context } from 'koa';

/**
 * Canonical paths end with `/`; the same path without it is served the same
 * way, POST included, without a redirect (a redirected POST loses its body in
 * many clients). Paths naming a file (`openapi.json`) are left alone.
 */
/** Done by the middleware that does the edge's steps together (platform/http/edge.ts). */
export function addTrailingSlashUnder(prefix: string, ctx: Context): void {
  const { path } = ctx;
  if (path.startsWith(prefix) && !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) ctx.path = `${path}/`;
}
