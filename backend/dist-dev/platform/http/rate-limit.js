import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { Problem } from '../errors.js';
const POLICY = 'default';
export function rateLimit({ points, windowSeconds, db }) {
    const memory = new RateLimiterMemory({ points, duration: windowSeconds });
    const limiter = db
        ? new RateLimiterPostgres({
            storeClient: db,
            storeType: 'knex',
            tableName: 'api_rate_limits',
            tableCreated: true,
            // The window is in the key: a bucket counted under another window (a setting since changed) is not used, or a
            // credential could wait out the old window's length (found with a window of years). While processes with the
            // old and the new window run side by side (a rolling restart), a credential has both allowances.
            keyPrefix: `api-${windowSeconds}s`,
            points,
            duration: windowSeconds,
            insuranceLimiter: memory,
        })
        : memory;
    const policyHeader = `"${POLICY}";q=${points};w=${windowSeconds}`;
    return async function limitRate(ctx, next) {
        if (!ctx.path.startsWith('/api/'))
            return next();
        const principal = ctx.state.principal;
        const subject = principal ? `${principal.kind}:${principal.id}` : `ip:${ctx.ip}`;
        let state;
        let limited = false;
        try {
            state = await limiter.consume(subject);
        }
        catch (rejection) {
            if (!(rejection instanceof RateLimiterRes))
                throw rejection;
            state = rejection;
            limited = true;
        }
        const resetSeconds = Math.max(0, Math.ceil(state.msBeforeNext / 1000));
        ctx.set('RateLimit-Policy', policyHeader);
        ctx.set('RateLimit', `"${POLICY}";r=${Math.max(0, state.remainingPoints)};t=${resetSeconds}`);
        if (limited) {
            throw new Problem(429, 'rate_limited', `Too many requests: ${points} are allowed per ${windowSeconds} seconds for each credential.`, {
                headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
            });
        }
        await next();
    };
}
//# sourceMappingURL=rate-limit.js.map