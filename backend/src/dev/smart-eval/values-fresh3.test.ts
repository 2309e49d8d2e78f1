/**
 * The fourth held-out value set (values-fresh3.ts) over several seeds: no value read as another and no choice taken
 * without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, expect, it } from 'vitest';
import { type SaidVerdict, judgeSaid } from './values-fresh2.js';
import { generateSaid3 } from './values-fresh3.js';

const FLOOR = 0.95;

describe('values and dates as people say them, fourth held-out set (en, cs, de)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [51, 52, 53, 54, 55].flatMap((seed) => generateSaid3(seed, 40));
    const table: Record<string, Record<SaidVerdict, number>> = {};
    const failed: string[] = [];
    for (const one of cases) {
      const verdict = judgeSaid(one);
      table[one.kind] ??= { right: 0, wrong: 0, 'refused-readable': 0, crash: 0 };
      table[one.kind]![verdict]++;
      if (verdict !== 'right') {
        let got: string;
        try {
          got = JSON.stringify(one.read());
        } catch (error) {
          got = `(${(error as Error).constructor.name}: ${(error as Error).message.slice(0, 90)})`;
        }
        failed.push(`${one.kind} ${verdict}: ${JSON.stringify(one.text)} expected ${JSON.stringify(one.expected)}, got ${got}`);
      }
    }
    console.table(table);
    if (failed.length > 0) console.error([...new Set(failed)].slice(0, 150).join('\n'));
    expect(cases.length).toBeGreaterThanOrEqual(1500);
    for (const [kind, counts] of Object.entries(table)) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(counts.wrong, kind).toBe(0);
      expect(counts.crash, kind).toBe(0);
      expect(counts.right / total, kind).toBeGreaterThanOrEqual(FLOOR);
    }
  });
});
