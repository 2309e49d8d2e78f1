/**
 * Money and quantities as people write and say them: 1500, "1 500,50",
 * "€1,500.50", "1.500,50 €", "1500 CZK", "1500 Kč", "fifteen hundred".
 * Answers an exact decimal string (never a float) and the currency the text
 * named, if any.
 */
import { Decimal } from 'decimal.js';
import type { FieldReading } from '../../../platform/errors.js';
import { isCurrencyCode } from '../../../platform/lib/currencies.js';
import { AmbiguousValue, AmbiguousWords, ParseError, withinLength } from './errors.js';
import { AmbiguousNumber, explicitNumber, type NumberReading, type NumberSeparators, parseDecimalText } from './decimal-text.js';
import { parseNumberWords } from './numbers.js';
import { currencyApart } from './currency-apart.js';
import { banknotes, centsAlone, digitsAroundThousand, scaled, shorthand, slangNote, wholeEnding, withCents } from './spoken-amounts.js';

export { AmbiguousValue, ParseError } from './errors.js';
export { explicitNumber, type NumberReading, type NumberSeparators, parseDecimalText } from './decimal-text.js';

/**
 * Why a reading cannot be taken, said of its number ("is more than 100 %"); `decimals` is the most decimal places
 * the field keeps, when the reading has more.
 */
export interface Refusal {
  why: string;
  decimals?: number;
}

const isReading = (answer: FieldReading | Refusal | null): answer is FieldReading => answer !== null && 'value' in answer;

/**
 * Runs a parser; when it refuses a value that reads more than one way, each
 * reading is put in the field's own terms by `reword`, which answers why not
 * (a Refusal), or null, for a reading the field cannot take (12.345 as money
 * with two decimals). Left with none, the value is refused without readings,
 * saying why. A decimal point refused only for its decimals leaves no reading
 * either: "1.234 BHD" offered 1234 BHD alone, a thousand times what was meant.
 */
export function narrowed<T>(parse: () => T, reword: (reading: NumberReading) => FieldReading | Refusal | null): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof AmbiguousNumber)) throw error;
    const reworded = error.numbers.map((reading) => ({ reading, answer: reword(reading) }));
    const readings = reworded.flatMap(({ answer }) => (isReading(answer) ? [answer] : []));
    // What to write is each reading as the field takes it: "write 1200 or 1.2" for "1,200 min" read 1.2 as hours.
    if (readings.length === error.numbers.length)
      throw new AmbiguousValue(
        `${error.question}; write ${readings.map((reading) => reading.value).join(' or ')}, or set the organization's number_locale`,
        readings,
      );
    const refused = reworded.flatMap(({ reading, answer }) => (isReading(answer) ? [] : [{ reading, refusal: answer }]));
    const why = refused.flatMap(({ reading, refusal }) => (refusal ? [`${reading.number} ${refusal.why}`] : []));
    // The message offers what the readings offer: "could be 12345 or 12.345; write 12345 or 12.345" would invite a
    // value the field then refuses.
    if (readings.length === 0)
      throw new ParseError(`${error.question}; neither can be taken here${why.length > 0 ? `: ${why.join(', and ')}` : ''}`, {
        cause: error,
      });
    const precise = refused.find(({ reading, refusal }) => reading.point && refusal?.decimals !== undefined);
    if (precise) {
      const places = new Decimal(precise.reading.number).decimalPlaces();
      const kept = precise.refusal!.decimals!;
      const mark = `"${precise.reading.mark}"`;
      throw new ParseError(
        `"${error.raw}" cannot be taken here: at most ${kept} decimal places are kept, and with ${mark} as the decimal point it has ${places}; ${mark} is not taken as grouping thousands unasked either. Write it with at most ${kept} decimal places, or without the ${mark} if it groups thousands`,
        { cause: error },
      );
    }
    const cannot = refused.map(({ reading, refusal }) =>
      refusal ? `${reading.number} ${refusal.why}` : `${reading.number} cannot be taken here`,
    );
    throw new AmbiguousValue(
      `${error.question}; ${cannot.join(' and ')}, so write ${readings.map((reading) => reading.value).join(' or ')}, or set the organization's number_locale`,
      readings,
    );
  }
}

