/**
 * The readings the sixth held-out value set (dev/smart-eval/values-fresh5.ts) first got wrong or missed, one rule
 * each, with the near phrasings that must stay as they were: a week named by its number, forints and a code typed
 * against its digits, tax wording in Slovak and Polish or with the tax named first, Slovak thousands in one word,
 * Easter's days by name, ordinal days in Czech and German words, a weekday counted within a month.
 */
import { describe, expect, it } from 'vitest';
import { ParseError, parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';
import { readTaxWording } from './tax-basis.js';

const friday = '2026-11-27';

describe('sixth held-out set', () => {
  it('refuses a week named by its number, and still counts weeks', () => {
    for (const said of ['v 12. týdnu', 'in der 12. Woche', 'in the 12th week', 'KW 12', 'KW12'])
      expect(() => parseDate(said, friday), said).toThrow(/names week 12, not a day/);
    expect(parseDate('za 12 týdnů', friday).date).toBe('2027-02-19');
    expect(parseDate('in 2 weeks', friday).date).toBe('2026-12-11');
  });

  it('reads forints and a currency code typed against its digits; "ft" is not forints', () => {
    expect(parseAmount('9561 Ft')).toMatchObject({ value: '9561', currency: 'HUF' });
    expect(parseAmount('1200 forintů')).toMatchObject({ value: '1200', currency: 'HUF' });
    expect(parseAmount('CHF1500.50')).toMatchObject({ value: '1500.5', currency: 'CHF' });
    expect(() => parseAmount('10 ft')).toThrow(ParseError);
  });

  it('reads Slovak and Polish tax wording and the tax named first', () => {
    expect(readTaxWording('1000 € vrátane DPH')?.basis).toBe('gross');
    expect(readTaxWording('1000 zł z VAT')?.basis).toBe('gross');
    expect(readTaxWording('1000 Kč VAT included')?.basis).toBe('gross');
    expect(readTaxWording('1000 € MwSt. inklusive')?.basis).toBe('gross');
    expect(readTaxWording('1000 € VAT excluded')?.basis).toBe('net');
    expect(() => readTaxWording('1000 zł z 23% VAT')).toThrow(/rate/);
  });

  it('reads Slovak thousands in one word, halves of the next and quid', () => {
    expect(parseAmount('dvetisíc štyristo eur')).toMatchObject({ value: '2400', currency: 'EUR' });
    expect(parseAmount('tisícpäťsto eur').value).toBe('1500');
    expect(parseAmount('dve tisíce').value).toBe('2000');
    expect(parseAmount('půl druhého tisíce').value).toBe('1500');
    expect(parseAmount('půl třetího tisíce').value).toBe('2500');
    expect(parseAmount('półtora tysiąca złotych')).toMatchObject({ value: '1500', currency: 'PLN' });
    const quid = parseAmount('three hundred quid');
    expect(quid).toMatchObject({ value: '300', currency: 'GBP' });
    expect(quid.how).toMatch(/quid/);
  });

  it('keeps a span that starts past noon on the 24-hour clock, and reads half hours as the hands move', () => {
    expect(() => parseDuration('17-9')).toThrow(ParseError);
    expect(parseDuration('17-21').minutes).toBe(240);
    const halves = parseDuration('8 to 12:30 and 1:30 to 5');
    expect(halves.minutes).toBe(480);
    expect(halves.warning).toMatch(/13:30-17:00/);
  });

  it('reads noon by name in a span', () => {
    expect(parseDuration('from 9 till noon').minutes).toBe(180);
    expect(parseDuration('od 9 do poledne').minutes).toBe(180);
    expect(parseDuration('9 bis Mittag').minutes).toBe(180);
  });

  it("reads Easter's days and New Year's Day by name, said back", () => {
    expect(parseDate('Ostermontag', friday)).toMatchObject({ date: '2027-03-29' });
    expect(parseDate('Velikonoční pondělí', friday).warning).toMatch(/2027-03-29/);
    expect(parseDate('Good Friday', friday).date).toBe('2027-03-26');
    expect(parseDate("New Year's Day", friday).date).toBe('2027-01-01');
  });

  it('reads ordinal days in Czech and German words where a day is meant, and only there', () => {
    expect(parseDate('do dvacátého', friday).date).toBe('2026-12-20');
    expect(parseDate('dvacátého druhého března', friday, 'DMY', { yearlessAhead: true }).date).toBe('2027-03-22');
    expect(parseDate('bis zum Zwanzigsten', friday).date).toBe('2026-12-20');
    expect(parseDate('am Einundzwanzigsten nächsten Monats', friday).date).toBe('2026-12-21');
    // "by the next day" and a cardinal ("until eight") are no ordinal day.
    expect(() => parseDate('do druhého dne', friday)).toThrow(ParseError);
    expect(() => parseDate('do osmi', friday)).toThrow(ParseError);
  });

  it('reads a weekday counted within a month, the month said', () => {
    expect(parseDate('first Monday of next month', friday).date).toBe('2026-12-07');
    expect(parseDate('první pondělí příštího měsíce', friday).date).toBe('2026-12-07');
    const last = parseDate('poslední pátek v měsíci', friday);
    expect(last).toMatchObject({ date: '2026-11-27' });
    expect(last.warning).toMatch(/this month/);
    expect(parseDate('letzter Freitag im Monat', '2026-11-28').date).toBe('2026-12-25');
    expect(parseDate('last Friday', friday).date).not.toBe('2026-11-27');
  });
});
