/**
 * Currency codes: ISO 4217 as the runtime knows it (`Intl`, the currencies in
 * use). The REST schemas check them (`x-currency`), and the smart endpoints
 * read three capital letters after an amount as a currency only when they are
 * one: "1500 VAT" had made an invoice in "VAT". Amounts are stored to cents, so
 * a currency with more minor units (BHD, KWD: 3) cannot be billed in; one with
 * none (JPY, KRW, HUF as CLDR has it) rounds its amounts to whole units.
 */
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));

export const isCurrencyCode = (code: string): boolean => ISO_4217.has(code);

/** The most decimal places amounts are stored with. */
export const MAX_MINOR_UNITS = 2;

const minorUnitsByCode = new Map<string, number>();

/**
 * Digits after the decimal point of an amount in this currency, as the runtime's CLDR data has them: EUR 2, JPY 0,
 * BHD 3. A code that is none (stored before codes were checked: "VAT") has cents, as every amount had then.
 */
export function minorUnits(code: string): number {
  if (!isCurrencyCode(code)) return MAX_MINOR_UNITS;
  let digits = minorUnitsByCode.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? MAX_MINOR_UNITS;
    minorUnitsByCode.set(code, digits);
  }
  return digits;
}

/** Why a code cannot be an amount's currency here, or null: not ISO 4217, or of more decimal places than are kept. */
export function currencyProblem(code: string): string | null {
  if (!isCurrencyCode(code)) return 'is not the ISO 4217 code of a currency in use, such as "EUR", "CZK" or "USD"';
  const digits = minorUnits(code);
  if (digits > MAX_MINOR_UNITS)
    return `is a currency of ${digits} decimal places; amounts are kept to ${MAX_MINOR_UNITS}, so Kontor does not bill in ${code}`;
  return null;
}
