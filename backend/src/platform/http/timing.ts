/**
 * Where a request's time goes, phase by phase, in a `Server-Timing` header: for the benchmark (config.serverTiming),
 * never on by default (it tells a client how long our database took).
 *
 * Phases (milliseconds, each without the phases inside it): `auth` (identifying the caller), `limit` (rate limits),
 * `body` (reading and parsing JSON), `validate` (path, query and body against the route's schemas), `handler` (the
 * route's work, idempotency and the organization's turn included, SQL excluded), `sql` (time from a query's start to
 * its answer, the wait for a pooled connection included; overlapping queries each count), `serialise` (the answer to
 * JSON), `audit` (the audit entry), `total` (all of it, from the outermost middleware).
 */
import { context, withContext } from '../context.js';
import type { Middleware } from 'koa';
import type { Db } from '../db/knex.js';

type Phases = Map<string, number>;
/** The current request's phases, kept in the process's one async context (platform/context.ts). */
const currentPhases = () => context().phases as Phases | undefined;

/** Adds `ms` to the current request's phase, if its time is being kept. */
export function addPhase(phase: string, ms: number): void {
  const phases = currentPhases();
  if (phases) phases.set(phase, (phases.get(phase) ?? 0) + ms);
}

/** Runs `run`, its time counted as `phase`, less the SQL it waited for (counted as `sql`). */
export async function span<T>(phase: string, run: () => Promise<T>): Promise<T> {
  const phases = currentPhases();
  if (!phases) return run();
  const began = performance.now();
  const sqlBefore = phases.get('sql') ?? 0;
  try {
    return await run();
  } finally {
    addPhase(phase, performance.now() - began - ((phases.get('sql') ?? 0) - sqlBefore));
  }
}

/** Runs `middleware`, its time outside `next` (less its SQL) counted as `phase`. */
export function timed(phase: string, middleware: Middleware): Middleware {
  return async function timedPhase(ctx, next) {
    const phases = currentPhases();
    if (!phases) return middleware(ctx, next);
    let inner = 0;
    // What `next` took, SQL included, is not this phase's: given back.
    await span(phase, () =>
      middleware(ctx, async () => {
        const entered = performance.now();
        const sqlBefore = phases.get('sql') ?? 0;
        try {
          await next();
        } finally {
          inner += performance.now() - entered - ((phases.get('sql') ?? 0) - sqlBefore);
        }
      }),
    );
    addPhase(phase, -inner);
  };
}

/** The outermost middleware: keeps the request's phases, serialises its JSON answer itself, and writes the header. */
export function serverTiming(db: Db): Middleware {
  const started = new Map<string, number>();
  db.on('query', (query: { __knexQueryUid: string }) => {
    if (currentPhases()) started.set(query.__knexQueryUid, performance.now());
  });
  const ended = (_: unknown, query: { __knexQueryUid: string }) => {
    const began = started.get(query.__knexQueryUid);
    if (began === undefined) return;
    started.delete(query.__knexQueryUid);
    addPhase('sql', performance.now() - began);
  };
  db.on('query-response', ended);
  db.on('query-error', ended);

  return function keepTime(ctx, next) {
    const phases: Phases = new Map();
    const began = performance.now();
    return withContext('phases', phases, async () => {
      await next();
      const body = ctx.body as unknown;
      if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function') {
        const serialising = performance.now();
        ctx.body = JSON.stringify(body);
        addPhase('serialise', performance.now() - serialising);
      }
      phases.set('total', performance.now() - began);
      ctx.set('Server-Timing', [...phases].map(([phase, ms]) => `${phase};dur=${ms.toFixed(3)}`).join(', '));
    });
  };
}
