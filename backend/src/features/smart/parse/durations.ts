/**
 * Durations to whole minutes: 90, "90", "1.5h", "1,5 h", "1h 30m", "1h30", "1:30", "90 min", "2 hours", "an hour and
 * a half", "hour and a half", "half an hour", "a quarter of an hour", "three hours", "2 hodiny 15 minut", "hodinu a
 * půl", "půl hodiny", "čtvrt hodiny", "2 Stunden", "anderthalb Stunden", "eine Viertelstunde", "2 Std. 15 Min.".
 *
 * A bare whole number is minutes (the API's documented unit); a bare decimal
 * ("1.5", "7.5") is hours, as a bookkeeper means it, and says so in a warning.
 * Hours with two decimals that could be minutes ("2.30h", "1,45 h": 2 h 30
 * min as h.mm is written) are decimal hours too, with the bare decimal's
 * warning: "2.30h" is then 138 minutes, wrong if 2 h 30 min was meant.
 * A small bare number ("8") is minutes with a warning; a total that is not a
 * whole minute is rounded with a warning. Never a silent guess.
 */
import { Decimal } from 'decimal.js';
import { type NumberReading, type NumberSeparators, ParseError, explicitNumber, narrowed, parseDecimalText } from './amounts.js';
import { withinLength } from './errors.js';
import { parseNumberWords } from './numbers.js';
import { parseSpan } from './spans.js';

const HOUR_WORDS =
  /^(h|hr|hrs|hour|hours|hod|hodina|hodiny|hodin|hodinu|hodinou|hodinach|std|stunde|stunden|godz|godzina|godziny|godzin|godzine)$/;
const MINUTE_WORDS = /^(m|min|mins|minute|minutes|minut|minuty|minuta|minutu|minuten|minutach|minutami)$/;
const MAX_MINUTES = 24 * 60;
/** Bare whole numbers up to this could be meant as hours: read as minutes, with a warning. */
const SMALL_BARE_NUMBER = 12;

export interface ParsedDuration {
  minutes: number;
  how: string;
  warning?: string;
}

/** Idioms that name a fraction of an hour, rewritten to plain numbers and units before reading. */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  // English
  [/\b(a |one )?quarter (of )?(an )?hour\b/g, '15 min'],
  [/\bthree quarters? (of )?(an )?hour\b/g, '45 min'],
  [/\b(a )?half (of )?(an )?hour\b/g, '30 min'],
  [/\b(an |one |a )?hour and a half\b/g, '1.5 h'],
  [/\b(an |one |a )?hour and a quarter\b/g, '1.25 h'],
  [/\b(hours?|h) and a half\b/g, '$1 30 min'],
  [/\b(hours?|h) and three quarters\b/g, '$1 45 min'],
  [/\b(hours?|h) and a quarter\b/g, '$1 15 min'],
  // German
  // "eineinviertel Stunden" 1.25 h, "zweidreiviertel Stunden" 2.75 h
  ...['ein', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'].flatMap((unit, index) => [
    [new RegExp(`\\b${unit}einviertel( stunden?)?\\b`, 'g'), `${index + 1} h 15 min`] as const,
    [new RegExp(`\\b${unit}dreiviertel( stunden?)?\\b`, 'g'), `${index + 1} h 45 min`] as const,
  ]),
  [/\b(stunden?) und eine viertel(stunde)?\b/g, '$1 15 min'],
  [/\b(eine )?dreiviertel ?stunde\b/g, '45 min'],
  [/\bzwei viertel ?stunden\b/g, '30 min'],
  [/\bdrei viertel ?stunden\b/g, '45 min'],
  [/\b(eine )?viertel ?stunde\b/g, '15 min'],
  [/\b(eine |einer )?halben? stunde\b/g, '30 min'],
  [/\banderthalb\b/g, '1.5'],
  [/\b(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn)einhalb\b/g, '$1 und a half'],
  [/\b(eine )?stunde und eine halbe\b/g, '1.5 h'],
  // Czech: "půl druhé hodiny" is half of the second hour, 1.5 h ("půl třetí hodiny" 2.5 h).
  ...['druhe', 'treti', 'ctvrte', 'pate'].map(
    (ordinal, index) => [new RegExp(`\\bpul ${ordinal} hodiny\\b`, 'g'), `${index + 1}.5 h`] as const,
  ),
  // Czech, and Slovak where it says "pol" for "půl" ("hodinu a pol", "pol hodiny")
  [/\b(jednu |jedna )?(hodinu|hodina|hodinou) a p[uo]l\b/g, '1.5 h'],
  [/\b(hodinu|hodina|hodiny|hodin) a p[uo]l\b/g, '$1 30 min'],
  [/ a pul\b/g, ' and a half'],
  [/\b(hodinu|hodina|hodiny|hodin) a tri ?ctvrte\b/g, '$1 45 min'],
  [/\b(hodinu|hodina|hodiny|hodin) a ctvrt\b/g, '$1 15 min'],
  [/\btri ?ctvrte (hodiny|hodinu|hodina)\b/g, '45 min'],
  [/\bctvrt ?(hodiny|hodinu|hodina)\b/g, '15 min'],
  [/\bp[uo]l ?(hodiny|hodinu|hodina)\b/g, '30 min'],
  // Polish ("pół" and "półtorej" folded): half an hour, an hour and a half, a quarter (kwadrans) and three of them.
  [/\bpol ?(godziny|godzinki)\b/g, '30 min'],
  [/\bpoltorej (godziny|godzinki)\b/g, '1.5 h'],
  [/\b(trzy|3) kwadranse\b/g, '45 min'],
  [/\b(jeden |1 )?kwadrans\b/g, '15 min'],
];

