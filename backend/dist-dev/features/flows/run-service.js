import { conflict, notFound } from '../../platform/errors.js';
import { cancelWaitingRun, claimFailedRun, findRun, listFlowVersions, rowToRun } from './store.js';
export function runControl({ db, clock }) {
    return {
        async cancel(organizationId, id) {
            const cancelled = await cancelWaitingRun(db, organizationId, id, clock.now());
            if (cancelled)
                return rowToRun(cancelled);
            const run = await findRun(db, organizationId, id);
            if (!run)
                throw notFound('The run');
            throw conflict(`Only a waiting run can be cancelled; this one is ${run.status}.`, 'run_not_waiting');
        },
        /** Takes a failed live run (marked running, so a second retry at once finds nothing) and runs it again from its failing step. */
        async retry(organizationId, id, runner) {
            const claimed = await claimFailedRun(db, organizationId, id);
            if (claimed)
                return rowToRun(await runner.retryRun(claimed));
            const run = await findRun(db, organizationId, id);
            if (!run)
                throw notFound('The run');
            throw conflict(`Only a failed live run can be retried; this one is ${run.test ? 'a test run' : run.status}.`, 'run_not_failed');
        },
        async versions(flowId) {
            const versions = await listFlowVersions(db, flowId);
            return versions.map((row) => ({
                version: row.version,
                mode: row.mode,
                graph: row.graph,
                created_at: row.created_at.toISOString(),
                waiting_runs: row.waiting_runs,
            }));
        },
    };
}
//# sourceMappingURL=run-service.js.map