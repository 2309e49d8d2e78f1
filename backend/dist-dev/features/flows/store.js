import { crudTable } from '../../platform/resource/table.js';
import { listPage } from '../../platform/db/list.js';
export const rowToFlow = (row) => ({
    id: row.id,
    name: row.name,
    mode: row.mode,
    graph: row.graph,
    is_active: row.is_active,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
});
export const rowToRun = (row) => ({
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
export const flowsTable = crudTable({
    table: 'flows',
    searchColumns: ['flows.name'],
    orderingColumns: { name: 'flows.name', created_at: 'flows.created_at', id: 'flows.id' },
    defaultOrdering: '-id',
    filterColumns: { mode: 'mode', is_active: 'is_active' },
});
export async function activeFlows(db, organizationId) {
    return db('flows').where({ organization_id: organizationId, is_active: true });
}
export async function findFlowById(db, id) {
    return db('flows').where({ id }).first();
}
const json = (row) => ({
    ...row,
    ...(row.context !== undefined ? { context: JSON.stringify(row.context) } : {}),
    ...(row.trace !== undefined ? { trace: JSON.stringify(row.trace) } : {}),
    ...(row.state !== undefined ? { state: row.state === null ? null : JSON.stringify(row.state) } : {}),
});
/** How many runs one change has set off so far (events/cause.ts). */
export async function countRunsFrom(db, origin) {
    const row = await db('flow_runs').where({ origin }).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
}
/** A new run; undefined when this flow already ran this trigger for this event. */
export async function insertRun(db, run) {
    const [row] = await db('flow_runs')
        .insert(json(run))
        .onConflict(db.raw('(flow_id, trigger_node, event_id) WHERE event_id IS NOT NULL'))
        .ignore()
        .returning('*');
    return row;
}
export async function updateRun(db, id, values) {
    const [row] = await db('flow_runs')
        .where({ id })
        .update({ ...json(values), updated_at: db.fn.now() })
        .returning('*');
    return row;
}
/**
 * How long a live run's mark (`updated_at`) may stand still while it is `running` before the run is taken for lost:
 * its process died mid-run (killed, or the machine gone), and nothing else would ever end it. A process renews the
 * mark of the runs it executes every RUN_MARK_MINUTES, so a slow run is never taken while its process lives.
 */
export const LOST_RUN_MINUTES = 30;
export const RUN_MARK_MINUTES = 5;
/** Renews a running run's mark (see LOST_RUN_MINUTES). */
export async function markRunning(db, id) {
    await db('flow_runs').where({ id, status: 'running' }).update({ updated_at: db.fn.now() });
}
/**
 * Takes a run this sweep claimed for executing, unless another sweep has taken it since (it stood still so long in
 * this sweep's batch that it was taken for lost): true when the mark is still the claim's, and renews it.
 */
export async function takeClaimedRun(db, run) {
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
export async function claimDueRuns(db, now, limit) {
    const result = await db.raw(`UPDATE flow_runs SET status = 'running', updated_at = now()
      WHERE id IN (
        SELECT id FROM flow_runs
         WHERE (status = 'waiting' AND resume_at <= ?::timestamptz)
            OR (status = 'running' AND NOT test AND updated_at < now() - make_interval(mins => ?::integer))
         ORDER BY coalesce(resume_at, updated_at) LIMIT ?::integer FOR UPDATE SKIP LOCKED)
      RETURNING *`, [now, LOST_RUN_MINUTES, limit]);
    return result.rows;
}
/** Sent invoices due on `day`, of organizations with the given ids. */
export async function invoicesDueOn(db, organizationId, day) {
    return db('invoices').where({ organization_id: organizationId, status: 'sent', due_date: day }).select('id');
}
/**
 * True when this flow's trigger already started a live run for this invoice. Test runs do not count (one had kept the
 * real run from starting), and their contexts are the caller's: compared as JSON, an id of "abc" is merely unequal,
 * where a cast to bigint failed the whole sweep, every organization's.
 */
export async function ranForInvoice(db, flowId, triggerNode, invoiceId) {
    const row = await db('flow_runs')
        .where({ flow_id: flowId, trigger_node: triggerNode, test: false })
        .andWhereRaw(`context -> 'invoice' -> 'id' = to_jsonb(?::bigint)`, [invoiceId])
        .first('id');
    return row !== undefined;
}
export async function organizationsWithActiveFlows(db, mode) {
    const rows = (await db('flows').where({ is_active: true, mode }).distinct('organization_id'));
    return rows.map((row) => row.organization_id);
}
export async function findRun(db, organizationId, id) {
    return db('flow_runs').where({ organization_id: organizationId, id }).first();
}
export function listRuns(db, organizationId, flowId, params) {
    const query = db('flow_runs').where({ organization_id: organizationId, flow_id: flowId }).select('*');
    if (params.status)
        query.where('status', params.status);
    if (params.test !== undefined)
        query.where('test', params.test);
    return listPage(query, params, {
        searchColumns: ['error'],
        orderingColumns: { started_at: 'started_at', id: 'id' },
        idColumn: 'id',
        defaultOrdering: '-id',
    });
}
/** Keeps a version's graph: runs that start on it finish on it. */
export async function insertFlowVersion(db, flow) {
    await db('flow_versions')
        .insert({ flow_id: flow.id, version: flow.version, mode: flow.mode, graph: JSON.stringify(flow.graph) })
        .onConflict(['flow_id', 'version'])
        .ignore();
}
/** The flow with the graph and mode of one of its versions (the current one when it is that). */
export async function findFlowAtVersion(db, id, version) {
    const flow = await db('flows').where({ id }).first();
    if (!flow || flow.version === version)
        return flow;
    const kept = (await db('flow_versions').where({ flow_id: id, version }).first());
    return kept ? { ...flow, version, mode: kept.mode, graph: kept.graph } : undefined;
}
export async function listFlowVersions(db, flowId) {
    return db('flow_versions')
        .where({ 'flow_versions.flow_id': flowId })
        .select('flow_versions.*', db.raw(`(SELECT count(*)::integer FROM flow_runs r WHERE r.flow_id = flow_versions.flow_id AND r.flow_version = flow_versions.version AND r.status = 'waiting') AS waiting_runs`))
        .orderBy('version', 'desc');
}
export async function cancelWaitingRun(db, organizationId, id, now) {
    const [row] = await db('flow_runs')
        .where({ organization_id: organizationId, id, status: 'waiting' })
        .update({ status: 'cancelled', state: null, resume_at: null, finished_at: now, error: 'cancelled', updated_at: db.fn.now() })
        .returning('*');
    return row;
}
/** Why a waiting run ended when its flow was turned off. */
export const TURNED_OFF = 'cancelled: the flow was turned off';
/** Cancels every waiting run of a flow (it was turned off), saying why; answers how many. */
export async function cancelWaitingRunsOf(db, flowId, now, why) {
    return db('flow_runs')
        .where({ flow_id: flowId, status: 'waiting' })
        .update({ status: 'cancelled', state: null, resume_at: null, finished_at: now, error: why, updated_at: db.fn.now() });
}
/** Takes a failed run back for a retry: running again, so that a second retry at once finds nothing to take. */
export async function claimFailedRun(db, organizationId, id) {
    const [row] = await db('flow_runs')
        .where({ organization_id: organizationId, id, status: 'failed', test: false })
        .update({ status: 'running', error: null, finished_at: null, updated_at: db.fn.now() })
        .returning('*');
    return row;
}
//# sourceMappingURL=store.js.map