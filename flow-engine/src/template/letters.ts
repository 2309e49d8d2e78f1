/**
 * Helpers that write values as a customer reads them: `{{money invoice.balance}}` ("3 000,00 Kč"),
 * `{{date invoice.due_date}}` ("6. prosince 2026"), `{{number x 1}}`, `{{items invoice.items}}` (a table of
 * the invoice's lines). They format with Intl in the letter's locale; the host says which (LetterFormat),
 * from the organization's and the client's language.
 *
 * A helper given what it cannot format (text where it needs a number, a date that is no date, a currency
 * that is no ISO code) writes a marker in the letter, `[[money: "Acme" is not an amount]]`, and reports
 * the failure: the run stops the step before its action, so such a letter is never sent.
 */

export interface LetterFormat {
  /** A BCP 47 tag: `cs-CZ`, `de`, `en-GB`. */
  locale: string;
  /** The ISO 4217 code `money` and `items` use when the template names none (the invoice's, else the organization's). */
  currency?: string;
  /** The IANA zone a timestamp's date is read in (a plain `YYYY-MM-DD` is that day everywhere). */
  timeZone?: string;
}

export const DEFAULT_LETTER_FORMAT: LetterFormat = Object.freeze({ locale: 'en-GB', timeZone: 'UTC' });

export const LETTER_HELPERS = ['money', 'date', 'number', 'items'] as const;

/** What a helper could not format; its message names the helper. */
export class HelperFailure extends Error {
  constructor(
    readonly helper: string,
    reason: string,
  ) {
    super(`${helper}: ${reason}`);
    this.name = 'HelperFailure';
  }
}

/**
 * Intl's formatters, made once per locale and options: making one loads the locale's data, which took longer than a
 * whole render's 50 ms budget the first time on a busy machine. The time spent making them is counted apart
 * (`setupMs`) and not charged to the render: it is paid once per locale, not per template.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const MAX_FORMATTERS = 500;
export const formatterSetup = { ms: 0 };

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    const started = performance.now();
    formatter = make();
    formatterSetup.ms += performance.now() - started;
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

// Each formats once when made: ICU loads part of a locale's data only on the first format.
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => {
    const formatter = new Intl.NumberFormat(locale, options);
    formatter.format(1234.5);
    return formatter;
  });
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => {
    const formatter = new Intl.DateTimeFormat(locale, options);
    formatter.format(0);
    return formatter;
  });

const DECIMAL = /^-?\d+(\.\d+)?$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_STYLES = ['short', 'medium', 'long', 'full'] as const;

const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** A number as Intl takes it: a decimal string stays a string, so that "1234567890.12" is formatted exactly. */
function amountOf(helper: string, value: unknown): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  throw new HelperFailure(helper, `${shown(value)} is not a number`);
}

function currencyOf(helper: string, given: unknown, format: LetterFormat): string {
  const code = given ?? format.currency;
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code))
    throw new HelperFailure(
      helper,
      code === undefined ? 'no currency is known; write {{money value "EUR"}}' : `${shown(code)} is not a currency code`,
    );
  return code;
}

const empty = (value: unknown) => value === undefined || value === null || value === '';

export function money(value: unknown, currency: unknown, format: LetterFormat): string {
  if (empty(value)) return '';
  const amount = amountOf('money', value);
  const code = currencyOf('money', currency, format);
  return numberFormat(format.locale, { style: 'currency', currency: code }).format(amount as number);
}

