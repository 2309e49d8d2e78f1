/**
 * How a name is said wrong, for the fresh cases: one typo in a long word, and the spellings a transcript writes for
 * what it heard, per language (the letters that stand for the same sound there). Written from the languages'
 * orthographies, independently of the resolver's sound rules (names/sound.ts, normalize.ts's phoneticKey).
 */
import type { FreshCountry } from './pools.js';

/** Folded as a transcript writes: lower case, no diacritics. */
export const plainText = (text: string) =>
  text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

const HEARD: Record<FreshCountry | 'any', ReadonlyArray<readonly [RegExp, string]>> = {
  any: [
    [/ff/g, 'f'],
    [/ll(?!$)/g, 'l'],
    [/tt/g, 't'],
    [/rr/g, 'r'],
  ],
  SK: [
    [/ch/g, 'h'],
    [/ou/g, 'ow'],
    [/y/g, 'i'],
    [/š/g, 'sh'],
    [/č/g, 'ch'],
  ],
  PL: [
    [/ó/g, 'u'],
    [/ł/g, 'w'],
    [/w(?=[aeiouy])/g, 'v'],
    [/rz/g, 'zh'],
    [/sz/g, 'sh'],
  ],
  AT: [
    [/ei/g, 'ai'],
    [/v/g, 'f'],
    [/ie/g, 'i'],
    [/tz/g, 'z'],
    [/ck/g, 'k'],
  ],
  NL: [
    [/ij/g, 'ei'],
    [/oe/g, 'oo'],
    [/v(?=[aeiou])/g, 'f'],
    [/kk/g, 'k'],
  ],
  ES: [
    [/z$/g, 's'],
    [/v/g, 'b'],
    [/ll/g, 'y'],
    [/j/g, 'h'],
    [/ce/g, 'se'],
  ],
  IT: [
    [/cc/g, 'c'],
    [/ch/g, 'k'],
    [/gn/g, 'ni'],
    [/zz/g, 'z'],
    [/ss/g, 's'],
  ],
  FR: [
    [/eau/g, 'o'],
    [/ault/g, 'o'],
    [/ph/g, 'f'],
    [/qu/g, 'k'],
    [/ou/g, 'oo'],
  ],
};

/** One word as heard, in the country's letters, or null when none of its sounds has another spelling. */
export function heardWord(word: string, country: FreshCountry, rand: () => number): string | null {
  const start = word.toLowerCase();
  const rules = [...HEARD[country], ...HEARD.any].filter(([pattern]) => start.search(pattern) >= 0);
  if (rules.length === 0) return null;
  let text = start;
  for (const [pattern, replacement] of rules) if (rand() < 0.5) text = text.replace(pattern, replacement);
  if (text === start) text = text.replace(rules[0]![0], rules[0]![1]);
  return text === start ? null : plainText(text);
}

/** One typo in a word of six letters or more: a letter dropped, doubled, swapped with its neighbour or replaced. */
export function typo(word: string, rand: () => number): string | null {
  if (word.length < 6) return null;
  const at = 1 + Math.floor(rand() * (word.length - 2));
  const how = Math.floor(rand() * 4);
  if (how === 0) return word.slice(0, at) + word.slice(at + 1);
  if (how === 1) return word.slice(0, at) + word[at] + word.slice(at);
  if (how === 2) return word[at] === word[at + 1] ? null : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const letter = 'aeiourlnst'[Math.floor(rand() * 10)]!;
  return letter === word[at] ? null : word.slice(0, at) + letter + word.slice(at + 1);
}

/** Edits between two strings (Levenshtein), to keep a case from being another record's name said wrong. */
export function edits(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}
