/**
 * The fourth held-out value set (values-fresh3.ts) over several seeds: no value read as another and no choice taken
 * without a warning, every question naming its readings, and the share read right per kind.
 */
import { describe, it } from 'vitest';
import { expectValueSet } from './values-set.js';
import { SAID_VERDICTS, judgeSaid } from './values-fresh2.js';
import { generateSaid3 } from './values-fresh3.js';

const FLOOR = 0.95;

describe('values and dates as people say them, fourth held-out set (en, cs, de)', () => {
  it('reads none wrong and each kind right at least 95 % of the time', () => {
    const cases = [51, 52, 53, 54, 55].flatMap((seed) => generateSaid3(seed, 40));
    expectValueSet(cases, judgeSaid, SAID_VERDICTS, { floor: FLOOR, fewestCases: 1500, shown: 150 });
  });
});
