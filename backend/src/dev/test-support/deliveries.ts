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
