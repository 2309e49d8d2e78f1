/**
 * Short forms made by rule where no list holds them: the end of a given name (Italian, Spanish), a doubled consonant
 * before -y, the Czech -uška; never the end or the beginning of a word the data knows as no given name. Names of no eval set (the overlap tests keep them apart).
 */
import { describe, expect, it } from 'vitest';
import { isFamiliarFormOf } from './familiar-forms.js';
import { isDiminutiveOf } from './nicknames.js';
import { isMadeShortFormOf } from './short-form-rules.js';
import { wordSimilarity } from '../score.js';

const never = () => false;

describe('short forms by rule', () => {
  it('reads the end of a given name the data knows, ending in a vowel', () => {
    expect(isDiminutiveOf('dino', 'bernardino', never)).toBe(true);
    expect(isDiminutiveOf('lino', 'avelino', never)).toBe(true);
  });

  it('reads no end of a word that is no given name, nor one ending in a consonant', () => {
    expect(isDiminutiveOf('mann', 'hartmann', never)).toBe(false);
    expect(isDiminutiveOf('bertov', 'gilbertov', never)).toBe(false);
  });

  it('reads the doubled consonant before -y and the Czech -uška', () => {
    expect(isDiminutiveOf('sally', 'salome', never)).toBe(true);
    expect(isDiminutiveOf('zdenuska', 'zdenislava', never)).toBe(true);
  });

  it('reads a stop closing the short form as its voiced or voiceless twin', () => {
    expect(isDiminutiveOf('hildi', 'hiltrud', never)).toBe(true);
    expect(isDiminutiveOf('hildi', 'hilmar', never)).toBe(false);
  });

  it('reads a short form beginning a given name the data knows, but a longer surname stays another word', () => {
    expect(wordSimilarity('beni', 'benedikt', { people: true })).toBe(0.8);
    expect(wordSimilarity('horni', 'hornicek', { people: true })).toBe(0);
  });

  it("reads a given name's first syllable twice, or with a later one of it, in four letters", () => {
    expect(isMadeShortFormOf('mimi', 'michaela')).toBe(true);
    expect(isMadeShortFormOf('lulu', 'lucinda')).toBe(true);
    expect(isMadeShortFormOf('bibi', 'bibiana')).toBe(true);
    expect(isFamiliarFormOf('mimi', 'michaela')).toBe(true);
    // Of several names alike: each may be meant, and the resolver asks which (it never picks between two people).
    expect(isMadeShortFormOf('mimi', 'milena')).toBe(true);
    expect(isMadeShortFormOf('mimi', 'lucinda')).toBe(false);
    expect(isMadeShortFormOf('lulu', 'michaela')).toBe(false);
  });

  it("reads a Slovak or Czech man's name cut after its stem with -o or -ko, never a woman's", () => {
    expect(isMadeShortFormOf('svato', 'svatopluk')).toBe(true);
    expect(isMadeShortFormOf('jozko', 'jozef')).toBe(true);
    expect(isFamiliarFormOf('svato', 'svatopluk')).toBe(true);
    expect(isMadeShortFormOf('svato', 'svatava')).toBe(false);
  });

  it('reads the Dutch closed first syllable, its vowel written long after an open one, never past a closed one', () => {
    // Hil-debrand: the first syllable is closed, so its short form is Hil, never Hild.
    expect(isMadeShortFormOf('wout', 'wouter')).toBe(true);
    expect(isMadeShortFormOf('siem', 'simeon')).toBe(false);
    expect(isMadeShortFormOf('lood', 'lodewijk')).toBe(true);
    expect(isMadeShortFormOf('hild', 'hildebrand')).toBe(false);
  });

  it('reads a syllable with a Spanish, Italian or Czech pet suffix, of a name of the sex the short form tells', () => {
    expect(isMadeShortFormOf('gencho', 'fulgencio')).toBe(true);
    expect(isMadeShortFormOf('dobrosa', 'dobroslav')).toBe(true);
    expect(isMadeShortFormOf('ansetto', 'anselmo')).toBe(true);
    // A woman's name of its own (the data says so) is no short form of a man's.
    expect(isMadeShortFormOf('marta', 'martin')).toBe(false);
  });

  it('reads none of a word no list holds as a given name, nor a listed given name as a short form', () => {
    expect(isMadeShortFormOf('kubo', 'kubicek')).toBe(false);
    expect(isMadeShortFormOf('novo', 'novak')).toBe(false);
    expect(isMadeShortFormOf('jana', 'janina')).toBe(false);
  });
});
