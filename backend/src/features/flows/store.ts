import type { RunState, TraceEntry } from '@kontor/flow-engine';
import { crudTable } from '../../platform/resource/table.js';
import type { Queryable } from '../../platform/db/knex.js';
import { type ListResult, listPage } from '../../platform/db/list.js';
import type { Flow, FlowRun, RunListQuery } from './schemas.js';

export interface FlowRow {
  id: number;
  organization_id: number;
  name: string;
  mode: Flow['mode'];
  graph: Flow['graph'];
  is_active: boolean;
  version: number;
  /** Sealed (see lib/secret-box.ts). */
  signing_secret: string;
  /** The scopes its actions run with: those of whoever last saved its graph, mode or activation. */
  granted_scopes: string[];
  created_at: Date;
  updated_at: Date;
}

export interface RunRow {
  id: number;
  organization_id: number;
  flow_id: number;
  flow_version: number;
  status: FlowRun['status'];
  test: boolean;
  event_id: number | null;
  trigger_node: string;
  context: Record<string, unknown>;
  trace: TraceEntry[];
  state: RunState | null;
  resume_at: Date | null;
  error: string | null;
  /** The change this run counts against (events/cause.ts); null for a run no event started. */
  origin: string | null;
  started_at: Date;
  finished_at: Date | null;
  /** Also the claim's mark while running: a run whose mark stands still for LOST_RUN_MINUTES is taken for lost. */
  updated_at: Date;
}

