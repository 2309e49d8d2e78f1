/**
 * Rules found by the twelfth held-out value set (dev/smart-eval/values-fresh11.ts), each on invented phrasings: noon
 * by name is 12:00 on any clock, a break said as included in a span is taken off and said back, and a date said
 * relative to another date is counted from it and said back, and thousands in digits with their word and the rest
 * in digits are one number, tax wording set apart by punctuation is read as the wording alone, and a break said
 * with "davon" or "for lunch" is taken off, a deadline's word before a day and month is that date; and, from the
 * eleventh set's misses, quarters of a thousand or a million and German umlauts typed as "ue" inside a compound.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';
import { AmbiguousValue, ParseError } from './errors.js';
import { readTaxWording } from './tax-basis.js';

describe('noon by name and breaks said as included', () => {
  it('reads noon by name as 12:00, "12 noon" too, and refuses a span from noon to noon', () => {
    expect(parseDuration('12 noon to 3pm').minutes).toBe(180);
    expect(parseDuration('from 7am to noon').minutes).toBe(300);
    for (const text of ['noon to noon', 'von Mittag bis Mittag', 'od poledne do poledne'])
      expect(() => parseDuration(text), text).toThrow(ParseError);
  });

  it('takes an included break off and says so, in English, German and Czech', () => {
    for (const [text, minutes] of [
      ['7:00-15:00 including a 20 min break', 460],
      ['6-14 Uhr inkl. 45 Min. Pause', 435],
      ['od 6 do 14 včetně pauzy 30 minut', 450],
    ] as const) {
      const read = parseDuration(text);
      expect(read.minutes, text).toBe(minutes);
      expect(read.warning, text).toContain('taken off');
    }
  });

  it('keeps a break said with "with" read without a warning', () => {
    const read = parseDuration('7:00-15:00 with a 20 min break');
    expect(read.minutes).toBe(460);
    expect(read.warning).toBeUndefined();
  });
});

describe('dates said relative to another date', () => {
  const today = '2029-05-02'; // a Wednesday
  const due = (text: string) => parseDate(text, today, 'DMY', { yearlessAhead: true, terms: true });

  it('counts days and weeks from a day, a month end, a holiday or the invoice date, saying how', () => {
    for (const [text, date] of [
      ['4 days after the 20th', '2029-05-24'],
      ['drei Tage vor dem 20.', '2029-05-17'],
      ['tři dny po 20. května', '2029-05-23'],
      ['a week before the end of the month', '2029-05-24'],
      ['drei Tage nach Monatsende', '2029-06-03'],
      ['dva dny po konci měsíce', '2029-06-02'],
      ['den před Štědrým dnem', '2029-12-23'],
      ['den po Vánocích', '2029-12-27'],
      ['the day before Christmas Eve', '2029-12-23'],
      ['two days before Christmas', '2029-12-23'],
      ['a week after Christmas', '2030-01-01'],
      ['zwei Tage vor Weihnachten', '2029-12-22'],
      ['21 days after the invoice date', '2029-05-23'],
      ['10 dní od data vystavení', '2029-05-12'],
    ] as const) {
      const read = due(text);
      expect(read.date, text).toBe(date);
      expect(read.warning, text).toContain(date);
    }
  });

  it('finds the weekday after or before a day', () => {
    expect(due('the Thursday after the 20th').date).toBe('2029-05-24');
    expect(due('den Freitag vor dem 20.').date).toBe('2029-05-18');
  });

  it('refuses a date counted from an event the text does not date, or one already past', () => {
    for (const text of ['a week after shipment', 'drei Tage nach Zahlungseingang', 'týden po podpisu', '20 days before the 5th'])
      expect(() => due(text), text).toThrow(ParseError);
  });
});

describe('thousands in digits with their word', () => {
  it('adds the rest said in digits after the word for a thousand', () => {
    for (const [text, value] of [
      ['3 thousand 250 pounds', '3250'],
      ['7 Tausend 410 Franken', '7410'],
      ['4 tisíce 120 Kč', '4120'],
      ['6 tysięcy 330 zł', '6330'],
      ['12 thousand and 40 dollars', '12040'],
    ] as const)
      expect(parseAmount(text).value, text).toBe(value);
  });

  it('refuses a rest under a hundred without "and", and any other scale between digits', () => {
    for (const text of ['3 Tausend 25 Euro', '3 million 250', '3 apples 250']) expect(() => parseAmount(text), text).toThrow(ParseError);
  });
});

describe('tax wording set apart by punctuation', () => {
  it('takes the brackets, comma, semicolon, dash or colon that set the wording apart off with it', () => {
    for (const [text, basis] of [
      ['730 € (zzgl. MwSt.)', 'net'],
      ['730 €, incl. VAT', 'gross'],
      ['730 Kč; bez DPH', 'net'],
      ['730 € – brutto', 'gross'],
      ['s DPH: 730 Kč', 'gross'],
    ] as const)
      expect(readTaxWording(text), text).toMatchObject({ text: text.includes('Kč') ? '730 Kč' : '730 €', basis });
  });

  it('keeps the whole-amount dash after a decimal mark', () => {
    expect(readTaxWording('730,– bez DPH')?.text).toBe('730,–');
  });
});

describe('breaks said with "davon" and "for"', () => {
  it('takes them off as any break said', () => {
    for (const [text, minutes] of [
      ['6-15 Uhr, davon 45 Min. Pause', 495],
      ['6-15 Uhr, davon eine Stunde Pause', 480],
      ['6 to 2 with half an hour for lunch', 450],
      ['6:00-14:00 with 20 minutes for the break', 460],
    ] as const)
      expect(parseDuration(text).minutes, text).toBe(minutes);
  });
});

describe('a deadline by a day and month', () => {
  const due = (text: string, order: 'DMY' | null = 'DMY') => parseDate(text, '2029-12-27', order, { yearlessAhead: true, terms: true });

  it('reads the date after "by", "bis zum", "do"', () => {
    for (const text of ['bis zum 8. Januar', 'do 8. ledna', 'by January 8', 'by 8/1', "Jan 8 '30"])
      expect(due(text).date, text).toBe('2030-01-08');
  });

  it('asks a slashed date with no date order, after "by" as alone', () => {
    expect(() => due('by 8/1', null)).toThrow(AmbiguousValue);
  });
});

describe('quarters of a scale, and umlauts typed as two letters', () => {
  it('reads a quarter and three quarters of a thousand or a million in three languages', () => {
    for (const [text, value] of [
      ['a quarter of a thousand pounds', '250'],
      ['three quarters of a million', '750000'],
      ['čtvrt tisíce korun', '250'],
      ['tři čtvrtě milionu', '750000'],
      ['eine Vierteltausend Franken', '250'],
      ['drei Viertel Millionen', '750000'],
    ] as const)
      expect(parseAmount(text).value, text).toBe(value);
  });

  it('refuses quarters that do not agree with their count', () => {
    for (const text of ['quarters of a million', 'three quarter of a million', 'čtvrtě milionu', 'a quarter of an apple'])
      expect(() => parseAmount(text), text).toThrow(ParseError);
  });

  it('reads "ue" and "oe" as the umlauts of German number words, joined or apart', () => {
    expect(parseAmount('dreitausendfuenfhundertzwoelf Euro').value).toBe('3512');
    expect(parseAmount('fuenf hundert').value).toBe('500');
  });
});
