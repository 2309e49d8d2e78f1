/**
 * Words that look Latin and are not: a word written wholly in Cyrillic or Greek letters each of which looks like a
 * Latin one ("АВС", "Тесо" in Cyrillic), found by Unicode TS #39's skeleton, from its confusables data (the
 * `unhomoglyph` package: the confusables.txt mapping as it is, maintained with Unicode's releases; the mapping is too
 * large to keep by hand). A word mixing the scripts is refused on its own (http/validate.ts, `x-name`); these are the whole
 * words that rule cannot see.
 */
import unhomoglyph from 'unhomoglyph';

const LETTERS = /[\p{L}\p{M}]+/gu;
const LOOKALIKE_SCRIPT = /^[\p{Script=Cyrillic}\p{Script=Greek}\p{M}]+$/u;
const LATIN = /\p{Script=Latin}/u;
const MARKS = /\p{M}/gu;
const ASCII_LETTERS = /^[A-Za-z]+$/;

/** TS #39's skeleton: NFD, each character mapped to its prototype, NFD again. Not for reading: only for comparing. */
export const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** A word of Cyrillic or Greek letters only, every one of which has a Latin letter as its prototype. */
export function looksLatin(word: string): boolean {
  return LOOKALIKE_SCRIPT.test(word) && ASCII_LETTERS.test(skeleton(word).replace(MARKS, ''));
}

/** The first word that looks Latin in a text that also holds Latin letters ("АВС Stavby"): no such name is honest. */
export function lookalikeBesideLatin(text: string): string | undefined {
  if (!LATIN.test(text)) return undefined;
  return text.match(LETTERS)?.find(looksLatin);
}

/**
 * The Latin letters a name reads as when every word of it looks Latin and none is ("Тесо" reads "Teco"), or null. A
 * Greek or Russian name may be so by chance ("ΑΒΕΕ", "Орех"): it is refused only beside a record it reads as.
 */
export function readsAsLatin(text: string): string | null {
  const words = text.match(LETTERS) ?? [];
  if (words.length === 0 || LATIN.test(text) || !words.every(looksLatin)) return null;
  return skeleton(text).replace(MARKS, '');
}
