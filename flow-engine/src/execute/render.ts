import type { RenderBudget } from '../template/budget.js';
import type { CompiledTemplate } from '../template/index.js';
import type { Context } from '../types.js';

/**
 * A copy of `params` with every template string rendered, all of them on one
 * budget (a node's params together); missing variables are collected as warnings.
 */
export function renderParams(
  params: Record<string, unknown>,
  templates: ReadonlyMap<string, CompiledTemplate>,
  context: Context,
  warnings: string[],
  budget: RenderBudget,
): Record<string, unknown> {
  const render = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const template = templates.get(value);
      if (!template) return value;
      const { text, missing } = template.render(context, budget);
      for (const path of missing) warnings.push(`{{${path}}} is not in the context and rendered empty`);
      return text;
    }
    if (Array.isArray(value)) return value.map(render);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, render(inner)]));
    return value;
  };
  return render(params) as Record<string, unknown>;
}
