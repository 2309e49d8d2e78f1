/**
 * The sixth held-out value set (values-fresh5.ts) over several seeds: no value, currency or date read as another, no
 * choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, expect, it } from 'vitest';
import { FRESH5_VERDICTS, generateSaid5, judgeFresh5 } from './values-fresh5.js';
import { shareOf, tallyValueCases } from './values-tally.js';

const FLOOR = 0.95;

describe('values and dates as people say them, sixth held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [81, 82, 83, 84, 85].flatMap((seed) => generateSaid5(seed, 30));
    const { table, failed } = tallyValueCases(cases, judgeFresh5, FRESH5_VERDICTS, 'right');
    console.table(table);
    if (failed.length > 0) console.error(failed.slice(0, 300).join('\n'));
    expect(cases.length).toBeGreaterThanOrEqual(2000);
    for (const [kind, counts] of Object.entries(table)) {
      expect(counts.wrong, kind).toBe(0);
      expect(counts.crash, kind).toBe(0);
      expect(shareOf(counts, 'right'), kind).toBeGreaterThanOrEqual(FLOOR);
    }
  });
});
