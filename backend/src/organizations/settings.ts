/**
 * What the organization's settings decide when loose text is read: the
 * separators of its number locale, its day/month order, the local "today".
 * Plain functions, no I/O.
 */

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

/** The calendar day it is in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const DEFAULT_READING: ReadingSettings = {
  numberLocale: null,
  separators: null,
  dateOrder: 'DMY',
  defaultCurrency: null,
  timeZone: 'UTC',
  currencyMismatch: 'warn',
};
