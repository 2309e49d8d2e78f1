/**
 * The worker's side of events and webhooks, two loops per worker process:
 *
 * - fan-out: takes events in batches and makes their deliveries (store.ts
 *   `fanOutBatch`), woken by the outbox's notification in the one worker that
 *   holds the fan-out lead, and at each poll in every worker (the lead passes
 *   on when its worker stops or dies; a poll covers one that hangs). With
 *   every worker woken by every event, two workers made twice the fan-out
 *   statements of one, and slowed the API's writes;
 * - delivery: each claim settles the attempts that ended, takes this worker's
 *   share of each endpoint with due deliveries (its grant: how many requests
 *   it may have in flight there; an endpoint stays with the worker that holds
 *   it, and is shared evenly with a worker that asks, which it does only
 *   while its machine has a core to spare) and leases its share and twice the
 *   limit besides; requests go out
 *   through the shared keep-alive agent (outbound/), and when one ends the
 *   next leased delivery to that endpoint starts at once, while the claim loop
 *   settles and tops up in the background. The database round trip is no
 *   longer between one request to an endpoint and the next.
 *
 * Both are safe with any number of worker processes: fan-out skips events
 * another worker holds; grants of all workers together stay within each
 * endpoint's max_concurrency, and a claim counts every process's leases.
 * An organization has at most `webhookOrganizationConcurrency` requests in
 * flight in a worker (so its slow endpoints leave the worker's other slots to
 * other organizations) and twice as many leased across all workers (so one
 * endpoint's next requests are leased, as for any other).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Deps } from '../../../app/deps.js';
import { spareCoreSensor } from '../../../platform/spare-core.js';
import { type AttemptOutcome, sendLeased, settleWithConsequences } from '../delivery.js';
import {
  type Claim,
  type Claimed,
  type Holding,
  type Settlement,
  claimDue,
  fanOutBatch,
  releaseGrants,
  releaseLeases,
  settleBatch,
} from './store.js';
import { listenForNotifications } from './notifications.js';
import { type Endpoint, type InFlight, NEWCOMER_REQUESTS, ended, heldAt, reservedSlots, takeTurns } from './turns.js';

/**
 * Events taken by one fan-out transaction: the first batch after a quiet spell is small, so that its deliveries go out
 * while the next batch is made, and each full batch doubles the next, up to FAN_OUT_BATCH.
 */
const FAN_OUT_FIRST = 50;
const FAN_OUT_BATCH = 500;
/** How often idle loops look for work without a notification (retries that came due, lost notifications). */
const POLL_MS = 500;
/** A lease outlives the deadlines it covers by this much, so it never runs out under a live sender. */
const LEASE_MARGIN_SECONDS = 15;
/**
 * Deliveries leased per request that may be in flight, for a worker's slots and an organization's allowance alike:
 * the next request is already leased when one ends.
 */
const LEASES_PER_SLOT = 2;
/** Settlements waiting for the next claim that make the claim loop run anyway. */
const SETTLE_AT = 100;
/** How soon a leader that found another worker fanning out looks again: that one may have begun before the event the leader was woken for. */
const TURN_TAKEN_RETRY_MS = 20;
/** Takes out what waits at an endpoint, leased and not sent, to be given back. */
const takeWaiting = (endpoint: Endpoint<Claimed>): Array<Claimed['delivery']> =>
  endpoint.waiting.splice(0).map((waiting) => waiting.leased.delivery);

/** How long a worker remembers that an endpoint changed: far longer than a claim's round trip. */
const CHANGES_REMEMBERED_MS = 60_000;
/** A leased delivery not sent this long before its lease would outlast the attempt's deadline is left to run out. */
const SEND_BY_MARGIN_SECONDS = 5;

export interface Pipeline {
  stop(): Promise<void>;
}

export interface PipelineOptions {
  /**
   * Whether to ask for a share of endpoints other workers hold, looked at before each claim: by default, while this
   * machine has a core to spare (platform/spare-core.ts). Split across processes on busy cores, an endpoint's requests
   * cost each process the same work per turn of its event loop for half the requests: two workers delivered 0.54 to
   * 0.85 times as fast as one to a single endpoint on two cores, and nearly as fast as one once the second no longer
   * asked (README, benchmarks).
   */
  helping?: () => boolean;
}

