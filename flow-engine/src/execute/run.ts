/**
 * Runs a compiled flow from its trigger, node by node, depth first: each
 * node's params are rendered over the context, actions run one at a time
 * through the host's action port, conditions choose `true` or `false`. A
 * `wait` node ends the run as `waiting` with the state to resume from (the
 * host stores it and schedules the resumption); a failing action, a template
 * that fails to render or a spent budget ends it as `failed`, with the error
 * in the trace and the state a retry continues from (the failed step, then
 * the rest of what was pending). Between steps the run yields to the event
 * loop, so that a long run does not hold up the requests the same process
 * answers.
 */
import { RenderBudget } from '../template/budget.js';
import type { ActionPort, Context, RunResult, RunSpent, RunState, TraceEntry } from '../types.js';
import { MAX_TRACE_ENTRIES, capTrace, nothingSpent, overBudget, traced, tracedParams } from './budget.js';
import type { CompiledFlow, CompiledNode } from './compile.js';
import { evaluateCondition, waitUntil } from './logic.js';
import type { LetterFormat } from '../template/letters.js';
import { renderHtmlParams, renderParams } from './render.js';
import { checkRendered } from './rendered.js';
import { EventLoopSlices } from './slices.js';

export interface RunOptions {
  /** The event's data, for a new run. */
  context?: Context;
  /** The trigger to start from (default: the first one). */
  trigger?: string;
  /** Where a waiting run picks up. */
  resume?: RunState;
  actions: ActionPort;
  /**
   * The records in the context as they are after an action (an invoice with a fee just added): what it answers
   * replaces those keys, so that the steps after it read the balance the action left, not the one the run began
   * with. Without it, the context changes only by the run's own steps.
   */
  refresh?: (context: Context) => Promise<Partial<Context>> | Partial<Context>;
  now?: () => Date;
  /** The IANA time zone in which a wait's days are calendar days (default UTC). */
  timeZone?: string;
  /**
   * How letter helpers write for this step's context (its client's language, its invoice's currency); en-GB and
   * no currency when not given.
   */
  format?: (context: Context) => LetterFormat;
  /** The slices the run holds the event loop in, when shared with other work (a new one by default). */
  slices?: EventLoopSlices;
}

