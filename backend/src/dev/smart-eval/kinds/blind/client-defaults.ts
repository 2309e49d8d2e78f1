/**
 * The shared client generator's defaults (client-cases.ts), apart from its kinds: legal forms by their kind in law,
 * a name's initials, and the ninth and tenth sets' ways of saying a name inside a longer one and a typo. A set's
 * `clientRules` (types.ts) replace them where it draws otherwise.
 */
import { pick } from '../../population.js';
import { unaccent } from './text.js';

/** Legal forms by their kind in law: translations meet only within a kind. */
export const KIND_OF: Record<string, string> = {
  's.r.o.': 'limited',
  'spol. s r.o.': 'limited',
  GmbH: 'limited',
  'Sp. z o.o.': 'limited',
  Ltd: 'limited',
  'a.s.': 'stock',
  AG: 'stock',
  'S.A.': 'stock',
  PLC: 'stock',
  KG: 'limited-partnership',
  'sp.k.': 'limited-partnership',
  OG: 'general-partnership',
  LLP: 'llp',
  LLC: 'limited',
  'Inc.': 'stock',
  'B.V.': 'limited',
  'N.V.': 'stock',
  'V.O.F.': 'general-partnership',
  SARL: 'limited',
  SA: 'stock',
  'S.r.l.': 'limited',
  'S.p.A.': 'stock',
  'S.L.': 'limited',
  Sàrl: 'limited',
  Lda: 'limited',
};

export const initials = (core: string) =>
  core
    .split(' ')
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => unaccent(word[0]!).toUpperCase())
    .join('');

/** The ninth and tenth sets' way of saying a name inside a longer one, by the roll. */
export function containedSaid(
  entry: { short: string; long: string; form: string },
  roll: number,
  rand: () => number,
): [string, 'short' | 'long'] {
  if (roll < 0.35) return [entry.long, 'long'];
  if (roll < 0.7) return [pick(rand, [`${entry.short} ${entry.form}`, `"${entry.short} ${entry.form}"`]), 'short'];
  // The shorter name alone, its form left out, is still a whole name: the client holding just it.
  return roll < 0.85 ? [entry.short, 'short'] : [`${entry.long} ${entry.form}`, 'long'];
}

/** The letters at `at` and after it swapped; null when they are the same letter. */
export function swapAt(word: string, at: number): string | null {
  const swapped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return swapped === word ? null : swapped;
}
