/**
 * How the evaluation's references (cases.ts) are changed from a client's name: a legal form spelled otherwise,
 * accents left out, a letter heard otherwise, a typo, and the sound key that tells look-alikes a listener could not
 * tell apart.
 */
import { normalizeName, phoneticKey } from '../../features/smart/normalize.js';

export const FORM_SPELLINGS: Record<string, string[]> = {
  's.r.o.': ['sro', 'S.R.O.', 's. r. o.', 'spol. s r.o.'],
  'spol. s r.o.': ['s.r.o.', 'sro', 'spol s r o'],
  'a.s.': ['as', 'a. s.', 'A.S.'],
  GmbH: ['gmbh', 'G.m.b.H.'],
  'Sp. z o.o.': ['sp z oo', 'Sp. z o. o.', 'spzoo'],
  Ltd: ['Limited', 'LTD', 'Ltd.'],
  'Inc.': ['Inc', 'Incorporated'],
};

/** The words of a core with their sounds, to find look-alikes a listener could not tell apart. */
export const soundKey = (core: string) => normalizeName(core).words.map(phoneticKey).sort().join(' ');

export const stripDiacritics = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss');

export const PHONETIC_SWAPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/v/, 'w'],
  [/w/, 'v'],
  [/ö/, 'oe'],
  [/ü/, 'ue'],
  [/ck/, 'k'],
  [/ph/, 'f'],
  [/y/, 'i'],
  [/ei/, 'ai'],
];

export function typo(word: string, rand: () => number): string {
  const at = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1); // a letter dropped
  if (kind === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2); // two letters swapped
  return word.slice(0, at) + 'x' + word.slice(at + 1); // a letter misheard
}
