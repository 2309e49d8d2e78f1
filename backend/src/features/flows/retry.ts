/**
 * Where a retry of a failed run continues: the step that failed, then
 * everything that was still to run when it failed (another branch of the
 * flow too), in the order the run would have run it; never a step that
 * completed before.
 *
 * A run that fails keeps that list in its state (the engine answers it). A run
 * that failed before runs kept it has none: the list is worked out again from
 * its trace, replayed over its flow version as the executor runs a flow (depth
 * first, each step's next nodes first). When the trace cannot say (cut to its
 * last entries, or not matching the graph), the retry runs the failed step
 * and what follows it only, and its trace says so.
 */
import type { CompiledFlow, TraceEntry } from '@kontor/flow-engine';
import type { RunRow } from './store.js';

/** The entry that stands for the steps a long trace left out (flow-engine's capTrace). */
const TRACE_OMITTED = 'trace_omitted';

/**
 * The nodes still to run after the steps in `trace`, the run having started at `trigger`; null when the trace does
 * not tell (cut, or not this graph's). A failed step stays first: a retry runs it again. Entries that are not a
 * node's step (a hold, a guard's refusal, a note) do not move the queue.
 */
export function pendingFromTrace(plan: CompiledFlow, trigger: string, trace: readonly TraceEntry[]): string[] | null {
  const pending = [trigger];
  for (const entry of trace) {
    if (entry.type === TRACE_OMITTED) return null;
    const compiled = plan.nodes.get(entry.node);
    if (!compiled || compiled.node.type !== entry.type) continue;
    if (pending[0] !== entry.node) return null;
    if (entry.error !== null) continue;
    if (entry.output === null) return null;
    pending.shift();
    pending.unshift(...(plan.next.get(`${entry.node}:${entry.output}`) ?? []));
  }
  return pending;
}

/** What a retry of `run` runs, in order; with a trace entry to add first when what was pending is not known. */
export function retryFrom(
  run: Pick<RunRow, 'state' | 'trace' | 'trigger_node'>,
  plan: CompiledFlow | null,
  now: Date,
): { pending: string[]; note?: TraceEntry } {
  if (run.state && run.state.pending.length > 0) return { pending: [...run.state.pending] };
  const replayed = plan ? pendingFromTrace(plan, run.trigger_node, run.trace) : null;
  if (replayed && replayed.length > 0) return { pending: replayed };
  const failed = run.trace.findLast((entry) => entry.error !== null)?.node ?? run.trigger_node;
  if (replayed) return { pending: [failed] };
  const note: TraceEntry = {
    node: failed,
    type: 'retry',
    started_at: now.toISOString(),
    duration_ms: 0,
    params: {},
    output: null,
    result: { pending: [failed], pending_at_failure: 'unknown' },
    error: null,
    warnings: [
      `this run failed before runs kept what was still to run at a failure, and its trace does not tell (it is cut, or does not match the flow's version): the retry runs "${failed}" and what follows it; any other step that was still pending when it failed does not run`,
    ],
  };
  return { pending: [failed], note };
}
