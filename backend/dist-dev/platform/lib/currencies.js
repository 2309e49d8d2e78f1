/**
 * Currency codes: ISO 4217 as the runtime knows it (`Intl`, the currencies in
 * use). The REST schemas check them (`x-currency`), and the smart endpoints
 * read three capital letters after an amount as a currency only when they are
 * one: "1500 VAT" had made an invoice in "VAT". Amounts are stored to cents, so
 * a currency with more minor units (BHD, KWD: 3) cannot be billed in; one with
 * none (JPY, KRW) rounds its amounts to whole units.
 */
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));
export const isCurrencyCode = (code) => ISO_4217.has(code);
/** The most decimal places amounts are stored with. */
export const MAX_MINOR_UNITS = 2;
/**
 * ISO 4217's minor units where they are not 2 (the standard's list). Not Intl's: its CLDR data gives the digits used
 * in cash, 0 for HUF, IDR, COP or PKR, whose invoices are written in hundredths, and 0 for IQD, which has 3.
 */
const ISO_MINOR_UNITS = {
    ...Object.fromEntries(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map((code) => [
        code,
        0,
    ])),
    ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
    CLF: 4,
    UYW: 4,
};
/** Digits after the decimal point of an amount in this currency, as ISO 4217 has them: EUR 2, JPY 0, BHD 3. */
export function minorUnits(code) {
    return ISO_MINOR_UNITS[code] ?? MAX_MINOR_UNITS;
}
/** Why a code cannot be an amount's currency here, or null: not ISO 4217, or of more decimal places than are kept. */
export function currencyProblem(code) {
    if (!isCurrencyCode(code))
        return 'is not the ISO 4217 code of a currency in use, such as "EUR", "CZK" or "USD"';
    const digits = minorUnits(code);
    if (digits > MAX_MINOR_UNITS)
        return `is a currency of ${digits} decimal places; amounts are kept to ${MAX_MINOR_UNITS}, so Kontor does not bill in ${code}`;
    return null;
}
//# sourceMappingURL=currencies.js.map