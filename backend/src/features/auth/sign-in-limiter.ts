/**
 * Sign-in throttling, shared by every process through PostgreSQL
 * (rate-limiter-flexible's store, one atomic upsert per count). Each attempt
 * is counted first and judged after, so concurrent guesses cannot all slip in
 * under the limit.
 *
 * - Per client address: at most ADDRESS_FAILURES failed attempts a minute
 *   (a success gives its point back), whatever e-mails they name; once
 *   refused, refused from this process's memory for the rest of the minute.
 * - Per e-mail: FREE_ATTEMPTS attempts in EMAIL_WINDOW_SECONDS; past them, an
 *   address gets one try per delay, the delay doubling with every attempt on
 *   that e-mail up to MAX_DELAY_SECONDS. The delay is counted per e-mail and
 *   address, so a stranger hammering an e-mail slows only themselves: its
 *   owner, signing in from their own address, gets their try at once.
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

/** Runs a limiter step; a refusal becomes a 429, any other failure (the database) is thrown as it is. */
async function consumeOr429(step: () => Promise<RateLimiterRes>, detail: string): Promise<RateLimiterRes> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error, detail);
    throw error;
  }
}

export function signInLimiter(db: Db) {
  const store = { storeClient: db, storeType: 'knex', tableName: TABLE, tableCreated: true };
  // Once an address is refused, this process refuses it from memory until its minute ends, with no upsert: a flood
  // past the limit costs Postgres nothing (the count it would have read only grows until then).
  const perAddress = new RateLimiterPostgres({
    ...store,
    keyPrefix: 'address',
    points: ADDRESS_FAILURES,
    duration: 60,
    inMemoryBlockOnConsumed: ADDRESS_FAILURES + 1,
  });
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

  return {
    /**
     * Counts this attempt; throws 429 with Retry-After when it may not be tried now. Answers the delay (in seconds) this
     * attempt started for its e-mail and address, 0 while attempts are free.
     */
    async admit(email: string, address: string): Promise<number> {
      await consumeOr429(() => perAddress.consume(address), 'Too many failed sign-ins from this address.');
      const attempts = (await perEmail.consume(emailKey(email))).consumedPoints;
      const over = attempts - FREE_ATTEMPTS;
      if (over <= 0) return 0;
      const seconds = Math.min(2 ** Math.min(over - 1, 30), MAX_DELAY_SECONDS);
      await consumeOr429(
        () => delay.consume(`${emailKey(email)}:${address}`, 1, { customDuration: seconds }),
        'Too many sign-ins for this e-mail.',
      );
      return seconds;
    },
    /**
     * A wrong password: the delay `admit` started runs again from now, so that it separates the answer from the next
     * try (what Retry-After promises) however long the password check waited for its turn.
     */
    async failed(email: string, address: string, delaySeconds: number): Promise<void> {
      if (delaySeconds > 0) await delay.block(`${emailKey(email)}:${address}`, delaySeconds);
    },
    /** A right password: the address gets its point back and the e-mail starts afresh. */
    async succeeded(email: string, address: string): Promise<void> {
      await perAddress.reward(address, 1);
      await perEmail.delete(emailKey(email));
      await delay.delete(`${emailKey(email)}:${address}`);
    },
  };
}
