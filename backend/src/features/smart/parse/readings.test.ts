/**
 * A value refused because it reads two ways carries its readings: each with
 * the value to send back to mean it, which must itself read one way only and
 * as that reading, and only readings the field can take.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmbiguousValue, ParseError, parseAmount } from './amounts.js';
import { parseDuration } from './durations.js';
import { parseQuantity } from './quantities.js';

/** The error a parse throws (or fails the test when it reads the value). */
function refusal(parse: () => unknown): ParseError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('the value was read, not refused');
}

const readingsOf = (parse: () => unknown) => {
  const error = refusal(parse);
  expect(error).toBeInstanceOf(AmbiguousValue);
  return (error as AmbiguousValue).readings;
};

describe('amounts', () => {
  it('offers "1,500" as 1500 or 1.5, each written to read one way, and keeps the message naming both', () => {
    expect(readingsOf(() => parseAmount('1,500'))).toEqual([
      { value: '1500', how: '1500 ("," grouping thousands)' },
      { value: '1.5', how: '1.5 ("," as the decimal point)' },
    ]);
    expect(refusal(() => parseAmount('1,500')).message).toMatch(/could be 1500 .* or 1\.5 /);
  });

  it('writes the decimal reading of "12.345" as "12.3450", which cannot be read as twelve thousand', () => {
    expect(readingsOf(() => parseAmount('12.345', { scale: 4 })).map((reading) => reading.value)).toEqual(['12345', '12.3450']);
    expect(parseAmount('12.3450', { scale: 4 }).value).toBe('12.345');
  });

  // "1.234 BHD" offered 1234 BHD alone ("1.234 cannot be taken here, so write 1234 BHD"): a thousand times what was
  // meant, as the one choice. A decimal point refused for its decimals leaves no reading in its place.
  it('offers no reading in place of a decimal point refused for its decimals, and says how many are kept', () => {
    for (const text of ['12.345', '1.234 BHD', '€1,234']) {
      const error = refusal(() => parseAmount(text));
      expect(error, text).not.toBeInstanceOf(AmbiguousValue);
      expect(error.message, text).toContain('at most 2 decimal places are kept');
      expect(error.message, text).not.toMatch(/write 1234|write 12345/);
    }
    // With a number locale the separator is the locale's to read, as before.
    expect(parseAmount('1.234 BHD', { separators: { decimal: ',', group: '.', locale: 'de-DE' } }).value).toBe('1234');
  });

  // tax_rate "20.125" offered 20125 alone (over 100 %), and "1,000" offered 1000.
  it('offers no reading past the most a field takes, and says why when none is left', () => {
    const max = { value: '100', unit: ' %' };
    const one = refusal(() => parseAmount('1,000', { max }));
    expect((one as AmbiguousValue).readings).toEqual([{ value: '1', how: '1 ("," as the decimal point)' }]);
    expect(one.message).toContain('1000 is more than 100 %, so write 1');
    const none = refusal(() => parseAmount('20.125', { max }));
    expect(none).not.toBeInstanceOf(AmbiguousValue);
    expect(none.message).toContain('neither can be taken here: 20125 is more than 100 %, and 20.125 has more than 2 decimal places');
    expect(() => parseAmount('500', { max })).toThrow('is 500 %, more than 100 %');
  });

  it('keeps the currency the text named in each reading', () => {
    const readings = readingsOf(() => parseAmount('€1,500'));
    expect(readings.map((reading) => reading.value)).toEqual(['1500 EUR', '1.5 EUR']);
    expect(readings.map((reading) => parseAmount(reading.value))).toEqual([
      { value: '1500', currency: 'EUR', how: null },
      { value: '1.5', currency: 'EUR', how: null },
    ]);
  });
});

