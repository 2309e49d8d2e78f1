/**
 * The lines of a smart invoice read from loose fields: amounts, quantities
 * and tax rates, each with how it was read. An `amount` beside a unit price
 * must agree with quantity × unit price, or both fields are named in the 422;
 * an amount without a unit price is divided by the quantity only when it
 * divides exactly.
 */
import { Decimal } from 'decimal.js';
import type { InvoiceItemInput } from '../invoices/schemas.js';
import type { Interpretation } from './interpret.js';
import { type NumberSeparators, parseAmount } from './parse/amounts.js';
import { parseQuantity } from './parse/quantities.js';
import type { SmartInvoiceInput } from './schemas.js';

export interface InvoiceLines {
  items: InvoiceItemInput[];
  /** Currencies the amounts named, each with the first field that named it. */
  currencies: Map<string, string>;
}

export function readInvoiceLines(input: SmartInvoiceInput, reading: Interpretation, separators: NumberSeparators | null): InvoiceLines {
  const currencies = new Map<string, string>();
  const amount = (field: string, value: unknown, scale: number) =>
    reading.read(
      field,
      value,
      (raw) => parseAmount(raw, { scale, separators }),
      (parsed) => {
        if (parsed.currency && !currencies.has(parsed.currency)) currencies.set(parsed.currency, field);
        return {
          value: parsed.value,
          how: [parsed.currency ? `amount in ${parsed.currency}` : 'amount', parsed.how].filter(Boolean).join('; '),
        };
      },
    )?.value;
  const quantity = (field: string, value: unknown) =>
    reading.read(
      field,
      value,
      (raw) => parseQuantity(raw, { separators }),
      (parsed) => ({
        value: parsed.value,
        how: [parsed.unit ? `quantity in ${parsed.unit}` : 'quantity', parsed.how].filter(Boolean).join('; '),
        warning: parsed.warning,
      }),
    );
  const percent = (raw: unknown) => parseAmount(typeof raw === 'string' ? raw.replace('%', '') : raw, { scale: 2, separators });
  const taxRate = (field: string, value: unknown) =>
    reading.read(field, value, percent, (parsed) => ({ value: parsed.value, how: 'percent' }))?.value;
  const defaultTax = taxRate('tax_rate', input.tax_rate);

  if (input.items) {
    const items = input.items.map((item, index) => {
      const q = quantity(`items[${index}].quantity`, item.quantity);
      return {
        description: item.description,
        quantity: q?.value ?? '1',
        unit: item.unit ?? q?.unit ?? '',
        unit_price: amount(`items[${index}].unit_price`, item.unit_price, 4) ?? '0',
        tax_rate: taxRate(`items[${index}].tax_rate`, item.tax_rate) ?? defaultTax ?? '0',
      };
    });
    return { items, currencies };
  }
  if (!input.description) reading.fail('description', 'is required (or give items)');
  if (input.unit_price === undefined && input.amount === undefined) reading.fail('unit_price', 'is required (or give amount, or items)');
  const q = quantity('quantity', input.quantity);
  let unitPrice = amount('unit_price', input.unit_price, 4);
  const total = amount('amount', input.amount, 2);
  const count = q?.value ?? '1';
  if (unitPrice !== undefined && total !== undefined) {
    const product = new Decimal(count).times(unitPrice);
    if (!product.equals(total)) {
      const both = `amount ${total} and quantity ${count} × unit_price ${unitPrice} = ${product.toFixed()} disagree; send one of them, or make them agree`;
      reading.fail('amount', both);
      reading.fail('unit_price', both);
    }
  } else if (unitPrice === undefined && total !== undefined) {
    // A whole amount for several units: the unit price must come out exact.
    const each = new Decimal(total).dividedBy(count);
    if (each.decimalPlaces() > 4) reading.fail('amount', `does not divide into ${count} units exactly; give unit_price`);
    unitPrice = each.toFixed();
    reading.note('unit_price', null, unitPrice, `amount ${total} ÷ quantity ${count}`);
  }
  const item = {
    description: input.description ?? '',
    quantity: count,
    unit: input.unit ?? q?.unit ?? '',
    unit_price: unitPrice ?? '0',
    tax_rate: defaultTax ?? '0',
  };
  return { items: [item], currencies };
}
