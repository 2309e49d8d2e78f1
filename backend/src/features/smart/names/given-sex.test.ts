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
    for (const word of ['', 'a', 'zzzz', 'aaaaa', 'andrea', 'kim', 'sascha', 'nicola', 'kari', 'ottili', 'ottiliex'])
      expect(sexOfFirstGivenName(word)).toBeNull();
    // Names of no eval set (the overlap tests keep the sets' names out of the smart tests).
    expect(['ottilie', 'philippa', 'euphemia', 'hortensia', 'ambrose', 'barnabas', 'thaddeus'].map(sexOfFirstGivenName)).toEqual([
      'f',
      'f',
      'f',
      'f',
      'm',
      'm',
      'm',
    ]);
  });
});
