/**
 * The tenth held-out value set (values-fresh9.ts) over five seeds: no amount, date or length read as another, no choice
 * taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { FRESH6_VERDICTS, judgeFresh6 } from './values-fresh6-judge.js';
import { SEEDS9, generateSaid9 } from './values-fresh9.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.95;

describe('values and dates as agents and people pass them, tenth held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = SEEDS9.flatMap((seed) => generateSaid9(seed));
    expectValueSet(cases, judgeFresh6, FRESH6_VERDICTS, { floor: FLOOR, fewestCases: 2500, shown: 900 });
  });
});
