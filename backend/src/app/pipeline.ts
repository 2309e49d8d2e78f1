/**
 * The worker's side of events and webhooks, wired here so that the platform's fan-out knows no feature:
 *
 * - dispatch (platform/events/dispatch/): takes events from the outbox in batches and hands each batch to its
 *   consumers in one statement: webhook deliveries (features/webhooks/fan-out.ts) and flow triggers
 *   (features/flows/triggers.ts);
 * - leases (features/webhooks/leases/): claims due deliveries under limits counted in Postgres and sends them
 *   (features/webhooks/delivery.ts), woken on the deliveries channel of dispatch's notification connection.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { startDispatch } from '../platform/events/dispatch/dispatcher.js';
import { spareCoreSensor } from '../platform/spare-core.js';
import { flowTriggers } from '../features/flows/triggers.js';
import { webhookDeliveries } from '../features/webhooks/fan-out.js';
import { startLeases } from '../features/webhooks/leases/loop.js';
import { DELIVERIES_CHANNEL } from '../features/webhooks/pipeline/store.js';
import type { Deps } from './deps.js';

/** How often idle loops look for work without a notification (retries that came due, lost notifications). */
const POLL_MS = 500;

/** Who reacts to events, in the order their parts run in the fan-out's statement. */
export const EVENT_CONSUMERS = [webhookDeliveries, flowTriggers];

export interface Pipeline {
  stop(): Promise<void>;
}

export interface PipelineOptions {
  /**
   * Whether to ask for a share of endpoints other workers hold, looked at before each claim: by default, while this
   * machine has a core to spare (platform/spare-core.ts). Split across processes on busy cores, an endpoint's requests
   * cost each process the same work per turn of its event loop for half the requests, so two workers sharing one
   * endpoint deliver slower than one (figures in docs/benchmarks.md).
   */
  helping?: () => boolean;
}

export function startPipeline(deps: Deps, { helping = spareCoreSensor() }: PipelineOptions = {}): Pipeline {
  /** Who this worker is in leases and grants, and in its notification connection's name. */
  const claimer = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leases = startLeases(deps, { claimer, pollMs: POLL_MS, helping });
  const dispatch = startDispatch({
    db: deps.db,
    logger: deps.logger,
    worker: claimer,
    pollMs: POLL_MS,
    consumers: EVENT_CONSUMERS,
    channels: { [DELIVERIES_CHANNEL]: (payload) => leases.notified(payload) },
  });
  return {
    async stop() {
      // The lead is handed on as soon as this worker no longer fans out, not when its last requests have ended.
      await Promise.all([dispatch.stop(), leases.stop()]);
      await dispatch.close();
    },
  };
}
