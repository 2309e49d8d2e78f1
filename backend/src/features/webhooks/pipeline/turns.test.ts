import { describe, expect, it } from 'vitest';
import { type Endpoint, type InFlight, ended, takeTurns } from './turns.js';

/** An endpoint of `organizationId` holding `count` leased deliveries named `<name><i>`, all to be sent by `sendBy`. */
function endpoint(name: string, organizationId: number, share: number, count: number, sendBy = 1_000): Endpoint<string> {
  return { organizationId, share, sending: 0, waiting: Array.from({ length: count }, (_, i) => ({ leased: `${name}${i}`, sendBy })) };
}

const limits = (slots: number, perOrganization: number): InFlight => ({ sending: 0, slots, perOrganization, sendingFor: new Map() });
const names = (turns: { start: Array<{ leased: string }> }) => turns.start.map((one) => one.leased);

describe('the slots kept for newcomers', () => {
  it('are taken only by an organization with nothing in flight, one request each, so that another busy one cannot fill them', () => {
    const endpoints = new Map([1, 2, 3].map((org) => [org, endpoint(`o${org}-`, org, 5, 5)] as const));
    const inFlight: InFlight = { ...limits(10, 4), reserve: 2 };
    const started = names(takeTurns(endpoints, inFlight, 0));
    // Two organizations reach the slots not kept; the third, new, takes one kept slot, and no more.
    expect(started.filter((name) => name.startsWith('o1-'))).toHaveLength(4);
    expect(started.filter((name) => name.startsWith('o2-'))).toHaveLength(4);
    expect(started.filter((name) => name.startsWith('o3-'))).toHaveLength(1);
    // A fourth organization, arriving while all three hold theirs, still finds a slot.
    endpoints.set(4, endpoint('o4-', 4, 5, 3));
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['o4-0']);
    expect(inFlight.sending).toBe(10);
  });
});

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
    // One organization, allowance 2: a and b fill it; c, held back, must not fall behind them again.
    const a = endpoint('a', 1, 2, 5);
    const b = endpoint('b', 1, 2, 5);
    const c = endpoint('c', 1, 2, 5);
    const endpoints = new Map([
      [1, a],
      [2, b],
      [3, c],
    ]);
    const inFlight = limits(50, 2);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a0', 'b0']);
    expect([...endpoints.keys()]).toEqual([3, 1, 2]);
    ended(a, inFlight);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['c0']);
    ended(b, inFlight);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a1']);
    expect(inFlight.sendingFor.get(1)).toBe(2);
  });

  it("splits an organization's allowance among its endpoints: ones that never answer leave the others their part", () => {
    // Five endpoints that never answer (max_concurrency 100) and one healthy endpoint, allowance 20: the dead ones
    // took all 20 and the healthy one got a request each time one of theirs timed out.
    const dead = Array.from({ length: 5 }, (_, i) => endpoint(`d${i}-`, 1, 100, 30));
    const healthy = endpoint('h', 1, 10, 30);
    const endpoints = new Map<number, Endpoint<string>>([
      ...dead.map((one, i) => [i + 1, one] as [number, Endpoint<string>]),
      [6, healthy],
    ]);
    const inFlight = limits(50, 20);
    const first = names(takeTurns(endpoints, inFlight, 0));
    expect(dead.map((one) => one.sending)).toEqual([3, 3, 3, 3, 3]);
    // Each its part of 20 among 6 (3); the 2 left over go to an endpoint past its part only once it answers.
    expect(first.filter((name) => name.startsWith('h'))).toEqual(['h0', 'h1', 'h2']);
    // The healthy endpoint's requests end, answered; the dead ones' never do: it takes what the dead ones leave.
    for (let i = 0; i < 3; i++) ended(healthy, inFlight, true);
    expect(names(takeTurns(endpoints, inFlight, 0))).toHaveLength(5);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) ended(healthy, inFlight, true);
      expect(names(takeTurns(endpoints, inFlight, 0))).toHaveLength(5);
      expect(healthy.sending).toBe(5);
    }
    // With nothing leased for a moment, it keeps its part: the dead ones do not take it meanwhile.
    const idle = endpoint('i', 7, 10, 0);
    const lull = new Map<number, Endpoint<string>>([
      [1, endpoint('z', 7, 100, 30)],
      [2, idle],
    ]);
    const quiet = limits(50, 20);
    expect(names(takeTurns(lull, quiet, 0))).toHaveLength(10);
    expect(names(takeTurns(lull, quiet, 4000))).toHaveLength(0);
    expect([...lull.keys()].sort()).toEqual([1, 2]);
    // Forgotten after five seconds holding nothing.
    takeTurns(lull, quiet, 6000);
    expect([...lull.keys()]).toEqual([1]);
    // An endpoint capped lower by its own max_concurrency is not short of its part: the rest is not left idle.
    const narrow = new Map([
      [1, endpoint('n', 3, 1, 5)],
      [2, endpoint('w', 3, 50, 100)],
    ]);
    const both = limits(50, 20);
    expect(names(takeTurns(narrow, both, 0))).toHaveLength(11);
    ended(narrow.get(2)!, both, true);
    expect(names(takeTurns(narrow, both, 0))).toHaveLength(10);
    expect(both.sendingFor.get(3)).toBe(20);
    // Nor by an endpoint whose deliveries are all late, looked at after the one held back.
    const full = endpoint('f', 4, 50, 100);
    full.sending = 10;
    full.answering = true;
    const stale = endpoint('s', 4, 50, 3, 5);
    const behind = new Map([
      [1, full],
      [2, stale],
    ]);
    const turns = takeTurns(behind, { ...limits(50, 20), sending: 10, sendingFor: new Map([[4, 10]]) }, 10);
    expect(turns.late).toEqual(['s0', 's1', 's2']);
    expect(turns.start).toHaveLength(10);
    // Alone, an endpoint may use the whole allowance.
    expect(names(takeTurns(new Map([[1, endpoint('x', 2, 100, 30)]]), limits(50, 20), 0))).toHaveLength(20);
  });

  it('leaves other organizations their turn while one is at its allowance', () => {
    const endpoints = new Map([
      [1, endpoint('a', 1, 10, 10)],
      [2, endpoint('b', 1, 10, 10)],
      [3, endpoint('q', 2, 10, 1)],
    ]);
    // Organization 1's allowance of 3 is split between a and b, one each; the one left over waits for one that answers.
    const inFlight = limits(50, 3);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a0', 'b0', 'q0']);
    ended(endpoints.get(1)!, inFlight, true);
    expect(names(takeTurns(endpoints, inFlight, 0))).toEqual(['a1', 'a2']);
  });

  it('gives back what is past its send-by time, also behind a limit, and forgets an endpoint left with nothing a while later', () => {
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
    // Left with nothing, it is kept a moment (it still counts in its organization's split), then forgotten.
    expect([...endpoints.keys()]).toEqual([1, 2]);
    expect(busy.waiting.map((one) => one.leased)).toEqual(['b1']);
    expect(takeTurns(endpoints, inFlight, 5_100).late).toEqual(['b1']);
    expect([...endpoints.keys()]).toEqual([1]);
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
