/**
 * Recording an event: a row in the outbox and a job to dispatch it, both in
 * the caller's transaction. If the change rolls back, so does its event; if
 * it commits, the event will be dispatched even if this process dies now.
 * Who reacts to it (webhooks, flows) is the worker's task table's business.
 */
import type { Tx } from '../db/knex.js';
import { addJob } from '../queue/jobs.js';
import { currentCause } from './cause.js';
import { insertEvent } from './store.js';
import type { AnyEvent } from './types.js';

export async function recordEvent(trx: Tx, organizationId: number, ...[type, data]: AnyEvent): Promise<void> {
  const event = await insertEvent(trx, organizationId, type, data, currentCause());
  await addJob(trx, 'dispatch_event', { event_id: event.id });
}

export async function recordEvents(trx: Tx, organizationId: number, events: readonly AnyEvent[]): Promise<void> {
  for (const event of events) await recordEvent(trx, organizationId, ...event);
}
