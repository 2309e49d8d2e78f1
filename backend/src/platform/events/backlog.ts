/** The outbox backlog: events recorded but not yet fanned out to their consumers, and the oldest one's age. */
import type { Db } from '../db/knex.js';

export async function outboxBacklog(db: Db): Promise<{ events: number; oldestSeconds: number }> {
  const { rows } = await db.raw<{ rows: Array<{ events: string; oldest: number | null }> }>(
    `SELECT count(*) AS events, extract(epoch FROM now() - min(created_at))::double precision AS oldest
       FROM events WHERE dispatched_at IS NULL`,
  );
  return { events: Number(rows[0]!.events), oldestSeconds: rows[0]!.oldest ?? 0 };
}
