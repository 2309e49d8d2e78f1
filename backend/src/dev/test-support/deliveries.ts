/** What a receiver got, held against what the workers recorded of their attempts. */
import type { Db } from '../../platform/db/knex.js';

/**
 * The messages (webhook-ids) that arrived more often than they were attempted: a message may arrive twice only as the
 * retry of an attempt that never settled (its worker died, or its lease ran out), never as a double send. Empty when
 * every repeat was a retry.
 */
export async function repeatsBeyondAttempts(
  db: Db,
  messageIds: readonly string[],
): Promise<Array<{ messageId: string; arrived: number; attempts: number }>> {
  const counts = new Map<string, number>();
  for (const id of messageIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1);
  if (repeated.length === 0) return [];
  const rows = (await db('webhook_deliveries')
    .whereIn(
      'message_id',
      repeated.map(([id]) => id),
    )
    .select('message_id', 'attempts')) as Array<{ message_id: string; attempts: number }>;
  const attempts = new Map(rows.map((row) => [row.message_id, row.attempts]));
  return repeated
    .map(([messageId, arrived]) => ({ messageId, arrived, attempts: attempts.get(messageId) ?? 0 }))
    .filter((repeat) => repeat.attempts < repeat.arrived);
}

/** A delivery as its lease is read here (the pool reads bigint ids as numbers). */
export interface Lease {
  id: number;
  attempts: number;
  leased_until: Date | null;
}

/** The deliveries a worker process (by pid: it names its leases `<host>:<pid>:<id>`) has leased and not settled. */
export async function leasesHeldBy(db: Db, pid: number): Promise<Lease[]> {
  return (await db('webhook_deliveries')
    .where('leased_by', 'like', `%:${pid}:%`)
    .andWhere({ status: 'pending' })
    .select('id', 'attempts', 'leased_until')) as Lease[];
}

/**
 * When each of these leases was taken over, once it has been, or null: leased again (a later attempt), seen while the
 * new lease lasts (its start is its end less `leaseMs`) or, settled before a look, by when that attempt was sent.
 * Call it until it answers; `seen` keeps what earlier calls found.
 */
export async function takenOver(
  db: Db,
  leases: readonly Lease[],
  leaseMs: number,
  seen: Map<number, number>,
): Promise<Map<number, number> | null> {
  const ids = leases.map((lease) => lease.id);
  const rows = (await db('webhook_deliveries').whereIn('id', ids).select('id', 'attempts', 'leased_until')) as Lease[];
  const sent = (await db('webhook_attempts').whereIn('delivery_id', ids).select('delivery_id', 'attempt', 'started_at')) as Array<{
    delivery_id: number;
    attempt: number;
    started_at: Date;
  }>;
  for (const lease of leases.filter((lease) => !seen.has(lease.id))) {
    const row = rows.find((candidate) => candidate.id === lease.id);
    const again = sent.filter((attempt) => attempt.delivery_id === lease.id && attempt.attempt > lease.attempts);
    if (row && row.attempts > lease.attempts && row.leased_until) seen.set(lease.id, row.leased_until.getTime() - leaseMs);
    else if (again.length > 0) seen.set(lease.id, Math.min(...again.map((attempt) => attempt.started_at.getTime())));
  }
  return seen.size === leases.length ? seen : null;
}
