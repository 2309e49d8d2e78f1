/**
 * What the organization's settings decide when loose text is read: the
 * separators of its number locale, its day/month order, the local "today".
 * Plain functions, no I/O.
 */
// The subpath, not the engine's root: a worker reads the organization's day at start, and the root loads ajv and Handlebars.
import { instantOfWallClock } from '@kontor/flow-engine/zone-time';
import { checkNumberLocale } from '../../platform/lib/number-locales.js';

export interface Separators {
  decimal: string;
  group: string;
}

export interface ReadingSettings {
  /** Null when the organization has not said: ambiguous separators are then asked back. */
  numberLocale: string | null;
  separators: Separators | null;
  /** Said in the warnings of a smart answer when the saved number locale is one Kontor does not read. */
  numberLocaleNote: string | null;
  dateOrder: 'DMY' | 'MDY';
  defaultCurrency: string | null;
  timeZone: string;
  currencyMismatch: 'warn' | 'refuse';
}

/**
 * The decimal and grouping separators of a locale Kontor reads (platform/lib/number-locales.ts); null for one it does not. An
 * organization that saved a locale before such locales were refused (ar-EG) is read as having none: ambiguous
 * separators are asked back, and its smart answers say so (see numberLocaleNote), rather than read by separators
 * its numbers never use ("1.500" and "1,500" were both 1500 under ar-EG, without a word).
 */
export function separatorsOf(locale: string): Separators | null {
  const check = checkNumberLocale(locale);
  return check.ok ? check.separators : null;
}

/** Why a saved number locale is not read, or null when it is (or none is set). */
export function numberLocaleNote(locale: string | null): string | null {
  if (!locale) return null;
  const check = checkNumberLocale(locale);
  return check.ok
    ? null
    : `the organization's number_locale is not read (${check.why}); numbers are read without it, and a separator before three digits is asked back`;
}

/**
 * The instant a calendar day begins in a time zone: its local midnight (or the first moment after it, where a clock
 * change skips midnight). A hold until 30 November ends at midnight in Los Angeles, not at midnight UTC (16:00 the
 * day before there), when a run woken then found the hold still on and was woken again every minute.
 */
export function startOfDayIn(timeZone: string, day: string): Date {
  return new Date(instantOfWallClock(Date.parse(`${day}T00:00:00Z`), timeZone));
}

/**
 * A formatter per time zone, kept by the process: building one costs far more than formatting with it, and every
 * invoice created without an issue date asks for one. Zones are saved as written ("europe/prague" is one too), so the
 * map is emptied at a bound rather than grow with spellings. A zone the runtime refuses throws and is not kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_KEPT = 1000;

/** The calendar day it is in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= DAY_FORMATS_KEPT) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
