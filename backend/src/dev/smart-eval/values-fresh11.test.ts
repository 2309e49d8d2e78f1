/**
 * The twelfth held-out value set (values-fresh11.ts) over five seeds: no amount, date or length read as another, no
 * choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, expect, it } from 'vitest';
import { FRESH6_VERDICTS, judgeFresh6 } from './values-fresh6-judge.js';
import { SEEDS11, generateSaid11 } from './values-fresh11.js';
import { shareOf, tallyValueCases } from './values-tally.js';

const FLOOR = 0.97;
const FLOOR_ALL = 0.99;

describe('values and dates as agents and people pass them, twelfth held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong, each kind right at least 97 % of the time and 99 % in all', () => {
    const cases = SEEDS11.flatMap((seed) => generateSaid11(seed));
    const { table, failed } = tallyValueCases(cases, judgeFresh6, FRESH6_VERDICTS, 'right');
    console.table(table);
    if (failed.length > 0) console.error(failed.slice(0, 900).join('\n'));
    expect(cases.length).toBeGreaterThanOrEqual(2500);
    for (const [kind, counts] of Object.entries(table)) {
      expect(counts.wrong, kind).toBe(0);
      expect(counts.crash, kind).toBe(0);
      expect(shareOf(counts, 'right'), kind).toBeGreaterThanOrEqual(FLOOR);
    }
    const right = Object.values(table).reduce((sum, counts) => sum + counts.right, 0);
    expect(right / cases.length).toBeGreaterThanOrEqual(FLOOR_ALL);
  });
});
