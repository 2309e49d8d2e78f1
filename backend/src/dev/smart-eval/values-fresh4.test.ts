/**
 * The fifth held-out value set (values-fresh4.ts) over several seeds: no value or currency read as another, no
 * choice taken without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { FRESH4_VERDICTS, generateSaid4, judgeFresh4 } from './values-fresh4.js';
import { expectValueSet } from './values-set.js';

const FLOOR = 0.95;

describe('values and dates as people say them, fifth held-out set (en, cs, de, some sk and pl)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [71, 72, 73, 74, 75].flatMap((seed) => generateSaid4(seed, 30));
    expectValueSet(cases, judgeFresh4, FRESH4_VERDICTS, { floor: FLOOR, fewestCases: 1500, shown: 200 });
  });
});
