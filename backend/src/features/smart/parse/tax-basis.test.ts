import { describe, expect, it } from 'vitest';
import { readTaxWording } from './tax-basis.js';

describe('amounts said with or without their tax', () => {
  it.each([
    ['1500 bez DPH', 'net', '1500'],
    ['1500 + DPH', 'net', '1500'],
    ['1500,- Kč bez DPH', 'net', '1500,- Kč'],
    ['1500 netto', 'net', '1500'],
    ['2000 € zzgl. MwSt.', 'net', '2000 €'],
    ['2000 € exkl. USt', 'net', '2000 €'],
    ['£1,500 plus VAT', 'net', '£1,500'],
    ['1500 excluding VAT', 'net', '1500'],
    ['1500 ex VAT', 'net', '1500'],
    ['1500 Kč s DPH', 'gross', '1500 Kč'],
    ['1500 s daní', 'gross', '1500'],
    ['1 500 Kč včetně DPH', 'gross', '1 500 Kč'],
    ['1500 vč. DPH', 'gross', '1500'],
    ['2000 EUR brutto', 'gross', '2000 EUR'],
    ['2000 € inkl. MwSt.', 'gross', '2000 €'],
    ['£1,500 incl. VAT', 'gross', '£1,500'],
    ['1500 including VAT', 'gross', '1500'],
  ])('reads %j as %s, the number left as %j', (said, basis, text) => {
    expect(readTaxWording(said)).toMatchObject({ basis, text });
  });

  it.each(['1500', '1 500 Kč', '€1,500.50', 'Netherlands 15'])('finds no wording in %j', (said) => {
    expect(readTaxWording(said)).toBeNull();
  });

  it('refuses wording that says both', () => {
    expect(() => readTaxWording('1500 netto inkl. MwSt.')).toThrow(/both/);
  });

  it('refuses a rate said inside the wording: it belongs in tax_rate', () => {
    expect(() => readTaxWording('1500 inkl. 19 % MwSt.')).toThrow(/tax_rate/);
  });
});