/**
 * A currency word or code stands on its own or is typed onto its digits in any case ("1500eur", "15EURO", "64kEUR"):
 * no letter before it except the "k" of thousands after a digit, and none after it ("Europe", "neuro" are no euros).
 */
const ALONE = String.raw`(?<=^|[^\p{L}]|\d[kK])`;
const joinable = (words: string) => `${ALONE}(?:${words})(?!\\p{L})`;

const CURRENCY_SIGNS: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`€|${joinable('eur(?:os?|ech|ách|ach)?')}`, 'iu'), 'EUR'],
  [new RegExp(joinable('kč|kc|czk|korun(?:[ay]|ách|ach)?|crowns?'), 'iu'), 'CZK'],
  // Polish counts złoty "złoty, złote, złotych".
  [new RegExp(joinable('zł|zl|pln|zloty|złoty|złote|zlote|złotych|zlotych'), 'iu'), 'PLN'],
  // "£GB", "US$" and "$US" are how some locales write the pound and the dollar (Intl: fr-FR, cs-CZ).
  [new RegExp(`£(?:GB\\b)?|${joinable('gbp|pounds?')}|\\bquid\\b`, 'iu'), 'GBP'],
  // "bucks": dollars as speech says them.
  [new RegExp(`(?:\\bUS)?\\$(?:US\\b)?|${joinable('usd|dollars?')}|\\bbucks?\\b`, 'iu'), 'USD'],
  // "Fr. 99.-" and "SFr.": Swiss francs as the Swiss write them, the dot required ("fr" alone is no currency);
  // "Schweizer Franken" as said in full;
  // "CHF1500" as typed without a space.
  [new RegExp(`${joinable('chf')}|\\b(?:schweizer\\s+)?franken\\b|\\bs?fr\\.(?=\\s|\\d|$)`, 'iu'), 'CHF'],
  // Forints: "Ft" as Hungarians write it (capital F: "ft" is feet), "forint", Czech "forintů", Polish "forintów".
  [/(?<!\p{L})Ft(?!\p{L})/u, 'HUF'],
  [/(?<!\p{L})(?:huf|forint(?:[ůuy]|ov|ów|ow)?)(?!\p{L})/iu, 'HUF'],
];

export interface ParsedAmount {
  value: string;
  currency: string | null;
  /** How the separators or words were read, when that needed saying. */
  how: string | null;
}

/** What a text that is no number is said not to be, and how to write one: an amount unless said otherwise. */
const AN_AMOUNT = 'an amount; write it like "1500", "1 500,50" or "€1,500.50"';

/** A non-negative amount with up to `scale` decimals; throws ParseError saying why. */
export function parseAmount(
  input: unknown,
  options: { scale?: number; separators?: NumberSeparators | null; notA?: string; max?: AmountMax } = {},
): ParsedAmount {
  const read = readAmount(input, options);
  // Slang for a currency ("bucks", "quid") is said back; see slangNote.
  const slang = typeof input === 'string' ? slangNote(input, read.currency) : null;
  if (slang) return { ...read, how: [read.how, slang].filter(Boolean).join('; ') };
  return read;
}

