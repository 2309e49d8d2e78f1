/**
 * How the third set's names are heard: the spellings a transcript (an English-speaking voice assistant, mostly) writes
 * for what it heard, per language, written from the languages' orthographies and independently of the resolver's sound
 * rules and of the second set's (kinds/fresh/said.ts). Typos and edit distances are the second set's (they are no
 * phrasing).
 */
import type { Country2 } from './pools.js';

export { edits, plainText, typo } from '../fresh/said.js';
import { plainText } from '../fresh/said.js';

const SLAVIC: ReadonlyArray<readonly [RegExp, string]> = [
  [/š/g, 'sh'],
  [/č/g, 'ch'],
  [/ej/g, 'ay'],
  [/ou/g, 'oo'],
  [/ř/g, 'rzh'],
  [/ch/g, 'kh'],
  [/c(?!h)/g, 'ts'],
  [/ť/g, 'ty'],
];
const GERMAN: ReadonlyArray<readonly [RegExp, string]> = [
  [/tsch/g, 'ch'],
  [/sch/g, 'sh'],
  [/ei/g, 'ey'],
  [/ü/g, 'ue'],
  [/ö/g, 'oe'],
  [/ff/g, 'f'],
  [/ck/g, 'k'],
];

const HEARD2: Record<Country2, ReadonlyArray<readonly [RegExp, string]>> = {
  CZ: SLAVIC,
  SK: SLAVIC,
  DE: GERMAN,
  AT: GERMAN,
  PL: [
    [/prz/g, 'psh'],
    [/rz/g, 'zh'],
    [/cz/g, 'ch'],
    [/sz/g, 'sh'],
    [/y/g, 'i'],
    [/ł/g, 'w'],
    [/ck/g, 'tsk'],
  ],
  GB: [
    [/wh/g, 'w'],
    [/ai/g, 'ay'],
    [/ll/g, 'l'],
    [/or(?=[^aeiou])/g, 'er'],
    [/ck/g, 'k'],
  ],
  FR: [
    [/oix$/g, 'oa'],
    [/eau/g, 'o'],
    [/au/g, 'o'],
    [/ch/g, 'sh'],
    [/qu/g, 'k'],
    [/ill/g, 'iy'],
  ],
  IT: [
    [/ll/g, 'l'],
    [/cc/g, 'ch'],
    [/tt/g, 't'],
    [/bb/g, 'b'],
    [/ch/g, 'k'],
  ],
  NL: [
    [/eu/g, 'oe'],
    [/ou/g, 'au'],
    [/sch/g, 'sk'],
    [/ij/g, 'y'],
    [/ee/g, 'ay'],
    [/v/g, 'f'],
  ],
  ES: [
    [/v/g, 'b'],
    [/ll/g, 'y'],
    [/ñ/g, 'ny'],
    [/z/g, 's'],
    [/j/g, 'h'],
    [/qu/g, 'k'],
  ],
};

/** One word as heard, or null when none of its sounds has another spelling in the country's letters. */
export function heard2(word: string, country: Country2, rand: () => number): string | null {
  const start = word.toLowerCase();
  const rules = HEARD2[country].filter(([pattern]) => start.search(pattern) >= 0);
  if (rules.length === 0) return null;
  let text = start;
  for (const [pattern, replacement] of rules) if (rand() < 0.5) text = text.replace(pattern, replacement);
  if (text === start) text = text.replace(rules[0]![0], rules[0]![1]);
  return text === start ? null : plainText(text);
}
