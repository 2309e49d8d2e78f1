/**
 * The sixth set's proper words (surnames, trades, cities, the words of its near-duplicates and keyboard spellings)
 * are words of no other file the resolver was written or tuned against: the generators and earlier held-out sets,
 * the first evaluation set, the smart tests and the name data. Given names and their short forms, legal forms and
 * filler words are lists the resolver must hold whole, so they are not checked.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_FORM_WORDS, fold } from '../../../../features/smart/normalize.js';
import { ABSENT5, CONTAINED5, FAMILY5, NUMBERED5, PLAIN5, POOLS5, SURNAMES5 } from './pools.js';

const here = new URL('.', import.meta.url).pathname;
const smart = join(here, '../../../../features/smart');
const evaluation = join(here, '../..');
const files = (dir: string, keep: (name: string) => boolean) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => join(dir, name));

/** Words the set shares knowingly: trades and family words common to every register of their language. */
const SHARED = new Set(['elektro', 'sons', 'hotel', 'studio', 'synowie', 'sohne', 'soehne', 'filhos']);

const others = [
  ...files(join(evaluation, 'kinds'), (name) => name.endsWith('.ts') && !name.startsWith('fresh5')),
  ...files(evaluation, (name) => !name.includes('/') && name.endsWith('.ts') && !name.startsWith('fresh5')),
  ...files(smart, (name) => name.endsWith('.test.ts')),
  ...files(join(smart, 'names'), (name) => name.endsWith('.ts')),
].map((file) => fold(readFileSync(file, 'utf8')));

describe('the sixth set', () => {
  it('shares no proper word with the files the resolver was written or tuned against', () => {
    const known = new Set(others.flatMap((text) => text.split(' ')));
    const proper = [
      ...Object.values(POOLS5).flatMap((pool) => [...pool.cores, ...pool.trades, ...pool.cities]),
      ...Object.values(SURNAMES5).flat(),
      ...NUMBERED5.map((entry) => entry.core),
      ...CONTAINED5.flatMap((entry) => [entry.long]),
      ...FAMILY5.flatMap((entry) => [entry.firm, entry.other]),
      ...Object.values(PLAIN5).flat(),
      ...ABSENT5,
    ]
      .flatMap((word) => fold(word).split(' '))
      .filter((word) => word.length >= 4 && !LEGAL_FORM_WORDS.has(word) && !SHARED.has(word));
    expect([...new Set(proper.filter((word) => known.has(word)))]).toEqual([]);
  });
});
