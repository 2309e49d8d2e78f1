/**
 * The third held-out value set (values-fresh2.ts) over several seeds: no value read as another and no choice taken
 * without a warning, every question naming its readings, and the share read right per kind at least FLOOR.
 */
import { describe, expect, it } from 'vitest';
import { shareOf, tallyValueCases } from './values-tally.js';
import { SAID_VERDICTS, generateSaid, judgeSaid } from './values-fresh2.js';

const FLOOR = 0.95;

describe('values and dates as people say them, third held-out set (en, cs, de, pl)', () => {
  it('reads none wrong, asks with readings, and reads each kind right at least 95 % of the time', () => {
    const cases = [21, 22, 23, 24, 25].flatMap((seed) => generateSaid(seed, 60));
    const { table, failed } = tallyValueCases(cases, judgeSaid, SAID_VERDICTS, 'right');
    console.table(table);
    if (failed.length > 0) console.error(failed.slice(0, 150).join('\n'));
    for (const [kind, counts] of Object.entries(table)) {
      expect(counts.wrong, kind).toBe(0);
      expect(counts.crash, kind).toBe(0);
      expect(shareOf(counts, 'right'), kind).toBeGreaterThanOrEqual(FLOOR);
    }
  });
});
