/**
 * Exact money arithmetic on decimal strings. Amounts never pass through a JS
 * float; rounding is half up to cents (whole units in a currency without
 * minor units), per line, as invoices are printed.
 */
import { Decimal } from 'decimal.js';
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
/** The largest amount a numeric(16, 2) column holds. */
export const MAX_AMOUNT = new Money('99999999999999.99');
/** A line's amounts, each rounded to the currency's `decimals` (2, or 0 for JPY) and written to cents. */
export function lineAmounts(quantity, unitPrice, taxRate, decimals = 2) {
    const subtotal = new Money(quantity).times(unitPrice).toDecimalPlaces(decimals);
    const tax = subtotal.times(taxRate).dividedBy(100).toDecimalPlaces(decimals);
    return { subtotal: subtotal.toFixed(2), tax: tax.toFixed(2), total: subtotal.plus(tax).toFixed(2) };
}
export function sum(amounts) {
    return amounts.reduce((total, amount) => total.plus(amount), new Money(0)).toFixed(2);
}
export function subtract(a, b) {
    return new Money(a).minus(b).toFixed(2);
}
/** Decimal places that are not trailing zeros: "99.99" 2, "100.00" 0. */
export function decimalPlaces(amount) {
    return new Money(amount).decimalPlaces();
}
/** Whether the amount has more decimal places than `decimals` that are not zero ("100.50" has 1 for JPY's 0). */
export function hasFinerThan(amount, decimals) {
    return new Money(amount).decimalPlaces() > decimals;
}
export function compare(a, b) {
    return new Money(a).comparedTo(b);
}
export function exceedsMaxAmount(amount) {
    return new Money(amount).abs().greaterThan(MAX_AMOUNT);
}
/** `1500.0000` → `1500.00`, `0.0125` stays: at least cents, never trailing zeros beyond them. */
export function formatDecimal(value, minScale = 2) {
    const decimal = new Money(value);
    return decimal.toFixed(Math.max(minScale, decimal.decimalPlaces()));
}
//# sourceMappingURL=money.js.map