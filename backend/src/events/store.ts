import type { Queryable } from '../db/knex.js';
import type { EventType } from './types.js';

export interface EventRow {
  id: number;
  organization_id: number;
  type: EventType;
  data: Record<string, unknown>;
  created_at: Date;
}

export async function insertEvent(db: Queryable, organizationId: number, type: EventType, data: unknown): Promise<EventRow> {
  const [row] = await db('events').insert({ organization_id: organizationId, type, data: JSON.stringify(data) }).returning('*');
  return row as EventRow;
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | undefined> {
  return db<EventRow>('events').where({ id }).first();
}
