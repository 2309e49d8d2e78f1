/**
 * Builds the Koa application (no listening), so tests and the server share it.
 *
 * The middleware, outermost first: the refusals' pace, security headers, trailing slash, metrics and request log, and
 * statement timeout (one layer, platform/http/edge.ts) → audit log → problem answers → caller identification → rate
 * limit → MCP → JSON body read → the organization's turn (platform/http/fair-share.ts) → JSON body parsed → routes.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import Router from '@koa/router';
import Koa from 'koa';
import { apiKeyRoutes } from '../features/api-keys/routes.js';
import { authenticateApiKey } from '../features/api-keys/service.js';
import { keyCache } from '../features/api-keys/cache.js';
import { auditMiddleware, auditWithWrites } from '../platform/audit/middleware.js';
import { logRoutes } from '../features/logs/routes.js';
import { authRoutes, isSignIn } from '../features/auth/routes.js';
import { peopleRoutes } from '../features/auth/people-routes.js';
import { authenticateToken } from '../features/auth/service.js';
import { clientRoutes } from '../features/clients/routes.js';
import { aliasRoutes } from '../features/smart/alias-routes.js';
import { consoleRoutes } from '../features/console/routes.js';
import type { Deps } from './deps.js';
import { wireFeatures } from './wiring.js';
import { dunningRoutes } from '../features/dunning/routes.js';
import { employeeRoutes } from '../features/employees/routes.js';
import { eventRoutes } from '../features/event-catalogue/routes.js';
import { flowRoutes } from '../features/flows/routes.js';
import { type FlowRunner, flowRunner } from '../features/flows/runner.js';
import { Readiness, healthRoutes } from '../platform/health/routes.js';
import { registerFleetMetrics } from './fleet-metrics.js';
import { Api } from '../platform/http/api.js';
import { authenticate } from '../platform/http/authenticate.js';
import { parseJsonBody, readJsonBody } from '../platform/http/body.js';
import { restAfter, shareLoopWhen } from '../platform/lib/heavy-line.js';
import { setSliceRest } from '@kontor/flow-engine';
import { idempotency } from '../platform/http/idempotency.js';
import { httpMetrics } from '../platform/http/metrics.js';
import { problemMiddleware } from '../platform/http/problem.js';
import { rateLimit } from '../platform/http/rate-limit.js';
import { requestTurns } from '../platform/http/fair-share.js';
import { edge } from '../platform/http/edge.js';
import { fairQueue } from '../platform/http/fair-queue.js';
import { paceRefusals } from '../platform/http/refusal-pace.js';
import { serverTiming, timed } from '../platform/http/timing.js';
import { invoiceRoutes } from '../features/invoices/routes.js';
import { secretBoxFor } from '../platform/lib/secret-box.js';
import { lazyMcpEndpoint } from '../features/mcp/endpoint.js';
import { openApiRoutes } from '../features/openapi/routes.js';
import { organizationRoutes } from '../features/organizations/routes.js';
import { smartRoutes } from '../features/smart/routes.js';
import { taskRoutes } from '../features/tasks/routes.js';
import { timeEntryRoutes } from '../features/time-entries/routes.js';
import { webhookRoutes } from '../features/webhooks/routes.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export interface KontorApp {
  app: Koa;
  api: Api;
  /**
   * Ends what outlives a request: MCP sessions (a tool call waiting for a person's answer holds its stream open), the
   * connection that hears of changed API keys, and the rate limits' charges on their way.
   */
  close(): Promise<void>;
  /** What `/readyz` answers: set `draining` on SIGTERM. */
  readiness: Readiness;
  /** Resolves once the rate limits have counted the cost of every request answered so far (after the listener closes). */
  settled(): Promise<void>;
  /** Loads what the first request of a lazily loaded endpoint would (MCP), in the background: call once serving. */
  warm(): Promise<void>;
}

export interface AppOptions {
  /** The flow runner for test runs; by default the app builds its own from `deps`. */
  flows?: FlowRunner;
}

