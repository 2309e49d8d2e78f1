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
  /**
   * Loads the endpoint's modules in the background, a few at a time with a turn of the event loop between them:
   * loaded by its first request, they held that turn 100–300 ms (the SDK's and zod's schemas are built as their
   * modules run), and the other requests with it. The longest step left is the SDK's types module, about 60 ms of CPU,
   * once per process and in no request's turn. Errors are left to the first request, which loads it again.
   */
  warm(): Promise<void>;
}

/** Modules of the endpoint, loaded one after another by `warm` (each also imports those before it). */
const WARM_STEPS = [
  () => import('zod'),
  () => import('@modelcontextprotocol/sdk/types.js'),
  () => import('@modelcontextprotocol/sdk/shared/protocol.js'),
  () => import('@modelcontextprotocol/sdk/server/index.js'),
  () => import('@modelcontextprotocol/sdk/server/mcp.js'),
  () => import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  () => import('./mount.js'),
];

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
    async warm() {
      try {
        for (const step of WARM_STEPS) {
          if (loaded) return;
          await step();
          await new Promise((resolve) => setImmediate(resolve));
        }
      } catch {
        // The first request loads it, and answers what fails.
      }
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
