/**
 * The fifteenth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients, initials
 * and confirmed phrases, surnames and the spellings a transcript makes of them, its own kinds' names) are words of no
 * other file the resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation
 * set, the smart tests and the name data. Legal forms, number words, fillers, particles and roles are lists the
 * resolver must hold whole, so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../blind/types.js';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN14, SURNAMES14, female14 } from './people-pools.js';
import { ABSENT14, ACRONYMS14, CONTAINED14, LEARNED14, LONGER14, NUMBERED14, POOLS14, RENAMED14, TAKEN14 } from './pools.js';
import { HEARD14 } from './said.js';
import { TRAP_CLIENTS14, TRAP_PEOPLE14 } from './traps.js';

/** Words the set shares knowingly: none. */
const SHARED = new Set<string>([]);

describe('the fifteenth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS14).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(SURNAMES14).flatMap(([lang, surnames]) => surnames.flatMap((one) => [one, female14(one, lang as Lang)])),
      ...NUMBERED14.map((entry) => entry.core),
      ...CONTAINED14.map((entry) => entry.long),
      ...Object.values(LONGER14),
      ...RENAMED14.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...TAKEN14.flatMap((entry) => [entry.renamed, entry.former]),
      ...LEARNED14.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...ACRONYMS14.map((entry) => entry.name),
      ...Object.values(HEARD14).flat(),
      ...ABSENT14,
      ...TRAP_CLIENTS14.map((one) => `${one.core} ${one.city}`),
      ...TRAP_PEOPLE14.map((one) => one.surname),
    ];
    expect(sharedWords(proper, wordsBeyond('fresh14'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = [...GIVEN14.flatMap((entry) => [entry.given, ...entry.short]), ...TRAP_PEOPLE14.map((one) => one.given)];
    expect(sharedWords(given, wordsBeyondSets('fresh14'), SHARED)).toEqual([]);
  });
});
