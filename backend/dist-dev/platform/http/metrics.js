import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
export function httpMetrics(logger) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'kontor_' });
    const requests = new Counter({
        name: 'kontor_http_requests_total',
        help: 'HTTP requests answered, by method, route and status.',
        labelNames: ['method', 'route', 'status'],
        registers: [registry],
    });
    const duration = new Histogram({
        name: 'kontor_http_request_duration_seconds',
        help: 'Time to answer an HTTP request, by method, route and status.',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
    });
    const middleware = async function measure(ctx, next) {
        const started = process.hrtime.bigint();
        try {
            await next();
        }
        finally {
            const seconds = Number(process.hrtime.bigint() - started) / 1e9;
            const labels = { method: ctx.method, route: ctx._matchedRoute ?? 'unmatched', status: String(ctx.status) };
            requests.inc(labels);
            duration.observe(labels, seconds);
            logger.debug({ method: ctx.method, url: ctx.url, status: ctx.status, ms: Math.round(seconds * 1e5) / 100 }, 'request');
        }
    };
    return { registry, middleware };
}
//# sourceMappingURL=metrics.js.map