/**
 * The eleventh set's proper words (owners, trades, cities, the words of its near-duplicates, renamed clients,
 * initials and confirmed phrases, surnames and the spellings a transcript makes of them) are words of no other file
 * the resolver was written or tuned against: the generators and earlier held-out sets, the first evaluation set, the
 * smart tests and the name data. Legal forms, number words, fillers and roles are lists the resolver must hold whole,
 * so they are not checked.
 */
import { describe, expect, it } from 'vitest';
import { sharedWords, wordsBeyond, wordsBeyondSets } from '../overlap.js';
import { FAMILIES10, FIRST10, womansForm10 } from './people-pools.js';
import { CONFIRMED10, EXTENDED10, INITIALS10, INSIDE10, NOBODY10, NUMBERED10, REGISTERS10, RENAMED10, TAKEN10 } from './pools.js';
import { EAR10, type Lang10 } from './said.js';

/** Words the set shares knowingly: `près`, a French preposition of a confirmed phrase, is Prescott's short form in the English nickname data. */
const SHARED = new Set<string>(['pres']);

describe('the eleventh set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const proper = [
      ...Object.values(REGISTERS10).flatMap((pool) => [...pool.owners, ...pool.trades, ...pool.cities]),
      ...Object.entries(FAMILIES10).flatMap(([lang, families]) => families.flatMap((one) => [one, womansForm10(one, lang as Lang10)])),
      ...NUMBERED10.map((entry) => entry.core),
      ...INSIDE10.map((entry) => entry.long),
      ...Object.values(EXTENDED10),
      ...RENAMED10.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...TAKEN10.flatMap((entry) => [entry.renamed, entry.former]),
      ...CONFIRMED10.flatMap((entry) => [entry.phrase, ...entry.variants]),
      ...INITIALS10.map((entry) => entry.name),
      ...Object.values(EAR10).flat(),
      ...NOBODY10,
    ];
    expect(sharedWords(proper, wordsBeyond('fresh10'), SHARED)).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const given = FIRST10.flatMap((entry) => [entry.given, ...entry.short]);
    expect(sharedWords(given, wordsBeyondSets('fresh10'), SHARED)).toEqual([]);
  });
});
