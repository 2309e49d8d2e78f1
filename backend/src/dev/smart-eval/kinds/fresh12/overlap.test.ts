/**
 * The thirteenth set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients, initials
 * and confirmed phrases, surnames and the spellings a transcript makes of them, its own kinds' names) are words of no
 * other file the resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation
 * set, the smart tests and the name data. Legal forms, number words, fillers, particles and roles are lists the
 * resolver must hold whole, so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../blind/types.js';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { GIVEN12, SURNAMES12, female12 } from './people-pools.js';
import { ABSENT12, ACRONYMS12, CONTAINED12, LEARNED12, LONGER12, NUMBERED12, POOLS12, RENAMED12, TAKEN12 } from './pools.js';
import { HEARD12 } from './said.js';
import { TRAP_CLIENTS12, TRAP_PEOPLE12 } from './traps.js';

/** Words the set shares knowingly. */
const SHARED = new Set<string>(['sohne']);

describe('the thirteenth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(POOLS12).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(SURNAMES12).flatMap(([lang, surnames]) => surnames.flatMap((one) => [one, female12(one, lang as Lang)])),
      ...NUMBERED12.map((entry) => entry.core),
      ...CONTAINED12.map((entry) => entry.long),
      ...Object.values(LONGER12),
      ...RENAMED12.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...TAKEN12.flatMap((entry) => [entry.renamed, entry.former]),
      ...LEARNED12.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...ACRONYMS12.map((entry) => entry.name),
      ...Object.values(HEARD12).flat(),
      ...ABSENT12,
      ...TRAP_CLIENTS12.map((one) => one.core),
      ...TRAP_PEOPLE12.map((one) => one.surname.replace('-', ' ')),
    ];
    expect(sharedWords(proper, wordsBeyond('fresh12'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = [...GIVEN12.flatMap((entry) => [entry.given, ...entry.short]), ...TRAP_PEOPLE12.map((one) => one.given)];
    expect(sharedWords(given, wordsBeyondSets('fresh12'), SHARED)).toEqual([]);
  });
});
