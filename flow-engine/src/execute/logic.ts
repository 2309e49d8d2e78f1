/** What the logic blocks do: pure functions of their rendered params. */
import { instantOfWallClock, wallClockOf } from './zone-time.js';

/** A number as data carries it: digits, a dot before decimals, an exponent; no separators, no hexadecimal. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const numeric = (value: string) => PLAIN_NUMBER.test(value.trim());
/** Digits grouped by commas, spaces or apostrophes, or with a decimal comma: "1,000", "1 000", "1.000,50", "12,5". */
const FORMATTED_NUMBER = /^[+-]?\d{1,3}(?:[,'\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?$|^[+-]?\d{1,3}(?:\.\d{3})+,\d+$|^[+-]?\d+,\d+$/;
/** Dots every three digits and nothing else: "1.000" is one in English and a thousand in Czech or German. */
const DOTTED_THOUSANDS = /^[+-]?\d{1,3}(?:\.\d{3})+$/;

/**
 * What is wrong with a number written in a flow (a condition's literal operand), or null: one written with thousands
 * separators or a decimal comma compared as text, so "50.00" was greater than "1,000".
 */
export function writtenNumberProblem(text: string): string | null {
  const trimmed = text.trim();
  if (numeric(trimmed) && !Number.isFinite(Number(trimmed)))
    return `"${text}" is past the largest number a condition compares (it would read as infinity); write the number you mean`;
  if (FORMATTED_NUMBER.test(trimmed))
    return `"${text}" is not written as a number is compared; write it without separators and with a dot before decimals (e.g. 1000 or 1000.50)`;
  if (DOTTED_THOUSANDS.test(trimmed)) {
    const [whole] = trimmed.split('.');
    return `"${text}" could be ${Number(trimmed)} or ${whole}${trimmed.slice(whole!.length).replaceAll('.', '')}; write the one you mean without a dot between thousands`;
  }
  return null;
}

/** A date as data carries it, and one written another way (2026-2-1, 1.12.2026, 12/1/2026). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OTHER_DATE = /^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$/;
/** A date and a time: data carries them as JavaScript's toISOString() writes them (UTC, milliseconds, Z). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * What is wrong with a date or a time written to be compared with data, or null: anything but YYYY-MM-DD, or a time in
 * UTC as data writes it, is compared as text, so "2026-11-23" came before "2026-2-1" and a time with an offset was read
 * as written, not as the instant it names.
 */
export function writtenDateProblem(text: string): string | null {
  const trimmed = text.trim();
  const date = ISO_DATE.exec(trimmed);
  if (date) {
    const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
    const calendar = new Date(Date.UTC(year, month - 1, day));
    const real = year > 0 && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
    return real ? null : `"${text}" is not a calendar date`;
  }
  if (OTHER_DATE.test(trimmed)) return `"${text}" would be compared as text, not as a date; write dates as YYYY-MM-DD (e.g. 2026-02-01)`;
  if (DATE_TIME.test(trimmed)) {
    const instant = new Date(trimmed);
    if (Number.isNaN(instant.getTime())) return `"${text}" is not a date and time`;
    const canonical = instant.toISOString();
    return canonical === text
      ? null
      : `"${text}" would be compared as text with times written in UTC; write it as "${canonical}", as data carries them`;
  }
  return null;
}

const ORDERING = new Set(['greater', 'less']);

/**
 * A condition's verdict. Numbers compare as numbers ("1500.00" > "999"), anything else as text (names, ISO dates).
 * Nothing is greater or less than an empty value. A number beside a text that is not one ("1,000", "n/a") is an
 * error, not a text comparison: "50.00" was greater than "1,000", and every total passed such a threshold.
 */
export function evaluateCondition(value: unknown, operator: string, compareTo: unknown): boolean {
  const left = value === undefined || value === null ? '' : String(value);
  const right = compareTo === undefined || compareTo === null ? '' : String(compareTo);
  const both = numeric(left) && numeric(right);
  if (!both && (ORDERING.has(operator) || operator === 'equals' || operator === 'not_equals')) {
    const sides = [left, right].filter((side) => side.trim() !== '');
    const number = sides.find(numeric);
    const written = sides.map(writtenNumberProblem).find((problem) => problem !== null);
    if (written && (number !== undefined || ORDERING.has(operator))) throw new Error(`"${operator}" compares numbers here, and ${written}`);
    if (ORDERING.has(operator) && sides.length === 2 && number !== undefined) {
      const other = sides.find((side) => !numeric(side))!;
      throw new Error(`"${operator}" compares ${number} with "${other}", which is not a number`);
    }
    if (ORDERING.has(operator) && sides.length < 2) return false;
  }
  switch (operator) {
    case 'equals':
      return both ? Number(left) === Number(right) : left === right;
    case 'not_equals':
      return both ? Number(left) !== Number(right) : left !== right;
    case 'greater':
      return both ? Number(left) > Number(right) : left.localeCompare(right) > 0;
    case 'less':
      return both ? Number(left) < Number(right) : left.localeCompare(right) < 0;
    case 'contains':
      return left.toLowerCase().includes(right.toLowerCase());
    case 'is_empty':
      return left.trim() === '';
    case 'is_not_empty':
      return left.trim() !== '';
    default:
      throw new Error(`unknown operator ${operator}`);
  }
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/**
 * When a wait ends. Minutes and hours are lengths of time; days are calendar days in `timeZone` (the host's
 * organization's), ending at the same time of day (or the first time after it, where clocks skip it): seven days of
 * 24 h from a midnight ended at 23:00 the day before across a change of clocks, and a reminder went out a day early.
 */
export function waitUntil(now: Date, amount: number, unit: keyof typeof UNIT_MS, timeZone = 'UTC'): Date {
  if (unit !== 'days') return new Date(now.getTime() + amount * UNIT_MS[unit]);
  return new Date(instantOfWallClock(wallClockOf(now.getTime(), timeZone) + amount * UNIT_MS.days, timeZone));
}
