import type { Queryable } from '../db/knex.js';

export async function writeHeartbeat(db: Queryable, processId: string, workerIds: readonly string[]): Promise<void> {
  await db.raw(
    `INSERT INTO worker_heartbeats (process_id, worker_ids, seen_at) VALUES (?, ?::text[], now())
     ON CONFLICT (process_id) DO UPDATE SET worker_ids = excluded.worker_ids, seen_at = now()`,
    [processId, [...workerIds]],
  );
}

export async function removeHeartbeat(db: Queryable, processId: string): Promise<void> {
  await db('worker_heartbeats').where({ process_id: processId }).delete();
}

/** Forgets processes silent for longer than `staleSeconds` and answers their worker ids. */
export async function deleteStaleHeartbeats(db: Queryable, staleSeconds: number): Promise<string[]> {
  const result = await db.raw<{ rows: Array<{ worker_ids: string[] }> }>(
    `DELETE FROM worker_heartbeats WHERE seen_at < now() - make_interval(secs => ?::double precision) RETURNING worker_ids`,
    [staleSeconds],
  );
  return result.rows.flatMap((row) => row.worker_ids);
}
