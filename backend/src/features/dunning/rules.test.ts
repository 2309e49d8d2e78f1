import { describe, expect, it } from 'vitest';
import { interestFor } from './rules.js';

describe('interest', () => {
  // Decimal.max answered the 20-digit Decimal: …999.2249999726 had been rounded as …999.23.
  it('is computed exactly on the largest amounts an invoice holds', () => {
    expect(interestFor('8253753955824.01', '14.817', '8.000', '2026-10-07', '2026-11-23', 'EUR')).toMatchObject({
      days: 47,
      amount: '242501848999.22',
    });
  });
});
