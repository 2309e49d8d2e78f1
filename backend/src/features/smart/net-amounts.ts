/**
 * An amount said with its tax inside ("1500 s DPH", "inkl. MwSt.", "incl.
 * VAT") made into the net that an invoice line holds: the net whose line, with
 * its tax rounded as invoices round it, totals exactly what was said. Exact or
 * refused: a net that totals a cent off would change the amount without a word.
 */
import { Decimal } from 'decimal.js';
import { lineAmounts } from '../../platform/lib/money.js';

/** Steps of the last decimal tried either side of the plain division: rounding the tax moves the total by at most this. */
const NEAR_STEPS = 3;

/**
 * The net unit price (at most `scale` decimals) for `quantity` units whose line total at `rate` percent is `quantity` ×
 * `grossUnit` in cents, or null when none is. The nearest to the plain division wins.
 */
export function netUnitPrice(grossUnit: string, quantity: string, rate: string, scale: number): { net: string; tax: string } | null {
  const target = new Decimal(quantity).times(grossUnit);
  if (target.decimalPlaces() > 2) return null;
  const plain = new Decimal(grossUnit).dividedBy(new Decimal(rate).dividedBy(100).plus(1));
  const step = new Decimal(1).dividedBy(new Decimal(10).pow(scale));
  const start = plain.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
  const tries = [0, ...Array.from({ length: NEAR_STEPS }, (_, i) => [-(i + 1), i + 1]).flat()];
  for (const offset of tries) {
    const net = start.plus(step.times(offset));
    if (net.isNegative()) continue;
    const line = lineAmounts(quantity, net.toFixed(), rate);
    if (new Decimal(line.total).equals(target)) return { net: net.toFixed(Math.max(2, net.decimalPlaces())), tax: line.tax };
  }
  return null;
}
