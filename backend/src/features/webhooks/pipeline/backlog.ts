/**
 * The delivery backlog as an operator watches it: deliveries due and not leased (waiting for a worker), leased (in
 * flight), and given up on in the last minute; and how long the oldest due one has waited, which turns a worker's
 * `/readyz` to 503 past `KONTOR_WORKER_BACKLOG_MAX_AGE` (workers that do not keep up, or none running).
 */
import type { Db } from '../../../platform/db/knex.js';

export interface DeliveryBacklog {
  due: number;
  inFlight: number;
  failedLastMinute: number;
  /** Seconds the oldest due delivery has waited past its time; 0 when none is due. */
  oldestDueSeconds: number;
}

export async function deliveryBacklog(db: Db): Promise<DeliveryBacklog> {
  const { rows } = await db.raw<{ rows: Array<{ due: string; in_flight: string; failed: string; oldest: number | null }> }>(
    `SELECT count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until <= now())) AS due,
            count(*) FILTER (WHERE status = 'pending' AND leased_until > now()) AS in_flight,
            count(*) FILTER (WHERE status = 'failed' AND updated_at > now() - interval '1 minute') AS failed,
            extract(epoch FROM now() - min(next_attempt_at) FILTER (
              WHERE status = 'pending' AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until <= now())
            ))::double precision AS oldest
       FROM webhook_deliveries
      WHERE status = 'pending' OR (status = 'failed' AND updated_at > now() - interval '1 minute')`,
  );
  const row = rows[0]!;
  return { due: Number(row.due), inFlight: Number(row.in_flight), failedLastMinute: Number(row.failed), oldestDueSeconds: row.oldest ?? 0 };
}
