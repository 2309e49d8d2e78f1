/**
 * Durations to whole minutes: 90, "90", "1.5h", "1,5 h", "1h 30m", "1h30",
 * "1:30", "90 min", "2 hours", "an hour and a half", "half an hour",
 * "three hours", "2 hodiny 15 minut", "2 Stunden".
 */
import { Decimal } from 'decimal.js';
import { fold } from '../normalize.js';
import { ParseError, parseDecimalText } from './amounts.js';
import { parseNumberWords } from './numbers.js';

const HOUR_WORDS = /^(h|hr|hrs|hour|hours|hod|hodina|hodiny|hodin|std|stunde|stunden)$/;
const MINUTE_WORDS = /^(m|min|mins|minute|minutes|minut|minuty|minuta|minuten)$/;
/** "an hour and a half", "hodina a půl", "eine Stunde und eine halbe". */
const AND_A_HALF = /^(and|a|und) (a |eine )?(half|pul|halbe)$/;
const MAX_MINUTES = 24 * 60;

export interface ParsedDuration {
  minutes: number;
  how: string;
}

function numberOf(text: string): Decimal | null {
  const digits = parseDecimalText(text);
  if (digits !== null) return new Decimal(digits);
  const words = parseNumberWords(text);
  return words === null ? null : new Decimal(words);
}

function result(total: Decimal, how: string): ParsedDuration {
  const minutes = Math.round(total.toNumber());
  if (minutes <= 0) throw new ParseError('must be more than zero minutes');
  if (minutes > MAX_MINUTES) throw new ParseError('is longer than a day');
  return { minutes, how };
}

export function parseDuration(input: unknown): ParsedDuration {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ParseError('is not a number');
    return result(new Decimal(input), 'minutes');
  }
  if (typeof input !== 'string' || input.trim() === '') throw new ParseError('is empty; give a duration such as "90", "1.5h" or "1h 30m"');
  const raw = input.trim();
  if (raw.startsWith('-')) throw new ParseError('must not be negative');

  const clock = /^(\d{1,2}):(\d{2})$/.exec(raw);
  if (clock) return result(new Decimal(clock[1]!).times(60).plus(clock[2]!), 'hours:minutes');

  const plain = parseDecimalText(raw);
  if (plain !== null) return result(new Decimal(plain), 'minutes');

  // Split "1h30m" into "1 h 30 m", then read number-and-unit pairs, in digits or words.
  // fold() turns "1.5" into "1 5"; the second replace puts the decimal point back.
  const tokens = fold(raw.replace(/(\d),(\d)/g, '$1.$2'))
    .replace(/(\d) (\d)/g, '$1.$2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(' ');
  let minutes = new Decimal(0);
  let pending: string[] = [];
  let understood = false;
  for (const [index, word] of tokens.entries()) {
    const isHour = HOUR_WORDS.test(word);
    if (!isHour && !MINUTE_WORDS.test(word)) {
      pending.push(word);
      continue;
    }
    const phrase = pending.join(' ').replace(/^(and|und|a)\s+/, '');
    const value = phrase === 'an' || phrase === 'a' || phrase === 'eine' || phrase === 'one' ? new Decimal(1) : phrase === '' ? null : numberOf(phrase);
    if (value === null) throw new ParseError(`"${input}" is not a duration; write it like "90", "1.5h" or "1h 30m"`);
    minutes = minutes.plus(isHour ? value.times(60) : value);
    pending = [];
    understood = true;
    if (isHour && AND_A_HALF.test(tokens.slice(index + 1).join(' '))) return result(minutes.plus(30), 'words');
  }
  if (pending.length > 0) {
    const phrase = pending.join(' ');
    // A number after hours ("1h 30") is minutes.
    if (understood && /^\d+$/.test(phrase)) return result(minutes.plus(phrase), 'hours and minutes');
    if (understood) throw new ParseError(`"${input}" is not a duration`);
    if (/^half( an)?( hour)?$/.test(phrase)) return result(new Decimal(30), 'words');
    const value = numberOf(phrase);
    if (value === null) throw new ParseError(`"${input}" is not a duration; write it like "90", "1.5h" or "1h 30m"`);
    return result(value, 'minutes');
  }
  if (!understood) throw new ParseError(`"${input}" is not a duration`);
  return result(minutes, 'hours and minutes');
}
