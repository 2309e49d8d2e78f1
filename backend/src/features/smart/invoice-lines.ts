/**
 * The lines of a smart invoice read from loose fields: amounts, quantities
 * and tax rates, each with how it was read. An `amount` beside a unit price
 * must agree with quantity × unit price, or both fields are named in the 422;
 * an amount without a unit price is divided by the quantity only when it
 * divides exactly.
 */
import { Decimal } from 'decimal.js';
import type { DecimalRule } from '../../platform/http/schema.js';
import { InvoiceItemInput } from '../invoices/schemas.js';
import { exceedsMaxAmount } from '../../platform/lib/money.js';
import type { Interpretation } from './interpret.js';
import { type NumberSeparators, ParseError, parseAmount } from './parse/amounts.js';
import { parseQuantity, unitNamed } from './parse/quantities.js';
import { type TaxWording, readTaxWording } from './parse/tax-basis.js';
import { netUnitPrice } from './net-amounts.js';
import type { SmartInvoiceInput } from './schemas.js';

/** The REST rule of a line's decimal field (its `x-decimal`): a smart invoice refuses what REST refuses, by the same rule. */
const restRule = (field: 'quantity' | 'unit_price' | 'tax_rate'): DecimalRule =>
  (InvoiceItemInput.properties[field] as unknown as { 'x-decimal': DecimalRule })['x-decimal'];
const QUANTITY = restRule('quantity');
const UNIT_PRICE = restRule('unit_price');
const TAX_RATE = restRule('tax_rate');

const integerDigits = (value: string) => new Decimal(value).abs().trunc().toFixed(0).length;

/** The value, or a ParseError when it has more digits before the point than REST takes for the field. */
function withinRule<T extends { value: string }>(parsed: T, rule: DecimalRule): T {
  if (integerDigits(parsed.value) > rule.integerDigits)
    throw new ParseError(`is ${parsed.value}: an invoice line takes at most ${rule.integerDigits} digits before the decimal point here`);
  return parsed;
}

/** Words that name the tax beside a rate ("21 % VAT", "21% DPH", "19 % MwSt"): not a currency, nor part of the number. */
const TAX_WORDS = /(?<!\p{L})(vat|dph|mwst|ust|tax)(?!\p{L})/giu;

export interface InvoiceLines {
  items: InvoiceItemInput[];
  /** Currencies the amounts named, each with the first field that named it. */
  currencies: Map<string, string>;
  /** Amount fields that named no currency. */
  unnamed: string[];
}

/**
 * The line's unit: the one given, or the quantity's. A quantity written with a unit ("2 days") beside a `unit` that
 * names another ("h") is refused on both fields: relabelled, 2 days became 2 h at the hourly price, without a word.
 * A quantity of time is read in the unit given (minutes or hours; see parseQuantity).
 */
function unitOf(
  reading: Interpretation,
  fields: { unit: string; quantity: string },
  given: string | undefined,
  input: unknown,
  quantity: { unit: string | null } | undefined,
): string {
  const written = quantity?.unit ?? null;
  if (given === undefined || written === null) return given ?? written ?? '';
  const named = unitNamed(given.trim().replace(/\.$/, ''));
  if (named !== written) {
    // Quoting what was sent: "quantity in h" was said of "90 min" beside unit "min", which it then refused.
    const message = `unit "${given}" and quantity ${JSON.stringify(input)} (in ${written}) disagree; send the quantity in ${given}, or leave unit out`;
    reading.fail(fields.unit, message);
    reading.fail(fields.quantity, message);
  }
  return given;
}

