/**
 * Money and quantities as people write and say them: 1500, "1 500,50",
 * "€1,500.50", "1.500,50 €", "1500 CZK", "1500 Kč", "fifteen hundred".
 * Answers an exact decimal string (never a float) and the currency the text
 * named, if any.
 */
import { Decimal } from 'decimal.js';
import { parseNumberWords } from './numbers.js';

export class ParseError extends Error {}

const CURRENCY_SIGNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/€|\beur(os?)?\b/i, 'EUR'],
  [/(?<!\p{L})(kč|kc|czk|korun[ay]?|crowns?)(?!\p{L})/iu, 'CZK'],
  [/(?<!\p{L})(zł|zl|pln|zloty|złotych|zlotych)(?!\p{L})/iu, 'PLN'],
  [/£|\bgbp\b|\bpounds?\b/i, 'GBP'],
  [/\$|\busd\b|\bdollars?\b/i, 'USD'],
  [/\bchf\b|\bfranken\b/i, 'CHF'],
];

export interface ParsedAmount {
  value: string;
  currency: string | null;
}

/**
 * Digits with separators → a plain decimal. A single separator followed by
 * exactly three digits is a thousands separator ("1,500", "1.500"); otherwise
 * the last separator is the decimal point ("1 500,50", "1,500.50").
 */
export function parseDecimalText(raw: string): string | null {
  const text = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[+-]?(\d+[.,]?)+\d*$/.test(text) && !/^[+-]?[.,]\d+$/.test(text)) return null;
  const separators = [...text.matchAll(/[.,]/g)].map((match) => match.index!);
  if (separators.length === 0) return text;
  const last = separators[separators.length - 1]!;
  const decimals = text.length - last - 1;
  const kinds = new Set([...text].filter((char) => char === '.' || char === ','));
  let integer: string;
  let fraction = '';
  if (separators.length === 1 && decimals === 3 && kinds.size === 1 && !text.startsWith('0') && text[0] !== '.' && text[0] !== ',') {
    integer = text.replace(/[.,]/g, '');
  } else if (kinds.size === 2 || separators.length === 1) {
    integer = text.slice(0, last).replace(/[.,]/g, '');
    fraction = text.slice(last + 1);
  } else {
    // "1.500.000": only thousands separators.
    if (!text.split(/[.,]/).slice(1).every((group) => group.length === 3)) return null;
    integer = text.replace(/[.,]/g, '');
  }
  const value = fraction ? `${integer || '0'}.${fraction}` : integer;
  return /^[+-]?\d+(\.\d+)?$/.test(value) ? value : null;
}

/** A non-negative amount with up to `scale` decimals; throws ParseError saying why. */
export function parseAmount(input: unknown, options: { scale?: number } = {}): ParsedAmount {
  const scale = options.scale ?? 2;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new ParseError('is not a number');
    return checked(String(input), null, scale);
  }
  if (typeof input !== 'string' || input.trim() === '') throw new ParseError('is empty; give an amount such as "1500" or "€1,500.50"');
  let text = input.trim();
  let currency: string | null = null;
  for (const [pattern, code] of CURRENCY_SIGNS) {
    if (pattern.test(text)) {
      currency = code;
      text = text.replace(pattern, ' ');
      break;
    }
  }
  const iso = /\b([A-Z]{3})\b/.exec(text);
  if (!currency && iso) {
    currency = iso[1]!;
    text = text.replace(iso[0], ' ');
  }
  text = text.replace(/,-$|\.-$/, '').trim();
  const digits = parseDecimalText(text);
  if (digits !== null) return checked(digits, currency, scale);
  const words = parseNumberWords(text);
  if (words !== null) return checked(String(words), currency, scale);
  throw new ParseError(`"${input}" is not an amount; write it like "1500", "1 500,50" or "€1,500.50"`);
}

function checked(value: string, currency: string | null, scale: number): ParsedAmount {
  const decimal = new Decimal(value);
  if (decimal.isNegative()) throw new ParseError('must not be negative');
  if (decimal.decimalPlaces() > scale) throw new ParseError(`has more than ${scale} decimal places`);
  if (decimal.greaterThan('99999999999')) throw new ParseError('is too large');
  return { value: decimal.toFixed(), currency };
}

/** A quantity: "3", "2,5", "three", "1.5 hours" (the unit is answered apart). */
export function parseQuantity(input: unknown): { value: string; unit: string | null } {
  if (typeof input === 'string') {
    const match = /^(.*?)\s*(hours?|hrs?|h|pcs|pieces?|ks|kusu?|days?|stunden?|std|hodin[ya]?)\.?$/i.exec(input.trim());
    if (match && match[1]) {
      const unit = /^(h|hours?|hrs?|stunden?|std|hodin[ya]?)$/i.test(match[2]!) ? 'h' : /^(days?)$/i.test(match[2]!) ? 'day' : 'pcs';
      return { value: parseAmount(match[1], { scale: 3 }).value, unit };
    }
  }
  const { value } = parseAmount(input, { scale: 3 });
  if (new Decimal(value).isZero()) throw new ParseError('must be more than zero');
  return { value, unit: null };
}
