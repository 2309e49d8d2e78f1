/**
 * The sixth set's proper words (surnames, trades, cities, the words of its near-duplicates, renamed clients, voice
 * spellings and given names) are words of no other file the resolver was written or tuned against: our generators
 * and the earlier held-out sets (kinds/, fresh/ to fresh4/), the first evaluation set, the smart tests and the name
 * data. Legal forms, number words and filler words are lists the resolver must hold whole, so they are not checked;
 * given names and their short forms are checked against the smart tests and the earlier sets only (the nickname data
 * may learn them).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_FORM_WORDS, fold } from '../../../../features/smart/normalize.js';
import { CROSSED6, GIVEN6, SURNAMES6 } from './people-pools.js';
import { ABSENT6, APOSTROPHE6, CONTAINED6, HEARD6, LEARNED6, LONGER6, NUMBERED6, POOLS6, RENAMED6, SOUND_PAIRS6 } from './pools.js';

const here = new URL('.', import.meta.url).pathname;
const smart = join(here, '../../../../features/smart');
const evaluation = join(here, '../..');
const files = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => join(dir, name));
const words = (paths: string[]) => new Set(paths.flatMap((file) => fold(readFileSync(file, 'utf8')).split(' ')));
const earlier = [
  // The sixth set (fresh5) was written at the same time for the same registers, by another hand: neither was tuned on
  // the other, and they may share names.
  ...files(join(evaluation, 'kinds'), (name) => name.endsWith('.ts') && !/^fresh[56]/.test(name)),
  ...files(evaluation, (name) => !name.includes('/') && name.endsWith('.ts') && !/^fresh[56]/.test(name)),
  ...files(smart, (name) => name.endsWith('.test.ts')),
];
/**
 * Words the set shares knowingly: "gregor" of "Mac Gregor", a Slovenian given name the sixth set's registers added to
 * the given names by sex (given-sex.ts) at the same time.
 */
const SHARED = new Set<string>(['gregor']);
const checked = (list: string[]) =>
  list
    .flatMap((word) => fold(word).split(/[^a-z0-9]+/))
    .filter((word) => word.length >= 4 && !LEGAL_FORM_WORDS.has(word) && !SHARED.has(word));

describe('the seventh set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    // The generated data (*-data.ts: tens of thousands of given names from outside sources) was tuned on no set.
    const known = words([...earlier, ...files(join(smart, 'names'), (name) => name.endsWith('.ts') && !name.endsWith('-data.ts'))]);
    const proper = checked([
      ...Object.values(POOLS6).flatMap((pool) => [...pool.cores, ...pool.trades, ...pool.cities]),
      ...Object.values(SURNAMES6).flat(),
      ...NUMBERED6.map((entry) => entry.core),
      ...CONTAINED6.map((entry) => entry.long),
      ...SOUND_PAIRS6.flatMap((pair) => [pair.one, pair.other, pair.said, pair.trade]),
      ...RENAMED6.flatMap((entry) => [entry.current, entry.former, entry.neighbour]),
      ...Object.values(HEARD6).flat(),
      ...Object.values(APOSTROPHE6).flat(),
      ...Object.values(LONGER6),
      ...LEARNED6.map((entry) => entry.phrase),
      ...ABSENT6,
    ]);
    expect([...new Set(proper.filter((word) => known.has(word)))]).toEqual([]);
  });

  it('uses no given name or short form of the earlier sets or the smart tests', () => {
    const known = words(earlier);
    const given = checked([
      ...GIVEN6.flatMap((entry) => [entry.given, ...entry.short]),
      ...CROSSED6.flatMap((entry) => [entry.first, entry.second]),
    ]);
    expect([...new Set(given.filter((word) => known.has(word)))]).toEqual([]);
  });
});
