import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.js';

const read = (text: string) => {
  const { value, currency } = parseAmount(text);
  return `${value} ${currency ?? '-'}`;
};

describe('number words as spoken Czech, Slovak and Polish say them and as commonly misspelt', () => {
  it.each([
    ['sedumdesát tři korun', '73 CZK'],
    ['osum set korun', '800 CZK'],
    ['dva tisíce osumnáct korun', '2018 CZK'],
    ['pol milióna eur', '500000 EUR'],
    ['pół miliona złotych', '500000 PLN'],
    ['półtora miliona złotych', '1500000 PLN'],
    ['three hundred fourty dollars', '340 USD'],
    ['ninty-one euros', '91 EUR'],
  ])('reads %s as %s', (text, expected) => expect(read(text)).toBe(expected));

  it.each(['pol pol eur', 'sedum pol', 'fourty ninty euros'])('refuses %s: no one number', (text) =>
    expect(() => parseAmount(text)).toThrow(),
  );
});
