/**
 * The twelfth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients, initials
 * and confirmed phrases, surnames and the spellings a transcript makes of them) are words of no other file the
 * resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation set, the
 * smart tests and the name data. Legal forms, number words, fillers and roles are lists the resolver must hold whole,
 * so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../blind/types.js';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN11, SURNAMES11, female11 } from './people-pools.js';
import { ABSENT11, ACRONYMS11, CONTAINED11, LEARNED11, LONGER11, NUMBERED11, POOLS11, RENAMED11, TAKEN11 } from './pools.js';
import { HEARD11 } from './said.js';

/** Words the set shares knowingly. */
const SHARED = new Set<string>([]);

describe('the twelfth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS11).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(SURNAMES11).flatMap(([lang, surnames]) => surnames.flatMap((one) => [one, female11(one, lang as Lang)])),
      ...NUMBERED11.map((entry) => entry.core),
      ...CONTAINED11.map((entry) => entry.long),
      ...Object.values(LONGER11),
      ...RENAMED11.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...TAKEN11.flatMap((entry) => [entry.renamed, entry.former]),
      ...LEARNED11.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...ACRONYMS11.map((entry) => entry.name),
      ...Object.values(HEARD11).flat(),
      ...ABSENT11,
    ];
    expect(sharedWords(proper, wordsBeyond('fresh11'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = GIVEN11.flatMap((entry) => [entry.given, ...entry.short]);
    expect(sharedWords(given, wordsBeyondSets('fresh11'), SHARED)).toEqual([]);
  });
});
