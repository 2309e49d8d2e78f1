/**
 * The tenth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients, initials
 * and confirmed phrases, surnames and the spellings a transcript makes of them) are words of no other file the
 * resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation set, the
 * smart tests and the name data. Legal forms, number words, fillers and roles are lists the resolver must hold whole,
 * so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN9, SURNAMES9, female9 } from './people-pools.js';
import { ABSENT9, ACRONYMS9, CONTAINED9, LEARNED9, LONGER9, NUMBERED9, POOLS9, RENAMED9, TAKEN9 } from './pools.js';
import { HEARD9 } from './said.js';

/** Words the set shares knowingly: generic words (works, a guesthouse, a street, glass, engineering), and Piątek, a Polish
 * surname that is also Friday, which the values' date readers name. */
const SHARED = new Set<string>(['zaklady', 'penzion', 'street', 'glas', 'technik', 'piatek']);

describe('the tenth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS9).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(SURNAMES9).flatMap(([lang, surnames]) =>
        surnames.flatMap((one) => [one, female9(one, lang as keyof typeof SURNAMES9)]),
      ),
      ...NUMBERED9.map((entry) => entry.core),
      ...CONTAINED9.map((entry) => entry.long),
      ...Object.values(LONGER9),
      ...RENAMED9.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...TAKEN9.flatMap((entry) => [entry.renamed, entry.former]),
      ...LEARNED9.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...ACRONYMS9.map((entry) => entry.name),
      ...Object.values(HEARD9).flat(),
      ...ABSENT9,
    ];
    expect(sharedWords(proper, wordsBeyond('fresh9'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = GIVEN9.flatMap((entry) => [entry.given, ...entry.short]);
    expect(sharedWords(given, wordsBeyondSets('fresh9'), SHARED)).toEqual([]);
  });
});
