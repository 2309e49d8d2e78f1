import { describe, expect, it } from 'vitest';
import { parseDate } from './dates.js';

const due = (text: string, today = '2026-11-29') => parseDate(text, today, 'DMY', { yearlessAhead: true, terms: true });

describe("a month's end by its name", () => {
  it.each([
    ['ultimo März', '2027-03-31'],
    ['per ultimo Dezember', '2026-12-31'],
    ['letzter Tag im Juni', '2027-06-30'],
    ['poslední den února', '2027-02-28'],
    ['end of February 2028', '2028-02-29'],
    ['Ende Februar 2027', '2027-02-28'],
  ])('reads %s as %s', (text, date) => expect(due(text).date).toBe(date));
});

describe("a quarter's end", () => {
  it.each([
    ['end of Q4', '2026-12-31'],
    ['Ende des 2. Quartals', '2027-06-30'],
    ['do konce 1. čtvrtletí', '2027-03-31'],
    ['end of the third quarter 2028', '2028-09-30'],
    ['Ende Q1/2029', '2029-03-31'],
  ])('reads %s as %s', (text, date) => expect(due(text).date).toBe(date));

  it('says back a quarter without a year whose end this year has passed', () => {
    const read = due('end of Q2');
    expect(read.date).toBe('2027-06-30');
    expect(read.warning).toMatch(/no year/);
  });

  it('reads the latest quarter end for work done', () => {
    expect(parseDate('konec Q1', '2026-11-29', 'DMY', { past: true }).date).toBe('2026-03-31');
  });

  it.each(['Q3', 'im 3. Quartal', 'end of Q5', 'Ende Q3 oder Q4'])('refuses %s: no one day', (text) => expect(() => due(text)).toThrow());
});
