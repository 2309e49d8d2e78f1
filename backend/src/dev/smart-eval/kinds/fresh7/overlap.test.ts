/**
 * The eighth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients and
 * confirmed phrases, surnames and given names) are words of no other file the resolver was written or tuned
 * against: the generators and earlier held-out sets, the first evaluation set, the smart tests and the name data.
 * Legal forms, number words and filler words are lists the resolver must hold whole, so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN7, HALVES7, SURNAMES7 } from './people-pools.js';
import { ABSENT7, CONTAINED7, LEARNED7, LONGER7, NUMBERED7, PARTICLES7, POOLS7, RENAMED7, STEMS7, TWO_SURNAMES7 } from './pools.js';

/** Words the set shares knowingly: generic words of a trade or a place that every register of their language holds. */
const SHARED = new Set<string>([]);

describe('the eighth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS7).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.values(SURNAMES7).flat(),
      ...NUMBERED7.map((entry) => entry.core),
      ...CONTAINED7.map((entry) => entry.long),
      ...PARTICLES7.flatMap((entry) => [entry.one, entry.other, entry.trade]),
      ...STEMS7.flatMap((entry) => [entry.short, entry.long, entry.trade]),
      ...TWO_SURNAMES7.flatMap((entry) => [entry.one, entry.other]),
      ...Object.values(LONGER7),
      ...RENAMED7.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...LEARNED7.map((entry) => entry.phrase),
      ...HALVES7.map((entry) => entry.surname),
      ...ABSENT7,
    ];
    expect(sharedWords(proper, wordsBeyond('fresh7'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = [...GIVEN7.flatMap((entry) => [entry.given, ...entry.short]), ...HALVES7.flatMap((entry) => [entry.whole, entry.half])];
    expect(sharedWords(given, wordsBeyondSets('fresh7'), SHARED)).toEqual([]);
  });
});
