/**
 * How letters to customers are written: the language (the client's own, else the organization's), the locale
 * amounts and dates are formatted in, the currency `{{money}}` uses when a template names none, and the zone a
 * timestamp's day is read in. Plain functions, no I/O.
 */
import type { Context, LetterFormat } from '@kontor/flow-engine';
import { isLanguage } from '../../platform/lib/locales.js';

export interface LetterSettings {
  language: string;
  numberLocale: string | null;
  defaultCurrency: string | null;
  timeZone: string;
}

const stringOf = (record: unknown, key: string): string | undefined => {
  const value = record && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The language a letter about this context is written in. */
export function letterLanguage(settings: LetterSettings, context: Context): string {
  const own = stringOf(context.client, 'language');
  return own && isLanguage(own) ? own : settings.language;
}

export function letterFormat(settings: LetterSettings, context: Context): LetterFormat {
  const language = letterLanguage(settings, context);
  // cs-CZ when the organization writes cs-CZ numbers and the letter is Czech; a German client's letter is plain `de`.
  const locale = settings.numberLocale?.toLowerCase().startsWith(`${language}-`) ? settings.numberLocale : language;
  const currency = stringOf(context.invoice, 'currency') ?? stringOf(context.client, 'currency') ?? settings.defaultCurrency ?? undefined;
  return { locale, timeZone: settings.timeZone, ...(currency ? { currency } : {}) };
}
