/**
 * Canonical paths end with `/`; the same path without it is served the same
 * way, POST included, without a redirect (a redirected POST loses its body in
 * many clients). Paths naming a file (`openapi.json`) are left alone.
 */
export function optionalTrailingSlash(prefix) {
    return async function addTrailingSlash(ctx, next) {
        const { path } = ctx;
        if (path.startsWith(prefix) && !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path))
            ctx.path = `${path}/`;
        await next();
    };
}
//# sourceMappingURL=trailing-slash.js.map