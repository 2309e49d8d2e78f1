/**
 * Long work in slices: a host's event loop serves every request of its process, so work that runs longer than a
 * slice lets what waits (other requests, their answers from the database) in before it goes on. One `EventLoopSlices`
 * may be shared by many runs (a simulation runs its flow once per waking), so that the slice is counted across them.
 *
 * Paused works go on one per turn of the event loop, in the order they paused: however many run at once (eight
 * simulations, test runs, resumed runs), what they hold the loop for between two turns is one slice, not one each.
 * That holds for works that start in one poll phase too (several answers from the database arriving together): the
 * slice is also counted across the process, from the first check of a turn, so the second work to start in a turn
 * whose slice is spent pauses at its first check instead of taking a slice of its own.
 */

/** How long work may hold the event loop before it lets other work in. */
export const SLICE_MS = 4;

/**
 * How long the loop rests from sliced works after a slice that held it `heldMs`: 0 by default (the next turn goes on
 * at once). A host that serves several tenants on one loop sets it (setSliceRest), so that while others are at work
 * the sliced works take a bounded share of the loop's time, not all of it between I/O.
 */
let restOf: (heldMs: number) => number = () => 0;

/** Sets how long the loop rests from sliced works after a slice (see restOf); `() => 0` to go on at once. */
export function setSliceRest(rest: (heldMs: number) => number): void {
  restOf = rest;
}

/** Works waiting for their next slice, first paused first. */
const paused: Array<() => void> = [];
let turnScheduled = false;

/** When the works of this turn of the loop began holding it (their first check), or null once the loop has turned. */
let turnHeldSince: number | null = null;
/** Which mark a clearing immediate clears: an older one's immediate leaves a newer mark alone. */
let turnMark = 0;

/** Marks the loop held from `now` until its next check phase has run. */
function markTurn(now: number): void {
  turnHeldSince = now;
  const mark = ++turnMark;
  setImmediate(() => {
    if (turnMark === mark) turnHeldSince = null;
  });
}

/** Milliseconds the sliced works have held the loop in this turn, as far as their checks tell. */
function heldThisTurn(now: number): number {
  if (turnHeldSince === null) markTurn(now);
  return now - turnHeldSince!;
}

/** Schedules the next paused work's turn, after a rest of `restMs` (restOf) when it is more than 0. */
function scheduleTurn(restMs = 0): void {
  if (turnScheduled || paused.length === 0) return;
  turnScheduled = true;
  const turn = () => {
    turnScheduled = false;
    const next = paused.shift();
    scheduleTurn();
    // The resumed work's slice is this turn's: counted from here, for it and for whatever runs after it.
    if (next) markTurn(performance.now());
    next?.();
  };
  // Queued from inside a check phase, the next immediate runs on the next turn of the loop: poll (I/O) runs between.
  if (restMs > 0) setTimeout(turn, restMs);
  else setImmediate(turn);
}

export class EventLoopSlices {
  private sliceStart = performance.now();
  /** Milliseconds of the event loop held by the work so far (what a host may count as its cost). */
  private heldMs = 0;

  constructor(readonly sliceMs: number = SLICE_MS) {}

  /** Goes on at once while the slice lasts; past it, on a later turn of the event loop, after the works paused before. */
  async pause(): Promise<void> {
    const now = performance.now();
    const held = now - this.sliceStart;
    if (held <= this.sliceMs && heldThisTurn(now) <= this.sliceMs) return;
    this.heldMs += held;
    await new Promise<void>((resolve) => {
      paused.push(resolve);
      scheduleTurn(restOf(Math.max(held, heldThisTurn(now))));
    });
    this.sliceStart = performance.now();
  }

  /** The event loop held by the work, its last slice included: call once the work is done. */
  end(): number {
    this.heldMs += performance.now() - this.sliceStart;
    this.sliceStart = performance.now();
    return this.heldMs;
  }
}
