/**
 * Sign-in throttling, shared by every process through PostgreSQL
 * (rate-limiter-flexible's store, one atomic upsert per count). Each attempt
 * is counted first and judged after, so concurrent guesses cannot all slip in
 * under the limit.
 *
 * - Per e-mail: FREE_ATTEMPTS attempts in EMAIL_WINDOW_SECONDS; past them, an
 *   address gets one try per delay, the delay doubling with every attempt on
 *   that e-mail up to MAX_DELAY_SECONDS. The delay is counted per e-mail and
 *   address, so a stranger hammering an e-mail slows only themselves: its
 *   owner, signing in from their own address, gets their try at once.
 * - Per client address: at most ADDRESS_FAILURES failed attempts a minute
 *   (a success gives its point back), whatever e-mails they name. Only the
 *   attempts the e-mail's delay lets through count here: a flood on one
 *   account, refused by that account's delay, never spends its address's
 *   failures, so someone else behind the same address (one NAT, one proxy)
 *   still signs in to their own account.
 *
 * A refusal is remembered by this process until it ends: the flood it stops is
 * then answered from memory, with no statement.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../platform/db/knex.js';
import { Problem } from '../../platform/errors.js';
import { sha256Hex } from '../../platform/lib/secrets.js';

export const ADDRESS_FAILURES = 30;
export const FREE_ATTEMPTS = 10;
export const EMAIL_WINDOW_SECONDS = 15 * 60;
export const MAX_DELAY_SECONDS = 30;

const TABLE = 'sign_in_limits';

function tooMany(res: RateLimiterRes, detail: string): Problem {
  const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new Problem(429, 'rate_limited', `${detail} Try again in ${retryAfter} s.`, { headers: { 'Retry-After': String(retryAfter) } });
}

/** Refusals this process remembers at most; the oldest are forgotten first (Postgres still holds them). */
const MAX_REMEMBERED = 100_000;

/** When each refused key may try again, on this process's clock. */
class Refusals {
  private readonly until = new Map<string, number>();

  /** Throws the remembered refusal of `key`, if it still stands. */
  check(key: string, detail: string): void {
    const until = this.until.get(key);
    if (until === undefined) return;
    const leftMs = until - performance.now();
    if (leftMs <= 0) {
      this.until.delete(key);
      return;
    }
    const retryAfter = Math.max(1, Math.ceil(leftMs / 1000));
    throw new Problem(429, 'rate_limited', `${detail} Try again in ${retryAfter} s.`, { headers: { 'Retry-After': String(retryAfter) } });
  }

  remember(key: string, ms: number): void {
    if (ms <= 0) return;
    this.until.delete(key);
    if (this.until.size >= MAX_REMEMBERED) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, performance.now() + ms);
  }

  forget(key: string): void {
    this.until.delete(key);
  }
}

/** The delay (s) an attempt on an e-mail starts, by the attempts counted on it in its window (this one included). */
const delayAfter = (attempts: number) => {
  const over = attempts - FREE_ATTEMPTS;
  return over <= 0 ? 0 : Math.min(2 ** Math.min(over - 1, 30), MAX_DELAY_SECONDS);
};

const EMAIL_DETAIL = 'Too many sign-ins for this e-mail.';
const ADDRESS_DETAIL = 'Too many failed sign-ins from this address.';

export function signInLimiter(db: Db) {
  const store = { storeClient: db, storeType: 'knex', tableName: TABLE, tableCreated: true };
  const perAddress = new RateLimiterPostgres({ ...store, keyPrefix: 'address', points: ADDRESS_FAILURES, duration: 60 });
  // A counter only: it never refuses by itself, it says how many attempts came before this one.
  const perEmail = new RateLimiterPostgres({
    ...store,
    keyPrefix: 'email',
    points: Number.MAX_SAFE_INTEGER,
    duration: EMAIL_WINDOW_SECONDS,
  });
  const delay = new RateLimiterPostgres({ ...store, keyPrefix: 'delay', points: 1, duration: 1 });
  // Hashed: the table holds no e-mail address, and keys stay short.
  const emailKey = (email: string) => sha256Hex(email.trim().toLowerCase());
  const delayKey = (email: string, address: string) => `${emailKey(email)}:${address}`;
  const refused = new Refusals();

  return {
    /**
     * Counts this attempt; throws 429 with Retry-After when it may not be tried now. Answers the delay (in seconds) this
     * attempt started for its e-mail and address, 0 while attempts are free.
     */
    async admit(email: string, address: string): Promise<number> {
      const key = delayKey(email, address);
      refused.check(`address:${address}`, ADDRESS_DETAIL);
      refused.check(key, EMAIL_DETAIL);
      const seconds = delayAfter((await perEmail.consume(emailKey(email))).consumedPoints);
      if (seconds === 0) {
        // Free again for the e-mail (its owner signed in meanwhile), but not for an address still in its delay.
        const held = await delay.get(key);
        if (held && held.consumedPoints >= 1 && held.msBeforeNext > 0) {
          refused.remember(key, held.msBeforeNext);
          throw tooMany(held, EMAIL_DETAIL);
        }
      }
      if (seconds > 0)
        try {
          await delay.consume(key, 1, { customDuration: seconds });
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          refused.remember(key, error.msBeforeNext);
          throw tooMany(error, EMAIL_DETAIL);
        }
      try {
        await perAddress.consume(address);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        refused.remember(`address:${address}`, error.msBeforeNext);
        throw tooMany(error, ADDRESS_DETAIL);
      }
      return seconds;
    },
    /**
     * A wrong password: the delay `admit` started runs again from now, so that it separates the answer from the next
     * try (what Retry-After promises) however long the password check waited for its turn.
     */
    async failed(email: string, address: string, delaySeconds: number): Promise<void> {
      // As long as the e-mail's attempts now call for: a burst counted while this one waited for its check.
      const seconds = Math.max(delaySeconds, delayAfter((await perEmail.get(emailKey(email)))?.consumedPoints ?? 0));
      if (seconds <= 0) return;
      await delay.block(delayKey(email, address), seconds);
      refused.remember(delayKey(email, address), seconds * 1000);
    },
    /** A right password: the address gets its point back and the e-mail starts afresh. */
    async succeeded(email: string, address: string): Promise<void> {
      await perAddress.reward(address, 1);
      await perEmail.delete(emailKey(email));
      await delay.delete(delayKey(email, address));
      refused.forget(delayKey(email, address));
    },
  };
}
