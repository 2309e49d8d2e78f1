import { describe, expect, it } from 'vitest';
import { AmbiguousValue, ParseError, parseAmount } from './amounts.js';
import { parseQuantity } from './quantities.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';
import { parseNumberWords } from './numbers.js';

// A Sunday.
const TODAY = '2026-11-22';

describe('dates read from today, or from an anchor', () => {
  const monday = '2026-11-23';

  // Punctuation alone folds to nothing; the holiday reader then threw a TypeError, answered as a 500 (found by the fuzz).
  it('refuses text that folds to nothing as no date, never throwing anything else', () => {
    for (const text of ['!"', '...', '()', '-', '„“']) expect(() => parseDate(text, monday), text).toThrow(ParseError);
  });

  it('quotes the text as sent in a warning', () => {
    expect(parseDate('End of the Week', monday).warning).toMatch(/^"End of the Week" was read as Friday/);
  });

  it('says back "next friday" said on a Monday (this week\'s or next?), not on a Saturday', () => {
    expect(parseDate('next friday', monday)).toMatchObject({ date: '2026-11-27', warning: expect.stringContaining('2026-12-04') });
    expect(parseDate('next tuesday', monday).warning).toContain('2026-12-01');
    expect(parseDate('next friday', '2026-11-28')).toEqual({ date: '2026-12-04', how: 'next friday' });
    // A weekday alone names no week: the coming one is taken, and said.
    expect(parseDate('friday', monday).warning).toBe('"friday" was read as 2026-11-27, the coming Friday');
  });

  it("reads a due date without its year that has passed as next year's, said back", () => {
    for (const text of ['January 5', '5.1.', '5 january'])
      expect(parseDate(text, monday, 'DMY', { yearlessAhead: true })).toMatchObject({ date: '2027-01-05', warning: expect.any(String) });
    expect(parseDate('December 5', monday, 'DMY', { yearlessAhead: true })).toEqual({ date: '2026-12-05', how: 'month day' });
    // A day that is past (a time entry's) stays this year's.
    expect(parseDate('January 5', monday).date).toBe('2026-01-05');
  });

  it('counts spans from the anchor, and days named by the calendar from today', () => {
    const from = '2026-12-15';
    expect(parseDate('in 14 days', monday, 'DMY', { from })).toMatchObject({ date: '2026-12-29', how: 'in 14 days from 2026-12-15' });
    expect(parseDate('tomorrow', monday, 'DMY', { from }).date).toBe('2026-11-24');
    expect(parseDate('friday', monday, 'DMY', { from }).date).toBe('2026-11-27');
    // Periods are the anchor's: a backdated invoice's "end of month" is its own month's end.
    expect(parseDate('end of month', monday, 'DMY', { from: '2026-10-01' }).date).toBe('2026-10-31');
    expect(parseDate('next month', monday, 'DMY', { from: '2026-10-01' }).date).toBe('2026-11-01');
  });

  it('books a weekday, or "this" one, on the latest such day for work done, today included', () => {
    const past = { past: true };
    expect(parseDate('friday', monday, 'DMY', past)).toMatchObject({ date: '2026-11-20' });
    expect(parseDate('this friday', monday, 'DMY', past).date).toBe('2026-11-20');
    expect(parseDate('monday', monday, 'DMY', past).date).toBe(monday);
    expect(parseDate('letzten Freitag', monday, 'DMY', past).date).toBe('2026-11-20');
    // "next" still looks ahead; without `past` a weekday is the coming one, as before.
    expect(parseDate('next friday', monday, 'DMY', past).date).toBe('2026-11-27');
    expect(parseDate('friday', monday).date).toBe('2026-11-27');
  });

  it("reads a date without its year for work done as last year's when this year's is still to come", () => {
    const past = { past: true };
    expect(parseDate('December 30', '2027-01-02', 'DMY', past)).toMatchObject({ date: '2026-12-30' });
    expect(parseDate('30.12.', '2027-01-02', 'DMY', past).warning).toBeUndefined();
    expect(parseDate('December 30', monday, 'DMY', past)).toMatchObject({
      date: '2025-12-30',
      warning: expect.stringContaining("last year's"),
    });
    // Not for work done: this year's, as before.
    expect(parseDate('December 30', '2027-01-02').date).toBe('2027-12-30');
  });

  it('reads "last friday" as the latest before today, said back when this week holds one', () => {
    expect(parseDate('last friday', monday)).toEqual({ date: '2026-11-20', how: 'last friday' });
    expect(parseDate('last friday', '2026-11-27').date).toBe('2026-11-20');
    // Said on a Thursday: this week's Monday, or the one before?
    expect(parseDate('last monday', '2026-11-26')).toMatchObject({ date: '2026-11-23', warning: expect.stringContaining('2026-11-16') });
  });

  it('says back a date without its year read more than 60 days from today, naming the year taken and the other', () => {
    expect(parseDate('January 5', monday).warning).toMatch(/read as 2026-01-05, this year's; for 2027's, write 2027-01-05/);
    expect(parseDate('5.1.', monday).warning).toContain('2027-01-05');
    expect(parseDate('April 1', '2026-01-05').warning).toContain('2025-04-01');
    expect(parseDate('October 1', monday).warning).toBeUndefined();
    expect(parseDate('January 5', monday, 'DMY', { yearlessAhead: true }).warning).toBe(
      '"January 5" has no year and this year\'s, 2026-01-05, has passed; read as 2027-01-05, in 2027',
    );
  });

  it('finds the next 29 February for a yearless due date in a year without one', () => {
    expect(parseDate('Feb 29', '2027-03-01', 'DMY', { yearlessAhead: true })).toMatchObject({
      date: '2028-02-29',
      warning: expect.any(String),
    });
    expect(() => parseDate('Feb 29', '2027-03-01')).toThrow(/not a calendar date/);
  });
});

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
    ['end of month', '2026-11-30'],
    ['by the end of the month', '2026-11-30'],
    ['end of next month', '2026-12-31'],
    ['end of the quarter', '2026-12-31'],
    ['end of year', '2026-12-31'],
    ['Ende des Monats', '2026-11-30'],
    ['Monatsende', '2026-11-30'],
    ['Ende nächsten Monats', '2026-12-31'],
    ['Ende des Quartals', '2026-12-31'],
    ['do konce měsíce', '2026-11-30'],
    ['konec čtvrtletí', '2026-12-31'],
    ['do konce příštího měsíce', '2026-12-31'],
  ])('reads %s', (input, expected) => {
    expect(parseDate(input, TODAY, 'DMY').date).toBe(expected);
  });

  it.each([
    ['next week', '2026-11-23'],
    ['nächste Woche', '2026-11-23'],
    ['příští týden', '2026-11-23'],
    ['next month', '2026-12-01'],
    ['nächsten Monat', '2026-12-01'],
    ['příští měsíc', '2026-12-01'],
    ['end of the week', '2026-11-27'],
    ['Ende der Woche', '2026-11-27'],
    ['do konce týdne', '2026-11-27'],
  ])('reads %s as %s and says how, with a warning', (input, expected) => {
    const parsed = parseDate(input, TODAY, 'DMY');
    expect(parsed.date).toBe(expected);
    expect(parsed.warning).toContain(expected);
  });

  // "in 3000 months" was read as 2276-11-22 while "0001-01-01" was "not a calendar date": one rule, said as one.
  it.each([
    ['0001-01-01', 'the year 1;'],
    ['1.1.0099', 'the year 99;'],
    ['9999-12-31', 'the year 9999;'],
    ['in 3000 months', 'the year 2276;'],
  ])('refuses %j, naming its year and the years read', (input, year) => {
    expect(() => parseDate(input, TODAY)).toThrow(`falls in ${year} dates from 1900 to 2200 are read here`);
  });

  // Read without a word, "1.1.99" would be 2099-01-01.
  it('reads a two-digit year near this one in the 2000s, and asks about one far from it', () => {
    expect(parseDate('1.12.26', TODAY).date).toBe('2026-12-01');
    expect(parseDate('1/2/30', TODAY).date).toBe('2030-02-01');
    expect(() => parseDate('1.1.99', TODAY)).toThrow('"1.1.99" has the two-digit year 99: 1999 or 2099? Write the year in full');
    expect(() => parseDate('12/01/80', TODAY)).toThrow('1980 or 2080');
    expect(() => parseDate('1.1.15', TODAY)).toThrow('the two-digit year 15: 2015? Write the year in full');
  });

  it('says which order it read a slashed date in when both orders give a date', () => {
    expect(parseDate('12/01/2026', TODAY, 'DMY')).toMatchObject({ date: '2026-01-12', warning: expect.stringContaining('day first') });
    expect(parseDate('25/01/2026', TODAY, 'DMY').warning).toBeUndefined();
    expect(parseDate('05/05/2026', TODAY, 'MDY').warning).toBeUndefined();
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
    ['hour and a half', 90],
    ['one and a half hours', 90],
    ['two and a half hours', 150],
    ['a quarter of an hour', 15],
    ['three quarters of an hour', 45],
    ['anderthalb Stunden', 90],
    ['eineinhalb Stunden', 90],
    ['zweieinhalb Stunden', 150],
    ['eine Viertelstunde', 15],
    ['eine halbe Stunde', 30],
    ['eine Stunde und 30 Minuten', 90],
    ['2 Std. 15 Min.', 135],
    ['hodinu a půl', 90],
    ['hodina a půl', 90],
    ['dvě a půl hodiny', 150],
    ['půl hodiny', 30],
    ['čtvrt hodiny', 15],
    ['tři čtvrtě hodiny', 45],
    ['2 hodiny 15 minut', 135],
  ])('reads %j as %d minutes, without a warning', (input, minutes) => {
    const parsed = parseDuration(input);
    expect(parsed.minutes).toBe(minutes);
    expect(parsed.warning).toBeUndefined();
  });

  it.each([
    ['1.5', 90, '1.5 hours'],
    ['7.5', 450, '7.5 hours'],
    ['7,5', 450, '7.5 hours'],
    [1.5, 90, '1.5 hours'],
    ['8', 8, '8 minutes'],
    ['1.51h', 91, 'rounded'],
  ])('reads %j as %d minutes and says how in a warning', (input, minutes, said) => {
    const parsed = parseDuration(input);
    expect(parsed.minutes).toBe(minutes);
    expect(parsed.warning).toContain(said);
  });

  // Read as decimal hours without a word, "2.30h" would be 138 minutes; 2 h 30 min is written so too (h.mm).
  it.each([
    ['2.30h', 138, '2h 30m'],
    ['2,30 h', 138, '2h 30m'],
    ['2.30 hod', 138, '2h 30m'],
    ['1.45h', 87, '1h 45m'],
    ['0.45 hours', 27, '45 min'],
    ['2.30', 138, '2h 30m'],
  ])('reads %j as %d minutes, decimal hours, and says how to write h.mm (%s)', (input, minutes, clock) => {
    const parsed = parseDuration(input);
    expect(parsed.minutes).toBe(minutes);
    expect(parsed.warning).toContain(`was read as ${minutes / 60} hours (${minutes} minutes)`);
    expect(parsed.warning).toContain(`write "${clock}"`);
  });

  it.each(['1.5h', '2.00h', '1.75h', '1,5 h', '2.5 hours'])('reads %j, which cannot be h.mm, without a warning', (input) => {
    expect(parseDuration(input).warning).toBeUndefined();
  });

  it.each(['-5h', 'abc', '0', '', '25h', 'h', '1h abc'])('rejects %j', (input) => {
    expect(() => parseDuration(input)).toThrow(ParseError);
  });

  // Each of these was read with the mark thrown away (2h -30m as 150 minutes, 1h/2 as 62, 1:70 as 130).
  it.each([
    ['2h -30m', '"-"'],
    ['2h - 30m', '"-"'],
    ['2h-30m', '"-"'],
    ['2h \u221230m', '"\u2212"'],
    ['\u221290', 'negative'],
    ['90-', '"-"'],
    ['1h/2', '"/"'],
    ['1:70', 'the minutes go up to 59'],
    ['1 5', 'not a duration'],
  ])('refuses %j, saying why (%s)', (input, why) => {
    expect(() => parseDuration(input)).toThrow(why);
  });

  it('reads a hyphen between words, and other marks, as spaces', () => {
    expect(parseDuration('three-quarters of an hour').minutes).toBe(45);
    for (const input of ['(90 min)', '90 min!', "1h30'", '1h + 30m', '1.5 h;']) expect(parseDuration(input).minutes, input).toBe(90);
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
    ['1,5', '1.5', null],
    ['1.500.000', '1500000', null],
    ['0.500', '0.5', null],
    ['1 500,5', '1500.5', null],
    ['0.50', '0.5', null],
    ['$20', '20', 'USD'],
    ['250 zł', '250', 'PLN'],
    ['fifteen hundred', '1500', null],
    ['two thousand five hundred and fifty euros', '2550', 'EUR'],
    ['1500,-', '1500', null],
  ])('reads %j', (input, value, currency) => {
    expect(parseAmount(input)).toMatchObject({ value, currency });
  });

  // Spaces dropped without a look at the groups would make "1500 200" 1500200 and "5 € 5" 55 EUR.
  it.each(['12 34', '1 5', '1500 200', '1500 USD 200', '15 USD 00', '5 € 5', '1  500', '1 500,5 0'])(
    'refuses %j: spaces group thousands in threes only',
    (input) => {
      expect(() => parseAmount(input)).toThrow(/is not an amount/);
    },
  );

  it.each([
    ['1,500', '1500', '1.5'],
    ['1.500', '1500', '1.5'],
    ['12.345', '12345', '12.345'],
    ['€1,500', '1500', '1.5'],
  ])('refuses %j naming both readings when the organization has no number locale', (input, grouped, decimal) => {
    expect(() => parseAmount(input, { scale: 4 })).toThrow(new RegExp(`could be ${grouped} .* or ${decimal.replace('.', '\\.')} `));
  });

  it('lets the organization number locale decide, and says so', () => {
    const de = { decimal: ',', group: '.', locale: 'de-DE' };
    const en = { decimal: '.', group: ',', locale: 'en-GB' };
    expect(parseAmount('1.500', { separators: de })).toMatchObject({ value: '1500', how: expect.stringContaining('de-DE') });
    expect(parseAmount('1,500', { separators: de, scale: 4 })).toMatchObject({ value: '1.5' });
    expect(parseAmount('1,500', { separators: en })).toMatchObject({ value: '1500' });
    expect(() => parseAmount('12.345', { separators: en })).toThrow('more than 2 decimal places');
  });

  it('reads "1500.505" only as a decimal, and refuses its third decimal place in an amount', () => {
    expect(() => parseAmount('1500.505')).toThrow('more than 2 decimal places');
    expect(parseAmount('1500.505', { scale: 4 }).value).toBe('1500.505');
  });

  // "1500 VAT" made an invoice in the currency "VAT".
  it('takes three capital letters as the currency only when ISO 4217 has them', () => {
    expect(() => parseAmount('1500 VAT')).toThrow(/VAT is not a currency code \(ISO 4217\)/);
    expect(() => parseAmount('DPH 1500')).toThrow(/not a currency code/);
    expect(parseAmount('1500 JPY')).toMatchObject({ value: '1500', currency: 'JPY' });
  });

  it('refuses a typographic minus as negative', () => {
    expect(() => parseAmount('\u22123')).toThrow('must not be negative');
  });

  it.each(['abc', '-5', '', '1.2.3.4', '12,3456', '€'])('rejects %j', (input) => {
    expect(() => parseAmount(input)).toThrow(ParseError);
  });

  it('reads quantities with units, and refuses zero', () => {
    expect(parseQuantity('3 hours')).toMatchObject({ value: '3', unit: 'h' });
    expect(parseQuantity('three')).toMatchObject({ value: '3', unit: null });
    expect(parseQuantity(2.5)).toMatchObject({ value: '2.5', unit: null });
    expect(parseQuantity('an hour and a half')).toMatchObject({ value: '1.5', unit: 'h' });
    expect(parseQuantity('anderthalb Stunden')).toMatchObject({ value: '1.5', unit: 'h' });
    expect(parseQuantity('hodinu a půl')).toMatchObject({ value: '1.5', unit: 'h' });
    expect(parseQuantity('3h')).toMatchObject({ value: '3', unit: 'h' });
    expect(parseQuantity('2 hod')).toMatchObject({ value: '2', unit: 'h' });
    expect(parseQuantity('5 pcs')).toMatchObject({ value: '5', unit: 'pcs' });
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
    ['two and a half thousand', 2500],
    ['half a dozen', 6],
    ['two dozen', 24],
    ['a hundred thousand', 100_000],
    ['one hundred thousand two hundred', 100_200],
    ['twenty five hundred', 2500],
    ['a million and a half', 1_500_000],
    ['a hundred and a half', 150],
    ['a dozen and a half', 18],
    ['one half', 0.5],
    ['eine halbe', 0.5],
    ['jeden a půl', 1.5],
    ['jeden a půl tisíce', 1500],
    ['dvě stě', 200],
    ['tři sta', 300],
    ['čtyři sta padesát', 450],
    ['pět set', 500],
    ['devět set devadesát devět', 999],
    ['tisíc osm set', 1800],
    ['pět set tisíc', 500_000],
  ])('reads %j', (input, value) => {
    expect(parseNumberWords(input)).toBe(value);
  });

  // Each was added up without a word: 111, 53, 6, 50, 15, 1001000, 100100, 1000.
  it.each([
    'twelve ninety nine',
    'three fifty',
    'one five zero zero',
    'twenty thirty',
    'five ten',
    'thousand million',
    'hundred thousand hundred',
    'five hundred hundred',
    'two half',
  ])('refuses %j, number words side by side that make no one number', (input) => {
    expect(() => parseNumberWords(input)).toThrow(/side by side/);
  });

  // Each was read as 3005, 1005 and 2005 without a word; as prices are said, 3500, 1500 and 2500 as likely.
  it.each([
    ['three thousand five', '3005', '3500'],
    ['a thousand five', '1005', '1500'],
    ['two thousand five', '2005', '2500'],
    ['zwei tausend fünf', '2005', '2500'],
  ])('asks about %j, a unit right after thousands: %s or %s', (input, written, said) => {
    expect(() => parseNumberWords(input)).toThrow(new RegExp(`could be ${written} .* or ${said} `));
    try {
      parseAmount(`${input} euros`);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AmbiguousValue);
      expect((error as AmbiguousValue).readings.map((reading) => reading.value)).toEqual([`${written} EUR`, `${said} EUR`]);
    }
    // A time quantity or a date cannot offer bare numbers as readings: refused, saying both.
    expect(() => parseDuration(`${input} minutes`)).toThrow(/could be/);
  });

  it.each([
    ['two thousand and five', 2005],
    ['three thousand five hundred', 3500],
    ['two thousand twenty five', 2025],
    ['five thousand', 5000],
  ])('reads %j one way', (input, value) => {
    expect(parseNumberWords(input)).toBe(value);
  });

  it('does not read the text "null" as zero (an agent sends it for a missing value)', () => {
    expect(parseNumberWords('null')).toBeNull();
    expect(() => parseAmount('null', { scale: 2 })).toThrow(ParseError);
  });

  it('says a duration under half a minute rounds to nothing, rather than that it is not above zero', () => {
    expect(() => parseDuration('0.4 min')).toThrow('is 0.4 minutes, which rounds to 0; time is booked in whole minutes, at least 1');
    expect(() => parseDuration('0 min')).toThrow('must be more than zero minutes');
  });

  it('refuses a bare number after minutes, or of an hour or more after hours, in a duration', () => {
    expect(() => parseDuration('90 minutes 1')).toThrow(/has no unit of its own/);
    expect(() => parseDuration('1h 90')).toThrow(ParseError);
    expect(parseDuration('1 hour 30').minutes).toBe(90);
  });

  // The Czech hundreds read after any word, or none, would make "one set" 100, and "set" alone 100.
  it.each(['set', 'one set', 'sta', 'stě', 'two sta', 'jedna set', 'dva stě', 'tři set'])(
    'reads %j as no number: a Czech hundred only after the unit that takes its form',
    (input) => {
      expect(parseNumberWords(input)).toBeNull();
      expect(() => parseQuantity(input)).toThrow(/is not a quantity/);
    },
  );

  it('refuses a Czech hundred after more than its unit', () => {
    expect(() => parseNumberWords('dvacet pět set')).toThrow(/side by side/);
  });

  it('answers null for words that are not numbers', () => {
    expect(parseNumberWords('consulting')).toBeNull();
    expect(parseNumberWords('')).toBeNull();
  });
});
