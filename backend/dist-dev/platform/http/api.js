/**
 * The route table. Each route is declared once with its schemas; the same
 * declaration mounts it on the router, validates its input, checks its scope,
 * applies Idempotency-Key, and is read back to write the OpenAPI document.
 */
import Router from '@koa/router';
import { requireScope } from '../principal.js';
import { Problem, authenticationFailed, notFound } from '../errors.js';
import { checkQuery } from './input-guard.js';
import { bodyValidator, queryValidator } from './validate.js';
export class Api {
    router = new Router({ strict: false });
    routes = [];
    wrappers = [];
    /** Adds a step around every route's handler, after auth and validation. */
    around(wrapper) {
        this.wrappers.push(wrapper);
    }
    route(definition) {
        const route = definition;
        this.routes.push(route);
        const validateBody = definition.body ? bodyValidator(definition.body) : undefined;
        const validateQuery = definition.query ? queryValidator(definition.query) : undefined;
        const koaPath = definition.path.replace(/\{(\w+)\}/g, ':$1');
        this.router[definition.method](definition.operationId, koaPath, async (ctx) => {
            const routeCtx = ctx;
            if (definition.scope !== null) {
                const principal = ctx.state.principal;
                if (!principal)
                    throw ctx.state.authError ?? authenticationFailed('Authentication credentials were not provided.');
                if (definition.scope !== 'authenticated')
                    requireScope(principal, definition.scope);
            }
            const params = parseParams(ctx.params);
            checkQuery(ctx.query, ctx.querystring);
            const query = validateQuery ? validateQuery({ ...ctx.query }) : undefined;
            if (validateBody && ctx.request.body === undefined) {
                throw new Problem(400, 'parse_error', 'This endpoint needs a JSON body.');
            }
            const body = validateBody ? validateBody(ctx.request.body) : undefined;
            const input = { body, query, params };
            const run = this.wrappers.reduceRight((inner, wrapper) => () => wrapper(routeCtx, route, inner), () => definition.handler(routeCtx, input));
            await run();
        });
    }
}
function parseParams(raw) {
    const params = {};
    for (const [name, value] of Object.entries(raw)) {
        const number = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN;
        // A malformed id names no object: answer as for any unknown id.
        if (!Number.isSafeInteger(number))
            throw notFound();
        params[name] = number;
    }
    return params;
}
/** Answers 201 with the new object and its address. */
export function created(ctx, location, body) {
    ctx.status = 201;
    ctx.set('Location', location);
    ctx.body = body;
}
/**
 * The absolute URL of a path on this server: under the configured public URL;
 * without one, under the address the connection came in on (or the trusted
 * proxy's X-Forwarded-*). Never from the Host header, which any client sets.
 */
export function absoluteUrl(ctx, path) {
    if (ctx.publicUrl)
        return `${ctx.publicUrl}${path}`;
    if (ctx.app.proxy)
        return `${ctx.protocol}://${ctx.host}${path}`;
    const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
    const host = localAddress.includes(':')
        ? localAddress.startsWith('::ffff:')
            ? localAddress.slice(7)
            : `[${localAddress}]`
        : localAddress;
    return `${ctx.protocol}://${host}:${localPort}${path}`;
}
//# sourceMappingURL=api.js.map