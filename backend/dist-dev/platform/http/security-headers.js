/** For JSON and anything else that is not a page: nothing may load or frame it. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export function securityHeaders() {
    return async function withSecurityHeaders(ctx, next) {
        try {
            await next();
        }
        finally {
            setSecurityHeaders(ctx);
        }
    };
}
/** The headers themselves, for an answer written before the middleware's turn (an MCP event stream flushes first). */
export function setSecurityHeaders(ctx) {
    if (ctx.headerSent)
        return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!ctx.response.get('Content-Security-Policy'))
        ctx.set('Content-Security-Policy', DEFAULT_CSP);
    if (ctx.secure)
        ctx.set('Strict-Transport-Security', 'max-age=31536000');
    if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control'))
        ctx.set('Cache-Control', 'no-store');
}
//# sourceMappingURL=security-headers.js.map