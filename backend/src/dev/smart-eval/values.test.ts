/** The value phrasings of values.ts and values-said.ts, over several seeds: no wrong reading, and at least 97 % right per kind. */
import { describe, expect, it } from 'vitest';
import { type Verdict, generate, judge } from './values.js';
import { generateSaid } from './values-said.js';

describe('value phrasings (en, cs, de)', () => {
  it('reads at least 97 % of each kind right and none wrong, in bounded time', () => {
    const cases = [1, 2, 3, 4, 5].flatMap((seed) => [...generate(seed, 40), ...generateSaid(seed, 40)]);
    expect(cases.length).toBeGreaterThanOrEqual(3000);
    const table: Record<string, Record<Verdict, number>> = {};
    const wrong: string[] = [];
    const started = Date.now();
    for (const one of cases) {
      const verdict = judge(one);
      table[one.kind] ??= { right: 0, wrong: 0, 'over-cautious': 0, missed: 0 };
      table[one.kind]![verdict]++;
      if (verdict !== 'right') wrong.push(`${one.kind} ${verdict}: ${JSON.stringify(one.text.slice(0, 60))} expected ${one.expected}`);
    }
    console.table(table);
    if (wrong.length > 0) console.error(wrong.slice(0, 40).join('\n'));
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const [kind, counts] of Object.entries(table)) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(counts.wrong, kind).toBe(0);
      expect(counts.right / total, kind).toBeGreaterThanOrEqual(0.97);
    }
  });
});
