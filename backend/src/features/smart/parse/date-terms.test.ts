/** Payment terms said for a due date: read from the issue date, a discount said back, month-end terms refused. */
import { describe, expect, it } from 'vitest';
import { parseDate } from './dates.js';
import { ParseError } from './errors.js';

const TODAY = '2026-11-28';
const ISSUED = '2026-12-01';
const due = (said: string) => parseDate(said, TODAY, 'DMY', { from: ISSUED, yearlessAhead: true, terms: true });

describe('payment terms as a due date', () => {
  it.each([
    ['net 30', '2026-12-31'],
    ['Net 30 days', '2026-12-31'],
    ['N30', '2026-12-31'],
    ['n/30', '2026-12-31'],
    ['net thirty', '2026-12-31'],
    ['30 days net', '2026-12-31'],
    ['Terms: net 14', '2026-12-15'],
    ['30 Tage netto', '2026-12-31'],
    ['netto 10 Tage', '2026-12-11'],
    ['Zahlungsziel 14 Tage', '2026-12-15'],
    ['splatnost 14 dní', '2026-12-15'],
    ['payable within 30 days', '2026-12-31'],
    ['zahlbar innerhalb von 30 Tagen', '2026-12-31'],
    ['se splatností 14 dní', '2026-12-15'],
    ['termin płatności 14 dni', '2026-12-15'],
    ['zahlbar binnen 14 Tagen netto', '2026-12-15'],
    ['payable by the end of the month', '2026-12-31'],
    ['zahlbar bis Monatsende', '2026-12-31'],
    ['splatné do konce měsíce', '2026-12-31'],
  ])('reads "%s" from the issue date', (said, date) => {
    const read = due(said);
    expect(read.date).toBe(date);
    expect(read.warning).toBeUndefined();
  });

  it.each(['due on receipt', 'upon receipt', 'immediately', 'sofort', 'zahlbar sofort', 'ihned', 'splatné ihned'])(
    'reads "%s" as the issue date, said back',
    (said) => {
      const read = due(said);
      expect(read.date).toBe(ISSUED);
      expect(read.warning).toContain('issue date');
    },
  );

  it.each([
    ['2/10 net 30', '2026-12-31', '2 % within 10 days'],
    ['2% 10, net 30', '2026-12-31', '2 % within 10 days'],
    ['1.5/10 n/45', '2027-01-15', '1.5 % within 10 days'],
    ['3 % Skonto 8 Tage, 30 Tage netto', '2026-12-31', '3 % within 8 days'],
  ])('reads the net term of "%s" and says the discount is not recorded', (said, date, discount) => {
    const read = due(said);
    expect(read.date).toBe(date);
    expect(read.warning).toContain(discount);
    expect(read.warning).toContain('not recorded');
  });

  it('refuses terms counted from the end of a month, which trades reckon differently', () => {
    expect(() => due('net 30 EOM')).toThrow(/end of a month/);
    expect(() => due('2/10 EOM net 30')).toThrow(ParseError);
  });

  it('refuses a term beyond a year and leaves other fields alone', () => {
    expect(() => due('net 400')).toThrow(ParseError);
    // Not a due date: a task's or a time entry's date is not said as payment terms.
    expect(() => parseDate('net 30', TODAY, 'DMY', { from: ISSUED })).toThrow(ParseError);
    expect(() => parseDate('due on receipt', TODAY, 'DMY', { past: true })).toThrow(ParseError);
  });

  it('keeps reading dates that look like terms as dates', () => {
    expect(due('2/10').date).toBe('2027-10-02');
    expect(due('in 30 days').date).toBe('2026-12-31');
    expect(due('31.12.2026').date).toBe('2026-12-31');
  });
});
