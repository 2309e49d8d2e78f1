/**
 * Digits with their separators read as one plain decimal, or as the two
 * numbers they could be ("1,500"), which each field's parser words as its own
 * readings.
 */
import { Decimal } from 'decimal.js';
import { AmbiguousValue } from './errors.js';

/** One reading of an ambiguous number: its plain value ("12.345") and the separator's part in it. */
export interface NumberReading {
  number: string;
  /** Whether this reading takes the separator as the decimal point (1.000 is then 1, not 1000). */
  point: boolean;
  /** The separator as written ("." or ","). */
  mark: string;
  separator: string;
}

/**
 * Digits that read two ways ("1,500"). Each parser turns the numbers into
 * readings of its own field (an amount with its currency, a duration in
 * minutes or hours) by `narrowed`; as they stand they are plain numbers.
 */
export class AmbiguousNumber extends AmbiguousValue {
  /** The text and its readings, without what to write: `"1,500" could be 1500 (…) or 1.5 (…)`. */
  readonly question: string;

  constructor(
    readonly raw: string,
    readonly numbers: NumberReading[],
  ) {
    const question = `"${raw}" could be ${numbers.map((reading) => `${reading.number} (${reading.separator})`).join(' or ')}`;
    super(
      `${question}; write ${numbers.map((reading) => reading.number).join(' or ')}, or set the organization's number_locale`,
      numbers.map((reading) => ({ value: explicitNumber(reading.number), how: `${reading.number} (${reading.separator})` })),
    );
    this.question = question;
  }
}

/**
 * A plain number written so that it reads one way only: "12.345" (a point
 * before three digits) gets a trailing zero, "12.3450"; anything else is
 * already unambiguous ("1500", "1.5", "0.500").
 */
export function explicitNumber(number: string): string {
  return /^[+-]?[1-9]\d{0,2}\.\d{3}$/.test(number) ? `${number}0` : number;
}

/** The organization's separators (see organizations/settings.ts); null when it has not said. */
export interface NumberSeparators {
  decimal: string;
  group: string;
  locale: string;
}

/** A number read from digits: its plain decimal value, and how the separators were read when that needed saying. */
export interface DecimalReading {
  value: string;
  how: string | null;
}

const GROUPING_ONLY = /[\s\u00a0\u202f'’]/g;

/**
 * Digits with separators → a plain decimal. Spaces and apostrophes only ever
 * group thousands. A dot and a comma together: the last one is the decimal
 * point. One kind used several times ("1.500.000"): grouping. One separator
 * before anything but exactly three digits ("1,5", "1.50"): the decimal point.
 * One separator before exactly three digits ("1,500", "12.345") is a thousands
 * separator in some locales and a decimal point in others: the organization's
 * number locale decides, and without one the reading is refused naming both
 * (unless only one reading is possible: "0.500", "1500.505", "1 500,505").
 */
export function parseDecimalText(raw: string, separators: NumberSeparators | null = null): DecimalReading | null {
  const trimmed = raw.trim();
  if (!/^[+-]?[\d.,\s\u00a0\u202f'’]*\d[\d.,\s\u00a0\u202f'’]*$/.test(trimmed) || /^[+-]?[\s'’]/.test(trimmed)) return null;
  const spaced = GROUPING_ONLY.test(trimmed);
  GROUPING_ONLY.lastIndex = 0;
  // Spaces and apostrophes group thousands only as thousands are grouped: one between groups of three digits, none
  // after the decimal mark ("12 34" and "1500 200" are two numbers, not 1234 and 1500200).
  if (spaced && !/^[+-]?\d{1,3}([\s\u00a0\u202f'’]\d{3})+([.,]\d+)?$/.test(trimmed)) return null;
  const text = trimmed.replace(GROUPING_ONLY, '');
  // Digit runs, each after one separator (no two in a row), perhaps one at the end. Written so that no text can be
  // split into runs in more than one way: `(\d+[.,]?)*\d*` tried every split, doubling with each digit before "..".
  if (!/^[+-]?(?:\d+(?:[.,]\d+)*[.,]?)?$/.test(text) && !/^[+-]?[.,]\d+$/.test(text)) return null;
  const sign = /^[+-]/.test(text) ? text[0]! : '';
  const body = sign ? text.slice(1) : text;
  const marks = [...body].filter((char) => char === '.' || char === ',');
  const plain = (integer: string, fraction: string) => (fraction ? `${sign}${integer || '0'}.${fraction}` : `${sign}${integer}`);
  const grouped = (parts: string[]) =>
    parts[0]!.length >= 1 && parts[0]!.length <= 3 && parts.slice(1).every((group) => group.length === 3);
  if (marks.length === 0) return { value: plain(body, ''), how: null };
  const kinds = new Set(marks);
  if (kinds.size === 2) {
    const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
    const integerPart = body.slice(0, last);
    const groupMark = body[last] === '.' ? ',' : '.';
    if (integerPart.includes(body[last]!) || !grouped(integerPart.split(groupMark))) return null;
    return { value: plain(integerPart.replaceAll(groupMark, ''), body.slice(last + 1)), how: null };
  }
  const mark = marks[0]!;
  const parts = body.split(mark);
  if (parts.length > 2) return grouped(parts) ? { value: plain(parts.join(''), ''), how: null } : null;
  const [integer, fraction] = parts as [string, string];
  if (fraction === '') return integer ? { value: plain(integer, ''), how: null } : null;
  // Only a decimal point can stand before other than three digits, after a leading zero or four and more
  // digits, or where spaces already group the thousands.
  if (fraction.length !== 3 || integer === '' || integer.startsWith('0') || integer.length > 3 || spaced)
    return { value: plain(integer, fraction), how: null };
  // The locale decides only for a mark it writes: under ar-EG (٫ and ٬), fr-FR ("," and a narrow space) or de-CH
  // ("." and ’) a mark it never writes is asked about, as without a locale; it was taken as grouping, without a word.
  if (separators && (mark === separators.decimal || mark === separators.group)) {
    const asDecimal = mark === separators.decimal;
    return asDecimal
      ? { value: plain(integer, fraction), how: `"${mark}" as the decimal point (the organization's number locale ${separators.locale})` }
      : {
          value: plain(`${integer}${fraction}`, ''),
          how: `"${mark}" grouping thousands (the organization's number locale ${separators.locale})`,
        };
  }
  const asGroup = new Decimal(`${integer}${fraction}`).toFixed();
  const asPoint = new Decimal(`${integer}.${fraction}`).toFixed();
  throw new AmbiguousNumber(raw.trim(), [
    { number: asGroup, point: false, mark, separator: `"${mark}" grouping thousands` },
    { number: asPoint, point: true, mark, separator: `"${mark}" as the decimal point` },
  ]);
}
