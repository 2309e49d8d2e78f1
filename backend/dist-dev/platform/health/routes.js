import { isMigrated } from '../db/migrate.js';
import { Problem } from '../errors.js';
import { safeEqual } from '../lib/secrets.js';
export function healthRoutes(router, db, registry, metricsToken) {
    router.get('/healthz', (ctx) => {
        ctx.body = { status: 'ok' };
    });
    router.get('/readyz', async (ctx) => {
        try {
            const migrated = await isMigrated(db);
            ctx.status = migrated ? 200 : 503;
            ctx.body = migrated ? { status: 'ready' } : { status: 'unavailable', reason: 'migrations pending' };
        }
        catch (error) {
            ctx.status = 503;
            ctx.body = { status: 'unavailable', reason: `database unreachable: ${error.message}` };
        }
    });
    router.get('/metrics', async (ctx) => {
        // Off unless the operator set a token; then only a scraper that sends it sees the figures.
        if (!metricsToken)
            return;
        const sent = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1] ?? '';
        if (!safeEqual(sent, metricsToken))
            throw new Problem(401, 'authentication_failed', 'Send the KONTOR_METRICS_TOKEN as "Authorization: Bearer <token>".', {
                headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
            });
        ctx.type = registry.contentType;
        ctx.body = await registry.metrics();
    });
}
//# sourceMappingURL=routes.js.map