import type { Queryable } from '../db/knex.js';
import { FEW_ROWS } from '../db/prepared.js';
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
  const inserted = db('events').insert(
    events.map(([type, data]) => ({
      organization_id: organizationId,
      type,
      data: JSON.stringify(data),
      causal_depth: cause.depth,
      caused_by_flows: [...cause.flows],
      cause_origin: cause.origin,
    })),
  );
  // Named when few (db/prepared.ts): a creation's events are parsed and planned once per connection.
  await db
    .with('inserted', inserted)
    .select(db.raw('pg_notify(?, ?)', [EVENTS_CHANNEL, '']))
    .options({ prepared: events.length <= FEW_ROWS });
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | undefined> {
  return db<EventRow>('events').where({ id }).first();
}
