/**
 * How long a retry loop waits after a failure while the database is away: doubling from `baseMs` up to `maxMs`, each
 * wait drawn between half and the whole of its step (so that the workers and processes that lost the database together
 * do not come back together), back to `baseMs` after a success.
 *
 * Not the exponential-backoff package: it retries one function call until it succeeds, while these loops (the
 * webhook claims, the event fan-out, the notification connections) go on forever and only need the next wait.
 */
export class Backoff {
  private failures = 0;

  constructor(
    readonly baseMs: number,
    readonly maxMs: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** The wait before the next try, counting one more failure in a row. */
  failed(): number {
    const step = Math.min(this.maxMs, this.baseMs * 2 ** Math.min(this.failures, 30));
    this.failures += 1;
    return Math.round(step / 2 + (step / 2) * this.random());
  }

  /** A try succeeded: the next failure waits `baseMs` again. */
  succeeded(): void {
    this.failures = 0;
  }

  /** Failures in a row so far. */
  get inARow(): number {
    return this.failures;
  }
}
