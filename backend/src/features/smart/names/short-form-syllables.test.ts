/**
 * Short forms made from a syllable other than the name's first, by the regular rules of Alemannic, Bavarian, English,
 * Polish, Italian and Dutch pet forms (short-form-syllables.ts). Names of no eval set (the overlap tests keep them apart).
 */
import { describe, expect, it } from 'vitest';
import { isFamiliarFormOf } from './familiar-forms.js';
import { isSyllableShortFormOf } from './short-form-syllables.js';

describe('short forms of a later syllable, by rule', () => {
  it("reads the name's closing syllable with a pet ending, and with the name's first letter before it", () => {
    expect(isSyllableShortFormOf('fredi', 'alfred')).toBe(true);
    expect(isSyllableShortFormOf('linerl', 'karoline')).toBe(true);
    expect(isSyllableShortFormOf('nettie', 'antoinette')).toBe(true);
    expect(isSyllableShortFormOf('jettie', 'juliette')).toBe(true);
    expect(isFamiliarFormOf('fredi', 'alfred')).toBe(true);
    // Not the closing syllable of another name, nor of a name of the other sex it tells.
    expect(isSyllableShortFormOf('fredi', 'karoline')).toBe(false);
    expect(isSyllableShortFormOf('linerl', 'alfred')).toBe(false);
  });

  it('reads a Swiss ch for the k of a name or of its listed short form', () => {
    expect(isSyllableShortFormOf('chaspar', 'kaspar')).toBe(true);
    expect(isSyllableShortFormOf('chaspar', 'jasper')).toBe(false);
  });

  it("reads the name's beginning with -eli, -li, or the Polish -ia", () => {
    expect(isSyllableShortFormOf('emmeli', 'emmeline')).toBe(true);
    expect(isSyllableShortFormOf('bronia', 'bronislawa')).toBe(true);
    // -a is a woman's ending: never of a man's name.
    expect(isSyllableShortFormOf('bronia', 'bronislaw')).toBe(false);
  });

  it('reads an Italian later syllable with its consonant doubled and the vowel of the sex', () => {
    expect(isSyllableShortFormOf('cecco', 'francesco')).toBe(true);
    expect(isSyllableShortFormOf('cecca', 'francesco')).toBe(false);
  });

  it("reads the Dutch closing syllable with its vowel long, the name's -a dropped", () => {
    expect(isSyllableShortFormOf('trien', 'katrina')).toBe(true);
    expect(isSyllableShortFormOf('dien', 'geraldina')).toBe(true);
    expect(isSyllableShortFormOf('dien', 'katrina')).toBe(false);
  });

  it('reads the last two syllables of a Latin baptismal name in -us, as Dutch clips them', () => {
    expect(isSyllableShortFormOf('bertus', 'lambertus')).toBe(true);
    expect(isSyllableShortFormOf('rinus', 'quirinus')).toBe(true);
    // Two letters cut make no short form, nor a tail opening with a vowel.
    expect(isSyllableShortFormOf('bertus', 'albertus')).toBe(false);
    expect(isSyllableShortFormOf('inus', 'quirinus')).toBe(false);
  });

  it('reads no curated given name as a short form, nor a surname by its Slavic ending', () => {
    expect(isSyllableShortFormOf('alfred', 'alfredo')).toBe(false);
    expect(isSyllableShortFormOf('ski', 'kowalski')).toBe(false);
    expect(isSyllableShortFormOf('kowi', 'kowalski')).toBe(false);
  });
});
