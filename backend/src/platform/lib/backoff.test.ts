/** The retry loops' waits while the database is away: doubling, bounded, jittered, reset by a success. */
import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff.js';

describe('Backoff', () => {
  it('doubles from the base up to the bound, each wait between half and the whole of its step', () => {
    const highest = new Backoff(500, 30_000, () => 1);
    expect(Array.from({ length: 9 }, () => highest.failed())).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    const lowest = new Backoff(500, 30_000, () => 0);
    expect(Array.from({ length: 8 }, () => lowest.failed())).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });

  it('stays bounded after any number of failures', () => {
    const backoff = new Backoff(500, 30_000, () => 0.5);
    for (let failure = 0; failure < 2_000; failure++) expect(backoff.failed()).toBeLessThanOrEqual(30_000);
    expect(backoff.failed()).toBe(22_500);
  });

  it('starts from the base again after a success', () => {
    const backoff = new Backoff(1_000, 30_000, () => 1);
    backoff.failed();
    backoff.failed();
    expect(backoff.inARow).toBe(2);
    backoff.succeeded();
    expect(backoff.inARow).toBe(0);
    expect(backoff.failed()).toBe(1_000);
  });
});
