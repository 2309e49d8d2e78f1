/**
 * Watches the event loop while work runs, for tests of code that must leave the loop turns (loop-turns.ts): a probe
 * re-schedules itself with setImmediate, so each time it runs is one turn of the loop the work let pass.
 */

/** Holds the thread for `ms` milliseconds: a step of synchronous work that outlasts (or fits) a budget. */
export function holdThread(ms: number): void {
  for (const end = performance.now() + ms; performance.now() < end;);
}

/** Runs `work` and counts the loop's turns until it settles; `seen` records each turn in order with the work's own marks. */
export async function countTurns<T>(work: () => Promise<T> | T, seen?: string[]): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const probe = () => {
    turns += 1;
    seen?.push('turn');
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  try {
    const result = await work();
    return { result, turns };
  } finally {
    running = false;
  }
}
