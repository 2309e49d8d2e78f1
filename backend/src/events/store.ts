import type { Queryable } from '../db/knex.js';
import { type Cause, NO_CAUSE } from './cause.js';
import type { EventType } from './types.js';

export interface EventRow {
  id: number;
  organization_id: number;
  type: EventType;
  data: Record<string, unknown>;
  /** See cause.ts: 0 and [] unless flow runs led to the event. */
  causal_depth: number;
  caused_by_flows: Array<number | string>;
  created_at: Date;
}

export async function insertEvent(db: Queryable, organizationId: number, type: EventType, data: unknown, cause: Readonly<Cause> = NO_CAUSE): Promise<EventRow> {
  const [row] = await db('events').insert({ organization_id: organizationId, type, data: JSON.stringify(data), causal_depth: cause.depth, caused_by_flows: [...cause.flows] }).returning('*');
  return row as EventRow;
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | undefined> {
  return db<EventRow>('events').where({ id }).first();
}
