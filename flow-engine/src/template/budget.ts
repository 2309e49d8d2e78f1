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
  /** Wall time of the render. */
  timeMs: number;
}

export const RENDER_LIMITS: Readonly<RenderLimits> = Object.freeze({ iterations: 10_000, outputChars: 256 * 1024, timeMs: 50 });

export class TemplateBudgetError extends Error {
  constructor(message: string) {
    super(`render budget exceeded: ${message}`);
    this.name = 'TemplateBudgetError';
  }
}

export class RenderBudget {
  iterations = 0;
  outputChars = 0;
  private started = performance.now();

  constructor(readonly limits: Readonly<RenderLimits> = RENDER_LIMITS) {}

  get elapsedMs(): number {
    return performance.now() - this.started;
  }

  /** Time the render spent on once-per-process setup (a locale's formatters), not charged to it. */
  credit(ms: number): void {
    this.started += ms;
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

  private checkTime(): void {
    if (this.elapsedMs > this.limits.timeMs) throw new TemplateBudgetError(`rendering took longer than ${this.limits.timeMs} ms`);
  }
}
