/**
 * The flow's live runs: waiting ones with their wake time, completed ones,
 * failed ones with the failing step. A run opens on the canvas like a test
 * run; a waiting run can be cancelled and a failed one retried.
 */
import { useState } from 'react';
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
  // What the last Cancel or Retry came to; a retry that failed again is no success, and is not shown as one.
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  /** The run a Cancel or Retry is under way for: its button says so until the answer. */
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (id: number, told: (run: FlowRun) => string, action: () => Promise<FlowRun>) => {
    setNotice(null);
    setBusy(id);
    const changed = await act(action);
    setBusy(null);
    if (changed) {
      onShow(changed);
      setNotice({ text: told(changed), failed: changed.status === 'failed' });
    }
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
                  ? `wakes ${formatTime(run.resume_at)}`
                  : run.status === 'failed'
                    ? `failed at ${run.failed_node ?? '?'}`
                    : formatTime(run.started_at)}
              </span>
              {run.status === 'waiting' && (
                <button
                  type="button"
                  disabled={busy === run.id}
                  onClick={() =>
                    window.confirm(`Cancel run #${run.id}? It will do nothing more.`) &&
                    void change(
                      run.id,
                      () => `Run #${run.id} cancelled.`,
                      () => flowsApi.cancelRun(run.id),
                    )
                  }
                >
                  {busy === run.id ? 'Cancelling…' : 'Cancel'}
                </button>
              )}
              {run.status === 'failed' && (
                <button
                  type="button"
                  disabled={busy === run.id}
                  onClick={() =>
                    void change(
                      run.id,
                      (retried) => `Run #${run.id} retried: ${outcome(retried)}.`,
                      () => flowsApi.retryRun(run.id),
                    )
                  }
                >
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
function outcome(run: FlowRun): string {
  // The error names its node already ("interest (add_interest): …").
  if (run.status === 'failed') return run.error ? `failed again: ${run.error}` : `failed again at ${run.failed_node ?? 'its trigger'}`;
  if (run.status === 'waiting' && run.resume_at) return `waiting until ${formatTime(run.resume_at)}`;
  return run.status;
}
