/**
 * Refusals answered after a short hold (refusal-pace.ts), without a server: the middleware is called with a context
 * the test builds, and the hold's timer is vitest's, so that no test waits on the clock.
 */
import { EventEmitter } from 'node:events';
import type { Context } from 'koa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdOf, paceRefusals } from './refusal-pace.js';

function contextOf(status: number, retryAfter?: string) {
  const res = Object.assign(new EventEmitter(), { destroyed: false });
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
  return { status, res, response: { get: (name: string) => headers[name.toLowerCase()] ?? '' } } as unknown as Context & {
    res: EventEmitter;
  };
}

describe('refusals held before they are answered', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a 429 for the shorter of the hold and its Retry-After; anything else is answered at once', () => {
    expect(holdOf('30', 1000)).toBe(1000);
    expect(holdOf('0', 1000)).toBe(0);
    expect(holdOf('1', 5000)).toBe(1000);
    expect(holdOf(undefined, 1000)).toBe(0);
    expect(holdOf('Wed, 21 Oct 2015 07:28:00 GMT', 1000)).toBe(0);
  });

  it('answers a refusal once its hold is over, and other answers without one', async () => {
    const pace = paceRefusals({ holdMs: 1000, maxHeld: 10 });
    let answered = false;
    const refused = pace(contextOf(429, '2'), async () => {}).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(999);
    expect([answered, pace.held]).toEqual([false, 1]);
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    expect([answered, pace.held]).toEqual([true, 0]);
    // A 200, and a 503 without Retry-After, go at once.
    await pace(contextOf(200), async () => {});
    await pace(contextOf(503), async () => {});
    expect(pace.held).toBe(0);
  });

  it('holds at most maxHeld refusals at once; the others are answered at once', async () => {
    const pace = paceRefusals({ holdMs: 1000, maxHeld: 2 });
    const held = [pace(contextOf(429, '5'), async () => {}), pace(contextOf(429, '5'), async () => {})];
    await vi.advanceTimersByTimeAsync(0);
    expect(pace.held).toBe(2);
    await pace(contextOf(429, '5'), async () => {});
    expect(pace.held).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(held);
    expect(pace.held).toBe(0);
  });

  it('ends a hold when the client closes the connection', async () => {
    const pace = paceRefusals({ holdMs: 1000, maxHeld: 10 });
    const ctx = contextOf(429, '5');
    const refused = pace(ctx, async () => {});
    await vi.advanceTimersByTimeAsync(10);
    ctx.res.emit('close');
    await refused;
    expect(pace.held).toBe(0);
  });
});
