import { describe, expect, it } from 'vitest';
import { isFamiliarFormOf, isTenderFormOf } from './familiar-forms.js';

describe('familiar forms of a given name', () => {
  it("reads a woman's name made tender, in place of its last syllable", () => {
    for (const [said, formal] of [
      ['blanicka', 'blanka'],
      ['zdenicka', 'zdenka'],
      ['jitulka', 'jitka'],
      ['verunka', 'vera'],
      ['olinka', 'olga'],
    ] as const)
      expect(isTenderFormOf(said, formal), `${said} of ${formal}`).toBe(said !== 'olinka');
  });

  it("never makes a man's name or another given name tender", () => {
    expect(isTenderFormOf('radousek', 'radomir')).toBe(false);
    expect(isTenderFormOf('ivanka', 'ivan')).toBe(false);
  });

  it('reads a listed familiar form in the cases a sentence puts it in', () => {
    for (const [said, formal] of [
      ['vojtovi', 'vojtech'],
      ['vojtou', 'vojtech'],
      ['standovi', 'stanislav'],
      ['s', 'stanislav'],
    ] as const)
      expect(isFamiliarFormOf(said, formal), `${said} of ${formal}`).toBe(said !== 's');
  });

  it('leaves a case of the name itself to the declension rules, and surnames to their own', () => {
    expect(isFamiliarFormOf('zdenko', 'zdenka')).toBe(false);
    expect(isFamiliarFormOf('vojta', 'vojtisek')).toBe(false);
  });
});
