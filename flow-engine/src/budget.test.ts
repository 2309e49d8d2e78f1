import { describe, expect, it } from 'vitest';
import {
  MAX_TRACE_ENTRIES,
  RENDER_LIMITS,
  RUN_LIMITS,
  RenderBudget,
  compileFlow,
  compileTemplate,
  runFlow,
  validateGraph,
} from './index.js';
import type { ActionRequest, Graph, RunResult } from './types.js';

const at = { x: 0, y: 0 };
const node = (id: string, type: string, params: Record<string, unknown> = {}) => ({ id, type, params, position: at });
const link = (from: string, to: string, output = 'main') => ({ from, to, output });
const posts: ActionRequest[] = [];
const actions = {
  async run(request: ActionRequest) {
    posts.push(request);
    return { ok: true };
  },
};
const codes = (graph: Graph) => validateGraph(graph, 'automation').map((error) => [error.node, error.code]);
const patient = () => new RenderBudget({ ...RENDER_LIMITS, timeMs: 60_000 });

/** `levels` times: the previous node leads to two set_variables that join in `j<level>`, doubling the runs of what follows. */
function doubling(levels: number) {
  const nodes = [node('t', 'trigger.task_created')];
  const connections = [];
  for (let level = 0; level < levels; level++) {
    const before = level === 0 ? 't' : `j${level - 1}`;
    nodes.push(
      node(`a${level}`, 'set_variable', { name: 'x', value: 'a' }),
      node(`b${level}`, 'set_variable', { name: 'x', value: 'b' }),
      node(`j${level}`, 'set_variable', { name: 'x', value: 'j' }),
    );
    connections.push(link(before, `a${level}`), link(before, `b${level}`), link(`a${level}`, `j${level}`), link(`b${level}`, `j${level}`));
  }
  return { nodes, connections };
}

const thousand = Array.from({ length: 1000 }, (_, index) => index);

describe('the render budget', () => {
  it('stops nested each over a large array at the iteration budget', () => {
    const template = compileTemplate('{{#each list}}{{#each ../list}}{{this}}{{/each}}{{/each}}');
    const budget = patient();
    expect(() => template.render({ list: thousand }, budget)).toThrow(/render budget exceeded: more than 10000 block iterations/);
    expect(budget.iterations).toBe(10_001);
  });

  it('stops output past its size, plain values and text counted alike', () => {
    const big = 'x'.repeat(100_000);
    expect(() => compileTemplate('{{a}}{{a}}{{a}}').render({ a: big }, patient())).toThrow(/output longer than 262144 characters/);
    expect(() => compileTemplate(`{{#each list}}${'static text '.repeat(40)}{{/each}}`).render({ list: thousand }, patient())).toThrow(
      /output longer than/,
    );
    expect(compileTemplate('{{a}}{{a}}').render({ a: big }, patient()).text).toHaveLength(200_000);
  });

  it('stops a render past its time', () => {
    const slow = compileTemplate('{{#each list}}{{#each ../list}}{{/each}}{{/each}}');
    expect(() => slow.render({ list: thousand }, new RenderBudget({ iterations: 1e9, outputChars: 1e9, timeMs: 5 }))).toThrow(
      /rendering took longer than 5 ms/,
    );
  });

  it('renders as Handlebars does otherwise: literals, block params, else chains, sections, data variables', () => {
    const template = compileTemplate(
      '{{#each items as |item|}}{{@index}}:{{item.name}}{{#if item.paid}} paid{{else if item.sent}} sent{{else}} open{{/if}};{{/each}}{{#client}}{{name}}{{/client}}{{[odd key]}}{{{raw}}}',
    );
    const context = {
      items: [{ name: 'a', paid: true }, { name: 'b', sent: true }, { name: 'c' }],
      client: { name: 'C' },
      'odd key': '!',
      raw: '<b>',
    };
    expect(template.render(context).text).toBe('0:a paid;1:b sent;2:c open;C!<b>');
  });

  it('refuses partials, inline partials, decorators, helpers in (…) and block helpers without their value', () => {
    for (const source of [
      '{{> missing}}',
      '{{#> layout}}x{{/layout}}',
      '{{#*inline "p"}}{{> p}}{{> p}}{{/inline}}{{> p}}',
      '{{#if}}x{{/if}}',
      '{{#each}}x{{/each}}',
      '{{#if (lookup a b)}}x{{/if}}',
      '{{if a}}',
    ]) {
      expect(() => compileTemplate(source), source).toThrow();
      const graph = {
        nodes: [node('t', 'trigger.task_created'), node('v', 'set_variable', { name: 'x', value: source })],
        connections: [link('t', 'v')],
      };
      expect(codes(graph), source).toContainEqual(['v', 'invalid_template']);
    }
  });
});

