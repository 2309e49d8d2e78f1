/** How a declined surname relates to the man's and the woman's form of it. */
import { describe, expect, it } from 'vitest';
import { addsNameVowel, extendsPastStem, insertsSyllable, isDeclined, isDeclinedFemale, nominatives } from './words.js';

describe('declined adjectival surnames', () => {
  it('reads "-iej" as a case of the woman\'s form only, not of the man\'s', () => {
    expect(isDeclinedFemale('zielinskiej', 'zielinska')).toBe(true);
    expect(isDeclined('zielinskiej', 'zielinski')).toBe(false);
    expect(isDeclined('zielinskiego', 'zielinski')).toBe(true);
    expect(isDeclined('novakovej', 'novakova')).toBe(true);
  });
});

describe("the nominatives of a woman's declined surname", () => {
  it('looks "Zielińskiej" up as Zielińska', () => {
    expect(nominatives('zielinskiej')).toContain('zielinska');
    expect(nominatives('novakovou')).toContain('novakova');
  });
});

describe('a stem softened before the dative', () => {
  it('reads -ce of -ka and -ze of -ha and -ga, and only before -e', () => {
    for (const [asked, recorded] of [
      ['blance', 'blanka'],
      ['olze', 'olga'],
      ['bance', 'banka'],
    ])
      expect(isDeclined(asked!, recorded!), asked).toBe(true);
    expect(isDeclined('blanci', 'blanka')).toBe(false);
    expect(isDeclined('blancem', 'blanka')).toBe(false);
    expect(nominatives('blance')).toContain('blanka');
  });
});

describe('a syllable more inside a word', () => {
  it('makes another surname of the Czech diminutive, never of a spelling', () => {
    expect(insertsSyllable('dvoracek', 'dvorak')).toBe(true);
    expect(insertsSyllable('janak', 'janacek')).toBe(true);
    // A German ear's "tsch" puts letters in more than one place; vowels alone spell one sound; an ending is no syllable inside.
    expect(insertsSyllable('kutschera', 'kucera')).toBe(false);
    expect(insertsSyllable('schroeder', 'schroder')).toBe(false);
    expect(insertsSyllable('novakova', 'novak')).toBe(false);
    expect(insertsSyllable('dvorakem', 'dvorak')).toBe(false);
  });

  it('reads a stem whose final vowel gives way to another ending as another name, and a letter slipped in as a typo', () => {
    expect(extendsPastStem('mirnbacha', 'mirnbachik')).toBe(true);
    expect(extendsPastStem('seilera', 'seilerek')).toBe(true);
    expect(extendsPastStem('seilerra', 'seilera')).toBe(false);
    expect(extendsPastStem('seileraa', 'seilera')).toBe(false);
    expect(extendsPastStem('seilerou', 'seilera')).toBe(false);
  });
});

describe('an -i or -o after a surname ending in a consonant', () => {
  it('makes another surname after a hard consonant, never after a soft one nor in a case', () => {
    expect(addsNameVowel('quarellini', 'quarellin')).toBe(true);
    expect(addsNameVowel('quarellino', 'quarellin')).toBe(true);
    expect(addsNameVowel('quarellina', 'quarellin')).toBe(false);
    expect(addsNameVowel('brtnikovi', 'brtnik')).toBe(false);
    expect(addsNameVowel('zwirbleri', 'zwirbler')).toBe(false);
    expect(addsNameVowel('kovacsi', 'kovacs')).toBe(false);
  });
});