/** A wake-up that can be waited for with a time-out; waking before the wait is remembered. */
class Signal {
  private pending = false;
  private resolve: (() => void) | null = null;
  wake(): void {
    this.pending = true;
    this.resolve?.();
  }
  async wait(ms: number): Promise<void> {
    if (!this.pending) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        this.resolve = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.resolve = null;
    }
    this.pending = false;
  }
}

export function startPipeline(deps: Deps, { helping = spareCoreSensor() }: PipelineOptions = {}): Pipeline {
  const { db, config, logger } = deps;
  const slots = config.webhookSlots;
  const fanOutWake = new Signal();
  const deliveryWake = new Signal();
  /** Attempts under way, awaited on stop. */
  const attempts = new Set<Promise<void>>();
  /** Who this worker is in leases and grants. */
  const claimer = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  // A leased delivery may wait behind a request to its endpoint before its own: its lease covers both deadlines.
  const leaseSeconds = 2 * config.webhookTimeoutSeconds + LEASE_MARGIN_SECONDS;
  /** Endpoints this worker holds leases for, in the order they are served. */
  const endpoints = new Map<number, Endpoint<Claimed>>();
  const perOrganization = config.webhookOrganizationConcurrency;
  /** Requests in flight: at most `slots` in all, `perOrganization` per organization. */
  const inFlight: InFlight = { sending: 0, slots, perOrganization, sendingFor: new Map(), reserve: reservedSlots(slots) };
  /** Leased deliveries held, all endpoints together (at most LEASES_PER_SLOT × `slots`). */
  const held = () => [...endpoints.values()].reduce((sum, endpoint) => sum + heldAt(endpoint), 0);
  /** What this worker holds per endpoint, as each claim is told (its grants are kept at least at what is in flight). */
  const holdings = (): Holding[] =>
    [...endpoints]
      .filter(([, endpoint]) => heldAt(endpoint) > 0)
      .map(([webhookId, endpoint]) => ({ webhook_id: webhookId, held: heldAt(endpoint), sending: endpoint.sending }));
  const plainSettlements: Settlement[] = [];
  /**
   * When each endpoint was last told changed: a claim asked before then may carry the endpoint as it was (its
   * statement read the rows before the change committed), and what it leased there goes back instead of out.
   */
  const changedAt = new Map<number, number>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let stopping = false;
  /** A claim is under way; and whether a request ended meanwhile (its wish for a claim is looked at after the answer). */
  let claiming = false;
  let endedWhileClaiming = false;
  const notifications = listenForNotifications({
    db,
    worker: claimer,
    logger,
    pollMs: POLL_MS,
    wakeFanOut: () => fanOutWake.wake(),
    wakeDelivery: () => deliveryWake.wake(),
    endpointChanged: (webhookId) => {
      const now = performance.now();
      // Only claims under way can be older than a change: what is older than any claim's round trip is forgotten.
      for (const [id, at] of changedAt) if (now - at > CHANGES_REMEMBERED_MS) changedAt.delete(id);
      changedAt.set(webhookId, now);
      const endpoint = endpoints.get(webhookId);
      const unsent = endpoint ? takeWaiting(endpoint) : [];
      // Claimed again once given back: with the endpoint as it now is, or not at all (deleted, disabled).
      void giveBack(unsent, 'changed').then(() => deliveryWake.wake());
    },
  });
  notifications.tend();

  async function fanOutLoop(): Promise<void> {
    let batch = FAN_OUT_FIRST;
    /** Looks again soon in a row, while another worker holds the turn: one poll's worth at most. */
    let turnTakenRetries = 0;
    while (!stopping) {
      let full = false;
      let turnTaken = false;
      try {
        const result = await fanOutBatch(db, batch);
        full = result.events === batch;
        turnTaken = !result.tookTurn;
        batch = full ? Math.min(FAN_OUT_BATCH, 2 * batch) : FAN_OUT_FIRST;
      } catch (error) {
        // A deadlock between two fan-outs on the sequence counters, a lost connection: try again.
        logger.error({ err: error }, 'event fan-out failed; retrying');
      }
      if (full) continue;
      notifications.tend();
      turnTakenRetries = notifications.leading && turnTaken ? turnTakenRetries + 1 : 0;
      const soon = turnTakenRetries > 0 && turnTakenRetries * TURN_TAKEN_RETRY_MS <= POLL_MS;
      await fanOutWake.wait(soon ? TURN_TAKEN_RETRY_MS : POLL_MS);
    }
  }

  async function flushSettlements(): Promise<void> {
    if (plainSettlements.length === 0) return;
    const batch = plainSettlements.splice(0);
    try {
      await settleBatch(db, batch);
    } catch (error) {
      // Their leases run out and they are sent again: duplicates, never losses.
      logger.error({ err: error, deliveries: batch.map((s) => s.delivery_id) }, 'settling deliveries failed');
    }
  }

  function wakeAt(when: Date): void {
    const timer = setTimeout(
      () => {
        retryTimers.delete(timer);
        deliveryWake.wake();
      },
      Math.max(0, when.getTime() - Date.now()),
    );
    timer.unref();
    retryTimers.add(timer);
  }

  async function settle(outcome: AttemptOutcome): Promise<void> {
    if (outcome.plain) {
      plainSettlements.push(outcome.settlement);
      return;
    }
    await settleWithConsequences(deps, outcome);
    if (outcome.settlement.next_retry_at) wakeAt(outcome.settlement.next_retry_at);
  }

  /** Whether the claim loop should settle and top up now: one round of the endpoint's share or fewer waits, or settlements piled up. */
  const wantsClaim = (endpoint: Endpoint<Claimed>) => endpoint.waiting.length <= endpoint.share || plainSettlements.length >= SETTLE_AT;

  /** Starts the leased deliveries whose turn it is (turns.ts) and gives back the late ones. */
  function startSending(): void {
    if (stopping) return;
    const turns = takeTurns(endpoints, inFlight, performance.now());
    for (const { endpoint, leased } of turns.start) send(endpoint, leased);
    void giveBack(
      turns.late.map((claimed) => claimed.delivery),
      'late',
    );
  }

  /** Gives back leased deliveries this worker will not send, so that any worker may take them at once. */
  async function giveBack(deliveries: Array<Claimed['delivery']>, why: string): Promise<void> {
    if (deliveries.length === 0) return;
    await releaseLeases(db, claimer, deliveries).catch((error: unknown) =>
      logger.warn(
        { err: error, deliveries: deliveries.map((d) => d.id) },
        `could not give back ${why} deliveries; their leases will run out`,
      ),
    );
  }

  /** Sends one delivery, already counted in flight by takeTurns. */
  function send(endpoint: Endpoint<Claimed>, claimed: Claimed): void {
    let answered = false;
    const work = (async () => {
      try {
        const outcome = await sendLeased(deps, claimed.delivery, claimed.webhook);
        answered = outcome !== null && outcome.settlement.status_code !== null;
        if (outcome) await settle(outcome);
      } catch (error) {
        logger.error(
          { err: error, delivery: claimed.delivery.id },
          'a delivery attempt failed unexpectedly; its lease will run out and it will be tried again',
        );
      }
    })();
    attempts.add(work);
    void work.finally(() => {
      attempts.delete(work);
      ended(endpoint, inFlight, answered);
      // The next leased delivery goes out at once. The claim loop settles this one and leases more when only a round
      // of the endpoint's share waits, not after every request: a claim costs the database a few milliseconds.
      startSending();
      if (wantsClaim(endpoint)) {
        // One already under way was asked before this ended: whether another is needed is looked at when it answers.
        if (claiming) endedWhileClaiming = true;
        else deliveryWake.wake();
      }
    });
  }

  function take(claim: Claim, asked: number, sendBy: number): void {
    for (const [webhookId, share] of claim.shares) {
      const endpoint = endpoints.get(webhookId);
      if (!endpoint) continue;
      // A smaller share (a lowered max_concurrency) holds back new requests until those in flight are fewer. With none
      // (the endpoint is another worker's), what waits here goes back: that worker takes it rather than waiting for it.
      endpoint.share = share;
      if (share === 0) void giveBack(takeWaiting(endpoint), 'unsendable');
    }
    const stale = claim.leased.filter((one) => (changedAt.get(one.webhook.id) ?? -Infinity) >= asked);
    void giveBack(
      stale.map((one) => one.delivery),
      'changed',
    ).then(() => stale.length > 0 && deliveryWake.wake());
    for (const one of claim.leased) {
      if (stale.includes(one)) continue;
      let endpoint = endpoints.get(one.webhook.id);
      if (!endpoint) {
        endpoint = { organizationId: one.webhook.organization_id, share: claim.shares.get(one.webhook.id) ?? 0, sending: 0, waiting: [] };
        endpoints.set(one.webhook.id, endpoint);
      }
      endpoint.waiting.push({ leased: one, sendBy });
    }
  }

  async function deliveryLoop(): Promise<void> {
    while (!stopping) {
      // Woken when an attempt ends, deliveries are notified or a claim was full; else every POLL_MS for retries come due.
      await deliveryWake.wait(POLL_MS);
      if (stopping) break;
      const room = LEASES_PER_SLOT * slots - held();
      // Full, the worker still leases for organizations it holds (next to) nothing for, up to the reserved slots' worth:
      // the claim's per-organization cap, counted over every worker's leases, lets only those in.
      const newcomers = LEASES_PER_SLOT * (slots + inFlight.reserve!) - held();
      if (room <= 0 && newcomers <= 0) {
        await flushSettlements();
        continue;
      }
      // Finished attempts are settled in the claim's own round trip: their leases end with it.
      const settling = plainSettlements.splice(0);
      const asked = performance.now();
      claiming = true;
      endedWhileClaiming = false;
      try {
        const claim = await claimDue(
          db,
          claimer,
          room > 0
            ? { limit: room, perOrganization: LEASES_PER_SLOT * perOrganization, leaseSeconds, helping: helping() }
            : { limit: newcomers, perOrganization: LEASES_PER_SLOT * NEWCOMER_REQUESTS, leaseSeconds, helping: helping() },
          { settleFirst: settling, holdings: holdings() },
        );
        take(claim, asked, asked + (leaseSeconds - config.webhookTimeoutSeconds - SEND_BY_MARGIN_SECONDS) * 1000);
        startSending();
        // A full claim may have left more behind; a request that ended meanwhile may still want more than came.
        if ((room > 0 && claim.leased.length === room) || (endedWhileClaiming && [...endpoints.values()].some(wantsClaim)))
          deliveryWake.wake();
      } catch (error) {
        // Settlements lost with it: their leases run out and they are sent again (duplicates, never losses).
        logger.error({ err: error, settled: settling.map((s) => s.delivery_id) }, 'claiming deliveries failed; retrying');
      } finally {
        claiming = false;
      }
    }
  }

  const loops = [fanOutLoop(), deliveryLoop()];

  return {
    async stop() {
      stopping = true;
      fanOutWake.wake();
      deliveryWake.wake();
      for (const timer of retryTimers) clearTimeout(timer);
      await Promise.all(loops);
      await notifications.handOn();
      // What was leased and not sent goes back at once, rather than waiting for its lease to run out.
      const unsent = [...endpoints.values()].flatMap(takeWaiting);
      // Attempts under way end within their deadline; then what they settled is written.
      await Promise.all([...attempts]);
      await flushSettlements();
      try {
        await releaseLeases(db, claimer, unsent);
        await releaseGrants(db, claimer);
      } catch (error) {
        logger.warn(
          { err: error, deliveries: unsent.map((d) => d.id) },
          'could not give back leased deliveries; their leases will run out',
        );
      }
      await notifications.close();
    },
  };
}
