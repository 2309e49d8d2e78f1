/**
 * A cap on the flow work one organization runs at once in this process: simulations and test runs, each up to a
 * few hundred milliseconds of a core (a 200-node debt flow over 366 days), so that a handful at once from one
 * organization cannot take the cores from another's reads. Past the cap the answer is 429 with Retry-After, at once,
 * naming the cap, and the work is not started.
 */
import { Problem } from '../../platform/errors.js';

/** Simulations and test runs of flows one organization runs at once in one process. */
export const FLOW_WORK_PER_ORGANIZATION = 4;

export class FlowWorkCap {
  private readonly active = new Map<number, number>();

  constructor(private readonly limit: number = FLOW_WORK_PER_ORGANIZATION) {}

  async run<T>(organizationId: number, work: () => Promise<T>): Promise<T> {
    const running = this.active.get(organizationId) ?? 0;
    if (running >= this.limit)
      throw new Problem(
        429,
        'rate_limited',
        `At most ${this.limit} simulations and test runs of flows run at once for an organization; ${running} are running. Try again in 1 s.`,
        { headers: { 'Retry-After': '1' } },
      );
    this.active.set(organizationId, running + 1);
    try {
      return await work();
    } finally {
      const left = (this.active.get(organizationId) ?? 1) - 1;
      if (left === 0) this.active.delete(organizationId);
      else this.active.set(organizationId, left);
    }
  }
}
