/**
 * The lines of a smart invoice read from loose fields: amounts, quantities
 * and tax rates, each with how it was read. An `amount` beside a unit price
 * must agree with quantity × unit price, or both fields are named in the 422;
 * an amount without a unit price is divided by the quantity only when it
 * divides exactly.
 */
import { Decimal } from 'decimal.js';
import { InvoiceItemInput } from '../invoices/schemas.js';
import { exceedsMaxAmount } from '../../platform/lib/money.js';
import { ParseError, parseAmount } from './parse/amounts.js';
import { parseQuantity, unitNamed } from './parse/quantities.js';
/** The REST rule of a line's decimal field (its `x-decimal`): a smart invoice refuses what REST refuses, by the same rule. */
const restRule = (field) => InvoiceItemInput.properties[field]['x-decimal'];
const QUANTITY = restRule('quantity');
const UNIT_PRICE = restRule('unit_price');
const TAX_RATE = restRule('tax_rate');
const integerDigits = (value) => new Decimal(value).abs().trunc().toFixed(0).length;
/** The value, or a ParseError when it has more digits before the point than REST takes for the field. */
function withinRule(parsed, rule) {
    if (integerDigits(parsed.value) > rule.integerDigits)
        throw new ParseError(`is ${parsed.value}: an invoice line takes at most ${rule.integerDigits} digits before the decimal point here`);
    return parsed;
}
/** Words that name the tax beside a rate ("21 % VAT", "21% DPH", "19 % MwSt"): not a currency, nor part of the number. */
const TAX_WORDS = /(?<!\p{L})(vat|dph|mwst|ust|tax)(?!\p{L})/giu;
/**
 * The line's unit: the one given, or the quantity's. A quantity written with a unit ("2 days") beside a `unit` that
 * names another ("h") is refused on both fields: relabelled, 2 days became 2 h at the hourly price, without a word.
 * A quantity of time is read in the unit given (minutes or hours; see parseQuantity).
 */
function unitOf(reading, fields, given, input, quantity) {
    const written = quantity?.unit ?? null;
    if (given === undefined || written === null)
        return given ?? written ?? '';
    const named = unitNamed(given.trim().replace(/\.$/, ''));
    if (named !== written) {
        // Quoting what was sent: "quantity in h" was said of "90 min" beside unit "min", which it then refused.
        const message = `unit "${given}" and quantity ${JSON.stringify(input)} (in ${written}) disagree; send the quantity in ${given}, or leave unit out`;
        reading.fail(fields.unit, message);
        reading.fail(fields.quantity, message);
    }
    return given;
}
export function readInvoiceLines(input, reading, separators) {
    const currencies = new Map();
    const unnamed = [];
    const amount = (field, value, scale, rule) => reading.read(field, value, (raw) => {
        const parsed = parseAmount(raw, { scale, separators });
        return rule ? withinRule(parsed, rule) : parsed;
    }, (parsed) => {
        if (parsed.currency && !currencies.has(parsed.currency))
            currencies.set(parsed.currency, field);
        if (!parsed.currency)
            unnamed.push(field);
        return {
            value: parsed.value,
            how: [parsed.currency ? `amount in ${parsed.currency}` : 'amount', parsed.how].filter(Boolean).join('; '),
        };
    })?.value;
    const quantity = (field, value, unit) => reading.read(field, value, (raw) => withinRule(parseQuantity(raw, { separators, unit }), QUANTITY), (parsed) => ({
        value: parsed.value,
        how: [parsed.unit ? `quantity in ${parsed.unit}` : 'quantity', parsed.how].filter(Boolean).join('; '),
        warning: parsed.warning,
    }));
    const percent = (raw) => {
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
    const taxRate = (field, value) => reading.read(field, value, percent, (parsed) => {
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
    if (input.items) {
        // One line given twice over: the top-level fields would be dropped without a word (a description and amount of
        // 999 beside items of 100 made an invoice of 100). tax_rate alone is the items' default, as documented.
        for (const field of ['description', 'amount', 'quantity', 'unit_price', 'unit'])
            if (input[field] !== undefined && input[field] !== null)
                reading.fail(field, 'is given beside items; give the lines either as items or as description, amount and quantity, not both');
        const items = input.items.map((item, index) => {
            const q = quantity(`items[${index}].quantity`, item.quantity, item.unit);
            return {
                description: item.description,
                quantity: q?.value ?? '1',
                unit: unitOf(reading, { unit: `items[${index}].unit`, quantity: `items[${index}].quantity` }, item.unit, item.quantity, q),
                unit_price: amount(`items[${index}].unit_price`, item.unit_price, UNIT_PRICE.scale, UNIT_PRICE) ?? '0',
                tax_rate: taxRate(`items[${index}].tax_rate`, item.tax_rate) ?? defaultTax ?? '0',
            };
        });
        return { items, currencies, unnamed };
    }
    if (!input.description)
        reading.fail('description', 'is required (or give items)');
    if (input.unit_price === undefined && input.amount === undefined)
        reading.fail('unit_price', 'is required (or give amount, or items)');
    const q = quantity('quantity', input.quantity, input.unit);
    let unitPrice = amount('unit_price', input.unit_price, UNIT_PRICE.scale, UNIT_PRICE);
    const total = amount('amount', input.amount, 2);
    const count = q?.value ?? '1';
    if (unitPrice !== undefined && total !== undefined) {
        const product = new Decimal(count).times(unitPrice);
        if (!product.equals(total)) {
            const both = `amount ${total} and quantity ${count} × unit_price ${unitPrice} = ${product.toFixed()} disagree; send one of them, or make them agree`;
            reading.fail('amount', both);
            reading.fail('unit_price', both);
        }
    }
    else if (unitPrice === undefined && total !== undefined) {
        // A whole amount for several units: the unit price must come out exact, and be one REST takes.
        const each = new Decimal(total).dividedBy(count);
        if (exceedsMaxAmount(total))
            reading.fail('amount', `is ${total}, more than an invoice line can hold`);
        else if (each.decimalPlaces() > UNIT_PRICE.scale)
            reading.fail('amount', `does not divide into ${count} units exactly; give unit_price`);
        else if (integerDigits(each.toFixed()) > UNIT_PRICE.integerDigits)
            reading.fail('amount', `is ${total}, a unit price of ${each.toFixed()} for ${count} ${count === '1' ? 'unit' : 'units'}: an invoice line takes at most ${UNIT_PRICE.integerDigits} digits before the decimal point`);
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
//# sourceMappingURL=invoice-lines.js.map