/**
 * Currency codes: ISO 4217 as the runtime knows it (`Intl`, the currencies in
 * use). The REST schemas check them (`x-currency`), and the smart endpoints
 * read three capital letters after an amount as a currency only when they are
 * one: "1500 VAT" had made an invoice in "VAT".
 */
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));

export const isCurrencyCode = (code: string): boolean => ISO_4217.has(code);
