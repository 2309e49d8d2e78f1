/**
 * The third held-out value set (values-fresh2.ts) over several seeds: no value read as another and no choice taken
 * without a warning, every question naming its readings, and the share read right per kind at least FLOOR.
 */
import { describe, it } from 'vitest';
import { expectValueSet } from './values-set.js';
import { SAID_VERDICTS, generateSaid, judgeSaid } from './values-fresh2.js';

const FLOOR = 0.95;

describe('values and dates as people say them, third held-out set (en, cs, de, pl)', () => {
  it('reads none wrong, asks with readings, and reads each kind right at least 95 % of the time', () => {
    const cases = [21, 22, 23, 24, 25].flatMap((seed) => generateSaid(seed, 60));
    expectValueSet(cases, judgeSaid, SAID_VERDICTS, { floor: FLOOR, shown: 150 });
  });
});
