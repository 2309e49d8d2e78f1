/**
 * A worker's own port (`KONTOR_WORKER_PORT`): `/healthz`, `/readyz` and `/metrics`, as the API answers them, for a
 * worker run alone. `/readyz` answers 503 when the oldest due webhook delivery has waited past
 * `KONTOR_WORKER_BACKLOG_MAX_AGE` (the workers do not keep up, or none runs), naming the wait, and `draining` from
 * SIGTERM until the process exits.
 */
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Deps } from './deps.js';
import { registerFleetMetrics } from './fleet-metrics.js';
import { deliveryBacklog } from '../features/webhooks/pipeline/backlog.js';
import { Readiness, healthRoutes } from '../platform/health/routes.js';
import { closeServer, createHttpServer } from '../platform/http/http-server.js';
import { problemMiddleware } from '../platform/http/problem.js';
import { securityHeaders } from '../platform/http/security-headers.js';

export interface WorkerHttp {
  readiness: Readiness;
  port: number;
  close(): Promise<void>;
}

/** Why the worker is not ready because of its backlog, or null. */
export function backlogCheck(deps: Pick<Deps, 'db' | 'config'>): () => Promise<string | null> {
  const limit = deps.config.workerBacklogMaxAgeSeconds;
  return async () => {
    const { due, oldestDueSeconds } = await deliveryBacklog(deps.db);
    if (oldestDueSeconds <= limit) return null;
    return `${due} webhook deliveries are due, the oldest ${Math.round(oldestDueSeconds)} s past its time (more than KONTOR_WORKER_BACKLOG_MAX_AGE=${limit})`;
  };
}

export async function startWorkerHttp(deps: Pick<Deps, 'db' | 'config' | 'logger' | 'audit'>, port: number): Promise<WorkerHttp> {
  const { config, logger, db } = deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kontor_' });
  registerFleetMetrics(registry, deps);
  const readiness = new Readiness();
  readiness.add(backlogCheck(deps));
  const router = new Router({ strict: false });
  healthRoutes(router, db, registry, config.metricsToken, readiness);
  const app = new Koa();
  app.silent = true;
  app.use(securityHeaders());
  app.use(problemMiddleware(logger));
  app.use(router.routes());
  const server = createHttpServer(app.callback(), config);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`KONTOR_WORKER_PORT ${port} on ${config.host} is taken by another program`) : error),
    );
    server.listen(port, config.host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  return {
    readiness,
    port: (server.address() as AddressInfo).port,
    close: () => closeServer(server, config.requestTimeoutSeconds * 1000),
  };
}
