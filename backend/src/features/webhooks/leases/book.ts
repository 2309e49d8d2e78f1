/**
 * A worker's lease book: what it holds at each endpoint (leased, waiting, in flight), what it has settled and not yet
 * written, which endpoints changed under its claims, and what its next claim may lease. No I/O, so that it is tested
 * on its own (book.test.ts); the loop (loop.ts) claims, sends and gives back what the book says. The turn-taking among
 * its endpoints is turns.ts.
 *
 * Glossary (the SQL side is pipeline/store.ts):
 * - leased: claimed by this worker, to be sent by it alone until its lease runs out;
 * - share: the worker's grant at an endpoint, the requests it may have in flight there;
 * - held: leased and not yet settled, waiting or in flight;
 * - given back: leased and not to be sent by this worker (late, its endpoint changed or now another's), released at
 *   once so that any worker may take it.
 */
import { type Endpoint, type InFlight, NEWCOMER_REQUESTS, ended, heldAt, reservedSlots, takeTurns, type Turns } from '../pipeline/turns.js';

/** A lease as the book needs to see it: the delivery, and the endpoint it goes to. */
export interface Lease {
  delivery: { id: number; attempts: number };
  webhook: { id: number; organization_id: number };
}

/** A claim's answer, as the book takes it (pipeline/store.ts `Claim`). */
export interface ClaimAnswer<L extends Lease> {
  leased: L[];
  shares: Map<number, number>;
}

/** What the next claim may lease: at most `limit`, at most `perOrganization` of one organization (all workers together). */
export interface NextClaim {
  limit: number;
  perOrganization: number;
  /** Whether it tops up the worker's own room (a full answer may have left more behind), rather than newcomers' only. */
  topUp: boolean;
}

/** A lease outlives the deadlines it covers by this much, so it never runs out under a live sender. */
const LEASE_MARGIN_SECONDS = 15;
/**
 * Deliveries leased per request that may be in flight, for a worker's slots and an organization's allowance alike:
 * the next request is already leased when one ends.
 */
const LEASES_PER_SLOT = 2;
/** Settlements waiting for the next claim that make the claim loop run anyway. */
const SETTLE_AT = 100;
/** How long a worker remembers that an endpoint changed: far longer than a claim's round trip. */
const CHANGES_REMEMBERED_MS = 60_000;
/** A leased delivery not sent this long before its lease would outlast the attempt's deadline is left to run out. */
const SEND_BY_MARGIN_SECONDS = 5;

export class LeaseBook<L extends Lease, S = unknown> {
  /** How long a lease (and a grant) lasts: a leased delivery may wait behind a request to its endpoint before its own. */
  readonly leaseSeconds: number;
  /** Endpoints this worker holds leases for, in the order they are served. */
  private readonly endpoints = new Map<number, Endpoint<L>>();
  /** Requests in flight: at most `slots` in all, `perOrganization` per organization. */
  private readonly inFlight: InFlight;
  /** Attempts that ended plainly, written by the next claim (or a flush). */
  private settlements: S[] = [];
  /**
   * When each endpoint was last told changed: a claim asked before then may carry the endpoint as it was (its
   * statement read the rows before the change committed), and what it leased there goes back instead of out.
   */
  private readonly changedAt = new Map<number, number>();
  /** A claim is under way; and whether a request ended meanwhile (its wish for a claim is looked at after the answer). */
  private claiming = false;
  private endedWhileClaiming = false;

  constructor(private readonly limits: { slots: number; perOrganization: number; timeoutSeconds: number }) {
    this.leaseSeconds = 2 * limits.timeoutSeconds + LEASE_MARGIN_SECONDS;
    this.inFlight = {
      sending: 0,
      slots: limits.slots,
      perOrganization: limits.perOrganization,
      sendingFor: new Map(),
      reserve: reservedSlots(limits.slots),
    };
  }

  /** Leased deliveries held, all endpoints together (at most LEASES_PER_SLOT × `slots`, and the reserve's worth). */
  held(): number {
    return [...this.endpoints.values()].reduce((sum, endpoint) => sum + heldAt(endpoint), 0);
  }

  /** What this worker holds per endpoint, as each claim is told (its grants are kept at least at what is in flight). */
  holdings(): Array<{ webhook_id: number; held: number; sending: number }> {
    return [...this.endpoints]
      .filter(([, endpoint]) => heldAt(endpoint) > 0)
      .map(([webhookId, endpoint]) => ({ webhook_id: webhookId, held: heldAt(endpoint), sending: endpoint.sending }));
  }

  /**
   * What the next claim may lease, or null when the worker holds all it may. Full, the worker still leases for
   * organizations it holds (next to) nothing for, up to the reserved slots' worth: the claim's per-organization cap,
   * counted over every worker's leases, lets only those in.
   */
  nextClaim(): NextClaim | null {
    const held = this.held();
    const room = LEASES_PER_SLOT * this.limits.slots - held;
    if (room > 0) return { limit: room, perOrganization: LEASES_PER_SLOT * this.limits.perOrganization, topUp: true };
    const newcomers = LEASES_PER_SLOT * (this.limits.slots + this.inFlight.reserve!) - held;
    if (newcomers > 0) return { limit: newcomers, perOrganization: LEASES_PER_SLOT * NEWCOMER_REQUESTS, topUp: false };
    return null;
  }

