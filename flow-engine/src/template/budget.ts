/**
 * What one node's templates may cost when rendered: block iterations, output
 * characters and time. Handlebars renders synchronously on the one event
 * loop that also answers the API, so a template over a large context must
 * stop early rather than run for seconds. The sandbox (index.ts) charges
 * every block iteration and every piece of output to the budget of the
 * render in progress; the first limit passed throws a TemplateBudgetError.
 */

export interface RenderLimits {
  /** Bodies of `each`, `if`, `unless`, `with` (and `{{#list}}` sections) entered, all blocks together. */
  iterations: number;
  /** Characters of output, every template of the node together. */
  outputChars: number;
  /** Time of the render on the CPU (the process's, where it can be read: a busy machine's waits are not charged). */
  timeMs: number;
}

export const RENDER_LIMITS: Readonly<RenderLimits> = Object.freeze({ iterations: 10_000, outputChars: 256 * 1024, timeMs: 50 });

export class TemplateBudgetError extends Error {
  constructor(message: string) {
    super(`render budget exceeded: ${message}`);
    this.name = 'TemplateBudgetError';
  }
}

/**
 * The process's CPU time in ms where Node gives it, else the wall clock. A render is synchronous, so the CPU time the
 * process spends meanwhile is the render's; the wall clock would also charge the time the machine gave other
 * processes, and a template that renders in 1 ms could fail on a loaded machine.
 */
const cpuNowMs: () => number =
  typeof process !== 'undefined' && typeof process.cpuUsage === 'function'
    ? () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      }
    : () => performance.now();

export class RenderBudget {
  iterations = 0;
  outputChars = 0;
  private startedWall = performance.now();
  private startedCpu = cpuNowMs();

  constructor(readonly limits: Readonly<RenderLimits> = RENDER_LIMITS) {}

  /**
   * The render's time so far: on the CPU, or by the wall clock while that says under a millisecond (most renders;
   * reading the CPU time is a system call, the wall clock is not).
   */
  get elapsedMs(): number {
    const wall = performance.now() - this.startedWall;
    return wall < 1 ? wall : cpuNowMs() - this.startedCpu;
  }

  /** Time the render spent on once-per-process setup (a locale's formatters), not charged to it. */
  credit(ms: number): void {
    this.startedWall += ms;
    this.startedCpu += ms;
  }

  iterate(): void {
    this.iterations += 1;
    if (this.iterations > this.limits.iterations) throw new TemplateBudgetError(`more than ${this.limits.iterations} block iterations`);
    this.checkTime();
  }

  emit(chars: number): void {
    this.outputChars += chars;
    if (this.outputChars > this.limits.outputChars)
      throw new TemplateBudgetError(`output longer than ${this.limits.outputChars} characters`);
    this.checkTime();
  }

  /** The wall clock first, as it is cheap to read; the CPU time only once the wall clock has passed the limit. */
  private checkTime(): void {
    if (performance.now() - this.startedWall <= this.limits.timeMs) return;
    if (cpuNowMs() - this.startedCpu > this.limits.timeMs)
      throw new TemplateBudgetError(`rendering took longer than ${this.limits.timeMs} ms`);
  }
}
