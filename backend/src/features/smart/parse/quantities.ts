/**
 * Quantities: "3", "2,5", "three", "1.5 hours", "an hour and a half",
 * "anderthalb Stunden", "hodinu a půl" (the unit is answered apart). A
 * quantity of time is read by the duration parser and answered in hours, or
 * in minutes when the line's unit says so ("90 min" with unit "min"). Written
 * in minutes alone ("90 min") and answered in hours, it says so: the unit
 * price is then per hour, where 90 × the price was as likely meant (90 min at
 * 2 made 3.00, not 180, without a word).
 */
import { Decimal } from 'decimal.js';
import { AmbiguousValue, type NumberSeparators, ParseError, parseAmount } from './amounts.js';
import { withinLength } from './errors.js';
import { parseDuration } from './durations.js';
import { fold } from '../normalize.js';

export interface ParsedQuantity {
  value: string;
  unit: string | null;
  how: string | null;
  warning?: string;
}

/** Spellings of the units a quantity can carry, folded (lower case, no diacritics): English, German, Czech. */
const UNIT_SPELLINGS: Record<string, QuantityUnit> = Object.fromEntries(
  Object.entries({
    h: ['h', 'hr', 'hrs', 'hour', 'hours', 'std', 'stunde', 'stunden', 'hod', 'hodina', 'hodiny', 'hodin'],
    // Not "m", which is also metres.
    min: ['min', 'mins', 'minute', 'minutes', 'minuten', 'minuta', 'minuty', 'minut', 'minutu'],
    day: ['d', 'day', 'days', 'tag', 'tage', 'tagen', 'den', 'dny', 'dni', 'dnu', 'md'],
    pcs: ['pc', 'pcs', 'piece', 'pieces', 'ks', 'kus', 'kusy', 'kusu', 'stk', 'stuck'],
  }).flatMap(([unit, spellings]) => spellings.map((spelling) => [spelling, unit as QuantityUnit])),
);

type QuantityUnit = 'h' | 'min' | 'day' | 'pcs';

/** The unit a word names (`h`, `min`, `day` or `pcs`), however it is spelt; null for any other. */
export function unitNamed(word: string): QuantityUnit | null {
  return UNIT_SPELLINGS[fold(word)] ?? null;
}

const TIME_WORDS = /(hour|hrs?\b|\bh\b|\dh\b|stunde|\bstd\b|hodin|\bhod\b|minut|\bmin\b|viertel|halbe|anderthalb|\bpul\b|půl|čtvrt|ctvrt)/i;
/** A quantity of time that names hours ("1h 30m", "half an hour", "půl hodiny"): answered in hours as written. */
const HOUR_WORDS = /(hour|hrs?\b|\bh\b|\dh\b|stunde|\bstd\b|hodin|\bhod\b|anderthalb)/i;

/**
 * `unit`: the line's unit as given, if any; a quantity of time is answered in minutes when it names minutes, and in
 * hours otherwise (the caller refuses a unit that is neither).
 */
export function parseQuantity(
  input: unknown,
  options: { separators?: NumberSeparators | null; unit?: string | undefined } = {},
): ParsedQuantity {
  if (typeof input === 'string') {
    withinLength(input);
    const text = input.trim();
    const trailing = /^(.*?)\s*(\p{L}+)\.?$/u.exec(text);
    const unit = trailing && trailing[1] ? unitNamed(trailing[2]!) : null;
    if (unit === 'day' || unit === 'pcs') return positive({ ...withUnit(() => amountOf(trailing![1]!, options), trailing![2]!), unit });
    if (TIME_WORDS.test(text)) {
      const duration = parseDuration(text, options);
      const warned = (warning: string | undefined) => (warning ? { warning } : {});
      const given = options.unit === undefined ? null : unitNamed(options.unit.trim().replace(/\.$/, ''));
      if (given === 'min')
        return { value: String(duration.minutes), unit: 'min', how: `${duration.minutes} minutes`, ...warned(duration.warning) };
      const hours = new Decimal(duration.minutes).dividedBy(60);
      if (hours.decimalPlaces() > 3)
        throw new ParseError(
          `"${input}" is ${duration.minutes} minutes, which is not a whole number of thousandths of an hour; give the hours as a decimal, or send "unit": "min"`,
        );
      // Said only when no unit was given: a unit of hours says the price is per hour, another one is refused.
      const converted =
        options.unit === undefined && !HOUR_WORDS.test(text)
          ? `"${input}" was converted to ${hours.toFixed()} h (${duration.minutes} minutes), so the unit price is per hour; for a price per minute send "unit": "min"`
          : undefined;
      return {
        value: hours.toFixed(),
        unit: 'h',
        how: `${duration.minutes} minutes in hours`,
        ...warned([duration.warning, converted].filter(Boolean).join('; ') || undefined),
      };
    }
  }
  return positive({ ...amountOf(input, options), unit: null });
}

/** "1,500 pcs": the readings of the number keep the unit written after it. */
function withUnit<T>(read: () => T, unit: string): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof AmbiguousValue)) throw error;
    throw new AmbiguousValue(
      error.message,
      error.readings.map((reading) => ({ value: `${reading.value} ${unit}`, how: reading.how })),
    );
  }
}

function amountOf(input: unknown, options: { separators?: NumberSeparators | null }) {
  const { value, how } = parseAmount(input, {
    scale: 3,
    separators: options.separators ?? null,
    notA: 'a quantity; write it like "3", "1.5 hours", "2 days" or "5 pcs"',
  });
  return { value, how };
}

function positive(quantity: ParsedQuantity): ParsedQuantity {
  if (new Decimal(quantity.value).isZero()) throw new ParseError('must be more than zero');
  return quantity;
}
