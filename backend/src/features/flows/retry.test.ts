import { compileFlow, type TraceEntry } from '@kontor/flow-engine';
import { describe, expect, it } from 'vitest';
import { pendingFromTrace, retryFrom } from './retry.js';

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });
const mail = (id: string) => node(id, 'send_email', { to: `${id}@example.com`, subject: id, body: 'x' });

// t → A → A2, t → C (a condition: true → B), t → D
const plan = compileFlow(
  {
    nodes: [
      node('t', 'trigger.invoice_created'),
      node('A', 'send_to_platform', { url: 'https://example.com/hook' }),
      mail('A2'),
      node('C', 'condition', { value: '1', operator: 'equals', compare_to: '1' }),
      mail('B'),
      mail('D'),
    ],
    connections: [link('t', 'A'), link('A', 'A2'), link('t', 'C'), link('C', 'B', 'true'), link('t', 'D')],
  },
  'automation',
);

const step = (nodeId: string, output: string | null, error: string | null = null): TraceEntry => ({
  node: nodeId,
  type: plan.nodes.get(nodeId)?.node.type ?? 'trace_omitted',
  started_at: '2026-11-22T09:00:00.000Z',
  duration_ms: 0,
  params: {},
  output,
  result: null,
  error,
  warnings: [],
});
const note = (nodeId: string, type: string, error: string | null = null): TraceEntry => ({ ...step(nodeId, null, error), type });
const now = new Date('2026-11-23T09:00:00Z');

describe('what a retry of a failed run continues with', () => {
  it("is the run's kept state when it has one", () => {
    const run = {
      trigger_node: 't',
      trace: [step('t', 'main'), step('A', null, 'down')],
      state: { pending: ['A', 'C', 'D'], context: {}, resume_at: '' },
    };
    expect(retryFrom(run, plan, now)).toEqual({ pending: ['A', 'C', 'D'] });
  });

  it('is worked out from the trace for a run failed before states were kept: the failed step, then every branch still pending', () => {
    expect(pendingFromTrace(plan, 't', [step('t', 'main'), step('A', null, 'down')])).toEqual(['A', 'C', 'D']);
    expect(
      pendingFromTrace(plan, 't', [step('t', 'main'), step('A', 'main'), step('A2', 'main'), step('C', 'true'), step('B', null, 'smtp')]),
    ).toEqual(['B', 'D']);
    // Retried the old way (the failed step alone) and failed further on: the branches it dropped are still pending.
    const retriedOldWay = [step('t', 'main'), step('A', null, 'down'), step('A', 'main'), step('A2', null, 'smtp')];
    expect(retryFrom({ trigger_node: 't', trace: retriedOldWay, state: null }, plan, now)).toEqual({ pending: ['A2', 'C', 'D'] });
    // A hold, a guard's refusal and a note do not move the queue.
    const notes = [note('t', 'hold'), step('t', 'main'), note('A', 'retry'), step('A', null, 'down')];
    expect(pendingFromTrace(plan, 't', notes)).toEqual(['A', 'C', 'D']);
    expect(pendingFromTrace(plan, 't', [note('t', 'loop_guard', 'loop guard')])).toEqual(['t']);
  });

  it('is the failed step alone when the trace cannot tell, and the trace says so', () => {
    const cut = [step('t', 'main'), note('', 'trace_omitted'), step('A', null, 'down')];
    expect(pendingFromTrace(plan, 't', cut)).toBeNull();
    const retry = retryFrom({ trigger_node: 't', trace: cut, state: null }, plan, now);
    expect(retry.pending).toEqual(['A']);
    expect(retry.note).toMatchObject({ node: 'A', type: 'retry', error: null, warnings: [expect.stringContaining('does not run')] });
    // Not this graph's steps: the same.
    expect(retryFrom({ trigger_node: 't', trace: [step('t', 'main'), step('D', null, 'x')], state: null }, plan, now).note).toBeDefined();
  });
});
