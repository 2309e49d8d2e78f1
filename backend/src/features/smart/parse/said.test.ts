/**
 * Values as people say them that were refused though readable, or read a week late: each rule by a few phrasings,
 * with the warning a choice must carry and the refusal an overlap or a bare clock time must get.
 */
import { describe, expect, it } from 'vitest';
import { ParseError, parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';

const saturday = '2026-08-08';
const thursday = '2026-06-18';
const on = (text: string, today = thursday) => parseDate(text, today, 'DMY');
const minutes = (text: string) => parseDuration(text).minutes;

describe('dates said', () => {
  it('reads the end of next week as the Friday of the next calendar week, on a weekend too', () => {
    expect(on('Ende nächster Woche', saturday).date).toBe('2026-08-14');
    expect(on('end of next week').date).toBe('2026-06-26');
  });

  it('reads the week after next, and a weekday weeks ahead, with a warning', () => {
    for (const text of ['übernächste Woche', 'the week after next', 'přespříští týden'])
      expect(on(text)).toMatchObject({ date: '2026-06-29', warning: expect.any(String) });
    expect(on('in zwei Wochen am Freitag')).toMatchObject({ date: '2026-07-03', warning: expect.any(String) });
    expect(on('za dva týdny ve středu', saturday)).toMatchObject({ date: '2026-08-19', warning: expect.any(String) });
  });

  it('reads the start and middle of a month or of next week, with a warning', () => {
    expect(on('Mitte März')).toMatchObject({ date: '2026-03-15', warning: expect.stringContaining('middle') });
    expect(on('začátkem října')).toMatchObject({ date: '2026-10-01', warning: expect.any(String) });
    expect(on('mid-October').date).toBe('2026-10-15');
    expect(on('middle of next week')).toMatchObject({ date: '2026-06-24', warning: expect.any(String) });
    expect(on('koncem prosince').date).toBe('2026-12-31');
  });

  it('reads a year ahead, Christmas Eve and New Year’s Eve', () => {
    expect(on('za rok').date).toBe('2027-06-18');
    expect(on('in einem Jahr').date).toBe('2027-06-18');
    expect(on('Štědrý den')).toMatchObject({ date: '2026-12-24', warning: expect.any(String) });
    expect(on('Silvester').date).toBe('2026-12-31');
  });
});

describe('amounts and durations said', () => {
  it('reads grand, bucks and Polish numbers', () => {
    expect(parseAmount('one and a half grand').value).toBe('1500');
    expect(parseAmount('66 grand').value).toBe('66000');
    expect(parseAmount('sixty-two bucks')).toMatchObject({ value: '62', currency: 'USD' });
    expect(parseAmount('dwa tysiące pięćset złotych')).toMatchObject({ value: '2500', currency: 'PLN' });
  });

  it('reads Czech hours in their cases and Polish hours', () => {
    expect(minutes('dvou hodin')).toBe(120);
    expect(minutes('šesti a půl hodiny')).toBe(390);
    expect(minutes('dwie godziny i 15 minut')).toBe(135);
    expect(minutes('półtorej godziny')).toBe(90);
    expect(minutes('kwadrans')).toBe(15);
    expect(minutes('drei Viertelstunden')).toBe(45);
  });

  it('adds spans said together and refuses them overlapping', () => {
    expect(minutes('8–12 a 13–17')).toBe(480);
    expect(minutes('von 8 bis 12 und von 13 bis 16:30 Uhr')).toBe(450);
    expect(minutes('od půl deváté do dvanácti')).toBe(210);
    expect(() => minutes('8-12 a 11-17')).toThrow(/starts before/);
    expect(() => minutes('půl desáté')).toThrow(ParseError);
  });
});
