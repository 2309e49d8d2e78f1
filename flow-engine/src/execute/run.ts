/**
 * Runs a compiled flow from its trigger, node by node, depth first: each
 * node's params are rendered over the context, actions run one at a time
 * through the host's action port, conditions choose `true` or `false`. A
 * `wait` node ends the run as `waiting` with the state to resume from (the
 * host stores it and schedules the resumption); a failing action ends it as
 * `failed`, with the error in the trace.
 */
import type { ActionPort, Context, RunResult, RunState, TraceEntry } from '../types.js';
import type { CompiledFlow, CompiledNode } from './compile.js';
import { evaluateCondition, waitUntil } from './logic.js';
import { renderParams } from './render.js';

export interface RunOptions {
  /** The event's data, for a new run. */
  context?: Context;
  /** The trigger to start from (default: the first one). */
  trigger?: string;
  /** Where a waiting run picks up. */
  resume?: RunState;
  actions: ActionPort;
  now?: () => Date;
}

/** Nodes run before a run is stopped as runaway: graphs have no cycles, so only a huge graph gets here. */
const MAX_STEPS = 10_000;

export async function runFlow(flow: CompiledFlow, options: RunOptions): Promise<RunResult> {
  const now = options.now ?? (() => new Date());
  const trace: TraceEntry[] = [];
  let context: Context;
  let pending: string[];
  if (options.resume) {
    context = options.resume.context;
    pending = [...options.resume.pending];
  } else {
    const trigger = options.trigger ? flow.nodes.get(options.trigger) : flow.triggers[0];
    if (!trigger || trigger.block.kind !== 'trigger') return { status: 'failed', trace, context: {}, state: null, error: `no trigger "${options.trigger ?? ''}" in this flow` };
    context = { ...options.context, vars: {}, steps: {} };
    pending = [trigger.node.id];
  }

  for (let steps = 0; pending.length > 0; steps++) {
    if (steps >= MAX_STEPS) return { status: 'failed', trace, context, state: null, error: `stopped after ${MAX_STEPS} steps` };
    const compiled = flow.nodes.get(pending.shift()!)!;
    const started = performance.now();
    const startedAt = now();
    const warnings: string[] = [];
    const params = renderParams(compiled.node.params, compiled.templates, context, warnings);
    const entry: TraceEntry = { node: compiled.node.id, type: compiled.node.type, started_at: startedAt.toISOString(), duration_ms: 0, params, output: null, result: null, error: null, warnings };
    trace.push(entry);
    try {
      const step = await runNode(compiled, params, context, options.actions, startedAt);
      entry.output = step.output;
      entry.result = step.result ?? null;
      const following = flow.next.get(`${compiled.node.id}:${step.output}`) ?? [];
      pending.unshift(...following);
      if (step.resumeAt) {
        entry.duration_ms = performance.now() - started;
        return { status: 'waiting', trace, context, state: { pending, context, resume_at: step.resumeAt.toISOString() }, error: null };
      }
    } catch (error) {
      entry.error = (error as Error).message;
      entry.duration_ms = performance.now() - started;
      return { status: 'failed', trace, context, state: null, error: `${compiled.node.id} (${compiled.node.type}): ${entry.error}` };
    }
    entry.duration_ms = performance.now() - started;
  }
  return { status: 'completed', trace, context, state: null, error: null };
}

interface Step {
  output: string;
  result?: unknown;
  resumeAt?: Date;
}

async function runNode(compiled: CompiledNode, params: Record<string, unknown>, context: Context, actions: ActionPort, now: Date): Promise<Step> {
  const { block, node } = compiled;
  if (block.kind === 'trigger') return { output: 'main' };
  if (block.type === 'condition') {
    const verdict = evaluateCondition(params.value, String(params.operator), params.compare_to);
    return { output: verdict ? 'true' : 'false', result: verdict };
  }
  if (block.type === 'set_variable') {
    (context.vars as Record<string, unknown>)[String(params.name)] = params.value;
    return { output: 'main', result: params.value };
  }
  if (block.type === 'wait') {
    const resumeAt = waitUntil(now, Number(params.amount), params.unit as 'minutes' | 'hours' | 'days');
    return { output: 'main', result: { resume_at: resumeAt.toISOString() }, resumeAt };
  }
  const result = await actions.run({ node: node.id, type: node.type, params, context });
  (context.steps as Record<string, unknown>)[node.id] = result ?? null;
  return { output: 'main', result };
}