describe('durations and quantities', () => {
  it('offers "1,200" as 1200 minutes or 1.2 hours, with the unit written out', () => {
    expect(readingsOf(() => parseDuration('1,200'))).toEqual([
      { value: '1200 min', how: '1200 minutes ("," grouping thousands)' },
      { value: '1.2h', how: '1.2 hours, 72 minutes ("," as the decimal point)' },
    ]);
    // What to write says the unit: "write 1200 or 1.2" led to 1.2 read as hours for "1,200 min".
    expect(refusal(() => parseDuration('1,200')).message).toContain('write 1200 min or 1.2h');
    expect(refusal(() => parseDuration('1,200 min')).message).toMatch(/write 1200 min or 1\.2 ?min/);
  });

  it('leaves out 1500 minutes, longer than a day, and refuses without readings when neither reading is a duration', () => {
    expect(readingsOf(() => parseDuration('1.500')).map((reading) => reading.value)).toEqual(['1.5h']);
    expect(readingsOf(() => parseDuration('1.000'))).toEqual([
      { value: '1000 min', how: '1000 minutes ("." grouping thousands)' },
      { value: '1h', how: '1 hour, 60 minutes ("." as the decimal point)' },
    ]);
    const neither = refusal(() => parseDuration('25.000'));
    expect(neither).not.toBeInstanceOf(AmbiguousValue);
    expect(neither.message).toContain('could be 25000');
    expect(neither.message).toContain('neither can be taken here');
    // The message offers what the readings offer (it said "write 1500 or 1.5").
    expect(refusal(() => parseDuration('1.500')).message).toContain('1500 cannot be taken here, so write 1.5h');
  });

  // "1.125" offered only "1125 min" (the hours reading, itself asked about again, was dropped), and "2.125" said
  // "neither can be taken here" while 2.125 hours can.
  it('offers the hours of a bare "1.125" and "2.125", written to read one way', () => {
    expect(readingsOf(() => parseDuration('1.125'))).toEqual([
      { value: '1125 min', how: '1125 minutes ("." grouping thousands)' },
      { value: '1.1250h', how: '1.125 hours, 68 minutes ("." as the decimal point)' },
    ]);
    const two = refusal(() => parseDuration('2.125'));
    expect(two.message).toContain('2125 cannot be taken here, so write 2.1250h');
    expect((two as AmbiguousValue).readings.map((reading) => reading.value)).toEqual(['2.1250h']);
    expect(parseDuration('2.1250h')).toMatchObject({ minutes: 128, warning: expect.stringContaining('rounded') });
  });

  // "1,200 min" was read as 1.2 minutes (1 with a rounding warning) and "1,200 h" as 1.2 hours, without a word.
  it('asks about a separator before three digits in a duration with its unit, the unit kept', () => {
    expect(readingsOf(() => parseDuration('1,200 min'))).toEqual([
      { value: '1200 min', how: '1200 minutes ("," grouping thousands)' },
      { value: '1.2 min', how: '1 minute ("," as the decimal point)' },
    ]);
    expect(readingsOf(() => parseDuration('1.200m')).map((reading) => reading.value)).toEqual(['1200m', '1.2m']);
    // 1200 hours is longer than a day: the one reading left is offered, the message names both.
    const hours = refusal(() => parseQuantity('1,200 h'));
    expect(hours.message).toContain('could be 1200');
    expect(hours.message).toContain('1200 cannot be taken here, so write 1.2 h');
    expect((hours as AmbiguousValue).readings.map((reading) => reading.value)).toEqual(['1.2 h']);
    expect(parseDuration('1,200 min', { separators: { decimal: ',', group: ' ', locale: 'cs-CZ' } })).toMatchObject({
      minutes: 1,
      warning: expect.stringContaining('rounded'),
    });
    expect(parseDuration('1,5 h').minutes).toBe(90);
  });

  it('keeps the unit of "1,500 pcs" in its readings', () => {
    const readings = readingsOf(() => parseQuantity('1,500 pcs'));
    expect(readings.map((reading) => reading.value)).toEqual(['1500 pcs', '1.5 pcs']);
    expect(readings.map((reading) => parseQuantity(reading.value))).toEqual([
      expect.objectContaining({ value: '1500', unit: 'pcs' }),
      expect.objectContaining({ value: '1.5', unit: 'pcs' }),
    ]);
  });
});

describe('every reading sent back reads one way, as offered', () => {
  const tails = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.constantFrom('.', ','));
  const written = ([head, tail, mark]: [number, number, string]) => `${head}${mark}${String(tail).padStart(3, '0')}`;

  it('for amounts, unit prices and quantities', () => {
    fc.assert(
      fc.property(tails, fc.constantFrom(2, 3, 4), (parts, scale) => {
        // Three decimals as money (scale 2): no reading is offered in place of the decimal point (see above).
        if (scale === 2 && parts[1] % 10 !== 0) {
          expect(refusal(() => parseAmount(written(parts), { scale }))).not.toBeInstanceOf(AmbiguousValue);
          return;
        }
        const readings = readingsOf(() => parseAmount(written(parts), { scale }));
        expect(readings.length).toBeGreaterThan(0);
        for (const reading of readings) expect(parseAmount(reading.value, { scale }).value).toBe(reading.how.split(' ')[0]);
      }),
    );
  });

  it('for durations', () => {
    fc.assert(
      fc.property(tails, (parts) => {
        const error = refusal(() => parseDuration(written(parts)));
        const readings = error instanceof AmbiguousValue ? error.readings : [];
        for (const reading of readings) {
          const minutes = Number(/(\d+) minutes/.exec(reading.how)![1]);
          expect(parseDuration(reading.value).minutes).toBe(minutes);
        }
      }),
    );
  });
});