export function buildApp(deps: Deps, options: AppOptions = {}): KontorApp {
  const { config, logger, audit, db, clock } = deps;
  wireFeatures();
  const flows = options.flows ?? flowRunner(deps);
  const app = new Koa({ proxy: config.trustProxy });
  // Errors are answered by problemMiddleware; this only keeps Koa from printing them twice.
  app.silent = true;
  app.context.publicUrl = config.publicUrl;

  // API keys kept in this process, forgotten on notification from Postgres (features/api-keys/cache.ts).
  const keys = keyCache({ db, logger, name: `api ${process.pid}:${randomBytes(3).toString('hex')}` });
  const api = new Api();
  // One queue for the process's works: requests (below) and MCP tool calls, each in its organization's turn.
  const turns = fairQueue({
    slots: config.workConcurrency,
    perOrganization: config.organizationConcurrency,
    waitMs: config.organizationQueueSeconds * 1000,
  });
  // Outside the key's own unit: a keyed request's writes join that unit, which commits inside the route.
  api.around(auditWithWrites(audit, db));
  api.around(idempotency(db, secretBoxFor(config)));
  // The route table: every feature's routes, in the order the OpenAPI document lists them.
  authRoutes(api, deps);
  peopleRoutes(api, deps);
  organizationRoutes(api, deps);
  apiKeyRoutes(api, deps, keys);
  clientRoutes(api, deps);
  aliasRoutes(api, deps);
  invoiceRoutes(api, deps);
  employeeRoutes(api, deps);
  taskRoutes(api, deps);
  timeEntryRoutes(api, deps);
  smartRoutes(api, deps);
  eventRoutes(api);
  webhookRoutes(api, deps);
  flowRoutes(api, deps, flows);
  dunningRoutes(api, deps);
  logRoutes(api, deps);

  const metrics = httpMetrics(logger);
  const readiness = new Readiness();
  const site = new Router({ strict: false });
  healthRoutes(site, db, metrics.registry, config.metricsToken, readiness);
  openApiRoutes(site, api.routes, version);
  consoleRoutes(site);

  // Phase by phase, for the benchmark only (platform/http/timing.ts).
  const phase = config.serverTiming ? timed : (_: string, middleware: Koa.Middleware) => middleware;
  if (config.serverTiming) app.use(serverTiming(db));
  // The refusals' pace, security headers, trailing slash, metrics and statement timeouts, in that order, as one layer.
  app.use(
    edge({
      pace: paceRefusals({ holdMs: config.refusalHoldMs, maxHeld: config.refusalHoldMax }),
      slashPrefix: '/api/',
      metrics,
      timeouts: { readMs: config.statementTimeoutReadSeconds * 1000, writeMs: config.statementTimeoutWriteSeconds * 1000 },
    }),
  );
  // The reads' entries go on connections the reads use: under their timeout, none is set again after a flush.
  audit.flushUnder(config.statementTimeoutReadSeconds * 1000);
  app.use(phase('audit', auditMiddleware(audit)));
  app.use(problemMiddleware(logger));
  app.use(
    phase(
      'auth',
      authenticate({
        apiKey: (credential) => authenticateApiKey(db, credential, { cache: keys, logger }),
        token: (credential) => authenticateToken(db, credential, clock.now()),
      }),
    ),
  );
  const limits = rateLimit({
    points: config.rateLimitPoints,
    organizationPoints: config.rateLimitOrganizationPoints,
    windowSeconds: config.rateLimitWindowSeconds,
    burstSeconds: config.rateLimitBurstSeconds,
    costUnitMs: config.rateLimitCostMs,
    db,
    onStoreError: (error) => logger.warn({ err: error }, "the rate limits' shared counts failed; this process counts alone"),
    limitedByRoute: isSignIn,
  });
  app.use(phase('limit', limits));
  // Before the JSON body reader: MCP answers bad bodies as JSON-RPC errors.
  const mcp = lazyMcpEndpoint(deps, version, turns.take);
  registerFleetMetrics(metrics.registry, deps, mcp);
  app.use(mcp.middleware);
  app.use(
    phase(
      'body',
      readJsonBody((ctx) => {
        const { shape, large } = api.bodyRuleAt(ctx.method, ctx.path);
        return { shape, limitBytes: large ? config.bodyLimitBytes : Math.min(config.routeBodyLimitBytes, config.bodyLimitBytes) };
      }),
    ),
  );
  // A request waiting for its turn holds no Idempotency-Key yet, and has cost the event loop nothing but its reading.
  // Heavy steps and sliced works take about half the loop while several organizations are at work (loop-turns.ts).
  shareLoopWhen(() => turns.contended);
  setSliceRest((heldMs) => restAfter(heldMs, turns.contended));
  app.use(phase('turn', requestTurns(turns)));
  app.use(phase('body', parseJsonBody()));
  // The site's routes, then the API's, in one layer: a path under /api/ that none of the site's reaches goes to the
  // API's router alone, without the site router's scan and a layer of Koa's compose at every request.
  const siteRoutes = site.routes() as Koa.Middleware;
  const apiRoutes = api.middleware();
  app.use(function routes(ctx, next) {
    return servedBySite(ctx.path) ? siteRoutes(ctx, () => apiRoutes(ctx, next)) : apiRoutes(ctx, next);
  });
  // Sets 405 and Allow; problemMiddleware gives the 405 its problem body.
  app.use(api.router.allowedMethods());
  return {
    app,
    api,
    readiness,
    settled: () => limits.settled(),
    warm: () => mcp.warm(),
    async close() {
      await Promise.all([mcp.closeAll(), keys.close(), limits.settled()]);
    },
  };
}

/**
 * Whether the site's routes (health, metrics, the OpenAPI document and its reference, the console) may serve `path`:
 * every one of them outside /api/ but the document and the reference (features/openapi/routes.ts).
 */
function servedBySite(path: string): boolean {
  return !path.startsWith('/api/') || path === '/api/openapi.json' || path.startsWith('/api/docs/');
}