export function readInvoiceLines(input: SmartInvoiceInput, reading: Interpretation, separators: NumberSeparators | null): InvoiceLines {
  const currencies = new Map<string, string>();
  const unnamed: string[] = [];
  /** Amount fields said with or without their tax ("bez DPH", "incl. VAT"), by field. */
  const worded = new Map<string, TaxWording>();
  const amount = (field: string, value: unknown, scale: number, rule?: DecimalRule) =>
    reading.read(
      field,
      value,
      (raw) => {
        const wording = typeof raw === 'string' ? readTaxWording(raw) : null;
        const parsed = parseAmount(wording ? wording.text : raw, { scale, separators });
        if (wording) worded.set(field, wording);
        return rule ? withinRule(parsed, rule) : parsed;
      },
      (parsed) => {
        if (parsed.currency && !currencies.has(parsed.currency)) currencies.set(parsed.currency, field);
        if (!parsed.currency) unnamed.push(field);
        return {
          value: parsed.value,
          how: [parsed.currency ? `amount in ${parsed.currency}` : 'amount', parsed.how].filter(Boolean).join('; '),
        };
      },
    )?.value;
  const quantity = (field: string, value: unknown, unit: string | undefined) =>
    reading.read(
      field,
      value,
      (raw) => withinRule(parseQuantity(raw, { separators, unit }), QUANTITY),
      (parsed) => ({
        value: parsed.value,
        how: [parsed.unit ? `quantity in ${parsed.unit}` : 'quantity', parsed.how].filter(Boolean).join('; '),
        warning: parsed.warning,
      }),
    );
  const percent = (raw: unknown) => {
    // As the invoice itself holds it (REST refuses more); past it, a dry run answered 600.00 and the call a 422
    // naming no field. A reading past it is not offered either: "20.125" offered 20125 % alone.
    const parsed = parseAmount(typeof raw === 'string' ? raw.replace('%', '').replace(TAX_WORDS, ' ') : raw, {
      scale: TAX_RATE.scale,
      separators,
      notA: 'a percent; write it like "21" or "21 %"',
      ...(TAX_RATE.maximum === undefined ? {} : { max: { value: TAX_RATE.maximum, unit: ' %' } }),
    });
    // "15 EUR" is money, not a rate: it was read as 15 %, without a word.
    if (parsed.currency)
      throw new ParseError(`"${String(raw)}" names a currency (${parsed.currency}); a tax rate is a percent, write it like "21" or "21 %"`);
    return parsed;
  };
  const taxRate = (field: string, value: unknown) =>
    reading.read(field, value, percent, (parsed) => {
      const rate = new Decimal(parsed.value);
      // 0.21 is 0.21 %, as written; the caller may have meant the fraction 21 %.
      const fraction = rate.greaterThan(0) && rate.lessThan(1);
      return {
        value: parsed.value,
        how: 'percent',
        warning: fraction
          ? `read as ${parsed.value} %; for ${rate.times(100).toFixed()} % write "${rate.times(100).toFixed()}"`
          : undefined,
      };
    })?.value;
  const defaultTax = taxRate('tax_rate', input.tax_rate);
  /**
   * An amount as the line holds it: before tax. Said with the tax inside, the net is worked out at the line's rate,
   * exactly, and said back; said with or without tax but no rate given, it is asked, never taken as the other.
   */
  const net = (field: string, value: string | undefined, quantity: string, rate: string | undefined, scale: number) => {
    const wording = worded.get(field);
    if (value === undefined || !wording) return value;
    const said = `"${wording.said}"`;
    if (rate === undefined) {
      reading.fail(
        field,
        wording.basis === 'gross'
          ? `says the tax is included (${said}) but no tax_rate is given: send tax_rate to have the amount before tax worked out, or send that amount`
          : `says the amount is before tax (${said}) but no tax_rate is given, so the invoice would carry no tax: send tax_rate`,
      );
      return undefined;
    }
    if (wording.basis === 'net') {
      reading.note(
        field,
        reading.interpreted[field]?.input,
        value,
        `${reading.interpreted[field]?.how ?? 'amount'}; before tax (${said}), ${rate} % added`,
      );
      return value;
    }
    const found = netUnitPrice(value, quantity, rate, scale);
    if (!found) {
      reading.fail(
        field,
        `says ${value} with ${rate} % tax included (${said}), but no amount before tax in cents gives exactly that total: send the amount before tax`,
      );
      return undefined;
    }
    reading.note(
      field,
      reading.interpreted[field]?.input,
      found.net,
      `${value} with ${rate} % tax included (${said}): ${found.net} before tax`,
    );
    reading.warn(field, `${said}: read ${value} as including ${rate} % tax, so ${found.net} before tax and ${found.tax} tax; check it`);
    return found.net;
  };

  if (input.items) {
    // One line given twice over: the top-level fields would be dropped without a word (a description and amount of
    // 999 beside items of 100 made an invoice of 100). tax_rate alone is the items' default, as documented.
    for (const field of ['description', 'amount', 'quantity', 'unit_price', 'unit'] as const)
      if (input[field] !== undefined && input[field] !== null)
        reading.fail(field, 'is given beside items; give the lines either as items or as description, amount and quantity, not both');
    const items = input.items.map((item, index) => {
      const q = quantity(`items[${index}].quantity`, item.quantity, item.unit);
      const rate = taxRate(`items[${index}].tax_rate`, item.tax_rate) ?? defaultTax;
      const field = `items[${index}].unit_price`;
      const price = net(field, amount(field, item.unit_price, UNIT_PRICE.scale, UNIT_PRICE), q?.value ?? '1', rate, UNIT_PRICE.scale);
      return {
        description: item.description,
        quantity: q?.value ?? '1',
        unit: unitOf(reading, { unit: `items[${index}].unit`, quantity: `items[${index}].quantity` }, item.unit, item.quantity, q),
        unit_price: price ?? '0',
        tax_rate: rate ?? '0',
      };
    });
    return { items, currencies, unnamed };
  }
  if (!input.description) reading.fail('description', 'is required (or give items)');
  if (input.unit_price === undefined && input.amount === undefined) reading.fail('unit_price', 'is required (or give amount, or items)');
  const q = quantity('quantity', input.quantity, input.unit);
  const count = q?.value ?? '1';
  let unitPrice = net(
    'unit_price',
    amount('unit_price', input.unit_price, UNIT_PRICE.scale, UNIT_PRICE),
    count,
    defaultTax,
    UNIT_PRICE.scale,
  );
  // The whole amount is one line's: its net is the subtotal, in cents.
  const total = net('amount', amount('amount', input.amount, 2), '1', defaultTax, 2);
  if (unitPrice !== undefined && total !== undefined) {
    const product = new Decimal(count).times(unitPrice);
    if (!product.equals(total)) {
      const both = `amount ${total} and quantity ${count} × unit_price ${unitPrice} = ${product.toFixed()} disagree; send one of them, or make them agree`;
      reading.fail('amount', both);
      reading.fail('unit_price', both);
    }
  } else if (unitPrice === undefined && total !== undefined) {
    // A whole amount for several units: the unit price must come out exact, and be one REST takes.
    const each = new Decimal(total).dividedBy(count);
    if (exceedsMaxAmount(total)) reading.fail('amount', `is ${total}, more than an invoice line can hold`);
    else if (each.decimalPlaces() > UNIT_PRICE.scale)
      reading.fail('amount', `does not divide into ${count} units exactly; give unit_price`);
    else if (integerDigits(each.toFixed()) > UNIT_PRICE.integerDigits)
      reading.fail(
        'amount',
        `is ${total}, a unit price of ${each.toFixed()} for ${count} ${count === '1' ? 'unit' : 'units'}: an invoice line takes at most ${UNIT_PRICE.integerDigits} digits before the decimal point`,
      );
    unitPrice = each.toFixed();
    reading.note('unit_price', null, unitPrice, `amount ${total} ÷ quantity ${count}`);
  }
  const item = {
    description: input.description ?? '',
    quantity: count,
    unit: unitOf(reading, { unit: 'unit', quantity: 'quantity' }, input.unit, input.quantity, q),
    unit_price: unitPrice ?? '0',
    tax_rate: defaultTax ?? '0',
  };
  return { items: [item], currencies, unnamed };
}