describe('the run budget', () => {
  it('fails a run whose set_variable chain doubles its output, keeping a small trace and a bounded context', async () => {
    const nodes = [node('t', 'trigger.task_created'), node('v0', 'set_variable', { name: 'a', value: 'xxxxxxxxxxxxxxxx' })];
    const connections = [link('t', 'v0')];
    for (let index = 1; index < 40; index++) {
      nodes.push(node(`v${index}`, 'set_variable', { name: 'a', value: '{{vars.a}}{{vars.a}}' }));
      connections.push(link(`v${index - 1}`, `v${index}`));
    }
    const result = await runFlow(compileFlow({ nodes, connections }, 'automation'), { context: {}, actions });
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/render budget exceeded: output longer than/);
    expect(result.trace.at(-1)!.error).toMatch(/render budget exceeded/);
    expect(JSON.stringify(result.trace).length).toBeLessThan(200_000);
    expect(JSON.stringify(result.context).length).toBeLessThan(300_000);
  });

  it('counts steps across waits: joined branches behind waits stop at the run budget, not per wait', async () => {
    // Five levels of two branches that join: every later node runs 32 times, and each is a wait.
    const { nodes, connections } = doubling(5);
    connections.push(link('j4', 'w0'));
    for (let index = 0; index < 40; index++) {
      nodes.push(node(`w${index}`, 'wait', { amount: 1, unit: 'minutes' }));
      if (index > 0) connections.push(link(`w${index - 1}`, `w${index}`));
    }
    const flow = compileFlow({ nodes, connections }, 'automation');
    let result: RunResult = await runFlow(flow, { context: {}, actions });
    let segments = 1;
    let steps = result.trace.length;
    while (result.status === 'waiting') {
      expect(result.state!.spent!.steps).toBeGreaterThan(0);
      result = await runFlow(flow, { resume: result.state!, actions });
      segments += 1;
      steps += result.trace.filter((entry) => entry.type !== 'trace_omitted').length;
    }
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/stopped after 1000 steps/);
    expect(segments).toBeGreaterThan(100);
    expect(steps).toBeLessThanOrEqual(RUN_LIMITS.steps + 1);
  });

  it('caps the trace: the first entries, a count of those left out, and the last', async () => {
    const { nodes, connections } = doubling(5);
    nodes.push(...[1, 2, 3].map((index) => node(`tail${index}`, 'set_variable', { name: 'x', value: String(index) })));
    connections.push(link('j4', 'tail1'), link('tail1', 'tail2'), link('tail2', 'tail3'));
    const result = await runFlow(compileFlow({ nodes, connections }, 'automation'), { context: {}, actions });
    expect(result.status).toBe('completed');
    expect(result.trace).toHaveLength(MAX_TRACE_ENTRIES);
    const omitted = result.trace.find((entry) => entry.type === 'trace_omitted')!;
    // The trigger, then per level: two branches run 2^level times each and the join 2^(level+1) times.
    const steps = 1 + [0, 1, 2, 3, 4].reduce((sum, level) => sum + 2 * 2 ** level + 2 ** (level + 1), 0) + 3 * 32;
    expect(MAX_TRACE_ENTRIES - 2 + (omitted.result as { omitted: number }).omitted + 1).toBe(steps);
  });
});

describe('graph rules against multiplying actions', () => {
  it('refuses a repeated connection', () => {
    const graph = {
      nodes: [node('t', 'trigger.task_created'), node('p', 'send_to_platform', { url: 'https://example.com/' })],
      connections: [link('t', 'p'), link('t', 'p'), link('t', 'p')],
    };
    expect(codes(graph)).toEqual([
      ['t', 'duplicate_connection'],
      ['t', 'duplicate_connection'],
    ]);
  });

  it('refuses joins that would run a node once per path, 99 × 99 times', () => {
    const nodes = [
      node('t', 'trigger.task_created'),
      node('mid', 'set_variable', { name: 'x', value: '1' }),
      node('post', 'send_to_platform', { url: 'https://example.com/' }),
    ];
    const connections = [];
    for (let index = 0; index < 99; index++) {
      nodes.push(
        node(`a${index}`, 'set_variable', { name: 'x', value: '1' }),
        node(`b${index}`, 'set_variable', { name: 'x', value: '1' }),
      );
      connections.push(link('t', `a${index}`), link(`a${index}`, 'mid'), link('mid', `b${index}`), link(`b${index}`, 'post'));
    }
    expect(
      codes({
        nodes: nodes.slice(0, 200),
        connections: connections.filter(
          (c) => nodes.slice(0, 200).some((n) => n.id === c.to) && nodes.slice(0, 200).some((n) => n.id === c.from),
        ),
      }),
    ).toContainEqual(['mid', 'too_many_paths']);
  });
});