  /** The `performance.now()` after which a delivery leased by a claim asked at `asked` is too late to send. */
  sendBy(asked: number): number {
    return asked + (this.leaseSeconds - this.limits.timeoutSeconds - SEND_BY_MARGIN_SECONDS) * 1000;
  }

  /** A claim was asked; the settlements it carries are taken out of the book (their leases end with it). */
  claimAsked(): S[] {
    this.claiming = true;
    this.endedWhileClaiming = false;
    return this.takeSettlements();
  }

  /**
   * A claim asked at `asked` answered: each endpoint's share is set, and its leases wait at their endpoints. Returns
   * what goes back: what waits at an endpoint now another worker's (share 0: that worker takes it rather than waiting
   * for it), and what was leased at an endpoint told changed since the claim was asked. A smaller share (a lowered
   * max_concurrency) holds back new requests until those in flight are fewer.
   */
  claimAnswered(claim: ClaimAnswer<L>, asked: number): { unsendable: Array<L['delivery']>; changed: Array<L['delivery']> } {
    this.claiming = false;
    const unsendable: Array<L['delivery']> = [];
    for (const [webhookId, share] of claim.shares) {
      const endpoint = this.endpoints.get(webhookId);
      if (!endpoint) continue;
      endpoint.share = share;
      if (share === 0) unsendable.push(...takeWaiting(endpoint));
    }
    const sendBy = this.sendBy(asked);
    const changed: Array<L['delivery']> = [];
    for (const one of claim.leased) {
      if ((this.changedAt.get(one.webhook.id) ?? -Infinity) >= asked) {
        changed.push(one.delivery);
        continue;
      }
      let endpoint = this.endpoints.get(one.webhook.id);
      if (!endpoint) {
        endpoint = { organizationId: one.webhook.organization_id, share: claim.shares.get(one.webhook.id) ?? 0, sending: 0, waiting: [] };
        this.endpoints.set(one.webhook.id, endpoint);
      }
      endpoint.waiting.push({ leased: one, sendBy });
    }
    return { unsendable, changed };
  }

  /** A claim failed: the book is as before it (its settlements are lost with it; their leases run out). */
  claimFailed(): void {
    this.claiming = false;
  }

  /** Whether to claim again at once: a full answer may have left more behind; a request that ended meanwhile may still want more than came. */
  claimAgain(claim: ClaimAnswer<L>, asked: NextClaim): boolean {
    if (asked.topUp && claim.leased.length === asked.limit) return true;
    return this.endedWhileClaiming && [...this.endpoints.values()].some((endpoint) => this.wantsClaim(endpoint));
  }

  /** The leased deliveries whose turn it is, counted in flight, and the late ones to give back (turns.ts). */
  turns(now: number): Turns<L> {
    return takeTurns(this.endpoints, this.inFlight, now);
  }

  /** A request to `endpoint` ended, `answered` or not: it no longer counts in flight. */
  ended(endpoint: Endpoint<L>, answered: boolean): void {
    ended(endpoint, this.inFlight, answered);
  }

  /**
   * After a request to `endpoint` ended and the next ones started: whether the claim loop should settle and top up
   * now (one round of the endpoint's share or fewer waits, or settlements piled up). While a claim is under way, the
   * answer waits for it: that claim was asked before this ended.
   */
  claimNow(endpoint: Endpoint<L>): boolean {
    if (!this.wantsClaim(endpoint)) return false;
    if (this.claiming) {
      this.endedWhileClaiming = true;
      return false;
    }
    return true;
  }

  /** An attempt ended plainly: it is settled by the next claim. */
  settled(settlement: S): void {
    this.settlements.push(settlement);
  }

  takeSettlements(): S[] {
    return this.settlements.splice(0);
  }

  /**
   * An endpoint was changed, disabled or deleted at `now`: claims asked before now may carry it as it was. Returns
   * what waits there, to be given back and claimed afresh with the endpoint as it now is (or not at all).
   */
  endpointChanged(webhookId: number, now: number): Array<L['delivery']> {
    // Only claims under way can be older than a change: what is older than any claim's round trip is forgotten.
    for (const [id, at] of this.changedAt) if (now - at > CHANGES_REMEMBERED_MS) this.changedAt.delete(id);
    this.changedAt.set(webhookId, now);
    const endpoint = this.endpoints.get(webhookId);
    return endpoint ? takeWaiting(endpoint) : [];
  }

  /** Everything leased and not sent, taken out to be given back (a worker that stops). */
  takeAllWaiting(): Array<L['delivery']> {
    return [...this.endpoints.values()].flatMap(takeWaiting);
  }

  private wantsClaim(endpoint: Endpoint<L>): boolean {
    return endpoint.waiting.length <= endpoint.share || this.settlements.length >= SETTLE_AT;
  }
}

/** Takes out what waits at an endpoint, leased and not sent, to be given back. */
const takeWaiting = <L extends Lease>(endpoint: Endpoint<L>): Array<L['delivery']> =>
  endpoint.waiting.splice(0).map((waiting) => waiting.leased.delivery);
