/** The string shortcuts of money.ts answer what decimal.js answers, for the plain amounts they take. */
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatDecimal, subtract } from './money.js';

const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const AMOUNTS = [
  '0',
  '0.00',
  '0.0000',
  '3',
  '3.000',
  '3.500',
  '1500.0000',
  '120.5000',
  '0.0125',
  '21.00',
  '99999999999999.99',
  '10',
  '0.1',
];

describe('money on strings', () => {
  it('formats an amount as decimal.js did, at each minimum scale', () => {
    for (const amount of AMOUNTS)
      for (const scale of [0, 2]) {
        const decimal = new Money(amount);
        expect(formatDecimal(amount, scale), `${amount} at ${scale}`).toBe(decimal.toFixed(Math.max(scale, decimal.decimalPlaces())));
      }
  });

  it('formats what is not plain (a sign, leading zeros) through decimal.js', () => {
    expect(formatDecimal('-1.50')).toBe('-1.50');
    expect(formatDecimal('007.5')).toBe('7.50');
  });

  it('subtracts exactly, below zero too and past the precision of a double', () => {
    const pairs = [
      ['1500.00', '0.00'],
      ['0.00', '0.00'],
      ['1500.5', '0.00'],
      ['007.00', '0.00'],
      ['0.00', '0.01'],
      ['5', '5.00'],
      ['99999999999999.99', '0.01'],
      ['10.5', '20.25'],
      ['0.125', '0.1'],
    ] as const;
    for (const [a, b] of pairs) expect(subtract(a, b), `${a} - ${b}`).toBe(new Money(a).minus(b).toFixed(2));
  });
});
