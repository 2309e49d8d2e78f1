import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { FlowRun } from '../../api/types.js';
import { pretty } from '../../ui/format.js';
import { bringIntoView } from './narrow.js';

/** How add_interest fails without a reference rate (backend/src/features/dunning/actions.ts): the console has the place to set one. */
const NO_REFERENCE_RATE = 'no reference_interest_rate';

export const statusBadge = (status: FlowRun['status']) =>
  status === 'failed' ? 'bad' : status === 'waiting' || status === 'running' ? 'wait' : status === 'cancelled' ? '' : 'ok';

/** A run's trace, stepped through here and shown on the canvas (test runs and live runs alike). */
export function TraceView({ run, step, onStep }: { run: FlowRun; step: number; onStep: (step: number) => void }) {
  const entry = run.trace[step];
  // A run opened or just made shows below the panel's form or list: it is scrolled to, so the press is seen to work.
  const section = useRef<HTMLElement>(null);
  useEffect(() => bringIntoView(section.current), [run]);
  return (
    <section className="trace" aria-label="Trace" ref={section}>
      <p>
        Run #{run.id}: <span className={`badge ${statusBadge(run.status)}`}>{run.status}</span>
        {run.error &&
          (run.status === 'cancelled' ? (
            <span className="note small">{cancelNote(run.error)}</span>
          ) : (
            <span className="problem small"> {run.error}</span>
          ))}
      </p>
      {run.trace.length > 0 && (
        <div className="stepper">
          <button type="button" disabled={step === 0} onClick={() => onStep(step - 1)} aria-label="Previous step">
            ◀
          </button>
          <span>
            Step {step + 1} of {run.trace.length}
          </span>
          <button type="button" disabled={step >= run.trace.length - 1} onClick={() => onStep(step + 1)} aria-label="Next step">
            ▶
          </button>
        </div>
      )}
      <ol className="trace-steps">
        {run.trace.map((traced, index) => (
          <li key={index} className={`${index === step ? 'current' : ''} ${traced.error ? 'bad' : ''}`}>
            <button type="button" onClick={() => onStep(index)}>
              {traced.node} <span className="muted">{traced.type}</span>
              {traced.output && traced.output !== 'main' && <span> → {traced.output}</span>}
            </button>
          </li>
        ))}
      </ol>
      {entry && (
        <div className="trace-entry">
          <h3>
            {entry.node} · {entry.duration_ms.toFixed(1)} ms
          </h3>
          {entry.error && <p className="problem">{entry.error}</p>}
          {entry.error?.includes(NO_REFERENCE_RATE) && (
            <p className="note small">
              Set the reference rate under {/* data-leaves: the leave guard asks first when the flow has unsaved changes. */}
              <Link href="/settings/automation/debt-collection" data-leaves>
                Settings → Automation → Debt collection
              </Link>
              , then retry the run.
            </p>
          )}
          {entry.warnings.map((warning, index) => (
            <p key={index} className="warning">
              {warning}
            </p>
          ))}
          <h4>Parameters as rendered</h4>
          <pre>{pretty(entry.params)}</pre>
          <h4>Result</h4>
          <pre>{pretty(entry.result ?? null)}</pre>
        </div>
      )}
    </section>
  );
}

/**
 * A cancelled run's error says only why it ended ("cancelled", or "cancelled: the flow was turned off"): no failure,
 * so it is a note, and it says what cancelling meant.
 */
function cancelNote(error: string): string {
  const why = error.replace(/^cancelled:?\s*/, '');
  return `${why ? `Cancelled: ${why}` : 'Cancelled while it waited'}. Nothing it was still to do will happen.`;
}
