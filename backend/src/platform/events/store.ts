import type { Queryable } from '../db/knex.js';
import { insertStatement } from '../db/insert.js';
import { type Cause, NO_CAUSE } from './cause.js';
import type { AnyEvent, EventType } from './types.js';

/** The channel notified when events commit, so fan-out does not wait for its poll. */
export const EVENTS_CHANNEL = 'kontor_events';

export interface EventRow {
  id: number;
  organization_id: number;
  type: EventType;
  data: Record<string, unknown>;
  /** See cause.ts: 0 and [] unless flow runs led to the event. */
  causal_depth: number;
  caused_by_flows: Array<number | string>;
  cause_origin: string | null;
  created_at: Date;
  dispatched_at: Date | null;
  /** Per organization, in dispatch order; null until dispatched. */
  sequence: number | null;
}

/**
 * Inserts the events and asks for a notification on `EVENTS_CHANNEL` (sent when the transaction commits), in one
 * statement: a data-modifying CTE runs whether or not the select reads it.
 */
export async function insertEvents(
  db: Queryable,
  organizationId: number,
  events: readonly AnyEvent[],
  cause: Readonly<Cause> = NO_CAUSE,
): Promise<void> {
  const rows = events.map(([type, data]) => ({
    organization_id: organizationId,
    type,
    data: JSON.stringify(data),
    causal_depth: cause.depth,
    caused_by_flows: [...cause.flows],
    cause_origin: cause.origin,
  }));
  // Built once and named when few (db/insert.ts): a creation's events, in the statement Knex would write.
  const statement = insertStatement('events', rows);
  if (statement) {
    await db
      .raw(`with "inserted" as (${statement.sql}) select pg_notify(?, ?)`, [...statement.values, EVENTS_CHANNEL, ''] as never)
      .options({ prepared: true });
    return;
  }
  await db.with('inserted', db('events').insert(rows)).select(db.raw('pg_notify(?, ?)', [EVENTS_CHANNEL, '']));
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | undefined> {
  return db<EventRow>('events').where({ id }).first();
}
