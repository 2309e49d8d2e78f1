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
 * started something goes to the back; one held back by its organization's allowance (in use by its other endpoints)
 * keeps its place, so that it starts first when a request of its organization ends; one with nothing leased is
 * forgotten. Late deliveries are taken out before the limits are looked at, so that none is held past its time
 * behind a limit.
 */
export function takeTurns<Leased>(endpoints: Map<number, Endpoint<Leased>>, inFlight: InFlight, now: number): Turns<Leased> {
  const turns: Turns<Leased> = { start: [], late: [] };
  const served: Array<[number, Endpoint<Leased>]> = [];
  for (const [webhookId, endpoint] of endpoints) {
    if (inFlight.sending >= inFlight.slots) break;
    let started = false;
    while (endpoint.waiting.length > 0) {
      if (now > endpoint.waiting[0]!.sendBy) {
        turns.late.push(endpoint.waiting.shift()!.leased);
        continue;
      }
      const organization = inFlight.sendingFor.get(endpoint.organizationId) ?? 0;
      if (inFlight.sending >= inFlight.slots || endpoint.sending >= endpoint.share || organization >= inFlight.perOrganization) break;
      turns.start.push({ endpoint, leased: endpoint.waiting.shift()!.leased });
      inFlight.sending += 1;
      endpoint.sending += 1;
      inFlight.sendingFor.set(endpoint.organizationId, organization + 1);
      started = true;
    }
    if (started || heldAt(endpoint) === 0) served.push([webhookId, endpoint]);
  }
  for (const [webhookId, endpoint] of served) {
    endpoints.delete(webhookId);
    if (heldAt(endpoint) > 0) endpoints.set(webhookId, endpoint);
  }
  return turns;
}

/** A request ended: it no longer counts in flight. */
export function ended(endpoint: Endpoint<unknown>, inFlight: InFlight): void {
  inFlight.sending -= 1;
  endpoint.sending -= 1;
  const left = inFlight.sendingFor.get(endpoint.organizationId)! - 1;
  if (left === 0) inFlight.sendingFor.delete(endpoint.organizationId);
  else inFlight.sendingFor.set(endpoint.organizationId, left);
}
