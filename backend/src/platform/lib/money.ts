/**
 * Exact money arithmetic on decimal strings. Amounts never pass through a JS
 * float; rounding is half up to cents (whole units in a currency without
 * minor units), per line, as invoices are printed.
 */
import { Decimal } from 'decimal.js';

const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The largest amount a numeric(16, 2) column holds. */
export const MAX_AMOUNT = new Money('99999999999999.99');

export interface LineAmounts {
  subtotal: string;
  tax: string;
  total: string;
}

/** A line's amounts, each rounded to the currency's `decimals` (2, or 0 for JPY) and written to cents. */
export function lineAmounts(quantity: string, unitPrice: string, taxRate: string, decimals = 2): LineAmounts {
  const subtotal = new Money(quantity).times(unitPrice).toDecimalPlaces(decimals);
  const tax = subtotal.times(taxRate).dividedBy(100).toDecimalPlaces(decimals);
  return { subtotal: subtotal.toFixed(2), tax: tax.toFixed(2), total: subtotal.plus(tax).toFixed(2) };
}

export function sum(amounts: readonly string[]): string {
  return amounts.reduce((total, amount) => total.plus(amount), new Money(0)).toFixed(2);
}

/** A non-negative decimal as Postgres writes numeric and the API's schemas take it: no sign, exponent or leading zero. */
const PLAIN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
/** The same, to cents at most. */
const CENTS = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

const toCents = (amount: string): bigint => {
  const dot = amount.indexOf('.');
  return dot < 0 ? BigInt(amount) * 100n : BigInt(amount.slice(0, dot) + amount.slice(dot + 1).padEnd(2, '0'));
};

/** Written as Postgres writes a numeric(…, 2): digits, a point, two decimals; no sign, no leading zero. */
const STORED_CENTS = /^(?:0|[1-9]\d*)\.\d\d$/;

export function subtract(a: string, b: string): string {
  // Nothing paid, as on most invoices of a page: the balance is the total as stored.
  if (b === '0.00' && STORED_CENTS.test(a)) return a;
  // Amounts in cents, as stored, by integer arithmetic: an invoice's balance is computed for every invoice a page shows.
  if (CENTS.test(a) && CENTS.test(b)) {
    const difference = toCents(a) - toCents(b);
    const digits = (difference < 0n ? -difference : difference).toString().padStart(3, '0');
    return `${difference < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  }
  return new Money(a).minus(b).toFixed(2);
}

/** Decimal places that are not trailing zeros: "99.99" 2, "100.00" 0. */
export function decimalPlaces(amount: string): number {
  return new Money(amount).decimalPlaces();
}

/** Whether the amount has more decimal places than `decimals` that are not zero ("100.50" has 1 for JPY's 0). */
export function hasFinerThan(amount: string, decimals: number): boolean {
  return new Money(amount).decimalPlaces() > decimals;
}

export function compare(a: string, b: string): number {
  return new Money(a).comparedTo(b);
}

export function exceedsMaxAmount(amount: string): boolean {
  return new Money(amount).abs().greaterThan(MAX_AMOUNT);
}

/** `1500.0000` → `1500.00`, `0.0125` stays: at least cents, never trailing zeros beyond them. */
export function formatDecimal(value: string, minScale = 2): string {
  // By string work where the text is plain: a page of invoices formats three amounts of each of its items.
  if (PLAIN.test(value)) {
    const dot = value.indexOf('.');
    const fraction = dot < 0 ? '' : value.slice(dot + 1);
    let end = fraction.length;
    while (end > minScale && fraction.charCodeAt(end - 1) === 48) end -= 1;
    const kept = fraction.slice(0, end).padEnd(minScale, '0');
    const integer = dot < 0 ? value : value.slice(0, dot);
    return kept === '' ? integer : `${integer}.${kept}`;
  }
  const decimal = new Money(value);
  return decimal.toFixed(Math.max(minScale, decimal.decimalPlaces()));
}
