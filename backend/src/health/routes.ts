/**
 * `/healthz`: the process answers. `/readyz`: the database answers and every
 * migration is applied (a load balancer sends traffic only then).
 * `/metrics`: Prometheus text format.
 */
import type Router from '@koa/router';
import type { Registry } from 'prom-client';
import type { Db } from '../db/knex.js';
import { isMigrated } from '../db/migrate.js';

export function healthRoutes(router: Router, db: Db, registry: Registry): void {
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    try {
      const migrated = await isMigrated(db);
      ctx.status = migrated ? 200 : 503;
      ctx.body = migrated ? { status: 'ready' } : { status: 'unavailable', reason: 'migrations pending' };
    } catch (error) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: `database unreachable: ${(error as Error).message}` };
    }
  });

  router.get('/metrics', async (ctx) => {
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
}
