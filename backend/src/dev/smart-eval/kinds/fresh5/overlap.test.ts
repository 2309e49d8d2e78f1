/**
 * The sixth set's proper words (surnames, trades, cities, the words of its near-duplicates and keyboard spellings)
 * are words of no other file the resolver was written or tuned against: the generators and earlier held-out sets,
 * the first evaluation set, the smart tests and the name data. Given names and their short forms, legal forms and
 * filler words are lists the resolver must hold whole, so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import { sharedWords, wordsBeyond } from '../overlap.js';
import { ABSENT5, CONTAINED5, FAMILY5, NUMBERED5, PLAIN5, POOLS5, SURNAMES5 } from './pools.js';

/** Words the set shares knowingly: trades and family words common to every register of their language. */
const SHARED = new Set(['elektro', 'sons', 'hotel', 'studio', 'synowie', 'sohne', 'soehne', 'filhos']);

describe('the sixth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS5).flatMap((pool) => [...pool.cores, ...pool.trades, ...pool.cities]),
      ...Object.values(SURNAMES5).flat(),
      ...NUMBERED5.map((entry) => entry.core),
      ...CONTAINED5.flatMap((entry) => [entry.long]),
      ...FAMILY5.flatMap((entry) => [entry.firm, entry.other]),
      ...Object.values(PLAIN5).flat(),
      ...ABSENT5,
    ];
    // The seventh set (fresh6) was written at the same time for the same registers, by another hand.
    expect(sharedWords(proper, wordsBeyond('fresh5', 'fresh6'), SHARED)).toEqual([]);
  });
});
