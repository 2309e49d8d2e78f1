/**
 * Recording an event: a row in the outbox, in the caller's transaction, and a
 * notification that wakes the workers when that transaction commits. If the
 * change rolls back, so does its event (and the notification is never sent);
 * if it commits, a worker's fan-out picks the row up in its next batch, or at
 * the latest at its next poll should the notification be lost.
 * Who reacts to it (webhooks, flows) is the worker's business (webhooks/fan-out.ts).
 */
import type { Tx } from '../db/knex.js';
import { currentCause } from './cause.js';
import { insertEvents } from './store.js';
import type { AnyEvent } from './types.js';

export async function recordEvent(trx: Tx, organizationId: number, ...event: AnyEvent): Promise<void> {
  await recordEvents(trx, organizationId, [event]);
}

export async function recordEvents(trx: Tx, organizationId: number, events: readonly AnyEvent[]): Promise<void> {
  if (events.length === 0) return;
  // A flow run's actions record events under its cause (cause.ts): the loop guard reads it. The notification goes in
  // the same statement; Postgres sends it at commit, once per transaction however often it is asked.
  await insertEvents(trx, organizationId, events, currentCause());
}
