import { describe, expect, it } from 'vitest';
import { numbersInDigits } from './numbers-said.js';

describe('numbers said in words inside a name', () => {
  it.each([
    ['Kestrel Lofts seventy', 'Kestrel Lofts 70'],
    ['Hotel two thousand five hundred', 'Hotel 2500'],
    ['Studio twenty-one Praha', 'Studio 21 Praha'],
    ['Pension dvacet tři', 'Pension 23'],
    ['Bergblick zwölf GmbH', 'Bergblick 12 GmbH'],
    ['Hotel two thousand and five', 'Hotel 2005'],
    // Names only (number-words-names.ts): French, Italian, Spanish and Dutch, compounds as each writes them.
    ['Auberge quatre-vingt-onze SARL', 'Auberge 91 SARL'],
    ['Garage vingt-et-un', 'Garage 21'],
    ['Trattoria ventotto', 'Trattoria 28'],
    ['Posada treinta y dos S.L.', 'Posada 32 S.L.'],
    ['Posada veintisiete', 'Posada 27'],
    ['Herberg eenenveertig B.V.', 'Herberg 41 B.V.'],
  ])('writes %j as %j', (said, written) => {
    expect(numbersInDigits(said)?.text).toBe(written);
  });

  it.each([
    ['Kestrel Lofts'],
    ['Hotel 2000'],
    ['and a Studio'],
    ['one two Studio'],
    ['twelve ninety nine'],
    ['neuf-vingt Studio'],
    ['Posada y Studio'],
    [Array.from({ length: 30 }, () => 'five').join(' ')],
  ])('leaves %j alone', (said) => {
    expect(numbersInDigits(said)).toBeNull();
  });
});
