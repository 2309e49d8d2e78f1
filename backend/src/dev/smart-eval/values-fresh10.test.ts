/**
 * The eleventh held-out value set (values-fresh10.ts) over five seeds: no amount, date or length read as another, no
 * choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { FRESH6_VERDICTS, judgeFresh6 } from './values-fresh6-judge.js';
import { SEEDS10, generateSaid10 } from './values-fresh10.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.97;
const FLOOR_ALL = 0.99;

describe('values and dates as agents and people pass them, eleventh held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong, each kind right at least 97 % of the time and 99 % in all', () => {
    const cases = SEEDS10.flatMap((seed) => generateSaid10(seed));
    expectValueSet(cases, judgeFresh6, FRESH6_VERDICTS, { floor: FLOOR, floorAll: FLOOR_ALL, fewestCases: 2500, shown: 900 });
  });
});
