import { useState } from 'react';
import type { ApiError } from '../../api/client.js';
import type { Block, FlowRun } from '../../api/types.js';
import { pretty } from '../../ui/format.js';
import { ProblemMessage } from '../../ui/problem-message.js';
import { sampleOf } from './context-schema.js';
import { TraceView } from './trace-view.js';

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
        <textarea
          name="context"
          className="code"
          rows={10}
          value={context}
          onChange={(event) => setContext(event.target.value)}
          spellCheck={false}
        />
      </label>
      {contextError && <p className="problem">{contextError}</p>}
      <ProblemMessage error={error} />
      <button type="button" className="primary" disabled={busy || triggers.length === 0} onClick={start}>
        {busy ? 'Running…' : triggers.length === 0 ? 'Add a trigger first' : 'Run'}
      </button>
      {run && <TraceView run={run} step={step} onStep={onStep} />}
    </aside>
  );
}
