/**
 * Which leased deliveries a worker starts now: the turn-taking of its
 * endpoints under three limits (the worker's slots, each endpoint's share,
 * each organization's in-flight allowance). No I/O, so that the order is
 * tested on its own (turns.test.ts); the pump sends what it is given.
 */

/** The leased deliveries of one endpoint a worker holds, and how many requests it may have in flight there. */
export interface Endpoint<Leased> {
  organizationId: number;
  share: number;
  sending: number;
  /** Leased, not yet sent; `sendBy` is the `performance.now()` after which it is too late to send. */
  waiting: Array<{ leased: Leased; sendBy: number }>;
}

/** Requests in flight in this worker, all endpoints together and per organization, and the limits on them. */
export interface InFlight {
  sending: number;
  slots: number;
  perOrganization: number;
  sendingFor: Map<number, number>;
}

export interface Turns<Leased> {
  /** To send now, in order; each is already counted in flight (endpoint, organization and worker). */
  start: Array<{ endpoint: Endpoint<Leased>; leased: Leased }>;
  /** Past their send-by time (their lease could run out before the attempt ended, and another worker take them): to give back unsent. */
  late: Leased[];
}

export const heldAt = (endpoint: Endpoint<unknown>) => endpoint.sending + endpoint.waiting.length;

/**
 * Takes the endpoints in turn (a Map's order is its queue) and counts what it starts as in flight. An endpoint that
 * started something goes to the back; one held back by its organization's allowance (in use by its other endpoints,
 * or its fair part of it reached while another waits short of its own: fairParts) keeps its place, so that it starts first when a request of its organization ends; one with nothing leased is
 * forgotten. Late deliveries are taken out before the limits are looked at, so that none is held past its time
 * behind a limit.
 */
export function takeTurns<Leased>(endpoints: Map<number, Endpoint<Leased>>, inFlight: InFlight, now: number): Turns<Leased> {
  const turns: Turns<Leased> = { start: [], late: [] };
  const served: Array<[number, Endpoint<Leased>]> = [];
  const parts = fairParts(endpoints.values(), inFlight.perOrganization);
  for (const [webhookId, endpoint] of endpoints) {
    if (inFlight.sending >= inFlight.slots) break;
    let started = false;
    const part = parts.get(endpoint.organizationId)!;
    while (endpoint.waiting.length > 0) {
      const wasShort = part.isShort(endpoint);
      if (now > endpoint.waiting[0]!.sendBy) {
        turns.late.push(endpoint.waiting.shift()!.leased);
      } else {
        const organization = inFlight.sendingFor.get(endpoint.organizationId) ?? 0;
        if (inFlight.sending >= inFlight.slots || endpoint.sending >= endpoint.share || organization >= inFlight.perOrganization) break;
        // Its fair part reached while another endpoint of its organization, short of its own, waits: that one's turn.
        if (!wasShort && part.short > 0) break;
        turns.start.push({ endpoint, leased: endpoint.waiting.shift()!.leased });
        inFlight.sending += 1;
        endpoint.sending += 1;
        inFlight.sendingFor.set(endpoint.organizationId, organization + 1);
        started = true;
      }
      if (wasShort && !part.isShort(endpoint)) part.short -= 1;
    }
    if (started || heldAt(endpoint) === 0) served.push([webhookId, endpoint]);
  }
  for (const [webhookId, endpoint] of served) {
    endpoints.delete(webhookId);
    if (heldAt(endpoint) > 0) endpoints.set(webhookId, endpoint);
  }
  return turns;
}

/**
 * An organization's allowance split among its endpoints holding leases in this worker: each one's fair part, and how
 * many endpoints are short of theirs with deliveries waiting. An endpoint at its fair part starts no more while one
 * is short; then the allowance left over goes to whoever is next. Without this, endpoints that never answer hold all
 * of their organization's allowance, and its healthy endpoints get a request each time one of theirs times out (0.4
 * deliveries a second, measured). Alone, an endpoint may use the whole allowance.
 */
interface FairPart {
  part: number;
  short: number;
  isShort(endpoint: Endpoint<unknown>): boolean;
}

function fairParts(endpoints: Iterable<Endpoint<unknown>>, perOrganization: number): Map<number, FairPart> {
  const holding = new Map<number, Array<Endpoint<unknown>>>();
  for (const endpoint of endpoints) {
    if (heldAt(endpoint) === 0) continue;
    const mine = holding.get(endpoint.organizationId);
    if (mine) mine.push(endpoint);
    else holding.set(endpoint.organizationId, [endpoint]);
  }
  const parts = new Map<number, FairPart>();
  for (const [organizationId, mine] of holding) {
    const part = Math.max(1, Math.floor(perOrganization / mine.length));
    const isShort = (endpoint: Endpoint<unknown>) => endpoint.waiting.length > 0 && endpoint.sending < part;
    parts.set(organizationId, { part, short: mine.filter(isShort).length, isShort });
  }
  return parts;
}

/** A request ended: it no longer counts in flight. */
export function ended(endpoint: Endpoint<unknown>, inFlight: InFlight): void {
  inFlight.sending -= 1;
  endpoint.sending -= 1;
  const left = inFlight.sendingFor.get(endpoint.organizationId)! - 1;
  if (left === 0) inFlight.sendingFor.delete(endpoint.organizationId);
  else inFlight.sendingFor.set(endpoint.organizationId, left);
}
