/**
 * Recording an event: a row in the outbox and a job to dispatch it, both in
 * the caller's transaction. If the change rolls back, so does its event; if
 * it commits, the event will be dispatched even if this process dies now.
 */
import type { Tx } from '../db/knex.js';
import { addJob } from '../queue/jobs.js';
import type { EventType } from './catalogue.js';
import { currentCause } from './cause.js';
import { insertEvent } from './store.js';

export async function recordEvent(trx: Tx, organizationId: number, type: EventType, data: unknown): Promise<void> {
  const event = await insertEvent(trx, organizationId, type, data, currentCause());
  await addJob(trx, 'dispatch_event', { event_id: event.id });
}

export async function recordEvents(trx: Tx, organizationId: number, events: ReadonlyArray<readonly [EventType, unknown]>): Promise<void> {
  for (const [type, data] of events) await recordEvent(trx, organizationId, type, data);
}
