/**
 * What one run may spend, across its waits: steps (nodes run), characters
 * rendered and time spent rendering. The spending travels in the run's state,
 * so a run that waits nine times has the same budget as one that never waits.
 * Also what its trace keeps: each entry's values cut to a preview, and past
 * MAX_TRACE_ENTRIES the middle of the trace summarised in one entry.
 */
import type { RunSpent, TraceEntry } from '../types.js';

export const RUN_LIMITS = Object.freeze({ steps: 1_000, renderedChars: 1024 * 1024, renderMs: 1_000 });
export const MAX_TRACE_ENTRIES = 200;
/** Characters of a traced value (a param, a result) kept before it is cut to a preview. */
export const TRACE_VALUE_CHARS = 2_048;
export const TRACE_OMITTED = 'trace_omitted';

export const nothingSpent = (): RunSpent => ({ steps: 0, rendered_chars: 0, render_ms: 0 });

/** Why the run must stop, or null while it is within its budget. */
export function overBudget(spent: RunSpent): string | null {
  if (spent.steps > RUN_LIMITS.steps) return `stopped after ${RUN_LIMITS.steps} steps (the budget of one run, waits included)`;
  if (spent.rendered_chars > RUN_LIMITS.renderedChars)
    return `stopped after rendering ${RUN_LIMITS.renderedChars} characters (the budget of one run)`;
  if (spent.render_ms > RUN_LIMITS.renderMs) return `stopped after ${RUN_LIMITS.renderMs} ms of template rendering (the budget of one run)`;
  return null;
}

/** A prefix of `text` that does not end inside a surrogate pair (a half pair is not storable as jsonb). */
function cut(text: string, chars: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(chars - 1)) ? chars - 1 : chars;
  return text.slice(0, end);
}

/** A value as the trace keeps it: whole when small, else a preview that says how large it was. */
export function traced(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length <= TRACE_VALUE_CHARS ? value : `${cut(value, TRACE_VALUE_CHARS)}… [${value.length} characters, cut]`;
  if (value === null || typeof value !== 'object') return value;
  const text = JSON.stringify(value) ?? 'null';
  return text.length <= TRACE_VALUE_CHARS ? value : { truncated: true, size: text.length, preview: cut(text, TRACE_VALUE_CHARS) };
}

export const tracedParams = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, traced(value)]));

/** At most MAX_TRACE_ENTRIES: the first ones, one entry counting those left out, and the last one (where it ended). */
export function capTrace(entries: readonly TraceEntry[]): TraceEntry[] {
  if (entries.length <= MAX_TRACE_ENTRIES) return [...entries];
  const head = entries.slice(0, MAX_TRACE_ENTRIES - 2);
  const middle = entries.slice(MAX_TRACE_ENTRIES - 2, -1);
  const last = entries.at(-1)!;
  const omitted = middle.reduce(
    (count, entry) => count + (entry.type === TRACE_OMITTED ? Number((entry.result as { omitted?: number } | null)?.omitted ?? 0) : 1),
    0,
  );
  const summary: TraceEntry = {
    node: '',
    type: TRACE_OMITTED,
    started_at: middle[0]!.started_at,
    duration_ms: 0,
    params: {},
    output: null,
    result: { omitted },
    error: null,
    warnings: [`${omitted} steps are not kept in the trace (it keeps ${MAX_TRACE_ENTRIES} entries)`],
  };
  return [...head, summary, last];
}

/** A stored trace and the next part of the run, capped as one. */
export const appendTrace = (previous: readonly TraceEntry[], next: readonly TraceEntry[]) => capTrace([...previous, ...next]);
