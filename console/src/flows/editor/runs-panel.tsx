/**
 * The flow's live runs: waiting ones with their wake time, completed ones,
 * failed ones with the failing step. A run opens on the canvas like a test
 * run; a waiting run can be cancelled and a failed one retried.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flowsApi } from '../../api/flows.js';
import { flowQueries, queryKeys } from '../../api/queries.js';
import type { FlowRun } from '../../api/types.js';
import { type OrgFormat, useOrgFormat } from '../../ui/org-format.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { statusBadge, TraceView } from './trace-view.js';

export function RunsPanel({
  flowId,
  shown,
  step,
  onShow,
  onStep,
  onClose,
}: {
  flowId: number | null;
  shown: FlowRun | null;
  step: number;
  onShow: (run: FlowRun | null) => void;
  onStep: (step: number) => void;
  onClose: () => void;
}) {
  const format = useOrgFormat();
  const runs = useQuery({ ...flowQueries.runs(flowId ?? 0), enabled: flowId !== null });
  const queryClient = useQueryClient();
  // What the last Cancel or Retry came to; a retry that failed again is no success, and is not shown as one.
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);

  const changing = useMutation({
    mutationFn: ({ id, to }: { id: number; to: 'cancel' | 'retry' }) => (to === 'cancel' ? flowsApi.cancelRun(id) : flowsApi.retryRun(id)),
    onMutate: () => setNotice(null),
    onSuccess: (changed, { id, to }) => {
      onShow(changed);
      setNotice({
        text: to === 'cancel' ? `Run #${id} cancelled.` : `Run #${id} retried: ${outcome(changed, format)}.`,
        failed: changed.status === 'failed',
      });
    },
    // Every read of this flow's runs, whatever a later feature adds under the key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.flowRuns(flowId ?? 0) }),
  });
  /** The run a Cancel or Retry is under way for: its button says so until the answer. */
  const busy = changing.isPending ? changing.variables.id : null;
  const { error } = changing;

  return (
    <aside className="test-panel" aria-label="Runs">
      <header>
        <h2>Runs</h2>
        <button type="button" onClick={() => void runs.refetch()} aria-label="Refresh the runs">
          ↻
        </button>
        <button type="button" className="icon" aria-label="Close the runs" onClick={onClose}>
          ×
        </button>
      </header>
      {flowId === null && <p className="muted">Save the flow first; its runs appear here when its trigger fires.</p>}
      <ProblemMessage error={runs.error ?? error} />
      {notice && (
        <p className={`${notice.failed ? 'warning' : 'notice'} small`} role="status">
          {notice.text}
        </p>
      )}
      {runs.data && runs.data.results.length === 0 && (
        <p className="muted">No live runs yet. Activate the flow; runs start when its trigger fires.</p>
      )}
      {runs.data && runs.data.results.length > 0 && (
        <ul className="run-list">
          {runs.data.results.map((run) => (
            <li key={run.id} className={shown?.id === run.id ? 'current' : ''}>
              <button type="button" className="link" onClick={() => onShow(run)} aria-label={`Open run ${run.id}`}>
                #{run.id}
              </button>
              <span className={`badge ${statusBadge(run.status)}`}>{run.status}</span>
              <span className="muted small">
                {run.status === 'waiting' && run.resume_at
                  ? `wakes ${format.moment(run.resume_at)}`
                  : run.status === 'failed'
                    ? `failed at ${run.failed_node ?? '?'}`
                    : format.moment(run.started_at)}
              </span>
              {run.status === 'waiting' && (
                <button
                  type="button"
                  disabled={busy === run.id}
                  onClick={() =>
                    window.confirm(`Cancel run #${run.id}? It will do nothing more.`) && changing.mutate({ id: run.id, to: 'cancel' })
                  }
                >
                  {busy === run.id ? 'Cancelling…' : 'Cancel'}
                </button>
              )}
              {run.status === 'failed' && (
                <button type="button" disabled={busy === run.id} onClick={() => changing.mutate({ id: run.id, to: 'retry' })}>
                  {busy === run.id ? 'Retrying…' : 'Retry'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {shown && <TraceView run={shown} step={step} onStep={onStep} />}
    </aside>
  );
}

/** What became of a run, in words: its status, and where it failed or until when it waits. */
function outcome(run: FlowRun, format: OrgFormat): string {
  // The error names its node already ("interest (add_interest): …").
  if (run.status === 'failed') return run.error ? `failed again: ${run.error}` : `failed again at ${run.failed_node ?? 'its trigger'}`;
  if (run.status === 'waiting' && run.resume_at) return `waiting until ${format.moment(run.resume_at)}`;
  return run.status;
}
