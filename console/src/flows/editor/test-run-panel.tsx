import { useState } from 'react';
import type { ApiError } from '../../api/client.js';
import type { Block, FlowRun } from '../../api/types.js';
import { pretty } from '../../ui/format.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { sampleOf } from './context-schema.js';

export interface TriggerChoice {
  nodeId: string;
  block: Block | undefined;
}

/**
 * A test run on a sample context: waits pass at once and actions are
 * simulated. The trace is stepped through here and shown on the canvas.
 */
export function TestRunPanel({
  triggers,
  run,
  step,
  busy,
  error,
  onRun,
  onStep,
  onClose,
}: {
  triggers: readonly TriggerChoice[];
  run: FlowRun | null;
  step: number;
  busy: boolean;
  error: ApiError | null;
  onRun: (context: Record<string, unknown>, trigger: string | undefined) => void;
  onStep: (step: number) => void;
  onClose: () => void;
}) {
  const [trigger, setTrigger] = useState(triggers[0]?.nodeId ?? '');
  const sampleFor = (nodeId: string) => pretty(sampleOf(triggers.find((choice) => choice.nodeId === nodeId)?.block?.context_schema) ?? {});
  const [context, setContext] = useState(() => sampleFor(trigger));
  const [contextError, setContextError] = useState<string | null>(null);
  const entry = run?.trace[step];

  const start = () => {
    try {
      const parsed: unknown = JSON.parse(context);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('The context must be a JSON object.');
      setContextError(null);
      onRun(parsed as Record<string, unknown>, trigger || undefined);
    } catch (failure) {
      setContextError(failure instanceof SyntaxError ? `The context is not valid JSON: ${failure.message}` : (failure as Error).message);
    }
  };

  return (
    <aside className="test-panel" aria-label="Test run">
      <header>
        <h2>Test run</h2>
        <button type="button" className="icon" aria-label="Close the test run" onClick={onClose}>
          ×
        </button>
      </header>
      <p className="muted small">Waits pass at once; e-mails, HTTP calls and changes are simulated.</p>
      {triggers.length > 1 && (
        <label>
          Trigger
          <select
            value={trigger}
            onChange={(event) => {
              setTrigger(event.target.value);
              setContext(sampleFor(event.target.value));
            }}
          >
            {triggers.map((choice) => (
              <option key={choice.nodeId} value={choice.nodeId}>
                {choice.block?.label ?? choice.nodeId} ({choice.nodeId})
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Context (what the trigger would carry)
        <textarea name="context" className="code" rows={10} value={context} onChange={(event) => setContext(event.target.value)} spellCheck={false} />
      </label>
      {contextError && <p className="problem">{contextError}</p>}
      <ProblemMessage error={error} />
      <button type="button" className="primary" disabled={busy || triggers.length === 0} onClick={start}>
        {busy ? 'Running…' : triggers.length === 0 ? 'Add a trigger first' : 'Run'}
      </button>
      {run && (
        <section className="trace" aria-label="Trace">
          <p>
            Run #{run.id}: <span className={`badge ${run.status === 'failed' ? 'bad' : 'ok'}`}>{run.status}</span>
            {run.error && <span className="problem small"> {run.error}</span>}
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
      )}
    </aside>
  );
}
