/**
 * The readings the fifth held-out value set (dev/smart-eval/values-fresh4.ts) first missed, one rule each: German
 * halves inside a compound, Slovak joined tens and hundreds, Slovak and Polish day words, a day over 12 where the
 * organization's order puts the month, a break named before its length after "bez" / "ohne" / "without", spans on a
 * twelve-hour clock read as the hands move, and "půl druhé hodiny".
 */
import { describe, expect, it } from 'vitest';
import { AmbiguousValue, parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';

const wednesday = '2026-10-14';

describe('fifth held-out set', () => {
  it('reads German halves inside a compound and Slovak compounds', () => {
    expect(parseAmount('zweieinhalbtausend Euro')).toMatchObject({ value: '2500', currency: 'EUR' });
    expect(parseAmount('anderthalbtausend Franken')).toMatchObject({ value: '1500', currency: 'CHF' });
    expect(parseAmount('eineinhalbtausend').value).toBe('1500');
    expect(parseAmount('dvadsaťpäť tisíc eur').value).toBe('25000');
    expect(parseAmount('päťsto eur').value).toBe('500');
  });

  it('reads Slovak and Polish days and weekdays', () => {
    expect(parseDate('zajtra', wednesday).date).toBe('2026-10-15');
    expect(parseDate('jutro', wednesday).date).toBe('2026-10-15');
    expect(parseDate('za tydzień', wednesday).date).toBe('2026-10-21');
    const friday = parseDate('v piatok', wednesday);
    expect(friday.date).toBe('2026-10-16');
    expect(friday.warning).toMatch(/coming Friday/);
    expect(parseDate('w sobotę', wednesday).date).toBe('2026-10-17');
  });

  it('reads a day over 12 where the order puts the month the one way it gives a date, and says so', () => {
    const read = parseDate('11/19/2027', wednesday, 'DMY');
    expect(read.date).toBe('2027-11-19');
    expect(read.warning).toMatch(/date_order \(day first\)/);
    expect(parseDate('18-12-2027', wednesday, 'MDY')).toMatchObject({ date: '2027-12-18', warning: expect.stringMatching(/month first/) });
    expect(parseDate('19/11', wednesday, 'MDY').warning).toMatch(/read day first/);
    expect(() => parseDate('31-04-2027', wednesday, 'MDY')).toThrow(/not a calendar date/);
  });

  it('takes off a break named before its length, and says so; a length before the break is still refused', () => {
    const read = parseDuration('od 8 do půl 5 bez oběda 30 min');
    expect(read.minutes).toBe(480);
    expect(read.warning).toMatch(/16:30.*break taken off/);
    expect(parseDuration('8 bis 17 ohne Mittagspause 45 Minuten').minutes).toBe(495);
    expect(() => parseDuration('8-17 ohne 30 Minuten Pause')).toThrow(/not understood/);
    expect(parseDuration('8-17 ohne Pause').minutes).toBe(540);
  });

  it('reads spans on a twelve-hour clock as the hands move when the day fits one turn, else asks', () => {
    const read = parseDuration('8 to 12 and 1 to 4');
    expect(read.minutes).toBe(420);
    expect(read.warning).toMatch(/13:00-16:00/);
    expect(parseDuration('9 to 11 and 12 to 3').minutes).toBe(300);
    expect(() => parseDuration('8 to 11 and 9 to 10')).toThrow(AmbiguousValue);
  });

  it('reads "půl druhé hodiny" as an hour and a half, and Slovak "hodinu a pol"', () => {
    expect(parseDuration('půl druhé hodiny').minutes).toBe(90);
    expect(parseDuration('půl třetí hodiny').minutes).toBe(150);
    expect(parseDuration('hodinu a pol').minutes).toBe(90);
    expect(parseDuration('pol hodiny').minutes).toBe(30);
  });
});
