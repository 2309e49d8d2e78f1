import { describe, expect, it } from 'vitest';
import { type ClaimAnswer, type Lease, LeaseBook } from './book.js';

/** A lease of delivery `id` at endpoint `webhook` of organization `organization`. */
const lease = (id: number, webhook: number, organization = 1): Lease => ({
  delivery: { id, attempts: 1 },
  webhook: { id: webhook, organization_id: organization },
});
const answer = (leased: Lease[], shares: Array<[number, number]>): ClaimAnswer<Lease> => ({ leased, shares: new Map(shares) });
const book = (slots = 10, perOrganization = 4) => new LeaseBook<Lease, string>({ slots, perOrganization, timeoutSeconds: 10 });
const ids = (deliveries: Array<{ id: number }>) => deliveries.map((one) => one.id);

describe('the lease book', () => {
  it('asks for twice its slots, then only for newcomers up to the reserved slots, then for nothing', () => {
    const leases = book(10, 4);
    expect(leases.nextClaim()).toEqual({ limit: 20, perOrganization: 8, topUp: true });
    leases.claimAsked();
    leases.claimAnswered(
      answer(
        Array.from({ length: 20 }, (_, i) => lease(i, 1)),
        [[1, 10]],
      ),
      0,
    );
    expect(leases.held()).toBe(20);
    // Full, it still leases for organizations holding nothing: the reserved slots (a fifth), twice, one request each.
    expect(leases.nextClaim()).toEqual({ limit: 4, perOrganization: 2, topUp: false });
    leases.claimAsked();
    leases.claimAnswered(
      answer(
        [20, 21, 22, 23].map((id) => lease(id, 2, 2)),
        [],
      ),
      0,
    );
    expect(leases.nextClaim()).toBeNull();
  });

  it('claims again at once after a full answer that topped up, not after a partial one', () => {
    const leases = book();
    const next = leases.nextClaim()!;
    leases.claimAsked();
    const full = answer(
      Array.from({ length: next.limit }, (_, i) => lease(i, i)),
      [],
    );
    leases.claimAnswered(full, 0);
    expect(leases.claimAgain(full, next)).toBe(true);
    const after = leases.nextClaim()!;
    leases.claimAsked();
    const partial = answer([lease(100, 100)], []);
    leases.claimAnswered(partial, 0);
    expect(leases.claimAgain(partial, after)).toBe(false);
  });

  it('tells its holdings per endpoint, in flight included, and starts the share of each', () => {
    const leases = book();
    leases.claimAsked();
    leases.claimAnswered(
      answer(
        [lease(1, 7), lease(2, 7), lease(3, 7), lease(4, 8)],
        [
          [7, 2],
          [8, 1],
        ],
      ),
      0,
    );
    const turns = leases.turns(0);
    expect(turns.start.map((one) => one.leased.delivery.id)).toEqual([1, 2, 4]);
    expect(leases.holdings()).toEqual([
      { webhook_id: 7, held: 3, sending: 2 },
      { webhook_id: 8, held: 1, sending: 1 },
    ]);
  });

  it('gives back what was leased at an endpoint told changed after the claim was asked, and keeps what was leased before', () => {
    const leases = book();
    leases.claimAsked();
    leases.claimAnswered(answer([lease(1, 7), lease(2, 7)], [[7, 1]]), 0);
    leases.turns(0);
    // Delivery 2 waits behind 1: a change takes it out to be given back; 1 is in flight and stays.
    expect(ids(leases.endpointChanged(7, 100))).toEqual([2]);
    // A claim asked before the change carries the endpoint as it was: what it leased there goes back.
    leases.claimAsked();
    const back = leases.claimAnswered(answer([lease(3, 7), lease(4, 8)], [[7, 1]]), 50);
    expect(ids(back.changed)).toEqual([3]);
    // One asked after it does not.
    leases.claimAsked();
    expect(ids(leases.claimAnswered(answer([lease(5, 7)], [[7, 1]]), 150).changed)).toEqual([]);
    expect(leases.holdings()).toEqual([
      { webhook_id: 7, held: 2, sending: 1 },
      { webhook_id: 8, held: 1, sending: 0 },
    ]);
  });

  it('gives back what waits at an endpoint whose share went to another worker', () => {
    const leases = book();
    leases.claimAsked();
    leases.claimAnswered(answer([lease(1, 7), lease(2, 7), lease(3, 7)], [[7, 1]]), 0);
    leases.turns(0);
    leases.claimAsked();
    const back = leases.claimAnswered(answer([], [[7, 0]]), 0);
    expect(ids(back.unsendable)).toEqual([2, 3]);
    expect(leases.holdings()).toEqual([{ webhook_id: 7, held: 1, sending: 1 }]);
  });

  it('gives back what is too late to send, its lease near its end', () => {
    const leases = book();
    leases.claimAsked();
    leases.claimAnswered(answer([lease(1, 7), lease(2, 7)], [[7, 1]]), 0);
    // Lease 2·10 + 15 s; too late 10 + 5 s before it ends.
    expect(leases.sendBy(0)).toBe(20_000);
    expect(leases.turns(20_001).late.map((one) => one.delivery.id)).toEqual([1, 2]);
  });

  it('wants a claim when a round of the share or less waits, but not while one is under way: it asks after the answer', () => {
    const leases = book();
    leases.claimAsked();
    leases.claimAnswered(
      answer(
        [1, 2, 3, 4, 5].map((id) => lease(id, 7)),
        [[7, 2]],
      ),
      0,
    );
    const [first] = leases.turns(0).start;
    leases.ended(first!.endpoint, true);
    leases.turns(0);
    // Five leased, three started: two wait, one round of the share.
    expect(leases.claimNow(first!.endpoint)).toBe(true);
    const next = leases.nextClaim()!;
    leases.claimAsked();
    expect(leases.claimNow(first!.endpoint)).toBe(false);
    const none = answer([], []);
    leases.claimAnswered(none, 0);
    expect(leases.claimAgain(none, next)).toBe(true);
  });

  it('hands its settlements to the next claim, once', () => {
    const leases = book();
    leases.settled('a');
    leases.settled('b');
    expect(leases.claimAsked()).toEqual(['a', 'b']);
    leases.claimFailed();
    expect(leases.takeSettlements()).toEqual([]);
  });

  it('takes out everything waiting when the worker stops', () => {
    const leases = book();
    leases.claimAsked();
    leases.claimAnswered(
      answer(
        [lease(1, 7), lease(2, 7), lease(3, 8)],
        [
          [7, 1],
          [8, 0],
        ],
      ),
      0,
    );
    leases.turns(0);
    // Endpoint 7 started one and went to the back of the line, behind 8.
    expect(ids(leases.takeAllWaiting())).toEqual([3, 2]);
  });
});
