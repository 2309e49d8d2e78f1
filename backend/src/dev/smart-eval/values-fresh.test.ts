/** The held-out style value phrasings of values-fresh.ts over several seeds: none read wrong, at least 97 % right per kind. */
import { describe, expect, it } from 'vitest';
import { type Verdict, judge } from './values.js';
import { generateFresh } from './values-fresh.js';

describe('fresh value phrasings (en, cs, de)', () => {
  it('reads none wrong and at least 97 % of each kind right', () => {
    const cases = [1, 2, 3, 4, 5, 6].flatMap((seed) => generateFresh(seed, 60));
    const table: Record<string, Record<Verdict, number>> = {};
    const failed: string[] = [];
    for (const one of cases) {
      const verdict = judge(one);
      table[one.kind] ??= { right: 0, wrong: 0, 'over-cautious': 0, missed: 0 };
      table[one.kind]![verdict]++;
      if (verdict !== 'right') failed.push(`${one.kind} ${verdict}: ${JSON.stringify(one.text)} expected ${one.expected}`);
    }
    console.table(table);
    if (failed.length > 0) console.error([...new Set(failed)].slice(0, 80).join('\n'));
    for (const [kind, counts] of Object.entries(table)) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(counts.wrong, kind).toBe(0);
      expect(counts.right / total, kind).toBeGreaterThanOrEqual(0.97);
    }
  });
});
