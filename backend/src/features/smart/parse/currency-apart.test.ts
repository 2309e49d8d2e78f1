import { describe, expect, it } from 'vitest';
import { ParseError, parseAmount } from './amounts.js';

const read = (text: string) => {
  const { value, currency } = parseAmount(text);
  return `${value} ${currency ?? '-'}`;
};

describe('a currency said apart from its number', () => {
  it.each([
    ['731, in euros', '731 EUR'],
    ['731 – in Euro', '731 EUR'],
    ['731, currency USD', '731 USD'],
    ['731, měna CZK', '731 CZK'],
    ['731 v korunách', '731 CZK'],
    ['731 v eurách', '731 EUR'],
    ['731 w złotych', '731 PLN'],
    ['731 paid in dollars', '731 USD'],
    ['731 (EUR)', '731 EUR'],
    ['731 [CZK]', '731 CZK'],
    ['EUR: 731', '731 EUR'],
    ['seven hundred, in pounds', '700 GBP'],
  ])('reads %s as %s', (text, expected) => expect(read(text)).toBe(expected));

  it.each(['731 dollars in euros', '731 in euros or crowns', '731 Kč, v eurech', '731 Euro in Franken', '731 (EUR', '731 in', 'in euros'])(
    'refuses %s: another currency, a conversion or no number',
    (text) => expect(() => parseAmount(text)).toThrow(ParseError),
  );
});
