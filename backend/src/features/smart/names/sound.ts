/**
 * Words a listener cannot tell apart though they are spelt apart: what a
 * voice transcript writes for a name it heard ("shroeder" for Schröder,
 * "logistic" for Logistik, "kristof" for Christoph). Double Metaphone
 * (`double-metaphone`, of the maintained words collection) reads a word as
 * English and several other languages say it; Kölner Phonetik
 * (`cologne-phonetic`) as German does. Both keep the consonants and let the
 * vowels go, so "Novák" and "Nowik" or "Bauer" and "Baier" would sound alike
 * to them: the vowels said must be the same too (after the spellings that
 * stand for one vowel, "oe" for ö, "ei" or "ay" for one sound).
 *
 * Both run on folded text (no diacritics): the words passed here already are.
 */
import { doubleMetaphone } from 'double-metaphone';
import { colognePhonetic } from 'cologne-phonetic';
import { heardAcross } from './heard-across.js';

/** Shorter words hold too few sounds for two spellings of them to mean one name. */
const MIN_SOUND_LETTERS = 4;

/** The vowels said, in order, each spelling of one vowel sound as one letter. */
export function vowelsSaid(word: string): string {
  return (
    word
      // The "u" of "qu" is no vowel said ("Quirke" is heard "kirke").
      .replace(/qu/g, 'k')
      .replace(/eau/g, 'o')
      .replace(/oe/g, 'o')
      .replace(/ue/g, 'u')
      .replace(/ae/g, 'e')
      .replace(/ie|ei|ey|ai|ay|ee|y/g, 'i')
      .replace(/oo|ou/g, 'u')
      .replace(/[^aeiou]/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}

const metaphones = new Map<string, readonly string[]>();
function metaphoneOf(word: string): readonly string[] {
  let codes = metaphones.get(word);
  if (!codes) {
    codes = [...new Set(doubleMetaphone(word))].filter(Boolean);
    if (metaphones.size > 50_000) metaphones.clear();
    metaphones.set(word, codes);
  }
  return codes;
}

/** True when two different spellings of words sound the same to Double Metaphone or Kölner Phonetik, vowels alike. */
export function soundsSame(a: string, b: string): boolean {
  if (a === b || a.length < MIN_SOUND_LETTERS || b.length < MIN_SOUND_LETTERS) return false;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  if (vowelsSaid(a) !== vowelsSaid(b)) return false;
  const [codesA, codesB] = [metaphoneOf(a), metaphoneOf(b)];
  if (codesA.some((code) => code.length >= 2 && codesB.includes(code))) return true;
  const [cologneA, cologneB] = [colognePhonetic(a), colognePhonetic(b)];
  return (cologneA.length >= 2 && cologneA === cologneB) || heardAcross(a, b);
}
