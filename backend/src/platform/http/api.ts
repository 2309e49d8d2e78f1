/**
 * The route table. Each route is declared once with its schemas; the same
 * declaration mounts it on the router, validates its input, checks its scope,
 * applies Idempotency-Key, and is read back to write the OpenAPI document.
 */
import Router from '@koa/router';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Context, Middleware } from 'koa';
import type { Principal, Scope } from '../principal.js';
import { requireScope } from '../principal.js';
import { Problem, authenticationFailed, notFound, passwordChangeRequired } from '../errors.js';
import { checkQuery } from './input-guard.js';
import { bodyValidator, queryValidator, unknownMembersProblem } from './validate.js';
import { type BodyShape, bodyShapeOf } from './body-shape.js';
import { plainJsonSchema } from './schema.js';
import { addPhase, span } from './timing.js';
import { costed } from './request-cost.js';
import { sizedStep } from './loop-turns.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ResponseSpec {
  description: string;
  schema?: TSchema;
  headers?: Record<string, { description: string; schema: { type: string } }>;
}

/** The problem documents the OpenAPI document names, by the extension members they carry. */
export type ProblemKind = 'Problem' | 'ValidationProblem' | 'MatchProblem' | 'AliasTakenProblem';

/** A refusal a route answers beyond the ones every route of its kind has (or in place of one, with more members). */
export interface ProblemSpec {
  kind: ProblemKind;
  code: string;
  description: string;
  /** The example's `detail`. */
  detail: string;
}

type Input<S> = S extends TSchema ? Static<S> : undefined;

export interface RouteInput<B, Q> {
  body: Input<B>;
  query: Input<Q>;
  /** Path parameters; those named `id` or `*_id` are already positive integers. */
  params: Record<string, number>;
}

/** The context a handler gets: a signed-in principal unless the route is public. */
export type RouteContext = Context & { state: { principal: Principal } };

export interface RouteDefinition<B extends TSchema | undefined = undefined, Q extends TSchema | undefined = undefined> {
  method: Method;
  /** In OpenAPI form, with the canonical trailing slash: `/api/v1/clients/{id}/`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** The scope the caller needs; `authenticated` any valid credential; `null` makes the route public. */
  scope: Scope | 'authenticated' | null;
  /**
   * A session that must change its one-time password first may call this route (reading who it is, changing the
   * password, signing out); every other route answers it 403 `password_change_required`.
   */
  duringPasswordChange?: boolean;
  /**
   * The write's audit entry commits in the write's own transaction (platform/audit/with-writes.ts): for a handler
   * whose writes end with its answer (a resource's create, update, replace, delete). Not for one that holds on after
   * writing (an outbound call, a person's answer), whose transaction would stay open meanwhile.
   */
  auditWithWrites?: boolean;
  /**
   * The body may be as large as `KONTOR_BODY_LIMIT` (default 1 MiB): a route taking a document (an invoice's items, a
   * flow, a letter). Other routes' bodies are bounded by `KONTOR_ROUTE_BODY_LIMIT` (an operator's hardening; by default the same limit) and refused 413
   * from their Content-Length, before a byte of them is read.
   */
  largeBody?: boolean;
  body?: B;
  query?: Q;
  responses: Record<number, ResponseSpec>;
  problems?: Record<number, ProblemSpec>;
  handler(ctx: RouteContext, input: RouteInput<B, Q>): Promise<void>;
}

export type RegisteredRoute = RouteDefinition<TSchema | undefined, TSchema | undefined>;

/** What a route needs before and around its handler; Idempotency-Key plugs in here. */
export type RouteWrapper = (ctx: RouteContext, route: RegisteredRoute, run: () => Promise<void>) => Promise<void>;

export class Api {
  readonly router = new Router({ strict: false });
  readonly routes: RegisteredRoute[] = [];
  private readonly wrappers: RouteWrapper[] = [];
  /** The body shapes of routes whose body schema closes its objects, by operationId (body-shape.ts). */
  private readonly shapes = new Map<string, BodyShape>();
  /** The operationIds of the routes that take a large body (`largeBody`). */
  private readonly largeBodies = new Set<string>();
  /** Routes without path parameters, by method and path: the router's shortcut (middleware()). */
  private readonly exact = new Map<string, ExactRoute>();

  /**
   * What the body reader needs of the route `method` and `path` reach: the body shape it names unknown members by
   * (or null), and whether the route takes a large body (`largeBody`; false where no route answers).
   */
  bodyRuleAt(method: string, path: string): { shape: BodyShape | null; large: boolean } {
    for (const layer of this.router.match(path, method).pathAndMethod) {
      if (!layer.name) continue;
      const shape = this.shapes.get(layer.name) ?? null;
      const large = this.largeBodies.has(layer.name);
      if (shape || large) return { shape, large };
    }
    return { shape: null, large: false };
  }

  /** Adds a step around every route's handler, after auth and validation. */
  around(wrapper: RouteWrapper): void {
    this.wrappers.push(wrapper);
  }

