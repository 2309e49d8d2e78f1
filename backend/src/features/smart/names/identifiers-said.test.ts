import { describe, expect, it } from 'vitest';
import { labelledNumber, nameWithNumber } from './identifiers-said.js';

describe('a registration or VAT number said with its label', () => {
  it('reads the digits after each register’s label, with spaces, dots, dashes and a prefix', () => {
    expect(labelledNumber('IČO 123 45 678')).toBe('12345678');
    expect(labelledNumber('IČ: 12345678')).toBe('12345678');
    expect(labelledNumber('DIČ CZ12345678')).toBe('12345678');
    expect(labelledNumber('IČ DPH SK2020123456')).toBe('2020123456');
    expect(labelledNumber('NIP 123-456-32-18')).toBe('1234563218');
    expect(labelledNumber('USt-IdNr. DE 123 456 789')).toBe('123456789');
    expect(labelledNumber('UID CHE-123.456.789')).toBe('123456789');
    expect(labelledNumber('CHE-123.456.789 MWST')).toBeNull();
    expect(labelledNumber('UID CHE-123.456.789 MWST')).toBe('123456789');
    expect(labelledNumber('FN 123456a')).toBe('123456');
    expect(labelledNumber('Company No. 01234567')).toBe('01234567');
    expect(labelledNumber('company number 01234567')).toBe('01234567');
    expect(labelledNumber('VAT GB 123 4567 89')).toBe('123456789');
    expect(labelledNumber('EIN 12-3456789')).toBe('123456789');
    expect(labelledNumber('KvK-nummer 1234 5678')).toBe('12345678');
    expect(labelledNumber('btw NL123456789B01')).toBe('12345678901');
    expect(labelledNumber('TVA FR12 345 678 901')).toBe('12345678901');
    expect(labelledNumber('P.IVA 01234567890')).toBe('01234567890');
    expect(labelledNumber('CIF B12345678')).toBe('12345678');
  });

  it('reads no name as a number: a label must open it, and what follows must be one number', () => {
    expect(labelledNumber('Hotel 2000')).toBeNull();
    expect(labelledNumber('Tin Roof Builders 123456')).toBeNull();
    expect(labelledNumber('Icon Bau 2000')).toBeNull();
    expect(labelledNumber('IČO')).toBeNull();
    expect(labelledNumber('VAT 12')).toBeNull();
  });

  it('takes a labelled number off the end of a name', () => {
    expect(nameWithNumber('Brtník Zvrtlovna (IČO 123 45 678)')).toEqual({ name: 'Brtník Zvrtlovna', digits: '12345678' });
    expect(nameWithNumber('Quillfeather Tinkerage, VAT GB 123 4567 89')).toEqual({ name: 'Quillfeather Tinkerage', digits: '123456789' });
    expect(nameWithNumber('Zwirbler Fugenwerk USt-IdNr. DE123456789')).toEqual({ name: 'Zwirbler Fugenwerk', digits: '123456789' });
    expect(nameWithNumber('Hotel 2000')).toBeNull();
    expect(nameWithNumber('IČO 123 45 678')).toBeNull();
  });
});
