/**
 * The fourteenth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients, initials
 * and confirmed phrases, surnames and the spellings a transcript makes of them, its own kinds' names) are words of no
 * other file the resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation
 * set, the smart tests and the name data. Legal forms, number words, fillers, particles and roles are lists the
 * resolver must hold whole, so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../blind/types.js';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN13, SURNAMES13, female13 } from './people-pools.js';
import { ABSENT13, ACRONYMS13, CONTAINED13, LEARNED13, LONGER13, NUMBERED13, POOLS13, RENAMED13, TAKEN13 } from './pools.js';
import { HEARD13 } from './said.js';
import { STREETS13, TRAP_CLIENTS13, TRAP_PEOPLE13 } from './traps.js';

/** Words the set shares knowingly: the common nouns and adjectives of street names. */
const SHARED = new Set<string>(['high', 'street', 'main', 'nueva', 'walk']);

describe('the fourteenth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS13).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(SURNAMES13).flatMap(([lang, surnames]) => surnames.flatMap((one) => [one, female13(one, lang as Lang)])),
      ...NUMBERED13.map((entry) => entry.core),
      ...CONTAINED13.map((entry) => entry.long),
      ...Object.values(LONGER13),
      ...RENAMED13.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...TAKEN13.flatMap((entry) => [entry.renamed, entry.former]),
      ...LEARNED13.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...ACRONYMS13.map((entry) => entry.name),
      ...Object.values(HEARD13).flat(),
      ...ABSENT13,
      ...TRAP_CLIENTS13.map((one) => one.core),
      ...TRAP_PEOPLE13.map((one) => one.surname.replace('-', ' ')),
      ...Object.values(STREETS13).flat(),
    ];
    expect(sharedWords(proper, wordsBeyond('fresh13'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = [...GIVEN13.flatMap((entry) => [entry.given, ...entry.short]), ...TRAP_PEOPLE13.map((one) => one.given)];
    expect(sharedWords(given, wordsBeyondSets('fresh13'), SHARED)).toEqual([]);
  });
});