  route<B extends TSchema | undefined = undefined, Q extends TSchema | undefined = undefined>(definition: RouteDefinition<B, Q>): void {
    const route = definition as unknown as RegisteredRoute;
    this.routes.push(route);
    const validateBody = definition.body ? bodyValidator(definition.body) : undefined;
    const shape = definition.body ? bodyShapeOf(plainJsonSchema(definition.body)) : null;
    if (shape) this.shapes.set(definition.operationId, shape);
    if (definition.largeBody) this.largeBodies.add(definition.operationId);
    const validateQuery = definition.query ? queryValidator(definition.query) : undefined;
    const koaPath = definition.path.replace(/\{(\w+)\}/g, ':$1');

    const serve = async (ctx: Context) => {
      const routeCtx = ctx as RouteContext;
      if (definition.scope !== null) {
        const principal = ctx.state.principal as Principal | undefined;
        if (!principal)
          throw (ctx.state.authError as Problem | undefined) ?? authenticationFailed('Authentication credentials were not provided.');
        // Before the scope and the input: whatever it asks, such a session is told the one thing it may do.
        if (principal.passwordChangeRequired && !definition.duringPasswordChange) throw passwordChangeRequired();
        if (definition.scope !== 'authenticated') requireScope(principal, definition.scope);
      }
      const validating = performance.now();
      // A large body's validation waits for its turn (loop-turns.ts): its parse had one, the handler has its own.
      const input = await sizedStep(ctx.request.rawBody?.length ?? 0, () =>
        costed(() => {
          const params = parseParams(ctx.params as Record<string, string>);
          checkQuery(ctx.query, ctx.querystring);
          const query = validateQuery ? validateQuery({ ...ctx.query }) : undefined;
          // Named while the body streamed in, after the caller's scope and the path and query, where ajv would name them.
          if (validateBody && ctx.request.unknownMembers) throw unknownMembersProblem(ctx.request.unknownMembers);
          if (validateBody && ctx.request.body === undefined) {
            throw new Problem(400, 'parse_error', 'This endpoint needs a JSON body.');
          }
          const body = validateBody ? validateBody(ctx.request.body) : undefined;
          return { body, query, params } as RouteInput<B, Q>;
        }),
      );
      addPhase('validate', performance.now() - validating);
      const run = this.wrappers.reduceRight<() => Promise<void>>(
        (inner, wrapper) => () => wrapper(routeCtx, route, inner),
        () => definition.handler(routeCtx, input),
      );
      await span('handler', run);
    };
    this.router[definition.method](definition.operationId, koaPath, serve);
    if (!koaPath.includes(':'))
      this.exact.set(`${definition.method.toUpperCase()} ${koaPath}`, { name: definition.operationId, path: koaPath, serve });
  }

  /**
   * The router's middleware, with a shortcut: a request whose method and path are exactly a route's without
   * parameters (`GET /api/v1/invoices/`) goes to it at once, as the router would send it, without the router's scan
   * of every route's pattern and the chain it builds per request. Anything else goes through the router.
   */
  middleware(): Middleware {
    const viaRouter = this.router.routes() as Middleware;
    let exact: Map<string, ExactRoute> | null = null;
    return (ctx, next) => {
      exact ??= this.exactRoutes();
      const route = exact.get(`${ctx.method} ${ctx.path}`);
      if (!route) return viaRouter(ctx, next);
      // What the router sets on the context of a route it reached (metrics read _matchedRoute).
      const routed = ctx as Context & Record<string, unknown>;
      routed.router = this.router;
      routed.matched = route.layers;
      routed.routeMatched = true;
      routed.captures = [];
      ctx.params = (ctx.request as { params?: unknown }).params = {};
      routed.routerPath = routed._matchedRoute = route.path;
      routed.routerName = routed._matchedRouteName = route.name;
      return route.serve(ctx);
    };
  }

  /** The routes without parameters that the router reaches first for their own path and method: once all are declared. */
  private exactRoutes(): Map<string, ExactRoute> {
    const exact = new Map<string, ExactRoute>();
    for (const [key, route] of this.exact) {
      const [method, path] = key.split(' ') as [string, string];
      const { path: layers, pathAndMethod } = this.router.match(path, method);
      // Another route declared before it whose pattern takes this path too is what the router runs: left to it.
      if (pathAndMethod[0]?.name === route.name) exact.set(key, { ...route, layers });
    }
    return exact;
  }
}

interface ExactRoute {
  name: string;
  path: string;
  serve(ctx: Context): Promise<void>;
  layers?: unknown[];
}

function parseParams(raw: Record<string, string>): Record<string, number> {
  const params: Record<string, number> = {};
  for (const [name, value] of Object.entries(raw)) {
    const number = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN;
    // A malformed id names no object: answer as for any unknown id.
    if (!Number.isSafeInteger(number)) throw notFound();
    params[name] = number;
  }
  return params;
}

/** Answers 201 with the new object and its address. */
export function created(ctx: Context, location: string, body: unknown): void {
  ctx.status = 201;
  ctx.set('Location', location);
  ctx.body = body;
}

declare module 'koa' {
  interface DefaultContext {
    /** `KONTOR_PUBLIC_URL`, set once on the app's context. */
    publicUrl?: string;
  }
}

/**
 * The absolute URL of a path on this server: under the configured public URL;
 * without one, under the address the connection came in on (or the trusted
 * proxy's X-Forwarded-*). Never from the Host header, which any client sets.
 */
export function absoluteUrl(ctx: Context, path: string): string {
  if (ctx.publicUrl) return `${ctx.publicUrl}${path}`;
  if (ctx.app.proxy) return `${ctx.protocol}://${ctx.host}${path}`;
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const host = localAddress.includes(':')
    ? localAddress.startsWith('::ffff:')
      ? localAddress.slice(7)
      : `[${localAddress}]`
    : localAddress;
  return `${ctx.protocol}://${host}:${localPort}${path}`;
}
