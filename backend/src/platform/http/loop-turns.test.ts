/** The line of heavy steps (loop-turns.ts): each step runs in its caller's async context, whoever scheduled the turn. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { heavyStep } from './loop-turns.js';

describe('heavy steps', () => {
  it("run in their caller's async context, not in that of the step that scheduled the turn", async () => {
    const request = new AsyncLocalStorage<string>();
    // Queued in one turn: the second and third join the line the first scheduled, and run in the same immediate.
    const seen = await Promise.all(
      ['first', 'second', 'third'].map((name) => request.run(name, () => heavyStep(() => request.getStore()))),
    );
    expect(seen).toEqual(['first', 'second', 'third']);
  });
});