function readAmount(
  input: unknown,
  options: { scale?: number; separators?: NumberSeparators | null; notA?: string; max?: AmountMax },
): ParsedAmount {
  const scale = options.scale ?? 2;
  const max = options.max ?? null;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ParseError('is not a number');
    return checked(String(input), null, scale, null, max);
  }
  if (typeof input !== 'string' || input.trim() === '') throw new ParseError('is empty; give an amount such as "1500" or "€1,500.50"');
  withinLength(input);
  // A typographic minus is a minus ("−3" is refused as negative, not as "not an amount").
  let text = input.trim().replace(/^\u2212/, '-');
  // A "+" before digits is no part of an amount: a telephone number ("+420 603 123 456", whose groups of three read as
  // one number) or something to add to another. Refused, never read as the digits alone.
  if (/^\+\s*\d/.test(text))
    throw new ParseError(`"${input.trim()}" starts with "+": a telephone number or an addition, not an amount; write it like "1500"`);
  const small = centsAlone(text);
  if (small) return checked(small.value, small.currency, scale, small.how, max);
  let currency: string | null = null;
  /** "15 euros 50": the cents said after the currency. */
  let cents: { value: string; how: string } | null = null;
  for (const [pattern, code] of CURRENCY_SIGNS) {
    const found = pattern.exec(text);
    if (found) {
      currency = code;
      const apart = currencyApart(text.slice(0, found.index), text.slice(found.index + found[0].length));
      if (apart) {
        text = `${apart.before} ${apart.after}`;
        break;
      }
      cents = withCents(text.slice(0, found.index), text.slice(found.index + found[0].length), code, found[0]);
      if (!cents) between(input, text.slice(0, found.index), text.slice(found.index + found[0].length), found[0]);
      text = text.replace(pattern, ' ');
      break;
    }
  }
  // A code typed onto its digits ("51713CHF", "USD46851") is one only when ISO 4217 knows it ("2TSD" is no code).
  const bounded = /\b([A-Z]{3})\b/.exec(text);
  const joined = bounded ? null : /(?<=\d[kK]?)([A-Z]{3})(?![A-Za-z])|(?<![A-Za-z])([A-Z]{3})(?=\d)/.exec(text);
  const code = bounded ?? (joined && isCurrencyCode(joined[1] ?? joined[2]!) ? joined : null);
  if (!currency && code) {
    const name = code[1] ?? code[2]!;
    // Refused, not taken: "1500 VAT" made an invoice in the currency "VAT".
    if (!isCurrencyCode(name))
      throw new ParseError(`"${input}": ${name} is not a currency code (ISO 4217); write the amount with one, such as "1500 EUR"`);
    currency = name;
    const apart = currencyApart(text.slice(0, code.index), text.slice(code.index + code[0].length));
    if (apart) text = `${apart.before} ${apart.after}`;
    else cents = withCents(text.slice(0, code.index), text.slice(code.index + code[0].length), currency, name);
    if (!apart && !cents) between(input, text.slice(0, code.index), text.slice(code.index + code[0].length), code[0]);
    if (!apart) text = text.replace(code[0], ' ');
  }
  if (cents) return checked(cents.value, currency, scale, cents.how, max);
  text = text.trim();
  const ending = wholeEnding(text);
  if (ending) return checked(ending.digits, currency, scale, ending.how, max);
  const around = digitsAroundThousand(text);
  if (around) return checked(around.digits, currency, scale, around.how, max);
  const named = currency ? ` ${currency}` : '';
  const short = shorthand(text);
  const base = short?.digits ?? text;
  const times = short?.scale ?? 1;
  const digits = narrowed(
    () => parseDecimalText(base, options.separators ?? null),
    ({ number, separator }) => {
      const value = scaled(number, times);
      return refusalOf(value, scale, max) ?? { value: `${explicitNumber(value)}${named}`, how: `${value}${named} (${separator})` };
    },
  );
  if (digits !== null && short)
    return checked(
      scaled(digits.value, times),
      currency,
      scale,
      [`${digits.value} ${short.word}`, digits.how].filter(Boolean).join('; '),
      max,
    );
  if (digits !== null) return checked(digits.value, currency, scale, digits.how, max);
  const notes = banknotes(text);
  if (notes) return checked(notes.value, currency, scale, notes.how, max);
  const words = wordsOf(text, (number) => refusalOf(number, scale, max) === null, named);
  if (words !== null) return checked(String(words), currency, scale, 'number words', max);
  // "17p": pence to a Briton, pieces, pages or "per" to others; refused naming both, never read as either.
  const pence = currency === null ? /^(\d{1,6})\s?p$/i.exec(text) : null;
  if (pence)
    throw new AmbiguousValue(
      `"${input}" could be ${pence[1]} pence (GBP ${Number(pence[1]) / 100}) or ${pence[1]} pieces or pages; write the amount with its currency, such as "£${(Number(pence[1]) / 100).toFixed(2)}" or "${pence[1]} GBP"`,
      [
        { value: `${explicitNumber(String(Number(pence[1]) / 100))} GBP`, how: `${pence[1]} pence` },
        { value: pence[1]!, how: `${pence[1]}, "p" read as pieces or pages (no currency)` },
      ],
    );
  throw new ParseError(`"${input}" is not ${options.notA ?? AN_AMOUNT}`);
}

