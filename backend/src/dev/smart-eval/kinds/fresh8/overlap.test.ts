/**
 * The ninth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients, initials
 * and confirmed phrases, surnames and the spellings a transcript makes of them) are words of no other file the
 * resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation set, the
 * smart tests and the name data. Legal forms, number words, fillers and roles are lists the resolver must hold whole,
 * so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN8, SURNAMES8, female8 } from './people-pools.js';
import { ABSENT8, ACRONYMS8, CONTAINED8, LEARNED8, LONGER8, NUMBERED8, POOLS8, RENAMED8 } from './pools.js';
import { HEARD8 } from './said.js';

/** Words the set shares knowingly: generic words for a works or a workshop, and a salutation inside a phrase. */
// `leute` too: the twelfth set's phrasing "die Leute von …" (kinds/fresh11/said.ts) is no proper word of either set.
const SHARED = new Set<string>(['zaklad', 'zaklady', 'zavody', 'pana', 'leute']);

describe('the ninth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS8).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(SURNAMES8).flatMap(([lang, surnames]) =>
        surnames.flatMap((one) => [one, female8(one, lang as keyof typeof SURNAMES8)]),
      ),
      ...NUMBERED8.map((entry) => entry.core),
      ...CONTAINED8.map((entry) => entry.long),
      ...Object.values(LONGER8),
      ...RENAMED8.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...LEARNED8.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...ACRONYMS8.map((entry) => entry.name),
      ...Object.values(HEARD8).flat(),
      ...ABSENT8,
    ];
    expect(sharedWords(proper, wordsBeyond('fresh8'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = GIVEN8.flatMap((entry) => [entry.given, ...entry.short]);
    expect(sharedWords(given, wordsBeyondSets('fresh8'), SHARED)).toEqual([]);
  });
});
