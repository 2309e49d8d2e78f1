/** Values said as people say them: number words, shorthand, cents, and dates beyond the calendar forms. */
import { describe, expect, it } from 'vitest';
import { AmbiguousValue, ParseError, parseAmount } from './amounts.js';
import { easterSunday } from './date-holidays.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';
import { parseNumberWords } from './numbers.js';

const monday = '2026-11-23';

describe('number words', () => {
  it('reads German compounds and Czech unit-before-ten forms', () => {
    expect(parseNumberWords('zweitausendfünfhundert')).toBe(2500);
    expect(parseNumberWords('dreiundzwanzig')).toBe(23);
    expect(parseNumberWords('pětačtyřicet')).toBe(45);
    expect(parseNumberWords('patnáct set')).toBe(1500);
    expect(parseNumberWords('dva tisíce')).toBe(2000);
    expect(parseNumberWords('dvě stě padesát')).toBe(250);
    expect(parseNumberWords('eine Million zweihundertvierunddreißigtausendfünfhundertsiebenundsechzig')).toBe(1234567);
  });

  it('refuses garbage rather than guess', () => {
    expect(parseNumberWords('two thousand apples fifty')).toBeNull();
    expect(parseNumberWords('undzwanzig')).toBeNull();
    expect(parseNumberWords('x'.repeat(10_000))).toBeNull();
  });
});

describe('amounts as said', () => {
  it('reads shorthand, the whole-amount ending and cents after the currency word', () => {
    expect(parseAmount('15 tis. Kč')).toMatchObject({ value: '15000', currency: 'CZK' });
    expect(parseAmount('$2k')).toMatchObject({ value: '2000', currency: 'USD' });
    expect(parseAmount('2 Mio. €')).toMatchObject({ value: '2000000', currency: 'EUR' });
    expect(parseAmount('1500,- Kč')).toMatchObject({ value: '1500', currency: 'CZK' });
    expect(parseAmount('1.500,- Kč')).toMatchObject({ value: '1500', currency: 'CZK' });
    expect(parseAmount('15 euros 50')).toMatchObject({ value: '15.5', currency: 'EUR' });
    expect(parseAmount('patnáct korun padesát haléřů')).toMatchObject({ value: '15.5', currency: 'CZK' });
    expect(parseAmount('zweitausend Euro')).toMatchObject({ value: '2000', currency: 'EUR' });
  });

  it('asks about one cent digit, and refuses a word that is no amount', () => {
    expect(() => parseAmount('15 euros 5')).toThrow(AmbiguousValue);
    expect(() => parseAmount('Hotel 2000')).toThrow(ParseError);
    expect(() => parseAmount('2m')).toThrow(/is not an amount/);
  });
});

describe('dates as said', () => {
  it('reads a slashed date without its year by the date order, and asks without one', () => {
    expect(parseDate('03/04', monday, 'DMY').date).toBe('2026-04-03');
    expect(parseDate('03/04', monday, 'MDY').date).toBe('2026-03-04');
    expect(() => parseDate('03/04', monday, null)).toThrow(AmbiguousValue);
    expect(parseDate('13/04', monday, null).date).toBe('2026-04-13');
  });

  it('reads ordinal days, relative days and weekdays, saying which day', () => {
    for (const [text, date] of [
      ['by the 15th', '2026-12-15'],
      ['do 15.', '2026-12-15'],
      ['bis zum 30.', '2026-11-30'],
      ['first of next month', '2026-12-01'],
      ['am 1. nächsten Monats', '2026-12-01'],
      ['in a fortnight', '2026-12-07'],
      ['binnen 10 Tagen', '2026-12-03'],
      ['za týden', '2026-11-30'],
      ['vorgestern', '2026-11-21'],
      ['předevčírem', '2026-11-21'],
      ['v pondělí', '2026-11-30'],
      ['am Montag', '2026-11-30'],
      ['after Christmas', '2026-12-28'],
      ['in 5 business days', '2026-11-30'],
    ])
      expect(parseDate(text, monday).date, text).toBe(date);
    expect(parseDate('on Monday', monday).warning).toContain('the coming Monday');
    expect(parseDate('by the 15th', monday).warning).toContain('2026-12-15');
    // Warnings are English, the ordinal too, whichever language the day was said in.
    expect(parseDate('do 22.', monday).warning).toContain('the 22nd of');
    expect(parseDate('the 1st of next month', monday).how).toBe('the 1st of next month');
  });

  it('computes Easter', () => {
    expect(['2025', '2026', '2027'].map((year) => easterSunday(Number(year)))).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
  });
});

describe('durations and spans as said', () => {
  it('reads spans of clock time, less the break said', () => {
    for (const [text, minutes] of [
      ['von 9 bis halb 11', 90],
      ['od 9 do půl 11', 90],
      ['9-10:30', 90],
      ['9:00–17:00', 480],
      ['9 to 5 with an hour lunch', 420],
      ['8 bis 16:30 mit 30 Minuten Pause', 480],
      ['od 8 do 16 s půlhodinovou pauzou', 450],
      ['hodinu a čtvrt', 75],
      ['pětačtyřicet minut', 45],
      ['zweieinviertel Stunden', 135],
      ['an hour and three quarters', 105],
    ] as const)
      expect(parseDuration(text).minutes, text).toBe(minutes);
    expect(parseDuration('9 to 5').warning).toContain('17:00');
  });

  it('refuses a range of durations and a break it does not understand', () => {
    expect(() => parseDuration('9-10 min')).toThrow(ParseError);
    expect(() => parseDuration('9 to 5 with apples')).toThrow(/not understood as a break/);
  });
});
