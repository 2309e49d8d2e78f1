/**
 * `/api/automation/mcp/`, loaded on its first request: the endpoint (mount.ts) brings the MCP SDK and zod with it,
 * a fifth of the modules an API process loads, which a process that no MCP client calls never needs and a restarted
 * one should not wait for before it answers /readyz. A session opened elsewhere is served here by replaying its
 * `initialize` (sessions.ts), so nothing is lost by building the endpoint late.
 */
import type { Middleware } from 'koa';
import type { Deps } from '../../app/deps.js';
import type { TakeTurn } from '../../platform/http/fair-queue.js';
import type { mcpEndpoint } from './mount.js';
import { MCP_PATH } from './path.js';

type Endpoint = ReturnType<typeof mcpEndpoint>;

export interface LazyMcpEndpoint {
  middleware: Middleware;
  /** Sessions this process holds in memory: none until the endpoint is loaded. */
  readonly held: number;
  closeAll(): Promise<void>;
}

/** `takeTurn`: the organization's turns the REST routes take too (platform/http/fair-queue.ts), one per tool call. */
export function lazyMcpEndpoint(deps: Deps, version: string, takeTurn: TakeTurn): LazyMcpEndpoint {
  let loading: Promise<Endpoint> | undefined;
  let loaded: Endpoint | undefined;
  const load = () =>
    (loading ??= import('./mount.js')
      .then(({ mcpEndpoint: build }) => (loaded = build(deps, version, takeTurn)))
      .catch((error: unknown) => {
        // Tried again at the next request, not remembered as broken.
        loading = undefined;
        throw error;
      }));
  return {
    middleware: async (ctx, next) => {
      if (ctx.path !== MCP_PATH) return next();
      return (loaded ?? (await load()))(ctx, next);
    },
    get held() {
      return loaded?.sessions.size ?? 0;
    },
    async closeAll() {
      const endpoint = loaded ?? (loading ? await loading.catch(() => undefined) : undefined);
      await endpoint?.sessions.closeAll();
    },
  };
}
