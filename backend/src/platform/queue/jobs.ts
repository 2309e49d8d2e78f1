/**
 * Jobs in the durable queue (graphile-worker), queued from inside our own statements: `graphile_worker.add_jobs` is
 * plain SQL, so a job commits or rolls back with the change that asked for it.
 */

/**
 * Every task a Kontor worker runs, by name, with its payload (graphile-worker's `Tasks` idea): queuing a job and
 * running it are typed by the same interface. The task table itself (which function runs each) is app/worker.ts.
 */
export interface Tasks {
  /** Starts the runs of the active flows listening to an event (queued per organization by the fan-out). */
  start_flow_runs: { event_id: number };
  /** Cron: sent invoices past their due date become overdue. */
  mark_overdue_invoices: Record<string, never>;
  /** Cron: waiting flow runs whose time has come go on. */
  resume_flow_runs: Record<string, never>;
  /** Cron: "invoice due soon" triggers of debt-collection flows. */
  start_due_soon_flows: Record<string, never>;
}

export type TaskName = keyof Tasks;

/** A SQL expression over the rows a job is queued for, for each field of the task's payload. */
export type PayloadSql<T extends TaskName> = { readonly [K in keyof Tasks[T]]: string };

const FIELD = /^[a-z][a-z0-9_]*$/;

/**
 * A SQL aggregate that queues a job of `task` for each row it aggregates, in one call of `graphile_worker.add_jobs`
 * (a set-returning function: one row per job). `payload` gives each payload field as an expression over the rows;
 * `queue`, an expression naming the job queue (graphile-worker runs one job of a named queue at a time); `orderBy`,
 * the order the jobs are queued in. Over no rows it queues nothing, but fails: the query says `HAVING count(*) > 0`.
 */
export function addJobsSql<T extends TaskName>(
  task: T,
  { payload, queue, orderBy }: { payload: PayloadSql<T>; queue?: string; orderBy?: string },
): string {
  const fields = Object.entries(payload as Record<string, string>).map(([field, expression]) => {
    if (!FIELD.test(field)) throw new Error(`addJobsSql: "${field}" cannot name a payload field`);
    return `'${field}', ${expression}`;
  });
  if (!FIELD.test(task)) throw new Error(`addJobsSql: "${task}" cannot name a task`);
  const spec = `ROW('${task}', json_build_object(${fields.join(', ')}), ${queue ?? 'NULL'}, NULL, NULL, NULL, NULL, NULL)::graphile_worker.job_spec`;
  return `graphile_worker.add_jobs(array_agg(${spec}${orderBy ? ` ORDER BY ${orderBy}` : ''}))`;
}
