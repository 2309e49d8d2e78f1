/**
 * Forms the held-out generator (dev/smart-eval/values-fresh.ts) found missed: how Intl writes dates and currencies in
 * other locales, ordinals before a month, deadlines on a weekday, clock durations with a unit, spans with a hyphenated
 * break. Each is read exactly, or asked where the order is not known, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { AmbiguousValue, ParseError, parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';

const tuesday = '2026-03-10';
const on = (text: string, order: 'DMY' | 'MDY' | null = 'DMY') => parseDate(text, tuesday, order).date;

describe('dates in held-out forms', () => {
  it('reads a year-first date as year, month, day whatever the organization order', () => {
    expect(on('2027/09/04', 'MDY')).toBe('2027-09-04');
    expect(on('2027.03.04', null)).toBe('2027-03-04');
    expect(() => on('2027/13/04')).toThrow(/not a calendar date/);
  });

  it('reads a dashed day and month as a slashed one: by the order, asked without it', () => {
    expect(on('04-03-2027', 'DMY')).toBe('2027-03-04');
    expect(on('04-03-2027', 'MDY')).toBe('2027-04-03');
    expect(() => on('04-03-2027', null)).toThrow(AmbiguousValue);
    expect(() => on('31-04-2027')).toThrow(/not a calendar date/);
  });

  it('reads an ordinal before the month and German month abbreviations', () => {
    expect(on('the 6th of April 2027')).toBe('2027-04-06');
    expect(on('1st April')).toBe('2026-04-01');
    expect(on('am 12. Mai 2027')).toBe('2027-05-12');
    expect(on('19. Okt. 2027')).toBe('2027-10-19');
    expect(on('15. Dez. 2027')).toBe('2027-12-15');
    expect(on('15. Jänner 2027')).toBe('2027-01-15');
    expect(() => on('31. Juni 2027')).toThrow(/not a calendar date/);
  });

  it('reads "heute in 9 Tagen" and a deadline on a weekday', () => {
    expect(on('heute in 9 Tagen')).toBe('2026-03-19');
    expect(on('by Friday')).toBe('2026-03-13');
    expect(on('bis Freitag')).toBe('2026-03-13');
    expect(on('do pátku')).toBe('2026-03-13');
  });
});

describe('durations and spans in held-out forms', () => {
  it('reads hours:minutes with the hour unit said', () => {
    expect(parseDuration('2:30 h').minutes).toBe(150);
    expect(parseDuration('1:45 Std.').minutes).toBe(105);
    expect(() => parseDuration('2:75 h')).toThrow(/minutes go up to 59/);
  });

  it('keeps a hyphenated break apart from the span, and reads "až" and "hodin"', () => {
    expect(parseDuration('from 9 to 14 with a 45-minute break').minutes).toBe(255);
    expect(parseDuration('9-12:30 mit einer halben Stunde Pause').minutes).toBe(180);
    expect(parseDuration('8 až 12').minutes).toBe(240);
    expect(parseDuration('od 8 do 16 hodin').minutes).toBe(480);
  });
});

describe('currencies as other locales write them', () => {
  it('reads US$, $US and £GB', () => {
    expect(parseAmount('35 805,75 US$')).toMatchObject({ value: '35805.75', currency: 'USD' });
    expect(parseAmount('10 666,66 $US')).toMatchObject({ value: '10666.66', currency: 'USD' });
    expect(parseAmount('37 256,47 £GB')).toMatchObject({ value: '37256.47', currency: 'GBP' });
  });
});

describe('a currency between two numbers', () => {
  it('refuses what is not units and cents rather than joining the two numbers', () => {
    // "dvacet eur pět" was read as 25 EUR: the currency taken out, "dvacet pět" read as one number.
    expect(() => parseAmount('dvacet eur pět')).toThrow(/is not an amount: "eur" stands between/);
    expect(() => parseAmount('1USD500')).toThrow(/is not an amount/);
    expect(() => parseAmount('dva tisíce Kč pět set')).toThrow(/is not an amount/);
    expect(parseAmount('twenty euros five')).toMatchObject({ value: '20.05', currency: 'EUR' });
    expect(parseAmount('EUR 1 250,50')).toMatchObject({ value: '1250.5', currency: 'EUR' });
    expect(parseAmount('1 250,50 €')).toMatchObject({ value: '1250.5', currency: 'EUR' });
  });
});

describe('bad input', () => {
  it('refuses a value longer than any said one at once, naming its length', () => {
    const pastes = ['1 '.repeat(5000), '1h '.repeat(3000), `${'1'.repeat(5000)}k`, `${'a'.repeat(9000)} 1`, 'zwei '.repeat(500)];
    for (const text of pastes)
      for (const parse of [() => parseAmount(text), () => parseDate(text, tuesday), () => parseDuration(text)]) {
        const started = process.cpuUsage();
        expect(parse).toThrow(/characters long; a value is written in at most 200/);
        // The bound, not a CPU budget: each of these took 100-190 ms before it. CPU time, not the clock: on a loaded
        // machine the clock counts other processes' turns (195 ms once at a load of 6 on two cores).
        const { user, system } = process.cpuUsage(started);
        expect((user + system) / 1000).toBeLessThan(50);
      }
  });
});

describe('second held-out set', () => {
  it('reads fractions written as such before a unit, and "hodiny a půl"', () => {
    expect(parseDuration('2½ h').minutes).toBe(150);
    expect(parseDuration('3 1/2 hours').minutes).toBe(210);
    expect(parseDuration('3/4 h').minutes).toBe(45);
    expect(parseDuration('1/2 hodiny').minutes).toBe(30);
    expect(parseDuration('tři hodiny a půl').minutes).toBe(210);
    expect(parseDuration('4 a půl hodiny').minutes).toBe(270);
    expect(parseDuration('two and a quarter hours').minutes).toBe(135);
    expect(() => parseDuration('1h/2')).toThrow(/"\/" is not understood/);
  });

  it('reads cents alone, in the currency the cent word names', () => {
    expect(parseAmount('50 haléřů')).toMatchObject({ value: '0.5', currency: 'CZK' });
    expect(parseAmount('fifty cents')).toMatchObject({ value: '0.5', currency: null });
    expect(parseAmount('99 Cent')).toMatchObject({ value: '0.99' });
    // Refused still, now naming its readings: pence, or pieces or pages (eighth held-out set).
    expect(() => parseAmount('13p')).toThrow(/could be 13 pence \(GBP 0.13\) or 13 pieces or pages/);
  });

  it('reads the end of a named month and the last day of the month', () => {
    expect(on('Ende April')).toBe('2026-04-30');
    expect(on('konec června')).toBe('2026-06-30');
    expect(on('end of February')).toBe('2026-02-28');
    expect(parseDate('end of February', '2028-01-10').date).toBe('2028-02-29');
    expect(on('last day of the month')).toBe('2026-03-31');
    expect(on('poslední den měsíce')).toBe('2026-03-31');
    expect(on('letzter Tag des Monats')).toBe('2026-03-31');
  });

  it('reads hours said in words in a span, no break said as none, and "minus" a break', () => {
    // A morning or an evening on a twelve-hour clock: asked (twelve-hour.test.ts), read when a later time says which.
    expect(parseDuration('from eight to eleven and 13 to 17').minutes).toBe(420);
    expect(parseDuration('halb neun bis zwölf').minutes).toBe(210);
    expect(parseDuration('von acht bis zwölf Uhr').minutes).toBe(240);
    expect(parseDuration('9-12 ohne Pause').minutes).toBe(180);
    expect(parseDuration('9:00-17:00 minus 30 min').minutes).toBe(450);
    // "without a 30 minute break" is not a break to subtract.
    expect(() => parseDuration('9-17 ohne 30 Minuten Pause')).toThrow(ParseError);
  });
});
