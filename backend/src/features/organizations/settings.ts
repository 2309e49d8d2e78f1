/**
 * What the organization's settings decide when loose text is read: the
 * separators of its number locale, its day/month order, the local "today".
 * Plain functions, no I/O.
 */
// The subpath, not the engine's root: a worker reads the organization's day at start, and the root loads ajv and Handlebars.
import { instantOfWallClock } from '@kontor/flow-engine/zone-time';

export interface Separators {
  decimal: string;
  group: string;
}

export interface ReadingSettings {
  /** Null when the organization has not said: ambiguous separators are then asked back. */
  numberLocale: string | null;
  separators: Separators | null;
  dateOrder: 'DMY' | 'MDY';
  defaultCurrency: string | null;
  timeZone: string;
  currencyMismatch: 'warn' | 'refuse';
}

/** The decimal and grouping separators of a locale, as Intl formats 12345.6 there; null for an unknown locale. */
export function separatorsOf(locale: string): Separators | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(locale);
    if (!canonical || Intl.NumberFormat.supportedLocalesOf([canonical]).length === 0) return null;
    const parts = new Intl.NumberFormat(canonical, { useGrouping: 'always' } as Intl.NumberFormatOptions).formatToParts(12345.6);
    const decimal = parts.find((part) => part.type === 'decimal')?.value;
    const group = parts.find((part) => part.type === 'group')?.value;
    return decimal && group ? { decimal, group } : null;
  } catch {
    // Intl throws RangeError for a malformed tag; the caller answers a 422 naming the field.
    return null;
  }
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a calendar day begins in a time zone: its local midnight (or the first moment after it, where a clock
 * change skips midnight). A hold until 30 November ends at midnight in Los Angeles, not at midnight UTC (16:00 the
 * day before there), when a run woken then found the hold still on and was woken again every minute.
 */
export function startOfDayIn(timeZone: string, day: string): Date {
  return new Date(instantOfWallClock(Date.parse(`${day}T00:00:00Z`), timeZone));
}

/** The calendar day it is in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
