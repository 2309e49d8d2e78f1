/**
 * Spans said the twelve-hour way and breaks said without their length: read with a warning when only a working day
 * fits, read as their minutes when a morning and an evening fit alike, refused naming the break when its length is not
 * said; and "bucks" said back as the dollars it was read as.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.js';
import { parseDuration } from './durations.js';
import { AmbiguousValue, ParseError } from './errors.js';

describe('twelve-hour spans, unsaid breaks and bucks', () => {
  it('reads "9 to 5" as a working day, saying how', () => {
    const read = parseDuration('9 to 5');
    expect(read.minutes).toBe(480);
    expect(read.warning).toContain('9:00 to 17:00');
  });

  it('reads a span past midnight when its halves of the day are said, the end the next day, said back', () => {
    for (const [text, minutes] of [
      ['from ten at night to two in the morning', 240],
      ['10pm to 2am', 240],
      ['from 11 at night to 3:30 in the morning', 270],
      ['von 10 Uhr abends bis 2 Uhr nachts', 240],
      ['od 10 večer do 2 ráno', 240],
      ['od 9 večer do 12 v noci', 180],
      ['from nine in the evening to one at night', 240],
    ] as const) {
      const read = parseDuration(text);
      expect(read.minutes, text).toBe(minutes);
      expect(read.warning, text).toContain('the next day');
    }
    // Hours said in words with the half of the day, within one day.
    expect(parseDuration('from nine in the morning to three in the afternoon').minutes).toBe(360);
  });

  it('refuses a night longer than one turn of the clock, dusk or dawn "at night", and an end before a start said alike', () => {
    for (const text of ['10pm to 11am', 'from 6 at night to 2 in the morning', 'from 10 in the morning to 2 in the morning', '2am to 1am'])
      expect(() => parseDuration(text), text).toThrow(ParseError);
  });

  it('reads "8 to 11" alone as its minutes, the same in the morning and the evening', () => {
    for (const [text, minutes] of [
      ['8 to 11', 180],
      ['from 8 till 11', 180],
      ['10 to 12', 120],
      ['8-11', 180],
    ] as const)
      expect(parseDuration(text).minutes, text).toBe(minutes);
  });

  it('asks which half of the day spans beside each other mean when their order depends on it', () => {
    let thrown: unknown;
    try {
      parseDuration('8 to 11 and 9 to 10');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AmbiguousValue);
  });

  it('reads the 24-hour clock of Czech and German, minutes and a later afternoon span as they are', () => {
    expect(parseDuration('od 8 do 11').minutes).toBe(180);
    expect(parseDuration('von 8 bis 11').minutes).toBe(180);
    expect(parseDuration('8:00 to 11:00').minutes).toBe(180);
    expect(parseDuration('8-11 and 13-17').minutes).toBe(420);
  });

  it('refuses a break said without its length, naming the break', () => {
    for (const text of ['9 to 5 with lunch', '9-17 with a break', 'von 8 bis 16 Uhr mit Mittagspause', 'od 8 do 16 s obědem']) {
      expect(() => parseDuration(text), text).toThrow(ParseError);
      expect(() => parseDuration(text), text).toThrow(/without its length/);
    }
    expect(parseDuration('9 to 5 with a 30 minute lunch').minutes).toBe(450);
  });

  it('says "bucks" was read as US dollars', () => {
    const read = parseAmount('50 bucks');
    expect(read).toMatchObject({ value: '50', currency: 'USD' });
    expect(read.how).toContain('bucks');
    expect(parseAmount('50 dollars').how).toBeNull();
  });
});
