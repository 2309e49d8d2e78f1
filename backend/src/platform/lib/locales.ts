/**
 * The locale settings other than the number locale (number-locales.ts), as the runtime's Intl knows them: a language
 * letters are written in, and an IANA time zone. The schemas check them (`x-language`, `x-time-zone`), and the code
 * that reads a saved value back uses the same functions.
 */

/** A language Intl writes dates and numbers in (`xx` would silently fall back to English). */
export function isLanguage(language: string): boolean {
  if (!/^[a-z]{2,3}$/.test(language)) return false;
  return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 && Intl.NumberFormat.supportedLocalesOf([language]).length > 0;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
