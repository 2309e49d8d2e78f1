/**
 * Heavy synchronous steps of requests take turns across the whole process, so that no two of them run back to back in
 * one turn of the event loop: scanning a large body's chunks, parsing and checking it, validating it
 * (http/loop-turns.ts); mapping a large list page's rows (db/list.ts, every list) and serialising it
 * (http/page-text.ts). Here, below both db/ and http/, so that every list's store can map in steps.
 *
 * Yielding by `setImmediate` alone is not enough: the check phase runs every step queued during the poll phase one
 * after the other, and the poll phase scans every chunk that has arrived on all connections, so many small steps add
 * up to one long stretch of CPU while other organizations' requests wait (docs/benchmarks.md, the fairness suite's
 * longest loop stretch). Here the steps queue, one process-wide line, and one `setImmediate` runs them
 * until BUDGET_MS of CPU is spent; the rest wait for the next turn, after the poll phase has served the I/O that came
 * meanwhile (a quiet request is read, answered and its statements sent between any two budgets).
 *
 * First come, first served: the steps are short and bounded (bodies are bounded in bytes and members), so a line of
 * them is a few turns long; who may start work at all is the fair queue's say (http/fair-queue.ts). No package does this:
 * p-limit and p-queue bound concurrency of promises, not the synchronous time run in one turn of the loop.
 */
import { AsyncResource } from 'node:async_hooks';

/**
 * Milliseconds of heavy steps one turn of the event loop runs before it lets I/O in again: what another organization's
 * request may wait behind at each of its awaits, so short; the steps themselves are a fraction of it (RESULTS_PER_STEP,
 * http/loop-turns.ts's SCAN_STEP_BYTES).
 */
export const BUDGET_MS = 2;

/**
 * Results of a list page mapped to their API objects, or serialised, in one step. A page of up to twice as many is
 * made in its request's own turn (the default page of 25 among them); a larger one (200, by cursor through 100,000
 * clients) in steps of the line, where its rows were mapped, serialised and audited in one turn of the loop.
 */
export const RESULTS_PER_STEP = 25;

const line: Array<() => void> = [];
let scheduled = false;

/** Whether several organizations are at work in the process (shareLoopWhen); never by default. */
let contended: () => boolean = () => false;

/**
 * While `isContended()` (the fair queue's: more than one organization at work), the heavy steps of this line rest
 * after each turn as long as they held the loop (app.ts gives the flow engine's sliced works, a debt simulation or a
 * test run, the same rest: the flow engine is not loaded here, below every list's store), so that together they take about half of it and the other half is free for other organizations' requests, which a
 * turn right after another otherwise found busy at each of their awaits (the quiet organization's slowest tenth under
 * debt simulations: most of its time waiting for the loop, outside its own phases). Alone, an organization's heavy
 * work runs back to back as before.
 */
export function shareLoopWhen(isContended: () => boolean): void {
  contended = isContended;
}

/** How long the loop rests from heavy work after a turn of it that held the loop `heldMs`: as long, when contended. */
export const restAfter = (heldMs: number, isContended: boolean) => (isContended ? Math.min(heldMs, MAX_REST_MS) : 0);

/** A step far longer than the budget (a parse of a 1 MB body) rests no longer than this. */
const MAX_REST_MS = 20;

function runSome(): void {
  scheduled = false;
  const began = performance.now();
  // At least one, so that a step longer than the budget still runs.
  do line.shift()!();
  while (line.length > 0 && performance.now() - began < BUDGET_MS);
  if (line.length > 0) schedule(restAfter(performance.now() - began, contended()));
}

function schedule(restMs = 0): void {
  if (scheduled) return;
  scheduled = true;
  // Queued from inside runSome, an immediate runs in the next turn of the loop, after its poll phase.
  if (restMs > 0) setTimeout(runSome, restMs);
  else setImmediate(runSome);
}

/**
 * Runs `step` in its turn (see the module's comment); answers what it answered, or rejects with what it threw. The step
 * runs in its caller's async context (AsyncResource.bind): the line's turns run in the context of whichever step
 * scheduled them, where request-cost.ts charged one request's parse to another's.
 */
export function heavyStep<T>(step: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    line.push(
      AsyncResource.bind(() => {
        try {
          resolve(step());
        } catch (error) {
          reject(error as Error);
        }
      }),
    );
    schedule();
  });
}

/**
 * `items` mapped by `map`: at once when they are at most twice RESULTS_PER_STEP, else RESULTS_PER_STEP at a time in
 * steps of the line (the order kept).
 */
export function mapInTurns<T, U>(items: readonly T[], map: (item: T) => U): U[] | Promise<U[]> {
  if (items.length <= 2 * RESULTS_PER_STEP) return items.map(map);
  return inSteps(items, (slice) => slice.map(map)).then((parts) => parts.flat());
}

/** `run` of each RESULTS_PER_STEP items of `items`, each in a step of the line, in order. */
export function inSteps<T, U>(items: readonly T[], run: (slice: readonly T[]) => U): Promise<U[]> {
  const steps: Array<Promise<U>> = [];
  for (let from = 0; from < items.length; from += RESULTS_PER_STEP) {
    const slice = items.slice(from, from + RESULTS_PER_STEP);
    steps.push(heavyStep(() => run(slice)));
  }
  return Promise.all(steps);
}
