/**
 * The eighth held-out value set (values-fresh7.ts) over several seeds: no amount, date or length read as another, no
 * choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { FRESH6_VERDICTS, judgeFresh6 } from './values-fresh6-judge.js';
import { generateSaid7 } from './values-fresh7.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.95;

describe('values and dates as agents and people pass them, eighth held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [101, 102, 103, 104, 105].flatMap((seed) => generateSaid7(seed, 23));
    expectValueSet(cases, judgeFresh6, FRESH6_VERDICTS, { floor: FLOOR, fewestCases: 2000, shown: 600 });
  });
});
