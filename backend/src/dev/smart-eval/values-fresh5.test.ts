/**
 * The sixth held-out value set (values-fresh5.ts) over several seeds: no value, currency or date read as another, no
 * choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { FRESH5_VERDICTS, generateSaid5, judgeFresh5 } from './values-fresh5.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.95;

describe('values and dates as people say them, sixth held-out set (en, cs, de, sk, pl)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [81, 82, 83, 84, 85].flatMap((seed) => generateSaid5(seed, 30));
    expectValueSet(cases, judgeFresh5, FRESH5_VERDICTS, { floor: FLOOR, fewestCases: 2000, shown: 300 });
  });
});
