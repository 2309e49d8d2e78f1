import { describe, expect, it } from 'vitest';
import { parseDate } from './dates.js';
import { AmbiguousValue } from './errors.js';

const due = (text: string, today: string) => parseDate(text, today, 'DMY', { yearlessAhead: true, terms: true });

describe('a working day named by its place', () => {
  it.each([
    ['first working day of next month', '2027-07-15', '2027-08-02'],
    ['erster Werktag des nächsten Monats', '2027-01-20', '2027-02-01'],
    ['první pracovní den příštího měsíce', '2027-04-20', '2027-05-03'],
    ['next working day', '2026-11-28', '2026-11-30'],
    ['nächster Werktag', '2027-07-15', '2027-07-16'],
    ['příští pracovní den', '2027-07-16', '2027-07-19'],
  ])('reads %s said on %s as %s, said back', (text, today, date) => {
    const read = due(text, today);
    expect(read.date).toBe(date);
    expect(read.warning).toMatch(/Saturdays and Sundays skipped/);
  });

  it.each([
    ['first working day of next month', '2026-12-10', ['2027-01-01', '2027-01-04']],
    ['next working day', '2027-03-26', ['2027-03-29', '2027-03-30']],
  ])('asks %s said on %s when the day is a holiday, naming both', (text, today, readings) => {
    try {
      due(text, today);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AmbiguousValue);
      expect((error as AmbiguousValue).readings.map((one) => one.value)).toEqual(readings);
    }
  });
});
