/**
 * `/healthz`: the process answers. `/readyz`: the database answers, every
 * migration is applied and the process's own checks pass (a load balancer
 * sends traffic only then); from SIGTERM on, 503 `draining`.
 * `/metrics`: Prometheus text format, only with the operator's `KONTOR_METRICS_TOKEN`
 * (no token configured: 404), since route names, counts and timings describe the service.
 */
import type Router from '@koa/router';
import type { Registry } from 'prom-client';
import type { Db } from '../db/knex.js';
import { isMigrated } from '../db/migrate.js';
import { Problem } from '../errors.js';
import { safeEqual } from '../lib/secrets.js';

/** What `/readyz` answers besides the database: draining from SIGTERM on, and checks of the process's own. */
export class Readiness {
  /** Set on SIGTERM: a balancer stops sending work while in-flight work finishes. */
  draining = false;
  private readonly checks: Array<() => Promise<string | null>> = [];

  /** A check answers why the process is not ready, or null. */
  add(check: () => Promise<string | null>): void {
    this.checks.push(check);
  }

  async reasons(): Promise<string[]> {
    const reasons = await Promise.all(this.checks.map((check) => check()));
    return reasons.filter((reason): reason is string => reason !== null);
  }
}

export function healthRoutes(router: Router, db: Db, registry: Registry, metricsToken?: string, readiness = new Readiness()): void {
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    if (readiness.draining) {
      ctx.status = 503;
      ctx.body = { status: 'draining', reason: 'the process is stopping (SIGTERM): it takes no new work and finishes what it has' };
      return;
    }
    try {
      if (!(await isMigrated(db))) {
        ctx.status = 503;
        ctx.body = { status: 'unavailable', reason: 'migrations pending' };
        return;
      }
      const reasons = await readiness.reasons();
      ctx.status = reasons.length === 0 ? 200 : 503;
      ctx.body = reasons.length === 0 ? { status: 'ready' } : { status: 'unavailable', reason: reasons.join('; ') };
    } catch (error) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: `database unreachable: ${(error as Error).message}` };
    }
  });

  router.get('/metrics', async (ctx) => {
    // Off unless the operator set a token; then only a scraper that sends it sees the figures.
    if (!metricsToken) return;
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1] ?? '';
    if (!safeEqual(sent, metricsToken))
      throw new Problem(401, 'authentication_failed', 'Send the KONTOR_METRICS_TOKEN as "Authorization: Bearer <token>".', {
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      });
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
}
