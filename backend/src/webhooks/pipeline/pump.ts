/**
 * The worker's side of events and webhooks, two loops per worker process:
 *
 * - fan-out: woken by the outbox's notification (or its poll), takes events in
 *   batches and makes their deliveries (store.ts `fanOutBatch`);
 * - delivery: leases as many due deliveries as it has free slots in one claim,
 *   sends them concurrently through the shared keep-alive agent (outbound/),
 *   and settles finished attempts in batches before its next claim.
 *
 * Both are safe with any number of worker processes: fan-out skips events
 * another worker holds, and a claim counts every process's leases.
 */
import pg from 'pg';
import { connectionStringOf } from '../../db/migrate.js';
import type { Deps } from '../../deps.js';
import { EVENTS_CHANNEL } from '../../events/store.js';
import { type AttemptOutcome, sendLeased, settleWithConsequences } from '../delivery.js';
import { DELIVERIES_CHANNEL, type Settlement, claimDue, fanOutBatch, settleBatch } from './store.js';

/** Events taken by one fan-out transaction. */
const FAN_OUT_BATCH = 500;
/** How often idle loops look for work without a notification (retries that came due, lost notifications). */
const POLL_MS = 500;
/** A lease outlives an attempt's deadline by this much, so it never runs out under a live sender. */
const LEASE_MARGIN_SECONDS = 15;

export interface Pipeline {
  stop(): Promise<void>;
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

export function startPipeline(deps: Deps): Pipeline {
  const { db, config, logger } = deps;
  const slots = config.webhookSlots;
  const fanOutWake = new Signal();
  const deliveryWake = new Signal();
  const inFlight = new Set<Promise<void>>();
  const plainSettlements: Settlement[] = [];
  const retryTimers = new Set<NodeJS.Timeout>();
  let stopping = false;
  let listener: pg.Client | null = null;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: connectionStringOf(db), application_name: 'kontor-pipeline' });
    client.on('notification', (message) => (message.channel === EVENTS_CHANNEL ? fanOutWake : deliveryWake).wake());
    client.on('error', (error) => {
      logger.warn({ err: error }, 'the pipeline lost its notification connection; polling until it is back');
      listener = null;
      void client.end().catch(() => undefined);
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${DELIVERIES_CHANNEL}`);
    listener = client;
  }

  async function ensureListening(): Promise<void> {
    if (listener || stopping) return;
    try {
      await listen();
      // Whatever was notified while no one listened is found by looking now.
      fanOutWake.wake();
      deliveryWake.wake();
    } catch (error) {
      logger.warn({ err: error }, 'the pipeline could not listen for notifications; polling');
    }
  }

  async function fanOutLoop(): Promise<void> {
    while (!stopping) {
      let full = false;
      try {
        await ensureListening();
        const result = await fanOutBatch(db, FAN_OUT_BATCH);
        full = result.events === FAN_OUT_BATCH;
      } catch (error) {
        // A deadlock between two fan-outs on the sequence counters, a lost connection: try again.
        logger.error({ err: error }, 'event fan-out failed; retrying');
      }
      if (!full) await fanOutWake.wait(POLL_MS);
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

  function run(claimed: Awaited<ReturnType<typeof claimDue>>[number]): void {
    const work = (async () => {
      try {
        const outcome = await sendLeased(deps, claimed.delivery, claimed.webhook);
        if (outcome) await settle(outcome);
      } catch (error) {
        logger.error(
          { err: error, delivery: claimed.delivery.id },
          'a delivery attempt failed unexpectedly; its lease will run out and it will be tried again',
        );
      }
    })();
    inFlight.add(work);
    void work.finally(() => {
      inFlight.delete(work);
      deliveryWake.wake();
    });
  }

  async function deliveryLoop(): Promise<void> {
    while (!stopping) {
      let claimedAll = false;
      const free = slots - inFlight.size;
      if (free > 0) {
        // Finished attempts are settled in the claim's own round trip: their leases end, and their slots are taken again at once.
        const settling = plainSettlements.splice(0);
        try {
          const claimed = await claimDue(
            db,
            {
              limit: free,
              perOrganization: config.webhookOrganizationConcurrency,
              leaseSeconds: config.webhookTimeoutSeconds + LEASE_MARGIN_SECONDS,
            },
            settling,
          );
          for (const one of claimed) run(one);
          claimedAll = claimed.length > 0 && claimed.length === free;
        } catch (error) {
          // Settlements lost with it: their leases run out and they are sent again (duplicates, never losses).
          logger.error({ err: error, settled: settling.map((s) => s.delivery_id) }, 'claiming deliveries failed; retrying');
        }
      } else {
        await flushSettlements();
      }
      if (!claimedAll) await deliveryWake.wait(POLL_MS);
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
      // Attempts under way end within their deadline; then what they settled is written.
      await Promise.all([...inFlight]);
      await flushSettlements();
      await listener?.end().catch(() => undefined);
    },
  };
}
