/** Live runs' rules: only a waiting run is cancelled, only a failed live run is retried; a flow's kept versions. */
import type { Deps } from '../../app/deps.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { FlowRunner } from './runner.js';
import type { FlowRun } from './schemas.js';
import { cancelWaitingRun, claimFailedRun, findRun, listFlowVersions, rowToRun } from './store.js';

export function runControl({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    async cancel(organizationId: number, id: number): Promise<FlowRun> {
      const cancelled = await cancelWaitingRun(db, organizationId, id, clock.now());
      if (cancelled) return rowToRun(cancelled);
      const run = await findRun(db, organizationId, id);
      if (!run) throw notFound('The run');
      throw conflict(`Only a waiting run can be cancelled; this one is ${run.status}.`, 'run_not_waiting');
    },

    /** Takes a failed live run (marked running, so a second retry at once finds nothing) and runs it again from its failing step. */
    async retry(organizationId: number, id: number, runner: FlowRunner): Promise<FlowRun> {
      const claimed = await claimFailedRun(db, organizationId, id);
      if (claimed) return rowToRun(await runner.retryRun(claimed));
      const run = await findRun(db, organizationId, id);
      if (!run) throw notFound('The run');
      throw conflict(`Only a failed live run can be retried; this one is ${run.test ? 'a test run' : run.status}.`, 'run_not_failed');
    },

    async versions(flowId: number) {
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
