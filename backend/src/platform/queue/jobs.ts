/**
 * Adding jobs to the durable queue (graphile-worker) from inside our own
 * transactions: `graphile_worker.add_job` is plain SQL, so a job commits or
 * rolls back with the change that asked for it.
 */
import type { Queryable } from '../db/knex.js';

/**
 * Every task a Kontor worker runs, by name, with its payload (graphile-worker's
 * `Tasks` idea): adding a job and running it are typed by the same interface.
 * The task table itself (which function runs each) is worker.ts.
 */
export interface Tasks {
  /** Starts the runs of the active flows listening to an event (queued per organization by the fan-out). */
  start_flow_runs: { event_id: number };
  /** Legacy (queued before the batched pipeline): puts its event back in the outbox. */
  dispatch_event: { event_id: number };
  /** Legacy (queued before the batched pipeline): nothing to do, the pipeline leases due deliveries itself. */
  deliver_webhook: { delivery_id: number };
  /** Cron: sent invoices past their due date become overdue. */
  mark_overdue_invoices: Record<string, never>;
  /** Cron: waiting flow runs whose time has come go on. */
  resume_flow_runs: Record<string, never>;
  /** Cron: "invoice due soon" triggers of debt-collection flows. */
  start_due_soon_flows: Record<string, never>;
}

export type TaskName = keyof Tasks;

export interface JobOptions {
  /** When to run it (default: now). */
  runAt?: Date;
  /** A job with the same key replaces the pending one, so a schedule is never doubled. */
  jobKey?: string;
  /** Lets a worker skip it while the flag is forbidden (per-endpoint concurrency). */
  flags?: string[];
  maxAttempts?: number;
}

export async function addJob<T extends TaskName>(db: Queryable, task: T, payload: Tasks[T], options: JobOptions = {}): Promise<void> {
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