export async function runFlow(flow: CompiledFlow, options: RunOptions): Promise<RunResult> {
  const now = options.now ?? (() => new Date());
  let trace: TraceEntry[] = [];
  let context: Context;
  let pending: string[];
  const spent: RunSpent = { ...nothingSpent(), ...options.resume?.spent };
  if (options.resume) {
    context = options.resume.context;
    pending = [...options.resume.pending];
  } else {
    const trigger = options.trigger ? flow.nodes.get(options.trigger) : flow.triggers[0];
    if (!trigger || trigger.block.kind !== 'trigger')
      return { status: 'failed', trace, context: {}, state: null, error: `no trigger "${options.trigger ?? ''}" in this flow` };
    context = { ...options.context, vars: {}, steps: {} };
    pending = [trigger.node.id];
  }
  /**
   * A failed run answers the state a retry continues from: `from` (the step that failed, when one did) first, then
   * everything that was still pending, in the order this run would have run it. Nothing done before is in it.
   */
  const failed = (error: string, from?: string): RunResult => ({
    status: 'failed',
    trace: capTrace(trace),
    context,
    state: { pending: from === undefined ? [...pending] : [from, ...pending], context, resume_at: now().toISOString(), spent },
    error,
  });

  /** An action ran since the context's records were read: the next step reads them again (options.refresh). */
  let stale = false;
  const slices = options.slices ?? new EventLoopSlices();
  while (pending.length > 0) {
    spent.steps += 1;
    const over = overBudget(spent);
    if (over) return failed(over);
    await slices.pause();
    if (trace.length >= 2 * MAX_TRACE_ENTRIES) trace = capTrace(trace);
    const compiled = flow.nodes.get(pending.shift()!)!;
    const started = performance.now();
    const startedAt = now();
    const warnings: string[] = [];
    const entry: TraceEntry = {
      node: compiled.node.id,
      type: compiled.node.type,
      started_at: startedAt.toISOString(),
      duration_ms: 0,
      params: {},
      output: null,
      result: null,
      error: null,
      warnings,
    };
    trace.push(entry);
    try {
      // Read again before the step after an action, not in the action's own step: a read that fails fails this step,
      // and a retry starts here, instead of doing the action (an e-mail, a post) a second time.
      if (stale && options.refresh) Object.assign(context, await options.refresh(context));
      stale = false;
      // Started after that read: its time in the database had counted as rendering, and a read slower than the render
      // limit (50 ms, on a busy machine) failed the step with "render budget exceeded".
      const budget = new RenderBudget();
      const findings = { warnings, failed: [] as string[] };
      const rendering = { format: options.format?.(context) };
      let params: Record<string, unknown>;
      let html: Record<string, string> | undefined;
      try {
        params = renderParams(compiled.node.params, compiled.templates, context, findings, budget, rendering);
        if (compiled.block.html_params && findings.failed.length === 0)
          html = renderHtmlParams(compiled.block.html_params, compiled.node.params, compiled.templates, context, budget, rendering);
      } finally {
        spent.rendered_chars += budget.outputChars;
        spent.render_ms += budget.elapsedMs;
      }
      entry.params = tracedParams(params);
      const overAfterRender = overBudget(spent);
      if (overAfterRender) throw new Error(overAfterRender);
      // Before the action: a letter with a marker in place of an amount is not sent.
      if (findings.failed.length > 0) throw new Error(`a template helper failed: ${findings.failed.join('; ')}`);
      params = checkRendered(compiled.block, compiled.node.params, params);
      const step = await runNode(compiled, params, context, options.actions, startedAt, options.timeZone, {
        html,
        letter: rendering.format,
      });
      stale = step.acted === true;
      entry.output = step.output;
      entry.result = traced(step.result ?? null);
      const following = flow.next.get(`${compiled.node.id}:${step.output}`) ?? [];
      pending.unshift(...following);
      if (step.resumeAt) {
        entry.duration_ms = performance.now() - started;
        return {
          status: 'waiting',
          trace: capTrace(trace),
          context,
          state: { pending, context, resume_at: step.resumeAt.toISOString(), spent },
          error: null,
        };
      }
    } catch (error) {
      entry.error = (error as Error).message;
      entry.duration_ms = performance.now() - started;
      return failed(`${compiled.node.id} (${compiled.node.type}): ${entry.error}`, compiled.node.id);
    }
    entry.duration_ms = performance.now() - started;
  }
  return { status: 'completed', trace: capTrace(trace), context, state: null, error: null };
}

interface Step {
  output: string;
  result?: unknown;
  resumeAt?: Date;
  /** The host's action port ran: the records in the context may have changed. */
  acted?: boolean;
}

async function runNode(
  compiled: CompiledNode,
  params: Record<string, unknown>,
  context: Context,
  actions: ActionPort,
  now: Date,
  timeZone?: string,
  letters: { html?: Record<string, string>; letter?: LetterFormat } = {},
): Promise<Step> {
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
    const resumeAt = waitUntil(now, Number(params.amount), params.unit as 'minutes' | 'hours' | 'days', timeZone);
    return { output: 'main', result: { resume_at: resumeAt.toISOString() }, resumeAt };
  }
  const { html, letter } = letters;
  const result = await actions.run({
    node: node.id,
    type: node.type,
    params,
    context,
    ...(html ? { html } : {}),
    ...(letter ? { letter } : {}),
  });
  (context.steps as Record<string, unknown>)[node.id] = result ?? null;
  return { output: 'main', result, acted: true };
}
