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
    // French, Italian, Spanish, Portuguese, Dutch (numbers-romance.ts)
    ['Café dix-neuf', 'Café 19'],
    ['Café soixante-dix-sept', 'Café 77'],
    ['Café quatre-vingt-dix', 'Café 90'],
    ['Café vingt et un SARL', 'Café 21 SARL'],
    ['Bottega trentacinque', 'Bottega 35'],
    ['Bottega duemila', 'Bottega 2000'],
    ['Bottega diciassette', 'Bottega 17'],
    ['Cantina treinta y cinco S.L.', 'Cantina 35 S.L.'],
    ['Cantina doscientos', 'Cantina 200'],
    ['Cantina dos mil', 'Cantina 2000'],
    ['Oficina vinte e cinco Lda', 'Oficina 25 Lda'],
    ['Oficina duzentos', 'Oficina 200'],
    ['Oficina dois mil', 'Oficina 2000'],
    ['Winkel drieëndertig', 'Winkel 33'],
    ['Winkel tweehonderd', 'Winkel 200'],
    ['Winkel tweeduizend', 'Winkel 2000'],
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
    ['tres cinco Cantina'],
    ['Café un'],
    ['Winkel een'],
    ['neuf dix Café'],
    ['neuf-vingt Studio'],
    ['Posada y Studio'],
    [Array.from({ length: 30 }, () => 'five').join(' ')],
  ])('leaves %j alone', (said) => {
    expect(numbersInDigits(said)).toBeNull();
  });
});
