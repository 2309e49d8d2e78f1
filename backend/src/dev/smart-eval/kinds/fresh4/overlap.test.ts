/**
 * The fifth set's proper words (surnames, trades, cities, the words of its near-duplicates, renamed clients and voice
 * spellings) are words of no other file the resolver was written or tuned against: our generators and the earlier
 * held-out sets (kinds/, fresh/, fresh2/, fresh3/), the first evaluation set, the smart tests and the name data.
 * Given names and their short forms, legal forms and filler words are lists the resolver must hold whole, so they
 * are not checked.
 */
import { describe, expect, it } from 'vitest';
import { sharedWords, wordsBeyond } from '../overlap.js';
import { ABSENT4, CONTAINED4, HEARD4, LONGER4, NUMBERED4, POOLS4, RENAMED4, SOUND_PAIRS4, SURNAMES4 } from './pools.js';

/**
 * Words the set shares knowingly: trades common to every register of their language, which earlier sets hold too
 * (what the set tests of them is the name beside them), and a Hungarian given name used as a company word.
 */
const SHARED = new Set(['pinturas', 'reformas', 'marmi', 'bouw', 'logistik', 'talleres', 'orsolya']);

describe('the fifth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS4).flatMap((pool) => [...pool.cores, ...pool.trades, ...pool.cities]),
      ...Object.values(SURNAMES4).flat(),
      ...NUMBERED4.map((entry) => entry.core),
      ...CONTAINED4.flatMap((entry) => [entry.long]),
      ...SOUND_PAIRS4.flatMap((pair) => [pair.one, pair.other, pair.said, pair.trade]),
      ...RENAMED4.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...Object.values(HEARD4).flat(),
      ...Object.values(LONGER4),
      ...ABSENT4,
    ];
    expect(sharedWords(proper, wordsBeyond('fresh4'), SHARED)).toEqual([]);
  });
});