/**
 * A currency said between two numbers that are not units and cents ("dvacet eur pět", "1USD500") is refused: taking
 * the currency out joined the two into one number ("dvacet pět", 25), read without a word.
 */
function between(input: string, before: string, after: string, currency: string): void {
  const said = /[\p{L}\p{N}]/u;
  if (said.test(before) && said.test(after))
    throw new ParseError(
      `"${input.trim()}" is not an amount: "${currency}" stands between "${before.trim()}" and "${after.trim()}", which are not units and cents; write it in digits, such as "20.05 EUR"`,
    );
}

/** The most a field takes, and how its values are said ("100" and " %": "is 500 %, more than 100 %"). */
export interface AmountMax {
  value: string;
  unit: string;
}

/** Number words; those that make two numbers ("three thousand five") are asked about, each reading in digits. */
function wordsOf(text: string, takes: (number: string) => boolean, named: string): number | null {
  try {
    return parseNumberWords(text);
  } catch (error) {
    if (!(error instanceof AmbiguousWords)) throw error;
    const readings = error.numbers
      .filter(({ number }) => takes(String(number)))
      .map(({ number, how }) => ({ value: `${number}${named}`, how: `${number}${named} (${how})` }));
    throw readings.length > 0 ? new AmbiguousValue(error.message, readings) : error;
  }
}

/** Why a reading of a number cannot be taken by the field, or null when it can. */
function refusalOf(number: string, scale: number, max: AmountMax | null): Refusal | null {
  const decimal = new Decimal(number);
  if (decimal.decimalPlaces() > scale) return { why: `has more than ${scale} decimal places`, decimals: scale };
  if (max && decimal.greaterThan(max.value)) return { why: `is more than ${max.value}${max.unit}` };
  return null;
}

const MAX_INTEGER_DIGITS = 18;

/** A value the parser can answer; how large a field's value may be is the field's rule (see smart/invoice-lines.ts). */
function checked(value: string, currency: string | null, scale: number, how: string | null, max: AmountMax | null): ParsedAmount {
  // A run of digits longer than any amount (a paste, a fuzzer) is refused here, not only by the field's rule later.
  if (value.replace(/\..*$/, '').replace(/^[+-]?0*/, '').length > MAX_INTEGER_DIGITS)
    throw new ParseError(`has more than ${MAX_INTEGER_DIGITS} digits before the decimal point; no amount is that large`);
  const decimal = new Decimal(value);
  if (decimal.isNegative()) throw new ParseError('must not be negative');
  if (decimal.decimalPlaces() > scale) throw new ParseError(`has more than ${scale} decimal places (${decimal.toFixed()})`);
  if (max && decimal.greaterThan(max.value)) throw new ParseError(`is ${decimal.toFixed()}${max.unit}, more than ${max.value}${max.unit}`);
  return { value: decimal.toFixed(), currency, how };
}
