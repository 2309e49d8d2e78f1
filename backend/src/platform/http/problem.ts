/**
 * The one error middleware at the top of the chain: whatever a route or a
 * service threw becomes an `application/problem+json` answer (see
 * platform/errors.ts for the error type itself).
 */
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { Problem } from '../errors.js';
import { toProblem } from '../to-problem.js';

/**
 * Headers of a success a route had begun to answer (`created` sets Location before its unit commits): a problem
 * answered after them, such as a 503 for a COMMIT that failed, must not point at a record that was never stored.
 */
const SUCCESS_HEADERS = ['Location', 'Content-Location', 'ETag', 'Last-Modified'];

export function problemMiddleware(logger: Logger): Middleware {
  return async function problems(ctx, next) {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 404) throw new Problem(404, 'not_found', `No endpoint at ${ctx.path}.`);
        if (ctx.status === 405) throw new Problem(405, 'method_not_allowed', `${ctx.method} is not allowed here; see the Allow header.`);
        if (ctx.status === 501) throw new Problem(501, 'not_implemented', `${ctx.method} is not implemented.`);
      }
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500) logger.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
      ctx.status = problem.status;
      for (const name of SUCCESS_HEADERS) ctx.remove(name);
      ctx.set(problem.headers);
      ctx.type = 'application/problem+json';
      ctx.body = problem.toBody();
    }
  };
}
