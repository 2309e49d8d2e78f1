/**
 * Which leased deliveries a worker starts now: the turn-taking of its
 * endpoints under three limits (the worker's slots, each endpoint's share,
 * each organization's in-flight allowance). No I/O, so that the order is
 * tested on its own (turns.test.ts); the lease loop (leases/loop.ts) sends what it is given.
 */

/** The leased deliveries of one endpoint a worker holds, and how many requests it may have in flight there. */
export interface Endpoint<Leased> {
  organizationId: number;
  share: number;
  sending: number;
  /** Leased, not yet sent; `sendBy` is the `performance.now()` after which it is too late to send. */
  waiting: Array<{ leased: Leased; sendBy: number }>;
  /** Whether its last request that ended got an answer (not a time-out or a refused connection). */
  answering?: boolean;
  /** Since when it holds nothing (`performance.now()`); it is forgotten KEEP_IDLE_MS later. */
  idleSince?: number;
}

/**
 * An endpoint that holds nothing for a moment (its requests answered, its next leases not yet come) still counts in
 * its organization's split for this long, or the others would take its part in the meantime.
 */
const KEEP_IDLE_MS = 5000;

/** Requests in flight in this worker, all endpoints together and per organization, and the limits on them. */
export interface InFlight {
  sending: number;
  slots: number;
  perOrganization: number;
  sendingFor: Map<number, number>;
  /**
   * The last slots, kept for organizations with nothing in flight, one request each (0: none kept). Without them,
   * three organizations whose endpoints never answer, each within its own allowance, fill every slot, and a fourth
   * waits out their time-outs.
   */
  reserve?: number;
}

/** Requests an organization may have in flight when it takes a reserved slot: it has none. */
export const NEWCOMER_REQUESTS = 1;

/** The slots kept for newcomers: a fifth of them, none for a worker of fewer than five. */
export const reservedSlots = (slots: number) => Math.floor(slots / 5);

export interface Turns<Leased> {
  /** To send now, in order; each is already counted in flight (endpoint, organization and worker). */
  start: Array<{ endpoint: Endpoint<Leased>; leased: Leased }>;
  /** Past their send-by time (their lease could run out before the attempt ended, and another worker take them): to give back unsent. */
  late: Leased[];
}

export const heldAt = (endpoint: Endpoint<unknown>) => endpoint.sending + endpoint.waiting.length;

/**
 * Takes the endpoints in turn (a Map's order is its queue) and counts what it starts as in flight. Late deliveries
 * are taken out first, of every endpoint, so that none is held past its time behind a limit. An endpoint that started
 * something goes to the back; one held back by its organization's allowance (in use by its other endpoints, or its
 * fair part of it reached while another waits short of its own: fairShares) keeps its place, so that it starts first
 * when a request of its organization ends; one holding nothing is forgotten KEEP_IDLE_MS later.
 */
export function takeTurns<Leased>(endpoints: Map<number, Endpoint<Leased>>, inFlight: InFlight, now: number): Turns<Leased> {
  const turns: Turns<Leased> = { start: [], late: [] };
  for (const [webhookId, endpoint] of endpoints) {
    while (endpoint.waiting.length > 0 && now > endpoint.waiting[0]!.sendBy) turns.late.push(endpoint.waiting.shift()!.leased);
    if (heldAt(endpoint) > 0) endpoint.idleSince = undefined;
    else if (endpoint.idleSince === undefined) endpoint.idleSince = now;
    else if (now - endpoint.idleSince > KEEP_IDLE_MS) endpoints.delete(webhookId);
  }
  if (inFlight.sending >= inFlight.slots) return turns;
  const shares = fairShares(endpoints.values(), inFlight.perOrganization);
  const served: Array<[number, Endpoint<Leased>]> = [];
  for (const [webhookId, endpoint] of endpoints) {
    if (inFlight.sending >= inFlight.slots) break;
    const fair = shares.get(endpoint.organizationId)!;
    let started = false;
    while (endpoint.waiting.length > 0) {
      const organization = inFlight.sendingFor.get(endpoint.organizationId) ?? 0;
      const reserved = inFlight.sending >= inFlight.slots - (inFlight.reserve ?? 0) && organization >= NEWCOMER_REQUESTS;
      if (inFlight.sending >= inFlight.slots || reserved || endpoint.sending >= endpoint.share || organization >= inFlight.perOrganization)
        break;
      const wasShort = fair.isShort(endpoint);
      // Its fair part reached while another endpoint of its organization, short of its own, waits: that one's turn.
      // Past its part it takes what is left over only while it answers, so endpoints that never answer cannot fill
      // the organization's allowance while its others have nothing waiting for a moment.
      if (!wasShort && (fair.short > 0 || (endpoint.sending >= fair.part && !endpoint.answering))) break;
      turns.start.push({ endpoint, leased: endpoint.waiting.shift()!.leased });
      inFlight.sending += 1;
      endpoint.sending += 1;
      inFlight.sendingFor.set(endpoint.organizationId, organization + 1);
      started = true;
      if (wasShort && !fair.isShort(endpoint)) fair.short -= 1;
    }
    if (started) served.push([webhookId, endpoint]);
  }
  // Served last next time (each started something, so it holds a request in flight).
  for (const [webhookId, endpoint] of served) {
    endpoints.delete(webhookId);
    endpoints.set(webhookId, endpoint);
  }
  return turns;
}

/** An organization's fair part per endpoint, and how many of its endpoints are short of theirs with deliveries waiting. */
interface FairShare {
  part: number;
  short: number;
  isShort(endpoint: Endpoint<unknown>): boolean;
}

/**
 * An organization's allowance split among its endpoints holding leases in this worker (or holding none for a
 * moment). An endpoint at its fair part starts no more while another is short of its own (with deliveries waiting,
 * and room under its own share: one capped lower by its max_concurrency is not short, or the allowance would sit
 * idle); then what is left over goes to whoever is next and answering. Without this, endpoints that never answer hold
 * all of their organization's allowance, and its healthy endpoints get a request only each time one of theirs times
 * out. Alone, an endpoint may use the whole allowance.
 */
function fairShares(endpoints: Iterable<Endpoint<unknown>>, perOrganization: number): Map<number, FairShare> {
  const holding = new Map<number, Array<Endpoint<unknown>>>();
  for (const endpoint of endpoints) {
    const mine = holding.get(endpoint.organizationId);
    if (mine) mine.push(endpoint);
    else holding.set(endpoint.organizationId, [endpoint]);
  }
  const shares = new Map<number, FairShare>();
  for (const [organizationId, mine] of holding) {
    const part = Math.max(1, Math.floor(perOrganization / mine.length));
    const isShort = (endpoint: Endpoint<unknown>) => endpoint.waiting.length > 0 && endpoint.sending < Math.min(part, endpoint.share);
    shares.set(organizationId, { part, short: mine.filter(isShort).length, isShort });
  }
  return shares;
}

/** A request ended, `answered` or not: it no longer counts in flight. */
export function ended(endpoint: Endpoint<unknown>, inFlight: InFlight, answered = true): void {
  endpoint.answering = answered;
  inFlight.sending -= 1;
  endpoint.sending -= 1;
  const left = inFlight.sendingFor.get(endpoint.organizationId)! - 1;
  if (left === 0) inFlight.sendingFor.delete(endpoint.organizationId);
  else inFlight.sendingFor.set(endpoint.organizationId, left);
}
