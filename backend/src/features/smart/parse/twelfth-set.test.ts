/**
 * Rules found by the twelfth held-out value set (dev/smart-eval/values-fresh11.ts), each on invented phrasings: noon
 * by name is 12:00 on any clock, and a break said as included in a span is taken off and said back.
 */
import { describe, expect, it } from 'vitest';
import { parseDuration } from './durations.js';
import { ParseError } from './errors.js';

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
