/** Long work in slices: what else waits on the event loop runs between any two slices, however many works run. */
import { describe, expect, it } from 'vitest';
import { compileFlowInSlices } from './compile.js';
import { runFlow } from './run.js';
import { EventLoopSlices, setSliceRest } from './slices.js';
import type { Graph } from '../types.js';

const at = { x: 0, y: 0 };

/** Busy for `ms` of the wall clock: a step of work that does not await. */
const busy = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;);
};

/** Records `name` each turn of the event loop until stopped: what a request waiting on the loop would see. */
function probe(order: string[]) {
  let running = true;
  const turn = () => {
    order.push('probe');
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  return () => {
    running = false;
  };
}

describe('event-loop slices', () => {
  it('rest as the host says after each slice, so that what waits has more than one turn between two slices', async () => {
    // A host that shares its loop between tenants rests as long as the slice held it: a timer, not the next turn.
    setSliceRest((heldMs) => heldMs);
    try {
      const order: string[] = [];
      const stop = probe(order);
      const slices = new EventLoopSlices(1);
      for (let step = 0; step < 4; step++) {
        busy(2);
        order.push('work');
        await slices.pause();
      }
      stop();
      const work = order.flatMap((entry, index) => (entry === 'work' ? [index] : []));
      // Between two slices the probe ran at least twice (a turn to reach the timer, and the turns while it waits),
      // where without a rest it runs exactly once (the test above).
      for (let index = 1; index < work.length; index++) expect(work[index]! - work[index - 1]! - 1).toBeGreaterThanOrEqual(2);
    } finally {
      setSliceRest(() => 0);
    }
  });

  it('lets what waits in between any two slices, however many works pause at once', async () => {
    const order: string[] = [];
    const stop = probe(order);
    await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const slices = new EventLoopSlices(1);
        for (let step = 0; step < 3; step++) {
          busy(2);
          order.push(name);
          await slices.pause();
        }
      }),
    );
    stop();
    // The three first slices ran as the works started, in this test's own turn. From then on, between two slices of
    // work, the probe's turn: never two works' slices in one turn of the loop.
    expect(order.slice(0, 3)).toEqual(['a', 'b', 'c']);
    const work = order.slice(3).map((entry) => entry !== 'probe');
    expect(work.some((isWork, index) => isWork && work[index + 1])).toBe(false);
    expect(order.filter((entry) => entry !== 'probe')).toHaveLength(9);
  });

  it('counts the slice across works that start in one turn, each with slices of its own', async () => {
    const order: string[] = [];
    const stop = probe(order);
    // Eight works start in this turn, as simulations do whose answers from the database arrive in one poll phase:
    // steps of 0.5 ms, slices of 2 ms each. Counted per work alone, the turn would run about 8 × 5 steps.
    await Promise.all(
      Array.from({ length: 8 }, async (_, work) => {
        const slices = new EventLoopSlices(2);
        for (let step = 0; step < 12; step++) {
          busy(0.5);
          order.push(`w${work}`);
          await slices.pause();
        }
      }),
    );
    stop();
    const runs = order
      .join(' ')
      .split('probe')
      .map((run) => run.trim().split(' ').filter(Boolean).length);
    // One slice (at most 5 steps of 0.5 ms in 2 ms, the step past it included) and the first step of each other work
    // that starts in the same turn, before its first check.
    expect(Math.max(...runs)).toBeLessThanOrEqual(5 + 7);
    expect(order.filter((entry) => entry !== 'probe')).toHaveLength(8 * 12);
  });

  it('counts a slice across runs that share it, and the time the work held the loop', async () => {
    const graph: Graph = {
      nodes: [
        { id: 'start', type: 'trigger.invoice_created', params: {}, position: at },
        ...Array.from({ length: 20 }, (_, step) => ({
          id: `set${step}`,
          type: 'set_variable',
          params: { name: 'x', value: `${step}` },
          position: at,
        })),
      ],
      connections: Array.from({ length: 20 }, (_, step) => ({
        from: step === 0 ? 'start' : `set${step - 1}`,
        to: `set${step}`,
        output: 'main',
      })),
    };
    const slices = new EventLoopSlices(0);
    const plan = await compileFlowInSlices(graph, 'automation', slices);
    const order: string[] = [];
    const stop = probe(order);
    const actions = { run: async () => null };
    for (let run = 0; run < 3; run++) {
      const result = await runFlow(plan, { context: {}, actions, slices });
      expect(result.status).toBe('completed');
      order.push('run');
    }
    stop();
    // A slice of 0 ms: each of the 21 steps of each run comes after a turn of the loop.
    expect(order.filter((entry) => entry === 'probe').length).toBeGreaterThanOrEqual(3 * 21);
    expect(slices.end()).toBeGreaterThan(0);
  });

  it('compiles a long flow a node at a time', async () => {
    const graph: Graph = {
      nodes: [
        { id: 'start', type: 'trigger.invoice_created', params: {}, position: at },
        ...Array.from({ length: 50 }, (_, step) => ({
          id: `mail${step}`,
          type: 'send_email',
          params: { to: '{{client.email}}', subject: `Step ${step} of {{invoice.number}}`, body: 'x' },
          position: at,
        })),
      ],
      connections: Array.from({ length: 50 }, (_, step) => ({
        from: step === 0 ? 'start' : `mail${step - 1}`,
        to: `mail${step}`,
        output: 'main',
      })),
    };
    const order: string[] = [];
    const stop = probe(order);
    const plan = await compileFlowInSlices(graph, 'automation', new EventLoopSlices(0));
    stop();
    expect(plan.nodes.size).toBe(51);
    expect(order.length).toBeGreaterThanOrEqual(51);
  });
});
