/**
 * The flow's live runs: waiting ones with their wake time, completed ones,
 * failed ones with the failing step. A run opens on the canvas like a test
 * run; a waiting run can be cancelled and a failed one retried.
 */
import { flowsApi } from '../../api/flows.js';
import type { FlowRun } from '../../api/types.js';
import { useAction } from '../../api/use-action.js';
import { useLoad } from '../../api/use-load.js';
import { formatTime } from '../../ui/format.js';
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
  const runs = useLoad(() => (flowId === null ? Promise.resolve(null) : flowsApi.runs(flowId)), [flowId]);
  const { error, run: act } = useAction();

  const change = async (action: () => Promise<FlowRun>) => {
    const changed = await act(action);
    if (changed) onShow(changed);
    runs.reload();
  };

  return (
    <aside className="test-panel" aria-label="Runs">
      <header>
        <h2>Runs</h2>
        <button type="button" onClick={runs.reload} aria-label="Refresh the runs">
          ↻
        </button>
        <button type="button" className="icon" aria-label="Close the runs" onClick={onClose}>
          ×
        </button>
      </header>
      {flowId === null && <p className="muted">Save the flow first; its runs appear here when its trigger fires.</p>}
      <ProblemMessage error={runs.error ?? error} />
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
                  ? `wakes ${formatTime(run.resume_at)}`
                  : run.status === 'failed'
                    ? `failed at ${run.failed_node ?? '?'}`
                    : formatTime(run.started_at)}
              </span>
              {run.status === 'waiting' && (
                <button
                  type="button"
                  onClick={() =>
                    window.confirm(`Cancel run #${run.id}? It will do nothing more.`) && void change(() => flowsApi.cancelRun(run.id))
                  }
                >
                  Cancel
                </button>
              )}
              {run.status === 'failed' && (
                <button type="button" onClick={() => void change(() => flowsApi.retryRun(run.id))}>
                  Retry
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