export function number(value: unknown, decimals: unknown, format: LetterFormat): string {
  if (empty(value)) return '';
  const amount = amountOf('number', value);
  if (decimals !== undefined && (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 10))
    throw new HelperFailure('number', `${shown(decimals)} is not a count of decimals (0 to 10)`);
  const options: Intl.NumberFormatOptions =
    decimals === undefined ? { maximumFractionDigits: 10 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return numberFormat(format.locale, options).format(amount as number);
}

export function date(value: unknown, style: unknown, format: LetterFormat): string {
  if (empty(value)) return '';
  const dateStyle = style ?? 'long';
  if (!DATE_STYLES.includes(dateStyle as (typeof DATE_STYLES)[number]))
    throw new HelperFailure('date', `${shown(style)} is not a style; write short, medium, long or full`);
  const text = typeof value === 'string' ? value.trim() : value;
  let instant: Date;
  let timeZone = format.timeZone ?? 'UTC';
  const plain = typeof text === 'string' ? PLAIN_DATE.exec(text) : null;
  if (plain) {
    // A calendar day is the same day in every zone: read at UTC noon and written at UTC.
    instant = new Date(Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]), 12));
    timeZone = 'UTC';
    if (instant.toISOString().slice(0, 10) !== text) throw new HelperFailure('date', `${shown(value)} is not a date`);
  } else if (typeof text === 'string' && TIMESTAMP.test(text)) {
    instant = new Date(text);
  } else throw new HelperFailure('date', `${shown(value)} is not a date (write it as 2026-12-06)`);
  if (Number.isNaN(instant.getTime())) throw new HelperFailure('date', `${shown(value)} is not a date`);
  return dateFormat(format.locale, { dateStyle: dateStyle as (typeof DATE_STYLES)[number], timeZone }).format(instant);
}

const ITEM_HEADINGS: Record<string, [string, string, string, string]> = {
  en: ['Item', 'Quantity', 'Unit price', 'Total'],
  cs: ['Položka', 'Množství', 'Cena za jednotku', 'Celkem'],
  de: ['Position', 'Menge', 'Einzelpreis', 'Gesamt'],
};

/** The headings of the items table in the letter's language (English for a language without its own). */
export function itemHeadings(locale: string): [string, string, string, string] {
  return ITEM_HEADINGS[locale.split('-')[0]!.toLowerCase()] ?? ITEM_HEADINGS.en!;
}

interface ItemRow {
  cells: [string, string, string, string];
}

function itemRows(items: unknown, currency: unknown, format: LetterFormat): ItemRow[] {
  if (!Array.isArray(items)) throw new HelperFailure('items', `${shown(items)} is not a list of invoice items`);
  return items.map((item: unknown, index) => {
    if (item === null || typeof item !== 'object') throw new HelperFailure('items', `item ${index + 1} is not an invoice item`);
    const { description, quantity, unit, unit_price: unitPrice, total } = item as Record<string, unknown>;
    try {
      const amount = `${number(quantity, undefined, format)}${typeof unit === 'string' && unit ? ` ${unit}` : ''}`;
      return {
        cells: [String(description ?? ''), amount, money(unitPrice, currency, format), money(total, currency, format)],
      };
    } catch (error) {
      if (error instanceof HelperFailure) throw new HelperFailure('items', `item ${index + 1}: ${error.message}`);
      throw error;
    }
  });
}

/** The items as a plain-text table: columns padded, amounts aligned right. */
export function itemsText(items: unknown, currency: unknown, format: LetterFormat): string {
  if (empty(items)) return '';
  const rows = [itemHeadings(format.locale), ...itemRows(items, currency, format).map((row) => row.cells)];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => [...row[column]!].length)));
  const pad = (text: string, width: number, right: boolean) => {
    const fill = ' '.repeat(width - [...text].length);
    return right ? fill + text : text + fill;
  };
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => pad(cell, widths[column]!, column > 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The items as an HTML table, for the e-mail's HTML part. */
export function itemsHtml(items: unknown, currency: unknown, format: LetterFormat): string {
  if (empty(items)) return '';
  const cell = (tag: string, text: string, column: number) =>
    `<${tag} style="padding:4px 8px;text-align:${column > 0 ? 'right' : 'left'};border-bottom:1px solid #ddd">${escapeHtml(text)}</${tag}>`;
  const head = itemHeadings(format.locale)
    .map((text, column) => cell('th', text, column))
    .join('');
  const body = itemRows(items, currency, format)
    .map((row) => `<tr>${row.cells.map((text, column) => cell('td', text, column)).join('')}</tr>`)
    .join('');
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
