/** A test run of the draft: saved first when it has changes, then run on the given context; its trace is stepped through. */
import { useState } from 'react';
import type { ApiError } from '../../api/client.js';
import { flowsApi } from '../../api/flows.js';
import type { FlowRun } from '../../api/types.js';
import type { Draft } from './use-draft.js';

export function useTestRun(draft: Pick<Draft, 'dirty' | 'flowId' | 'save'>) {
  const [run, setRun] = useState<FlowRun | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [running, setRunning] = useState(false);
  const [step, setStep] = useState(0);

  const start = async (context: Record<string, unknown>, trigger: string | undefined) => {
    setError(null);
    setRunning(true);
    try {
      const flow = draft.dirty || draft.flowId === null ? await draft.save() : { id: draft.flowId };
      if (!flow) return;
      setRun(await flowsApi.testRun(flow.id, context, trigger));
      setStep(0);
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setRunning(false);
    }
  };

  /** Shows a run made elsewhere (a live run from the runs list) the same way. */
  const show = (shown: FlowRun | null) => {
    setRun(shown);
    setStep(0);
  };

  return { run, error, running, step, setStep, start, show };
}
