/**
 * The worker's delivery loop, thin around its lease book (book.ts): each claim settles the attempts that ended,
 * takes this worker's share of each endpoint with due deliveries (its grant: how many requests it may have in flight
 * there; an endpoint stays with the worker that holds it, and is shared evenly with a worker that asks, which it does
 * only while its machine has a core to spare) and leases its share and twice the limit besides. Requests go out
 * through the shared keep-alive agent (platform/outbound/), and when one ends the next leased delivery to that
 * endpoint starts at once, while the claim loop settles and tops up in the background: the database round trip is
 * not between one request to an endpoint and the next.
 *
 * Safe with any number of worker processes: grants of all workers together stay within each endpoint's
 * max_concurrency, and a claim counts every process's leases. An organization has at most
 * `webhookOrganizationConcurrency` requests in flight in a worker (so its slow endpoints leave the worker's other
 * slots to other organizations) and twice as many leased across all workers.
 */
import type { Deps } from '../../../app/deps.js';
import { Backoff } from '../../../platform/lib/backoff.js';
import { Signal } from '../../../platform/lib/signal.js';
import { type AttemptOutcome, sendLeased, settleWithConsequences } from '../delivery.js';
import {
  type Claimed,
  type Settlement,
  changedEndpointIn,
  claimDue,
  releaseGrants,
  releaseLeases,
  settleBatch,
} from '../pipeline/store.js';
import type { Endpoint } from '../pipeline/turns.js';
import { LeaseBook } from './book.js';

/** The longest wait between two failed claims while the database is away. */
const CLAIM_FAILED_MAX_MS = 30_000;

export interface Leases {
  /** A deliveries notification (pipeline/store.ts DELIVERIES_CHANNEL): due deliveries, or an endpoint that changed. */
  notified(payload: string): void;
  stop(): Promise<void>;
}

export interface LeasesOptions {
  /** Who this worker is in leases and grants. */
  claimer: string;
  /** How often the idle loop looks for work without a notification (retries that came due, lost notifications). */
  pollMs: number;
  /** Whether to ask for a share of endpoints other workers hold, looked at before each claim (app/pipeline.ts). */
  helping: () => boolean;
}

export function startLeases(deps: Deps, { claimer, pollMs, helping }: LeasesOptions): Leases {
  const { db, config, logger } = deps;
  const book = new LeaseBook<Claimed, Settlement>({
    slots: config.webhookSlots,
    perOrganization: config.webhookOrganizationConcurrency,
    timeoutSeconds: config.webhookTimeoutSeconds,
  });
  const wake = new Signal();
  /** Attempts under way, awaited on stop. */
  const attempts = new Set<Promise<void>>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let stopping = false;

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

  async function flushSettlements(): Promise<void> {
    const batch = book.takeSettlements();
    if (batch.length === 0) return;
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
        wake.wake();
      },
      Math.max(0, when.getTime() - Date.now()),
    );
    timer.unref();
    retryTimers.add(timer);
  }

  async function settle(outcome: AttemptOutcome): Promise<void> {
    if (outcome.plain) return book.settled(outcome.settlement);
    await settleWithConsequences(deps, outcome);
    if (outcome.settlement.next_retry_at) wakeAt(outcome.settlement.next_retry_at);
  }

  /** Starts the leased deliveries whose turn it is and gives back the late ones. */
  function startSending(): void {
    if (stopping) return;
    const turns = book.turns(performance.now());
    for (const { endpoint, leased } of turns.start) send(endpoint, leased);
    void giveBack(
      turns.late.map((claimed) => claimed.delivery),
      'late',
    );
  }

  /** Sends one delivery, already counted in flight by the book. */
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
      book.ended(endpoint, answered);
      // The next leased delivery goes out at once. The claim loop settles this one and leases more when only a round
      // of the endpoint's share waits, not after every request: a claim costs the database a few milliseconds.
      startSending();
      if (book.claimNow(endpoint)) wake.wake();
    });
  }

  /** While the database is away, claims fail: the next is tried less and less often, up to CLAIM_FAILED_MAX_MS. */
  const backoff = new Backoff(pollMs, CLAIM_FAILED_MAX_MS);
  let failedWait = 0;

  async function loop(): Promise<void> {
    while (!stopping) {
      // Woken when an attempt ends, deliveries are notified or a claim was full; else every poll for retries come due.
      // After a failed claim, the backoff's wait instead (notifications, which wake it early, stop with the database).
      await wake.wait(failedWait > 0 ? failedWait : pollMs);
      if (stopping) break;
      const next = book.nextClaim();
      if (!next) {
        await flushSettlements();
        continue;
      }
      // Finished attempts are settled in the claim's own round trip: their leases end with it.
      const settling = book.claimAsked();
      const asked = performance.now();
      try {
        const claim = await claimDue(
          db,
          claimer,
          { limit: next.limit, perOrganization: next.perOrganization, leaseSeconds: book.leaseSeconds, helping: helping() },
          { settleFirst: settling, holdings: book.holdings() },
        );
        const back = book.claimAnswered(claim, asked);
        void giveBack(back.unsendable, 'unsendable');
        void giveBack(back.changed, 'changed').then(() => back.changed.length > 0 && wake.wake());
        startSending();
        if (book.claimAgain(claim, next)) wake.wake();
        backoff.succeeded();
        failedWait = 0;
      } catch (error) {
        book.claimFailed();
        failedWait = backoff.failed();
        // Settlements lost with it: their leases run out and they are sent again (duplicates, never losses).
        logger.error(
          { err: error, settled: settling.map((s) => s.delivery_id), retry_in_ms: failedWait },
          'claiming deliveries failed; retrying',
        );
      }
    }
  }
  const running = loop();

  return {
    notified(payload) {
      const changed = changedEndpointIn(payload);
      if (changed === null) return wake.wake();
      const unsent = book.endpointChanged(changed, performance.now());
      // Claimed again once given back: with the endpoint as it now is, or not at all (deleted, disabled).
      void giveBack(unsent, 'changed').then(() => wake.wake());
    },
    async stop() {
      stopping = true;
      wake.wake();
      for (const timer of retryTimers) clearTimeout(timer);
      await running;
      // What was leased and not sent goes back at once, rather than waiting for its lease to run out.
      const unsent = book.takeAllWaiting();
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
    },
  };
}