/** Lower case, without diacritics. */
const folded = (raw: string) =>
  raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    // "dreißig" folds to "dreissig" as numbers.ts reads it; "fünfunddreißig Minuten" was refused.
    .replace(/ß/g, 'ss')
    // Polish ł has no mark to take off: "półtorej" is "poltorej".
    .replace(/ł/g, 'l');

/** Numbers apart from words, the decimal point kept ("1.5h" → "1.5 h"); numbers are plain already (plainNumbers). */
function words(raw: string): string {
  return folded(raw)
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

function numberOf(text: string): Decimal | null {
  if (/^\d+(\.\d+)?$/.test(text)) return new Decimal(text);
  if (text === 'an' || text === 'a' || text === 'eine' || text === 'ein' || text === 'one' || text === 'jednu' || text === 'jedna')
    return new Decimal(1);
  // "2 and a half", "two and a quarter" (hours): the whole number and its part.
  const part = /^(.+) and a (half|quarter)$/.exec(text);
  const whole = part ? numberOf(part[1]!) : null;
  if (whole !== null) return whole.plus(part![2] === 'half' ? 0.5 : 0.25);
  const value = parseNumberWords(text);
  return value === null ? null : new Decimal(value);
}

/**
 * Fractions written as such before a unit ("2½ h", "2 1/2 hours", "3/4 h", "1/2 hodiny") as decimals; a slash
 * anywhere else is still refused below.
 */
function fractions(raw: string): string {
  const unit = '(?=\\s*\\p{L})';
  return raw
    .replace(/(\d)\s*½/gu, '$1.5')
    .replace(new RegExp(`(?<![\\d/.,])(\\d+)\\s+1/2${unit}`, 'gu'), '$1.5')
    .replace(new RegExp(`(?<![\\d/.,])([13])/4${unit}`, 'gu'), (_, n: string) => (n === '1' ? '0.25' : '0.75'))
    .replace(new RegExp(`(?<![\\d/.,])1/2${unit}`, 'gu'), '0.5')
    .replace(/(?<![\d.,])½/gu, '0.5');
}

function result(total: Decimal, how: string, warning?: string): ParsedDuration {
  const minutes = Math.round(total.toNumber());
  if (minutes <= 0)
    throw new ParseError(
      total.isPositive() && !total.isZero()
        ? `is ${total.toFixed()} minutes, which rounds to 0; time is booked in whole minutes, at least 1`
        : 'must be more than zero minutes',
    );
  if (minutes > MAX_MINUTES) throw new ParseError('is longer than a day');
  if (!total.isInteger()) {
    const rounded = `${total.toFixed()} minutes rounded to ${minutes}`;
    return { minutes, how: `${how}, ${rounded}`, warning: warning ? `${warning}; ${rounded}` : `${rounded}` };
  }
  return warning ? { minutes, how, warning } : { minutes, how };
}

/**
 * Hours written with two decimals that could be minutes ("2.30": 2 h 30 min as h.mm): how to write that, or null when
 * the number reads one way ("1.5", "2.00", "1.75").
 */
function asClock(written: string): string | null {
  const clock = /^(\d+)[.,]([0-5]\d)$/.exec(written);
  if (!clock || clock[2] === '00') return null;
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  return hours === 0 ? `for ${minutes} min write "${minutes} min"` : `for ${hours} h ${minutes} min write "${hours}h ${minutes}m"`;
}

/** A bare number: whole → minutes; with a fraction → hours. Either way a small or fractional one is said back. */
function bare(value: Decimal, input: string, written = input): ParsedDuration {
  if (!/[.,]/.test(written) && value.isInteger()) {
    const minutes = value.toNumber();
    const warning = minutes <= SMALL_BARE_NUMBER ? `"${input}" was read as ${minutes} minutes; for hours write "${minutes}h"` : undefined;
    return result(value, 'a bare number: minutes', warning);
  }
  const minutes = value.times(60);
  const clock = asClock(written);
  return result(
    minutes,
    'a bare decimal: hours',
    `"${input}" was read as ${value.toFixed()} hours (${minutes.toFixed()} minutes); write "${minutes.toFixed()} min" or "${value.toFixed()}h" to say so${clock ? `; ${clock}` : ''}`,
  );
}

/** A number read two ways, as a duration: a whole number is minutes, a decimal hours, each said with its unit. */
function durationReading({ number, point, separator }: NumberReading) {
  // Written to read one way: "1.125h" would itself be asked about again, and the hours left out ("1.1250h").
  const value = point ? `${explicitNumber(number)}h` : `${number} min`;
  let minutes: number;
  try {
    minutes = parseDuration(value).minutes;
  } catch (error) {
    // Not a duration this field takes (1500 minutes is longer than a day): not offered.
    if (error instanceof ParseError) return null;
    throw error;
  }
  return {
    value,
    how: point ? `${number} ${number === '1' ? 'hour' : 'hours'}, ${minutes} minutes (${separator})` : `${minutes} minutes (${separator})`,
  };
}

/**
 * The numbers with separators in a duration ("1,5 h", "1.200 min") made plain, read as amounts are: a separator
 * before three digits is the organization's number locale's to decide, or asked about with both readings, the unit
 * kept ("1200 min" or "1.2 min"), never taken as a decimal point unasked.
 */
function plainNumbers(raw: string, separators: NumberSeparators | null, hows: string[]): string {
  return raw.replace(/\d+(?:[.,]\d+)+/g, (number: string, offset: number) => {
    const reading = narrowed(
      () => parseDecimalText(number, separators),
      ({ number: plain, separator }) => {
        const value = `${raw.slice(0, offset)}${explicitNumber(plain)}${raw.slice(offset + number.length)}`;
        try {
          const { minutes } = parseDuration(value);
          return { value, how: `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (${separator})` };
        } catch (refused) {
          // Not a duration this field takes (1200 hours is longer than a day): not offered.
          if (refused instanceof ParseError) return null;
          throw refused;
        }
      },
    );
    if (reading === null) throw new ParseError(`"${raw}" is not a duration: "${number}" is not a number`);
    if (reading.how) hows.push(`"${number}": ${reading.how}`);
    return reading.value;
  });
}

export function parseDuration(input: unknown, options: { separators?: NumberSeparators | null } = {}): ParsedDuration {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ParseError('is not a number');
    if (input < 0) throw new ParseError('must not be negative');
    return bare(new Decimal(input), String(input), Number.isInteger(input) ? String(input) : `${input}.`);
  }
  if (typeof input !== 'string' || input.trim() === '') throw new ParseError('is empty; give a duration such as "90", "1.5h" or "1h 30m"');
  withinLength(input);
  const raw = fractions(input.trim());
  if (/^[-\u2212]/.test(raw)) throw new ParseError('must not be negative');

  // "1:30" and "1:30 h", "1:30 Std.", "1:30 hod": hours and minutes, the unit saying so again.
  const clock = /^(\d{1,2}):(\d{2})(?:\s*(?:h|hrs?|hours?|std\.?|stunden?|hod\.?|hodin[ya]?))?$/i.exec(raw);
  if (clock) {
    if (Number(clock[2]) > 59) throw new ParseError(`"${raw}" is not hours:minutes; the minutes go up to 59`);
    return result(new Decimal(clock[1]!).times(60).plus(clock[2]!), 'hours:minutes');
  }

  const plain = narrowed(() => parseDecimalText(raw, options.separators ?? null), durationReading);
  if (plain !== null) {
    const read = bare(new Decimal(plain.value), raw, plain.value);
    return plain.how ? { ...read, how: `${read.how}; ${plain.how}` } : read;
  }

  // "5+ hours", "3h+" say at least (read as 300 minutes before), "~2h", "<2h", "2h?" about, at most or maybe ("~2h" was
  // read as 120 minutes): refused. "+" adds only a number after it ("1h + 30m").
  const vague = /\+(?!\s*\d)|[~≈±<>≤≥?]/.exec(raw);
  if (vague) throw new ParseError(`"${raw}": "${vague[0]}" says at least, about or maybe, not how long; give one length`);
  // "9-10:30", "von 9 bis halb 11", "9 to 5 with an hour lunch": a span of clock time, its minutes.
  const span = parseSpan(raw, (text) => parseDuration(text, options).minutes);
  if (span) return span;

  // A minus or a slash changes what a duration says ("2h -30m", "1h/2"): refused, naming it, never read past. A
  // hyphen between letters joins words ("three-quarters of an hour"); other marks separate words ("(90 min)", "1h + 30m").
  const sign = /[-/\\*%^\u2212\u2013\u2014]/.exec(raw.replace(/(?<=\p{L})-(?=\p{L})/gu, ' '));
  if (sign) throw new ParseError(`"${raw}" is not a duration: "${sign[0]}" is not understood; write it like "90", "1.5h" or "1h 30m"`);
  const hows: string[] = [];
  let text = words(plainNumbers(raw, options.separators ?? null, hows));
  for (const [pattern, replacement] of IDIOMS) text = text.replace(pattern, replacement);
  const tokens = text.split(' ').filter(Boolean);
  let minutes = new Decimal(0);
  let pending: string[] = [];
  let understood = false;
  /** The unit of the last number read: a bare number after hours ("1h 30") is its minutes. */
  let lastUnit: 'hours' | 'minutes' | null = null;
  /** Hours read as decimal hours that could have been h.mm ("2.30h"), said back. */
  const clocks: string[] = [];
  for (const word of tokens) {
    const isHour = HOUR_WORDS.test(word);
    if (!isHour && !MINUTE_WORDS.test(word)) {
      pending.push(word);
      continue;
    }
    const phrase = pending.join(' ').replace(/^(and|und|a|i)\s+/, '');
    // "hour" with nothing before it, as in "hour and a half" after the idioms: one.
    const value = phrase === '' && !understood && word.length > 3 ? new Decimal(1) : numberOf(phrase);
    if (value === null) throw new ParseError(`"${input}" is not a duration; write it like "90", "1.5h" or "1h 30m"`);
    const clock = isHour ? asClock(phrase) : null;
    if (clock) clocks.push(`${value.toFixed()} hours (${value.times(60).toFixed()} minutes); ${clock}`);
    minutes = minutes.plus(isHour ? value.times(60) : value);
    pending = [];
    understood = true;
    lastUnit = isHour ? 'hours' : 'minutes';
  }
  if (pending.length > 0) {
    const phrase = pending.join(' ');
    // A number after hours ("1h 30") is its minutes; after minutes ("90 minutes 1"), or of an hour or more, it is
    // not (it was added as minutes, without a word).
    if (understood && /^\d+$/.test(phrase) && lastUnit === 'hours' && Number(phrase) < 60)
      return result(minutes.plus(phrase), withHows('hours and minutes', hows), said(input, clocks));
    if (understood)
      throw new ParseError(`"${input}" is not a duration: "${phrase}" has no unit of its own; write it like "1h 30m" or "90 min"`);
    const value = numberOf(phrase);
    if (value === null) throw new ParseError(`"${input}" is not a duration; write it like "90", "1.5h" or "1h 30m"`);
    return bare(value, raw);
  }
  if (!understood) throw new ParseError(`"${input}" is not a duration`);
  return result(minutes, withHows('hours and minutes', hows), said(input, clocks));
}

/** How the reading went, with how each number's separators were read when the locale decided them. */
const withHows = (how: string, hows: string[]) => [how, ...hows].join('; ');

/** The warning for hours that could have been h.mm, quoting the text as sent. */
const said = (input: unknown, clocks: string[]) =>
  clocks.length > 0 ? `"${String(input)}" was read as ${clocks.join('; and as ')}` : undefined;
