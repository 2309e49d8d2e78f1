import { Problem } from '../errors.js';
import { toProblem } from '../to-problem.js';
export function problemMiddleware(logger) {
    return async function problems(ctx, next) {
        try {
            await next();
            if (ctx.body === undefined || ctx.body === null) {
                if (ctx.status === 404)
                    throw new Problem(404, 'not_found', `No endpoint at ${ctx.path}.`);
                if (ctx.status === 405)
                    throw new Problem(405, 'method_not_allowed', `${ctx.method} is not allowed here; see the Allow header.`);
                if (ctx.status === 501)
                    throw new Problem(501, 'not_implemented', `${ctx.method} is not implemented.`);
            }
        }
        catch (error) {
            const problem = toProblem(error);
            if (problem.status >= 500)
                logger.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
            ctx.status = problem.status;
            ctx.set(problem.headers);
            ctx.type = 'application/problem+json';
            ctx.body = problem.toBody();
        }
    };
}
//# sourceMappingURL=problem.js.map