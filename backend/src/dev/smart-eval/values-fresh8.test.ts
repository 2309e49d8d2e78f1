/**
 * The ninth held-out value set (values-fresh8.ts) over five seeds: no amount, date or length read as another, no choice
 * taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { FRESH6_VERDICTS, judgeFresh6 } from './values-fresh6-judge.js';
import { generateSaid8 } from './values-fresh8.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.95;

describe('values and dates as agents and people pass them, ninth held-out set (en, cs, de, sk, pl, fr, it)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [211, 223, 227, 229, 233].flatMap((seed) => generateSaid8(seed, 28));
    expectValueSet(cases, judgeFresh6, FRESH6_VERDICTS, { floor: FLOOR, fewestCases: 2000, shown: 800 });
  });
});
