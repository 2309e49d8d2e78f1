/**
 * The seventh held-out value set (values-fresh6.ts) over several seeds: no value, currency or date read as another,
 * no choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { generateSaid6 } from './values-fresh6.js';
import { FRESH6_VERDICTS, judgeFresh6 } from './values-fresh6-judge.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.95;

describe('values and dates as agents and transcripts pass them, seventh held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [91, 92, 93, 94, 95].flatMap((seed) => generateSaid6(seed, 24));
    expectValueSet(cases, judgeFresh6, FRESH6_VERDICTS, { floor: FLOOR, fewestCases: 2000, shown: 400 });
  });
});
