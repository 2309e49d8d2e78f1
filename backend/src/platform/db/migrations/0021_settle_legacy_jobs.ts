/**
 * The last jobs of two tasks no worker runs any more (graphile-worker leaves
 * a job of an unknown task in its table for ever), settled as their handlers
 * would have settled them:
 * - `dispatch_event` {event_id}: queued for each event before the outbox was
 *   read in batches (0011, which marked every older event dispatched); its
 *   handler put the event back in the outbox. So does this, so that an event
 *   whose job had not run yet is fanned out now (deliveries are unique per
 *   event and endpoint, flow runs per flow, trigger and event: one that was
 *   fanned out already is not delivered twice).
 * - `deliver_webhook` {delivery_id}: its handler did nothing; the pipeline
 *   leases due deliveries itself.
 * A job locked by a worker still running the old code is left to it (it has
 * their handlers); `complete_jobs` takes only unlocked ones. Before the
 * worker's own schema exists there is nothing to settle.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    DO $settle$
    DECLARE
      settled_jobs integer;
    BEGIN
      IF to_regclass('graphile_worker._private_jobs') IS NULL OR to_regclass('graphile_worker._private_tasks') IS NULL THEN
        RETURN;
      END IF;
      -- Read twice, so made once; counted, so run whole (a select in WITH runs only as far as it is read).
      WITH settled AS (
        SELECT jobs.task_id, jobs.payload
          FROM graphile_worker.complete_jobs(ARRAY(
                 SELECT j.id FROM graphile_worker._private_jobs j
                   JOIN graphile_worker._private_tasks t ON t.id = j.task_id
                  WHERE t.identifier IN ('dispatch_event', 'deliver_webhook'))) AS jobs
      ), back_in_outbox AS (
        UPDATE events SET dispatched_at = NULL
         WHERE id IN (SELECT (s.payload ->> 'event_id')::bigint
                        FROM settled s JOIN graphile_worker._private_tasks t ON t.id = s.task_id
                       WHERE t.identifier = 'dispatch_event' AND s.payload ->> 'event_id' ~ '^[0-9]+$')
        RETURNING 1
      )
      SELECT count(*) INTO settled_jobs FROM settled;
    END
    $settle$;
  `);
}

/** Nothing to undo: the jobs were settled as their handlers would have been. */
export async function down(): Promise<void> {}
