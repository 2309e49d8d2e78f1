/** A large page's JSON text made in steps of the heavy line (page-text.ts, loop-turns.ts). */
import { describe, expect, it } from 'vitest';
import { countTurns, holdThread } from '../../dev/test-support/loop-turns.js';
import { BUDGET_MS, RESULTS_PER_STEP } from '../lib/heavy-line.js';
import { pageTextInSteps } from './page-text.js';

const page = (results: unknown[]) => ({ count: null, next: 'https://kontor.test/api/v1/widgets/?cursor=a%22b', previous: null, results });

describe('a large page serialised in steps', () => {
  it('writes what JSON.stringify writes of the whole page', async () => {
    const results = Array.from({ length: 7 * RESULTS_PER_STEP + 3 }, (_, index) => ({
      id: index,
      label: `Wîdget "${index}" \u2028 ${'\ud83d\ude00'}`,
      gone: undefined,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      nested: { list: [index, null, undefined], empty: {} },
    }));
    const body = page(results);
    expect(await pageTextInSteps(body)).toBe(JSON.stringify(body));
  });

  it('leaves small pages, and bodies that are not pages, to be serialised at once', async () => {
    const rows = (length: number) => Array.from({ length }, (_, id) => ({ id }));
    expect(pageTextInSteps(page(rows(2 * RESULTS_PER_STEP)))).toBeNull();
    // The results not last: written in another order, the text would differ.
    expect(pageTextInSteps({ results: rows(200), count: 200 })).toBeNull();
    expect(pageTextInSteps(rows(200))).toBeNull();
    expect(pageTextInSteps({ results: rows(200), toJSON: () => 'x' })).toBeNull();
    expect(pageTextInSteps('text')).toBeNull();
    expect(pageTextInSteps(null)).toBeNull();
    expect(await pageTextInSteps({ results: rows(200) })).toBe(JSON.stringify({ results: rows(200) }));
  });

  it('lets the loop turn between its steps', async () => {
    // Each result takes a budget's twentieth to write: a step of RESULTS_PER_STEP outlasts the budget, one a turn.
    const slow = { toJSON: () => (holdThread(BUDGET_MS / 20), 'slow') };
    const { result: text, turns } = await countTurns(() =>
      pageTextInSteps(page(Array.from({ length: 4 * RESULTS_PER_STEP }, () => slow)))!,
    );
    expect(text).toContain('"results":["slow","slow"');
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
