/**
 * The held-out value phrasings of values-heldout.ts over several seeds: no value read as another, refusals refused,
 * and the share read right per kind at least what it reached when these phrasings were first written.
 */
import { describe, expect, it } from 'vitest';
import { type Verdict, judge } from './values.js';
import { generateFresh } from './values-heldout.js';

/** The least share right per kind. */
/** "13p" is refused on purpose (a p after digits may be pieces as well as pence): a sixth of money-cents-only. */
const FLOOR: Record<string, number> = { default: 0.97, 'money-cents-only': 0.8 };

describe('held-out value phrasings, second set (en, cs, de)', () => {
  it('reads no value as another, and refuses what must be refused', () => {
    const cases = [11, 12, 13, 14, 15].flatMap((seed) => generateFresh(seed, 60));
    const table: Record<string, Record<Verdict, number>> = {};
    const wrong: string[] = [];
    for (const one of cases) {
      let verdict: Verdict;
      try {
        verdict = judge(one);
      } catch (error) {
        // A crash is no refusal: the endpoint would answer 500.
        verdict = 'wrong';
        wrong.push(`${one.kind} crash: ${JSON.stringify(one.text)} ${String(error)}`);
      }
      table[one.kind] ??= { right: 0, wrong: 0, 'over-cautious': 0, missed: 0 };
      table[one.kind]![verdict]++;
      if (verdict !== 'right') {
        let got = '';
        try {
          got = one.read();
        } catch (error) {
          got = `(${(error as Error).constructor.name}: ${(error as Error).message.slice(0, 80)})`;
        }
        wrong.push(`${one.kind} ${verdict}: ${JSON.stringify(one.text)} expected ${one.expected}, got ${got}`);
      }
    }
    console.table(table);
    if (wrong.length > 0) console.error([...new Set(wrong)].slice(0, 120).join('\n'));
    for (const [kind, counts] of Object.entries(table)) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(counts.wrong, kind).toBe(0);
      expect(counts.right / total, kind).toBeGreaterThanOrEqual(FLOOR[kind] ?? FLOOR.default!);
    }
  });
});
