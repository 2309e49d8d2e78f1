import type { RenderBudget } from '../template/budget.js';
import type { CompiledTemplate, RenderOptions } from '../template/index.js';
import { escapeHtml } from '../template/letters.js';
import type { Context } from '../types.js';

/** What rendering a node's params found wrong besides a spent budget. */
export interface RenderFindings {
  /** Missing variables, for the trace's warnings. */
  warnings: string[];
  /** Letter helpers that could not format their value: the step fails on them, before its action. */
  failed: string[];
}

/**
 * A copy of `params` with every template string rendered, all of them on one
 * budget (a node's params together); missing variables are collected as warnings.
 */
export function renderParams(
  params: Record<string, unknown>,
  templates: ReadonlyMap<string, CompiledTemplate>,
  context: Context,
  findings: RenderFindings,
  budget: RenderBudget,
  options: RenderOptions = {},
): Record<string, unknown> {
  const render = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const template = templates.get(value);
      if (!template) return value;
      const { text, missing, failed } = template.render(context, budget, options);
      for (const path of missing) findings.warnings.push(`{{${path}}} is not in the context and rendered empty`);
      findings.failed.push(...failed);
      return text;
    }
    if (Array.isArray(value)) return value.map(render);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, render(inner)]));
    return value;
  };
  return render(params) as Record<string, unknown>;
}

/**
 * The HTML forms of the params a block sends as HTML (an e-mail's body): a template rendered again in HTML, plain
 * text escaped with its line breaks kept. Helper failures were already found by the text render.
 */
export function renderHtmlParams(
  keys: readonly string[],
  params: Record<string, unknown>,
  templates: ReadonlyMap<string, CompiledTemplate>,
  context: Context,
  budget: RenderBudget,
  options: RenderOptions = {},
): Record<string, string> {
  const html: Record<string, string> = {};
  for (const key of keys) {
    const value = params[key];
    if (typeof value !== 'string') continue;
    const template = templates.get(value);
    html[key] = template
      ? template.render(context, budget, { ...options, html: true }).text
      : escapeHtml(value).replace(/\r?\n/g, '<br>\n');
  }
  return html;
}
