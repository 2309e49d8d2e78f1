import { describe, expect, it } from 'vitest';
import { ParseError, parseAmount, parseQuantity } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';
import { parseNumberWords } from './numbers.js';

// A Sunday.
const TODAY = '2026-11-22';

describe('dates', () => {
  it.each([
    ['2026-12-01', '2026-12-01'],
    ['1.12.2026', '2026-12-01'],
    ['01. 12. 2026', '2026-12-01'],
    ['1.12.', '2026-12-01'],
    ['12/01/2026', '2026-01-12'],
    ['today', '2026-11-22'],
    ['Tomorrow', '2026-11-23'],
    ['yesterday', '2026-11-21'],
    ['next friday', '2026-11-27'],
    ['friday', '2026-11-27'],
    ['on Sunday', '2026-11-29'],
    ['in 14 days', '2026-12-06'],
    ['in two weeks', '2026-12-06'],
    ['in a week', '2026-11-29'],
    ['in 1 month', '2026-12-22'],
    ['1 December 2026', '2026-12-01'],
    ['Dec 1', '2026-12-01'],
    ['December 1st, 2026', '2026-12-01'],
    ['zítra', '2026-11-23'],
    ['za 14 dní', '2026-12-06'],
    ['příští pátek', '2026-11-27'],
    ['1. prosince 2026', '2026-12-01'],
    ['morgen', '2026-11-23'],
    ['in zwei Wochen', '2026-12-06'],
    ['nächsten Freitag', '2026-11-27'],
  ])('reads %s', (input, expected) => {
    expect(parseDate(input, TODAY, 'DMY').date).toBe(expected);
  });

  it('reads slashes month first when the organization says so', () => {
    expect(parseDate('12/01/2026', TODAY, 'MDY').date).toBe('2026-12-01');
    expect(parseDate('12/01/2026', TODAY, 'MDY').how).toContain('month/day/year');
  });

  it.each(['32.13.2026', '2026-02-30', '31.4.2026', 'abc', '', 'next blursday', '13/13/2026', 'in -3 days'])('rejects %j', (input) => {
    expect(() => parseDate(input, TODAY)).toThrow(ParseError);
  });
});

describe('durations', () => {
  it.each([
    [90, 90],
    ['90', 90],
    ['1.5h', 90],
    ['1,5 h', 90],
    ['1h 30m', 90],
    ['1h30', 90],
    ['1:30', 90],
    ['90 min', 90],
    ['2 hours', 120],
    ['an hour and a half', 90],
    ['half an hour', 30],
    ['three hours', 180],
    ['2 hodiny 15 minut', 135],
    ['2 Stunden', 120],
    ['45 minutes', 45],
  ])('reads %j as %d minutes', (input, minutes) => {
    expect(parseDuration(input).minutes).toBe(minutes);
  });

  it.each(['-5h', 'abc', '0', '', '25h', 'h', '1h abc'])('rejects %j', (input) => {
    expect(() => parseDuration(input)).toThrow(ParseError);
  });
});

describe('amounts', () => {
  it.each([
    [1500, '1500', null],
    ['1500', '1500', null],
    ['1 500,50', '1500.5', null],
    ['€1,500.50', '1500.5', 'EUR'],
    ['1.500,50 €', '1500.5', 'EUR'],
    ['1500 CZK', '1500', 'CZK'],
    ['1500 Kč', '1500', 'CZK'],
    ['1,500', '1500', null],
    ['1,5', '1.5', null],
    ['0.50', '0.5', null],
    ['$20', '20', 'USD'],
    ['250 zł', '250', 'PLN'],
    ['fifteen hundred', '1500', null],
    ['two thousand five hundred and fifty euros', '2550', 'EUR'],
    ['1500,-', '1500', null],
  ])('reads %j', (input, value, currency) => {
    expect(parseAmount(input)).toEqual({ value, currency });
  });

  it.each(['abc', '-5', '', '1.2.3.4', '12,3456', '€'])('rejects %j', (input) => {
    expect(() => parseAmount(input)).toThrow(ParseError);
  });

  it('reads quantities with units, and refuses zero', () => {
    expect(parseQuantity('3 hours')).toEqual({ value: '3', unit: 'h' });
    expect(parseQuantity('three')).toEqual({ value: '3', unit: null });
    expect(parseQuantity(2.5)).toEqual({ value: '2.5', unit: null });
    expect(() => parseQuantity('0')).toThrow(ParseError);
  });
});

describe('number words', () => {
  it.each([
    ['fifteen hundred', 1500],
    ['one hundred twenty three', 123],
    ['two thousand and five', 2005],
    ['a dozen', 12],
    ['one and a half', 1.5],
    ['tři', 3],
    ['dvacet pět', 25],
    ['zwei', 2],
    ['twelve hundred fifty', 1250],
  ])('reads %j', (input, value) => {
    expect(parseNumberWords(input)).toBe(value);
  });

  it('answers null for words that are not numbers', () => {
    expect(parseNumberWords('consulting')).toBeNull();
    expect(parseNumberWords('')).toBeNull();
  });
});
