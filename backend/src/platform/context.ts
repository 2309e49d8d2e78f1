/**
 * The one AsyncLocalStorage of the process: what a request (or a flow's run) carries through its awaits, each concern
 * under a member of its own. On Node 20 every promise made copies the store of every AsyncLocalStorage in use (its
 * promise hook sets one property per store on each promise): a GET list makes a few hundred promises, and four stores
 * (the request's cost, its statement timeout, its turn in the fair queue, its unit of work) cost four times what one
 * does. So the modules that keep something per request (request-cost.ts, statement-timeout.ts, fair-queue.ts,
 * timing.ts, unit-of-work.ts, events/cause.ts) keep it here.
 *
 * `withContext` runs its callback with one member set and the others as they were, as a store of that concern's own
 * would: what the callback (and everything it starts) sees changes, what its caller sees does not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The members, each owned by one module; opaque to the others. */
export interface ContextMembers {
  /** platform/http/request-cost.ts */
  cost?: unknown;
  /** platform/db/statement-timeout.ts */
  statementTimeoutMs?: number;
  /** platform/http/fair-queue.ts */
  held?: unknown;
  /** platform/http/timing.ts */
  phases?: unknown;
  /** platform/db/unit-of-work.ts */
  unit?: unknown;
  /** platform/events/cause.ts */
  cause?: unknown;
}

const storage = new AsyncLocalStorage<Readonly<ContextMembers>>();
const EMPTY: Readonly<ContextMembers> = Object.freeze({});

/** The current context's members (an empty one outside any). */
export const context = (): Readonly<ContextMembers> => storage.getStore() ?? EMPTY;

/** Runs `run` with `member` set to `value` (undefined: unset) in its context, the other members kept. */
export function withContext<K extends keyof ContextMembers, T>(member: K, value: ContextMembers[K], run: () => T): T {
  const outer = storage.getStore();
  if (outer?.[member] === value) return run();
  return storage.run({ ...outer, [member]: value }, run);
}