export const rowToFlow = (row: FlowRow): Flow => ({
  id: row.id,
  name: row.name,
  mode: row.mode,
  graph: row.graph,
  is_active: row.is_active,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const rowToRun = (row: RunRow): FlowRun => ({
  id: row.id,
  flow_id: row.flow_id,
  flow_version: row.flow_version,
  status: row.status,
  test: row.test,
  event_id: row.event_id,
  trigger_node: row.trigger_node,
  context: row.context,
  trace: row.trace,
  resume_at: row.resume_at?.toISOString() ?? null,
  error: row.error,
  failed_node: row.status === 'failed' ? (row.trace.findLast((entry) => entry.error !== null)?.node ?? null) : null,
  started_at: row.started_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

export const flowsTable = crudTable<FlowRow>({
  table: 'flows',
  searchColumns: ['flows.name'],
  orderingColumns: { name: 'flows.name', created_at: 'flows.created_at', id: 'flows.id' },
  defaultOrdering: '-id',
  filterColumns: { mode: 'mode', is_active: 'is_active' },
});

export async function activeFlows(db: Queryable, organizationId: number): Promise<FlowRow[]> {
  return db<FlowRow>('flows').where({ organization_id: organizationId, is_active: true });
}

type NewRun = Pick<
  RunRow,
  'organization_id' | 'flow_id' | 'flow_version' | 'status' | 'test' | 'event_id' | 'trigger_node' | 'context' | 'state' | 'resume_at'
> &
  Partial<Pick<RunRow, 'origin'>>;

const json = (row: Partial<RunRow>) => ({
  ...row,
  ...(row.context !== undefined ? { context: JSON.stringify(row.context) } : {}),
  ...(row.trace !== undefined ? { trace: JSON.stringify(row.trace) } : {}),
  ...(row.state !== undefined ? { state: row.state === null ? null : JSON.stringify(row.state) } : {}),
});

/** How many runs one change has set off so far (events/cause.ts). */
export async function countRunsFrom(db: Queryable, origin: string): Promise<number> {
  const row = await db('flow_runs').where({ origin }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** A new run; undefined when this flow already ran this trigger for this event. */
export async function insertRun(db: Queryable, run: NewRun): Promise<RunRow | undefined> {
  const [row] = await db('flow_runs')
    .insert(json(run))
    .onConflict(db.raw('(flow_id, trigger_node, event_id) WHERE event_id IS NOT NULL'))
    .ignore()
    .returning('*');
  return row as RunRow | undefined;
}

export async function updateRun(db: Queryable, id: number, values: Partial<RunRow>): Promise<RunRow> {
  const [row] = await db('flow_runs')
    .where({ id })
    .update({ ...json(values), updated_at: db.fn.now() })
    .returning('*');
  return row as RunRow;
}

/**
 * How long a live run's mark (`updated_at`) may stand still while it is `running` before the run is taken for lost:
 * its process died mid-run (killed, or the machine gone), and nothing else would ever end it. A process renews the
 * mark of the runs it executes every RUN_MARK_MINUTES, so a slow run is never taken while its process lives.
 */
export const LOST_RUN_MINUTES = 30;
export const RUN_MARK_MINUTES = 5;

/** Renews a running run's mark (see LOST_RUN_MINUTES). */
export async function markRunning(db: Queryable, id: number): Promise<void> {
  await db('flow_runs').where({ id, status: 'running' }).update({ updated_at: db.fn.now() });
}

/**
 * Takes a run this sweep claimed for executing, unless another sweep has taken it since (it stood still so long in
 * this sweep's batch that it was taken for lost): true when the mark is still the claim's, and renews it.
 */
export async function takeClaimedRun(db: Queryable, run: Pick<RunRow, 'id' | 'updated_at'>): Promise<boolean> {
  const taken = await db('flow_runs')
    .where({ id: run.id, status: 'running' })
    .whereRaw('abs(extract(epoch from updated_at - ?::timestamptz)) < 0.001', [run.updated_at])
    .update({ updated_at: db.fn.now() });
  return taken > 0;
}

/**
 * Waiting runs due by `now`, and live runs lost while running (see LOST_RUN_MINUTES: they go on from their last wait,
 * or from their start), taken so that no other worker resumes them too.
 */
export async function claimDueRuns(db: Queryable, now: Date, limit: number): Promise<RunRow[]> {
  const result = await db.raw<{ rows: RunRow[] }>(
    `UPDATE flow_runs SET status = 'running', updated_at = now()
      WHERE id IN (
        SELECT id FROM flow_runs
         WHERE (status = 'waiting' AND resume_at <= ?::timestamptz)
            OR (status = 'running' AND NOT test AND updated_at < now() - make_interval(mins => ?::integer))
         ORDER BY coalesce(resume_at, updated_at) LIMIT ?::integer FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [now, LOST_RUN_MINUTES, limit],
  );
  return result.rows;
}

/** Sent invoices due on `day`, of organizations with the given ids. */
export async function invoicesDueOn(db: Queryable, organizationId: number, day: string): Promise<Array<{ id: number }>> {
  return db('invoices').where({ organization_id: organizationId, status: 'sent', due_date: day }).select('id');
}

/**
 * True when this flow's trigger already started a live run for this invoice. Test runs do not count (one had kept the
 * real run from starting), and their contexts are the caller's: compared as JSON, an id of "abc" is merely unequal,
 * where a cast to bigint failed the whole sweep, every organization's.
 */
export async function ranForInvoice(db: Queryable, flowId: number, triggerNode: string, invoiceId: number): Promise<boolean> {
  const row = await db('flow_runs')
    .where({ flow_id: flowId, trigger_node: triggerNode, test: false })
    .andWhereRaw(`context -> 'invoice' -> 'id' = to_jsonb(?::bigint)`, [invoiceId])
    .first('id');
  return row !== undefined;
}

export async function organizationsWithActiveFlows(db: Queryable, mode: Flow['mode']): Promise<number[]> {
  const rows = (await db('flows').where({ is_active: true, mode }).distinct('organization_id')) as Array<{ organization_id: number }>;
  return rows.map((row) => row.organization_id);
}

export async function findRun(db: Queryable, organizationId: number, id: number): Promise<RunRow | undefined> {
  return db<RunRow>('flow_runs').where({ organization_id: organizationId, id }).first();
}

export function listRuns(db: Queryable, organizationId: number, flowId: number, params: RunListQuery): Promise<ListResult<RunRow>> {
  const query = db('flow_runs').where({ organization_id: organizationId, flow_id: flowId }).select('*');
  if (params.status) query.where('status', params.status);
  if (params.test !== undefined) query.where('test', params.test);
  return listPage<RunRow>(query, params, {
    searchColumns: ['error'],
    orderingColumns: { started_at: 'started_at', id: 'id' },
    idColumn: 'id',
    defaultOrdering: '-id',
  });
}

export interface FlowVersionRow {
  flow_id: number;
  version: number;
  mode: Flow['mode'];
  graph: Flow['graph'];
  created_at: Date;
}

/** Keeps a version's graph: runs that start on it finish on it. */
export async function insertFlowVersion(db: Queryable, flow: Pick<FlowRow, 'id' | 'version' | 'mode' | 'graph'>): Promise<void> {
  await db('flow_versions')
    .insert({ flow_id: flow.id, version: flow.version, mode: flow.mode, graph: JSON.stringify(flow.graph) })
    .onConflict(['flow_id', 'version'])
    .ignore();
}

/** The flow with the graph and mode of one of its versions (the current one when it is that). */
export async function findFlowAtVersion(db: Queryable, id: number, version: number): Promise<FlowRow | undefined> {
  const flow = await db<FlowRow>('flows').where({ id }).first();
  if (!flow || flow.version === version) return flow;
  const kept = (await db('flow_versions').where({ flow_id: id, version }).first()) as FlowVersionRow | undefined;
  return kept ? { ...flow, version, mode: kept.mode, graph: kept.graph } : undefined;
}

export async function listFlowVersions(db: Queryable, flowId: number): Promise<Array<FlowVersionRow & { waiting_runs: number }>> {
  return db('flow_versions')
    .where({ 'flow_versions.flow_id': flowId })
    .select(
      'flow_versions.*',
      db.raw(
        `(SELECT count(*)::integer FROM flow_runs r WHERE r.flow_id = flow_versions.flow_id AND r.flow_version = flow_versions.version AND r.status = 'waiting') AS waiting_runs`,
      ),
    )
    .orderBy('version', 'desc');
}

export async function cancelWaitingRun(db: Queryable, organizationId: number, id: number, now: Date): Promise<RunRow | undefined> {
  const [row] = await db('flow_runs')
    .where({ organization_id: organizationId, id, status: 'waiting' })
    .update({ status: 'cancelled', state: null, resume_at: null, finished_at: now, error: 'cancelled', updated_at: db.fn.now() })
    .returning('*');
  return row as RunRow | undefined;
}

/** Why a waiting run ended when its flow was turned off. */
export const TURNED_OFF = 'cancelled: the flow was turned off';

/** Cancels every waiting run of a flow (it was turned off), saying why; answers how many. */
export async function cancelWaitingRunsOf(db: Queryable, flowId: number, now: Date, why: string): Promise<number> {
  return db('flow_runs')
    .where({ flow_id: flowId, status: 'waiting' })
    .update({ status: 'cancelled', state: null, resume_at: null, finished_at: now, error: why, updated_at: db.fn.now() });
}

/** Takes a failed run back for a retry: running again, so that a second retry at once finds nothing to take. */
export async function claimFailedRun(db: Queryable, organizationId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await db('flow_runs')
    .where({ organization_id: organizationId, id, status: 'failed', test: false })
    .update({ status: 'running', error: null, finished_at: null, updated_at: db.fn.now() })
    .returning('*');
  return row as RunRow | undefined;
}

/**
 * Debt-collection runs held back for an invoice, or for a client's invoices, look again now: a changed hold or
 * promise takes effect at the next sweep. Handed to invoices and clients by the composition root (app/wiring.ts).
 */
export async function wakeHeldRuns(
  db: Queryable,
  organizationId: number,
  held: { invoiceId: number } | { clientId: number },
  now: Date,
): Promise<number> {
  const [path, id] = 'invoiceId' in held ? (['id', held.invoiceId] as const) : (['client_id', held.clientId] as const);
  return db('flow_runs')
    .where({ organization_id: organizationId, status: 'waiting' })
    .whereRaw(`(state ->> 'held')::boolean IS TRUE`)
    .whereRaw(`(context -> 'invoice' ->> '${path}')::bigint = ?`, [id])
    .update({ resume_at: now, updated_at: db.fn.now() });
}
