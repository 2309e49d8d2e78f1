import { describe, expect, it } from 'vitest';
import { FEMALE_DATA, MALE_DATA } from './given-sex-data.js';
import { sexOfFirstGivenName, sexOfGivenName } from './given-sex.js';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the sex of a first given name from the generated data', () => {
  it('finds every name of the data with its sex, unless the curated list says otherwise or it is borne by both', () => {
    const both = new Set(['kari', 'sasa', 'misa', 'ola', 'vlasta', 'slava', 'jolan']);
    for (const [list, sex] of [
      [FEMALE_DATA, 'f'],
      [MALE_DATA, 'm'],
    ] as const)
      for (const name of words(list)) expect(sexOfFirstGivenName(name)).toBe(sexOfGivenName(name) ?? (both.has(name) ? null : sex));
  });

  it('tells nothing of a word it does not list, nor of names borne by both sexes', () => {
    for (const word of ['', 'a', 'zzzz', 'aaaaa', 'andrea', 'kim', 'sascha', 'nicola', 'kari', 'mildre', 'mildredx'])
      expect(sexOfFirstGivenName(word)).toBeNull();
    expect(['ingeborg', 'mildred', 'eilidh', 'graciete', 'conceicao', 'ecaterina', 'cornelius'].map(sexOfFirstGivenName)).toEqual([
      'f',
      'f',
      'f',
      'f',
      'f',
      'f',
      'm',
    ]);
  });
});
