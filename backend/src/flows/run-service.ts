/** Live runs' rules: only a waiting run is cancelled, only a failed live run is retried; a flow's kept versions. */
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../http/problem.js';
import { type FlowVersionRow, type RunRow, cancelWaitingRun, claimFailedRun, findRun, listFlowVersions } from './store.js';

export function runService({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  return {
    async cancel(organizationId: number, id: number): Promise<RunRow> {
      const cancelled = await cancelWaitingRun(db, organizationId, id, clock.now());
      if (cancelled) return cancelled;
      const run = await findRun(db, organizationId, id);
      if (!run) throw notFound('The run');
      throw conflict(`Only a waiting run can be cancelled; this one is ${run.status}.`, 'run_not_waiting');
    },

    /** Takes a failed live run for a retry (marked running, so a second retry at once finds nothing). */
    async claimForRetry(organizationId: number, id: number): Promise<RunRow> {
      const claimed = await claimFailedRun(db, organizationId, id);
      if (claimed) return claimed;
      const run = await findRun(db, organizationId, id);
      if (!run) throw notFound('The run');
      throw conflict(`Only a failed live run can be retried; this one is ${run.test ? 'a test run' : run.status}.`, 'run_not_failed');
    },

    versions: (flowId: number): Promise<Array<FlowVersionRow & { waiting_runs: number }>> => listFlowVersions(db, flowId),
  };
}
