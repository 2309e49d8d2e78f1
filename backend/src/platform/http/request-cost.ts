/**
 * What a request cost the server, so that the rate limits can count it (rate-limit.ts): its database time (from each
 * statement's start on its connection to its answer; the wait for a pooled connection is not the request's doing and
 * is left out) plus the event-loop time of its heavy synchronous steps (parsing its JSON body, validating it) and
 * of the work it runs in slices (a flow's simulation).
 *
 * Statements running at once each count: a request that keeps several connections busy costs each of them.
 *
 * A large body also counts by its size (bodyPointsOf): reading, scanning, parsing and answering a body of 0.3-0.6 MB
 * cost the server about 8 ms of CPU each, under the two free units, so a flood of them at 60 a second within the
 * allowance took half a core (docs/benchmarks.md, the fairness suite's bodies); a refused body counts four times as
 * finely. Counted in bytes, not measured time: the same body costs the same whether the machine is busy or not, and
 * its reading (before any step is timed) counts.
 */
import { context, withContext } from '../context.js';
import type { Db } from '../db/knex.js';

interface Cost {
  ms: number;
  /** Bytes of the request's body read, or dropped unread to its end: charged beyond the time (bodyPointsOf). */
  bodyBytes: number;
}

/** Bytes of a body that its first point pays for, and each further point. */
export const BODY_POINT_BYTES = 64 * 1024;

/**
 * The same for a body refused (a client error other than 429: 413 at its bounds, 422 for its members, 400): the step a
 * body is scanned in (loop-turns.ts). A refused body did nothing for its sender, and every byte of it was read,
 * decoded and scanned, or dropped, all the same; a flood of them at one point per 64 KiB (0.3-0.65 MB bodies, about
 * 14 a second within the organization's burst) kept the quiet organization's p95 at 7x its own (docs/benchmarks.md,
 * the fairness suite's bodies). A client that sends what its route takes never pays it.
 */
export const REFUSED_BODY_POINT_BYTES = 16 * 1024;

/**
 * The points a body of `bytes` adds to its request's cost: one per started BODY_POINT_BYTES beyond the first, or per
 * started REFUSED_BODY_POINT_BYTES when the body was refused.
 */
export const bodyPointsOf = (bytes: number, refused = false) => {
  const unit = refused ? REFUSED_BODY_POINT_BYTES : BODY_POINT_BYTES;
  return Math.max(0, Math.ceil(bytes / unit) - 1);
};

/** Results of a list page that its first point pays for, and each further point: the default page (25) costs one. */
export const RESULTS_PER_POINT = 25;

/**
 * The points a list page adds to its request's cost: one per started RESULTS_PER_POINT results beyond the first
 * (a page of 200, seven). Each result is read from Postgres, parsed, made into its object, serialised and read by the
 * client: following `next` through 100,000 clients 200 at a time cost one point a page, the cost of a page of 25,
 * and took half the two cores at the allowance; at one point per 50 results the attacker's pages still came as fast
 * as its burst allowed and held the quiet organization's p95 at 3.56x (docs/benchmarks.md, the fairness suite's deep
 * pages): its burst is halved by a point per 25. Counted in results, like the body in bytes: the same page costs the
 * same on a busy machine as on an idle one.
 */
export function pagePointsOf(answer: unknown): number {
  const results = (answer as { results?: unknown } | null | undefined)?.results;
  return Array.isArray(results) ? Math.max(0, Math.ceil(results.length / RESULTS_PER_POINT) - 1) : 0;
}

/** Charges the current request for a body of `bytes` it read (or dropped unread to its end) (bodyPointsOf). */
export function addBodyBytes(bytes: number): void {
  const cost = currentCost();
  if (cost) cost.bodyBytes += bytes;
}

/** The current request's cost, kept in the process's one async context (platform/context.ts). */
const currentCost = () => context().cost as Cost | undefined;

/** Runs `fn` synchronously, its time added to the current request's cost. */
export function costed<T>(fn: () => T): T {
  const cost = currentCost();
  if (!cost) return fn();
  const began = performance.now();
  try {
    return fn();
  } finally {
    cost.ms += performance.now() - began;
  }
}

/** Adds `ms` of event-loop time, spent in slices between awaits (a simulation), to the current request's cost. */
export function addCost(ms: number): void {
  const cost = currentCost();
  if (cost) cost.ms += ms;
}

const watched = new WeakSet<Db>();

/** Counts the statements `db` runs into the cost of the request that runs them (once per `db`). */
export function watchStatements(db: Db): void {
  if (watched.has(db)) return;
  watched.add(db);
  const started = new Map<string, { cost: Cost; at: number }>();
  db.on('query', (query: { __knexQueryUid: string }) => {
    const cost = currentCost();
    if (cost) started.set(query.__knexQueryUid, { cost, at: performance.now() });
  });
  const ended = (_: unknown, query: { __knexQueryUid: string }) => {
    const statement = started.get(query.__knexQueryUid);
    if (!statement) return;
    started.delete(query.__knexQueryUid);
    statement.cost.ms += performance.now() - statement.at;
  };
  db.on('query-response', ended);
  db.on('query-error', ended);
}

/**
 * Runs `run` with its cost counted; `done` is told the cost in milliseconds, the bytes of its body and what it threw
 * (undefined when it succeeded), whether `run` succeeded or not.
 */
export async function countingCost(
  run: () => Promise<void>,
  done: (ms: number, bodyBytes: number, thrown: unknown) => void,
): Promise<void> {
  const cost: Cost = { ms: 0, bodyBytes: 0 };
  let thrown: unknown;
  try {
    await withContext('cost', cost, run);
  } catch (error) {
    thrown = error;
    throw error;
  } finally {
    done(cost.ms, cost.bodyBytes, thrown);
  }
}
