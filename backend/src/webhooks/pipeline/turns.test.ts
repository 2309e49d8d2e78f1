import { describe, expect, it } from 'vitest';
import { type Endpoint, type InFlight, ended, takeTurns } from './turns.js';

/** An endpoint of `organizationId` holding `count` leased deliveries named `<name><i>`, all to be sent by `sendBy`. */
function endpoint(name: string, organizationId: number, share: number, count: number, sendBy = 1_000): Endpoint<string> {
  return { organizationId, share, sending: 0, waiting: Array.from({ length: count }, (_, i) => ({ leased: `${name}${i}`, sendBy })) };
}

const limits = (slots: number, perOrganization: number): InFlight => ({ sending: 0, slots, perOrganization, sendingFor: new Map() });
const names = (turns: { start: Array<{ leased: string }> }) => turns.start.map((one) => one.leased);

describe('turn-taking of leased deliveries', () => {
  it("starts each endpoint's share, within the worker's slots, and sends the started ones to the back", () => {
    const endpoints = new Map([
      [1, endpoint('a', 1, 2, 3)],
      [2, endpoint('b', 2, 2, 3)],
      [3, endpoint('c', 3, 2, 3)],
    ]);
    const inFlight = limits(5, 10);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a0', 'a1', 'b0', 'b1', 'c0']);
    expect(inFlight.sending).toBe(5);
    // c started one (slots ran out), so it went to the back too, after a and b.
    expect([...endpoints.keys()]).toEqual([1, 2, 3]);
    // Nothing more starts until a request ends; then the first in line with room goes.
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual([]);
    ended(endpoints.get(3)!, inFlight);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['c1']);
  });

  it("keeps the place of an endpoint held back by its organization's allowance, so it goes first when a slot frees", () => {
    // One organization, allowance 4: a and b fill it; c, held back, must not fall behind them again.
    const a = endpoint('a', 1, 2, 5);
    const b = endpoint('b', 1, 2, 5);
    const c = endpoint('c', 1, 2, 5);
    const endpoints = new Map([
      [1, a],
      [2, b],
      [3, c],
    ]);
    const inFlight = limits(50, 4);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a0', 'a1', 'b0', 'b1']);
    expect([...endpoints.keys()]).toEqual([3, 1, 2]);
    ended(a, inFlight);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['c0']);
    ended(b, inFlight);
    // a has room again (one of its two ended) and is first in line now.
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a2']);
    expect(inFlight.sendingFor.get(1)).toBe(4);
  });

  it('leaves other organizations their turn while one is at its allowance', () => {
    const endpoints = new Map([
      [1, endpoint('a', 1, 10, 10)],
      [2, endpoint('b', 1, 10, 10)],
      [3, endpoint('q', 2, 10, 1)],
    ]);
    expect(names(takeTurns(endpoints, limits(50, 3), 0))).toEqual(['a0', 'a1', 'a2', 'q0']);
  });

  it('gives back what is past its send-by time, also behind a limit, and forgets an endpoint left with nothing', () => {
    // busy's share is in use by a request in flight; its first leased delivery is late all the same.
    const busy: Endpoint<string> = {
      organizationId: 1,
      share: 1,
      sending: 1,
      waiting: [
        { leased: 'late', sendBy: 5 },
        { leased: 'b1', sendBy: 100 },
      ],
    };
    const stale = endpoint('s', 2, 1, 2, 5);
    const endpoints = new Map([
      [1, busy],
      [2, stale],
    ]);
    const inFlight = { ...limits(50, 10), sending: 1, sendingFor: new Map([[1, 1]]) };
    expect(takeTurns(endpoints, inFlight, 10)).toEqual({ start: [], late: ['late', 's0', 's1'] });
    expect([...endpoints.keys()]).toEqual([1]);
    expect(busy.waiting.map((one) => one.leased)).toEqual(['b1']);
  });

  it('counts what it starts per organization, and a request that ends frees its count', () => {
    const a = endpoint('a', 7, 3, 3);
    const inFlight = limits(50, 10);
    takeTurns(new Map([[1, a]]), inFlight, 0);
    expect(inFlight.sendingFor.get(7)).toBe(3);
    for (let i = 0; i < 3; i++) ended(a, inFlight);
    expect(inFlight).toMatchObject({ sending: 0, sendingFor: new Map() });
    expect(a.sending).toBe(0);
  });
});
