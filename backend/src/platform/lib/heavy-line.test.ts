/** The line of heavy steps (heavy-line.ts): each step runs in its caller's async context, whoever scheduled the turn. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { countTurns, holdThread } from '../../dev/test-support/loop-turns.js';
import { BUDGET_MS, RESULTS_PER_STEP, heavyStep, mapInTurns, restAfter, shareLoopWhen } from './heavy-line.js';

describe('heavy steps', () => {
  it("run in their caller's async context, not in that of the step that scheduled the turn", async () => {
    const request = new AsyncLocalStorage<string>();
    // Queued in one turn: the second and third join the line the first scheduled, and run in the same immediate.
    const seen = await Promise.all(
      ['first', 'second', 'third'].map((name) => request.run(name, () => heavyStep(() => request.getStore()))),
    );
    expect(seen).toEqual(['first', 'second', 'third']);
  });

  it('rest as long as their turn held the loop while several organizations are at work, at most 20 ms', () => {
    expect([restAfter(4, false), restAfter(4, true), restAfter(0.5, true), restAfter(300, true)]).toEqual([0, 4, 0.5, 20]);
  });

  it('leave more than one turn of the loop between two of their turns while contended', async () => {
    const order: string[] = [];
    shareLoopWhen(() => true);
    try {
      // Each step outlasts the budget: one step a turn.
      await countTurns(
        () => Promise.all(Array.from({ length: 3 }, () => heavyStep(() => void (holdThread(BUDGET_MS + 1), order.push('step'))))),
        order,
      );
    } finally {
      shareLoopWhen(() => false);
    }
    const steps = order.flatMap((entry, index) => (entry === 'step' ? [index] : []));
    expect(steps).toHaveLength(3);
    for (let index = 1; index < steps.length; index++) expect(steps[index]! - steps[index - 1]! - 1).toBeGreaterThanOrEqual(2);
  });
});

describe('mapping in turns', () => {
  it('maps a few items at once and many in steps, in order', async () => {
    const few = mapInTurns([1, 2, 3], (n) => n * 2);
    expect(few).toEqual([2, 4, 6]);
    const many = Array.from({ length: 4 * RESULTS_PER_STEP + 1 }, (_, index) => index);
    const mapped = mapInTurns(many, (n) => `#${n}`);
    expect(mapped).toBeInstanceOf(Promise);
    expect(await mapped).toEqual(many.map((n) => `#${n}`));
  });

  it('lets the loop turn between the steps of a large mapping', async () => {
    // Each item takes a budget's twentieth: a step of RESULTS_PER_STEP outlasts the budget, one a turn.
    const slow = (n: number) => (holdThread(BUDGET_MS / 20), n);
    const { turns } = await countTurns(() =>
      mapInTurns(
        Array.from({ length: 4 * RESULTS_PER_STEP }, (_, index) => index),
        slow,
      ),
    );
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
