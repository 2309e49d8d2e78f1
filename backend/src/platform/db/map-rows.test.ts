/** A list page's rows mapped to the API's shape (list.ts mapRows): a large page in steps of the heavy line, as any list. */
import { describe, expect, it } from 'vitest';
import { countTurns, holdThread } from '../../dev/test-support/loop-turns.js';
import { BUDGET_MS, RESULTS_PER_STEP } from '../lib/heavy-line.js';
import { type ListResult, mapRows } from './list.js';

const pageOf = (size: number): ListResult<{ id: number }> => ({
  count: null,
  rows: Array.from({ length: size }, (_, index) => ({ id: index + 1 })),
  window: { first: { value: '1', id: 1 }, last: { value: String(size), id: size }, page: 3, before: true, after: true },
});

describe('a page mapped', () => {
  it('keeps its count, window and order', async () => {
    const page = pageOf(8 * RESULTS_PER_STEP);
    const mapped = await mapRows(page, (row) => ({ ref: `#${row.id}` }));
    expect(mapped.count).toBeNull();
    expect(mapped.window).toEqual(page.window);
    expect(mapped.rows.map((row) => row.ref)).toEqual(page.rows.map((row) => `#${row.id}`));
  });

  it('lets the loop turn between the steps of a page of 200, and maps the default page in one', async () => {
    // Each row takes a budget's twentieth: a step of RESULTS_PER_STEP outlasts the budget, one a turn.
    const slow = (row: { id: number }) => {
      holdThread(BUDGET_MS / 20);
      return row.id;
    };
    const large = await countTurns(() => mapRows(pageOf(8 * RESULTS_PER_STEP), slow));
    expect(large.turns).toBeGreaterThanOrEqual(6);
    const small = await countTurns(() => mapRows(pageOf(RESULTS_PER_STEP), slow));
    expect(small.turns).toBe(0);
  });
});
