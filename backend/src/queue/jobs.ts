/**
 * Adding jobs to the durable queue (graphile-worker) from inside our own
 * transactions: `graphile_worker.add_job` is plain SQL, so a job commits or
 * rolls back with the change that asked for it.
 */
import type { Queryable } from '../db/knex.js';

/** Every task a Kontor worker runs, by name. */
export type TaskName = 'dispatch_event' | 'deliver_webhook' | 'mark_overdue_invoices' | 'resume_flow_runs' | 'start_due_soon_flows';

export interface JobOptions {
  /** When to run it (default: now). */
  runAt?: Date;
  /** A job with the same key replaces the pending one, so a schedule is never doubled. */
  jobKey?: string;
  /** Lets a worker skip it while the flag is forbidden (per-endpoint concurrency). */
  flags?: string[];
  maxAttempts?: number;
}

export async function addJob(db: Queryable, task: TaskName, payload: Record<string, unknown>, options: JobOptions = {}): Promise<void> {
  await db.raw(
    `SELECT graphile_worker.add_job(
       identifier => ?::text,
       payload => ?::json,
       run_at => ?::timestamptz,
       job_key => ?::text,
       flags => ?::text[],
       max_attempts => ?::integer
     )`,
    [task, JSON.stringify(payload), options.runAt ?? null, options.jobKey ?? null, options.flags ?? null, options.maxAttempts ?? null],
  );
}
