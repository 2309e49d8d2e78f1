/**
 * The readings the tenth held-out value set (dev/smart-eval/values-fresh9.ts) first got wrong or missed, one rule
 * each, with the near phrasings that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { ParseError, parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';

describe('tenth held-out set', () => {
  it('refuses a "+" before digits: a telephone number or an addition, never an amount', () => {
    // Read as 420603123456 before: its groups of three are a valid grouping.
    expect(() => parseAmount('+420 603 123 456')).toThrow(ParseError);
    expect(() => parseAmount('+500')).toThrow(ParseError);
    expect(parseAmount('420 603')).toMatchObject({ value: '420603' });
  });

  it('reads the 12-hour clock said in words in three languages', () => {
    expect(parseDuration('from 9 in the morning to 3 in the afternoon').minutes).toBe(360);
    expect(parseDuration('von 8 Uhr vormittags bis 4 Uhr nachmittags').minutes).toBe(480);
    expect(parseDuration('od 8 ráno do 4 odpoledne').minutes).toBe(480);
    // "At night" is pm before midnight and am after it: 22:00 to 2:00 the next day.
    expect(parseDuration('od 10 v noci do 2 v noci').minutes).toBe(240);
  });

  it('reads Slovak and Polish cents, "złote" and "Schweizer Franken"', () => {
    expect(parseAmount('dvadsať eur a pätnásť centov')).toMatchObject({ value: '20.15', currency: 'EUR' });
    expect(parseAmount('piętnaście złotych i dwadzieścia dwa grosze')).toMatchObject({ value: '15.22', currency: 'PLN' });
    expect(parseAmount('dwa złote')).toMatchObject({ value: '2', currency: 'PLN' });
    expect(parseAmount('elf Schweizer Franken')).toMatchObject({ value: '11', currency: 'CHF' });
  });

  it('reads "due", "… time", "in the middle of" and Slovak "vo"', () => {
    expect(parseDate('due Friday', '2027-04-28', 'DMY').date).toBe('2027-04-30');
    expect(parseDate('due on the 10th', '2028-01-31', 'DMY').date).toBe('2028-02-10');
    expect(parseDate("in two weeks' time", '2026-12-31', 'DMY').date).toBe('2027-01-14');
    expect(parseDate('in a week’s time', '2026-12-31', 'DMY').date).toBe('2027-01-07');
    expect(parseDate('in the middle of March', '2026-12-31', 'DMY', { yearlessAhead: true }).date).toBe('2027-03-15');
    expect(parseDate('vo štvrtok', '2027-02-28', 'DMY').date).toBe('2027-03-04');
    // "time" alone after no span stays refused.
    expect(() => parseDate('in time', '2026-12-31', 'DMY')).toThrow(ParseError);
  });
});
