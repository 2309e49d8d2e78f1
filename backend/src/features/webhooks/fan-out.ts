/**
 * Webhooks' side of events: the batched fan-out runs in the worker's pipeline
 * (pipeline/pump.ts, pipeline/store.ts). What is left here is for the queue's
 * legacy jobs: a `dispatch_event` job queued before the pipeline existed puts
 * its event back in the outbox. Deliveries are unique per event and endpoint,
 * and flow runs per flow, trigger and event, so doing it twice is harmless.
 */
import type { Db } from '../../platform/db/knex.js';
import { undispatch } from './pipeline/store.js';

export async function redispatchEvent(db: Db, eventId: number): Promise<void> {
  await undispatch(db, eventId);
}
