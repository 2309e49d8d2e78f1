/**
 * The readings the eighth held-out value set (dev/smart-eval/values-fresh7.ts) first got wrong or missed, one rule
 * each, with the near phrasings that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { AmbiguousValue, parseAmount } from './amounts.js';
import { parseDuration } from './durations.js';

describe('eighth held-out set', () => {
  it('refuses a length said about, at most or maybe with a mark', () => {
    // "~2h" was read as 120 minutes: the mark was dropped as punctuation.
    for (const said of ['~2h', '≈ 90 min', '<2h', '> 3 hours', '2h?', '±1h'])
      expect(() => parseDuration(said), said).toThrow(/says at least, about or maybe/);
    expect(parseDuration('2h').minutes).toBe(120);
    expect(parseDuration('1h + 30m').minutes).toBe(90);
  });

  it('refuses small hours said "od … do … hodin" as a range of hours or a span, and keeps spans past noon', () => {
    // Read as clock spans of 60 and 120 minutes without a word before.
    for (const said of ['od 3 do 4 hodin', 'od jedné do tří hodin', 'od 5 do 7 hodin', '3 až 4 hodiny'])
      expect(() => parseDuration(said), said).toThrow(/range of hours or a span of clock time/);
    expect(parseDuration('od 8 do 16 hodin').minutes).toBe(480);
    expect(parseDuration('od 8 do 12 hodin').minutes).toBe(240);
    expect(parseDuration('od 8 do 12').minutes).toBe(240);
    expect(parseDuration('od 13 do 15 hodin').minutes).toBe(120);
    expect(parseDuration('8:00-12:00').minutes).toBe(240);
  });

  it('reads an ISO code typed onto its digits, and only a code ISO 4217 knows', () => {
    expect(parseAmount('51713CHF')).toMatchObject({ value: '51713', currency: 'CHF' });
    expect(parseAmount('USD46851')).toMatchObject({ value: '46851', currency: 'USD' });
    expect(parseAmount('1456GBP')).toMatchObject({ value: '1456', currency: 'GBP' });
    expect(parseAmount('2TSD')).toMatchObject({ value: '2000', currency: null });
    expect(() => parseAmount('15USD00')).toThrow(/stands between/);
  });

  it('reads Czech tens and units and Slovak whole numbers written as one word', () => {
    expect(parseAmount('dvacetjedna korun')).toMatchObject({ value: '21', currency: 'CZK' });
    expect(parseAmount('čtyřicetdevět Kč')).toMatchObject({ value: '49', currency: 'CZK' });
    expect(parseAmount('dvestodvadsaťsedem eur')).toMatchObject({ value: '227', currency: 'EUR' });
    expect(parseAmount('osemstopäť eur').value).toBe('805');
    expect(parseAmount('šesťdesiattisícštyristopäťdesiatjeden eur').value).toBe('60451');
    expect(parseAmount('osemdesiattritisícdvestotridsaťpäť').value).toBe('83235');
    expect(() => parseAmount('Hotel dvacetjedna')).toThrow();
  });

  it('asks what "17p" is: pence, or pieces or pages', () => {
    let asked: unknown;
    try {
      parseAmount('17p');
    } catch (error) {
      asked = error;
    }
    expect(asked).toBeInstanceOf(AmbiguousValue);
    expect((asked as AmbiguousValue).readings.map((reading) => reading.value)).toEqual(['0.17 GBP', '17']);
    expect(parseAmount('17 pence')).toMatchObject({ value: '0.17', currency: 'GBP' });
  });
});
