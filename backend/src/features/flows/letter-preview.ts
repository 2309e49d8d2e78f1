/**
 * The letter a step would send, written for a real record before the flow is saved: the parameter dialog's preview.
 * The step as drawn runs alone behind its trigger, on the record read as a live run would carry it, with actions
 * simulated; what it would send is caught at the action port, whole (a trace keeps only a cut of long values).
 */
import { type ActionRequest, type Context, type Graph, InvalidFlowError, blockOf, compileFlow, runFlow } from '@kontor/flow-engine';
import type { Deps } from '../../app/deps.js';
import { validationError } from '../../platform/errors.js';
import { htmlLetter } from '../../platform/outbound/email.js';
import { reminderLetter } from '../dunning/letters.js';
import { letterFormat } from '../organizations/letter-format.js';
import { letterSettingsOf } from '../organizations/store.js';
import { runContext } from './real-context.js';
import type { LetterPreview, LetterPreviewRequest } from './schemas.js';
import { invalidGraph } from './service.js';
import type { FlowRow } from './store.js';
import { saveWarnings } from './warnings.js';

const LETTERS = new Set(['send_email', 'send_reminder']);

export async function previewLetter(
  deps: Pick<Deps, 'db' | 'clock'>,
  organizationId: number,
  request: LetterPreviewRequest,
): Promise<LetterPreview> {
  const graph = request.graph as Graph;
  const step = graph.nodes.find((node) => node.id === request.node);
  if (!step || !LETTERS.has(step.type))
    throw validationError([{ field: 'node', message: `"${request.node}" is not a step of this graph that sends a letter` }]);
  const trigger =
    graph.nodes.find((node) => node.id === request.trigger) ??
    graph.nodes.find((node) => blockOf(request.mode, node.type)?.kind === 'trigger');
  if (!trigger) throw validationError([{ field: 'graph', message: 'the flow has no trigger to read the record under' }]);

  // The step alone behind its trigger: what the rest of the drawing holds does not stop a letter from being previewed.
  const alone: Graph = {
    nodes: [trigger, step],
    connections: [{ from: trigger.id, to: step.id, output: 'main' }],
  };
  let plan;
  try {
    plan = compileFlow(alone, request.mode);
  } catch (error) {
    if (error instanceof InvalidFlowError) throw invalidGraph(error.errors);
    throw error;
  }
  const flow = { organization_id: organizationId, mode: request.mode, graph: alone } as FlowRow;
  const context = (await runContext(deps, flow, { record: request.record, trigger: trigger.id })) as Context;
  const settings = await letterSettingsOf(deps.db, organizationId);
  let sent: ActionRequest | undefined;
  const result = await runFlow(plan, {
    context,
    trigger: trigger.id,
    actions: {
      run: async (action) => {
        sent = action;
        return null;
      },
    },
    timeZone: settings.timeZone,
    format: (current) => letterFormat(settings, current),
    now: () => deps.clock.now(),
  });
  const entry = result.trace.find((one) => one.node === step.id);
  const rendered = (sent?.params ?? entry?.params ?? {}) as Record<string, unknown>;
  const missing = entry?.warnings ?? [];
  const warnings = (await saveWarnings(deps.db, organizationId, graph)).filter((warning) => warning.node === step.id);
  const base = { node: step.id, to: String(rendered.to ?? ''), missing, warnings };
  if (!sent) {
    return {
      ...base,
      subject: String(rendered.subject ?? ''),
      text: String(rendered.body ?? ''),
      html: null,
      error: entry?.error ?? result.error,
    };
  }
  const language = sent.letter?.locale;
  if (step.type === 'send_reminder') {
    try {
      const letter = reminderLetter(sent);
      return {
        ...base,
        subject: letter.subject,
        text: letter.text,
        html: letter.html === undefined ? null : htmlLetter(letter.html, language),
        error: null,
      };
    } catch (error) {
      return {
        ...base,
        subject: String(rendered.subject ?? ''),
        text: String(rendered.body ?? ''),
        html: null,
        error: (error as Error).message,
      };
    }
  }
  const html = sent.html?.body;
  return {
    ...base,
    subject: String(rendered.subject ?? ''),
    text: String(rendered.body ?? ''),
    html: html === undefined ? null : htmlLetter(html, language),
    error: null,
  };
}
