/**
 * Prometheus metrics and the request log line, taken at the outermost layer
 * so that they see every answer, errors included. Routes are labelled by
 * their pattern (`/api/v1/clients/:id/`), never by raw paths, to keep the
 * label set small.
 */
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface HttpMetrics {
  registry: Registry;
  middleware: Middleware;
  /** What the middleware does once a request is answered, for a middleware that does more (platform/http/edge.ts). */
  observe(ctx: Context, started: number): void;
}

export function httpMetrics(logger: Logger): HttpMetrics {
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

  const observe = (ctx: Context, started: number) => {
    const seconds = (performance.now() - started) / 1000;
    const labels = { method: ctx.method, route: (ctx._matchedRoute as string | undefined) ?? 'unmatched', status: String(ctx.status) };
    requests.inc(labels);
    duration.observe(labels, seconds);
    // Built only at a level that writes it: otherwise its object was made and dropped on every request.
    if (logger.isLevelEnabled('debug'))
      logger.debug({ method: ctx.method, url: ctx.url, status: ctx.status, ms: Math.round(seconds * 1e5) / 100 }, 'request');
  };
  const middleware: Middleware = async function measure(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      observe(ctx, started);
    }
  };
  return { registry, middleware, observe };
}
