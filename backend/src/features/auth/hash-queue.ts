/**
 * The line sign-ins wait in for their password check. A check is an scrypt hash (tens of ms of a core, 32 MiB): run
 * as they come, a flood of guesses fills the thread pool and every real sign-in queues behind it. Here at most
 * `concurrency` checks run at once (one by default) and the waiting ones are served round robin by
 * account (the e-mail asked for): a flood on one account waits in its own line, and another account's sign-in is
 * next but one whatever the flood's length. What may wait is bounded per account, per client address and in all;
 * past a bound the answer is 429 with Retry-After naming it, at once and for free.
 */
import { Problem } from '../../platform/errors.js';

export interface HashQueueOptions {
  /**
   * Checks running at once (default 1). Each holds a core for its whole hash, off the event loop but not off the
   * machine: on the two cores Kontor is sized for, shared with PostgreSQL, two at once left the other organizations'
   * requests and their statements no core at all while a flood lasted.
   */
  concurrency: number;
  /** Sign-ins of one account waiting or running (default 4). */
  perAccount: number;
  /** Sign-ins from one client address waiting or running (default 16). */
  perAddress: number;
  /** Sign-ins waiting or running in all (default 64). */
  total: number;
}

export const HASH_QUEUE_DEFAULTS: HashQueueOptions = { concurrency: 1, perAccount: 4, perAddress: 16, total: 64 };

interface Job {
  account: string;
  address: string;
  start(): void;
}

const full = (detail: string) => new Problem(429, 'rate_limited', `${detail} Try again in 1 s.`, { headers: { 'Retry-After': '1' } });

export class HashQueue {
  private running = 0;
  private held = 0;
  /** Waiting jobs by account. */
  private readonly lines = new Map<string, Job[]>();
  /**
   * When each account holding places was last served (a count of checks started): the line served next is the one
   * served longest ago, so an account whose line emptied and refilled at once (a flood) does not jump the others.
   */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private readonly byAccount = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly options: HashQueueOptions = HASH_QUEUE_DEFAULTS) {}

  /** Runs `check` in its turn; throws 429 when the account's, the address's or the whole line is full. */
  async run<T>(account: string, address: string, check: () => Promise<T>): Promise<T> {
    const { perAccount, perAddress, total } = this.options;
    if ((this.byAccount.get(account) ?? 0) >= perAccount)
      throw full(`At most ${perAccount} sign-ins for one account are checked or wait at once.`);
    if ((this.byAddress.get(address) ?? 0) >= perAddress)
      throw full(`At most ${perAddress} sign-ins from one address are checked or wait at once.`);
    if (this.held >= total) throw full(`At most ${total} sign-ins are checked or wait at once.`);
    this.hold(account, address, 1);
    try {
      await new Promise<void>((start) => this.enqueue({ account, address, start }));
      return await check();
    } finally {
      this.hold(account, address, -1);
      this.running -= 1;
      this.dispatch();
    }
  }

  private hold(account: string, address: string, by: 1 | -1): void {
    this.held += by;
    for (const [counts, key] of [
      [this.byAccount, account],
      [this.byAddress, address],
    ] as const) {
      const next = (counts.get(key) ?? 0) + by;
      if (next === 0) counts.delete(key);
      else counts.set(key, next);
    }
    if (!this.byAccount.has(account)) this.lastServed.delete(account);
  }

  private enqueue(job: Job): void {
    const line = this.lines.get(job.account);
    if (line) line.push(job);
    else this.lines.set(job.account, [job]);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.running < this.options.concurrency) {
      let account: string | undefined;
      for (const waiting of this.lines.keys())
        if (account === undefined || (this.lastServed.get(waiting) ?? -1) < (this.lastServed.get(account) ?? -1)) account = waiting;
      if (account === undefined) return;
      const line = this.lines.get(account)!;
      const job = line.shift()!;
      if (line.length === 0) this.lines.delete(account);
      this.lastServed.set(account, this.served++);
      this.running += 1;
      job.start();
    }
  }
}
