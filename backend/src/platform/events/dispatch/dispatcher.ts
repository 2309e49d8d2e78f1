/**
 * The worker's fan-out loop: takes events in batches and runs their consumers (fan-out.ts), woken by the outbox's
 * notification in the one worker that holds the fan-out lead, and at each poll in every worker (the lead passes on
 * when its worker stops or dies; a poll covers one that hangs: listener.ts). With every worker woken by every event,
 * two workers made twice the fan-out statements of one, and slowed the API's writes. Safe with any number of worker
 * processes: a fan-out skips events another worker holds, and only one fans out at a time.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { Backoff } from '../../lib/backoff.js';
import { Signal } from '../../lib/signal.js';
import type { EventConsumer } from './consumer.js';
import { fanOutWith } from './fan-out.js';
import { listenForNotifications } from './listener.js';

/**
 * Events taken by one fan-out transaction: the first batch after a quiet spell is small, so that its consumers' work
 * (deliveries) goes out while the next batch is made, and each full batch doubles the next, up to FAN_OUT_BATCH.
 */
const FAN_OUT_FIRST = 50;
const FAN_OUT_BATCH = 500;
/** How soon a leader that found another worker fanning out looks again: that one may have begun before the event the leader was woken for. */
const TURN_TAKEN_RETRY_MS = 20;
/** The longest wait between two failed fan-outs while the database is away. */
const FAILED_MAX_MS = 30_000;

export interface DispatchOptions {
  db: Db;
  logger: Logger;
  /** Who this worker is: in the notification connection's name, so that `pg_stat_activity` tells who leads. */
  worker: string;
  /** How often the loop looks for events without a notification (lost notifications, a leader that hangs). */
  pollMs: number;
  consumers: readonly EventConsumer[];
  /** Other channels its notification connection listens to for the worker's other loops (listener.ts). */
  channels: Readonly<Record<string, (payload: string) => void>>;
}

export interface Dispatch {
  /** Ends the loop and hands the lead on, as soon as it no longer fans out (not when the worker's last requests end). */
  stop(): Promise<void>;
  /** Closes the notification connection, after the worker's other loops no longer need its channels. */
  close(): Promise<void>;
}

export function startDispatch({ db, logger, worker, pollMs, consumers, channels }: DispatchOptions): Dispatch {
  const fanOut = fanOutWith(consumers);
  const wake = new Signal();
  let stopping = false;
  const notifications = listenForNotifications({ db, worker, logger, pollMs, wakeFanOut: () => wake.wake(), channels });
  notifications.tend();

  async function loop(): Promise<void> {
    let batch = FAN_OUT_FIRST;
    /** Looks again soon in a row, while another worker holds the turn: one poll's worth at most. */
    let turnTakenRetries = 0;
    /** While the database is away, fan-outs fail: they are tried again less and less often, up to FAILED_MAX_MS. */
    const backoff = new Backoff(pollMs, FAILED_MAX_MS);
    let failedWait = 0;
    while (!stopping) {
      let full = false;
      let turnTaken = false;
      try {
        const result = await fanOut(db, batch);
        full = result.events === batch;
        turnTaken = !result.tookTurn;
        batch = full ? Math.min(FAN_OUT_BATCH, 2 * batch) : FAN_OUT_FIRST;
        backoff.succeeded();
        failedWait = 0;
      } catch (error) {
        // A deadlock between two fan-outs on the sequence counters, a lost connection: try again.
        failedWait = backoff.failed();
        logger.error({ err: error, retry_in_ms: failedWait }, 'event fan-out failed; retrying');
      }
      if (full) continue;
      notifications.tend();
      turnTakenRetries = notifications.leading && turnTaken ? turnTakenRetries + 1 : 0;
      const soon = turnTakenRetries > 0 && turnTakenRetries * TURN_TAKEN_RETRY_MS <= pollMs;
      await wake.wait(failedWait > 0 ? failedWait : soon ? TURN_TAKEN_RETRY_MS : pollMs);
    }
  }
  const running = loop();

  return {
    async stop() {
      stopping = true;
      wake.wake();
      await running;
      await notifications.handOn();
    },
    close: () => notifications.close(),
  };
}
