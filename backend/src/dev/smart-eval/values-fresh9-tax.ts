/**
 * Net or gross wording of the tenth held-out value set (values-fresh9.ts), read as a smart invoice reads its line at
 * the rate given: named net wordings taken as they are; named gross wordings worked back to the net whose line total
 * is the amount said (said back), refused when no net in cents gives that total; a rate inside the wording, both
 * wordings, or no rate: refused. Wordings the documents do not name: read as they say, or refused; never the other.
 */
import { lineAmounts } from '../../platform/lib/money.js';
import type { Expected6 } from './values-fresh6-judge.js';
import type { AddAmount } from './values-fresh9-money.js';
import type { Int, Pick } from './seeded-draws.js';
import { taxed } from './values.js';

const NET9: [string, boolean][] = [
  ['bez DPH', true],
  ['+ DPH', true],
  ['netto', true],
  ['zzgl. MwSt.', true],
  ['exkl. USt.', true],
  ['plus VAT', true],
  ['excluding VAT', true],
  ['net of VAT', true],
  ['ohne MwSt.', false],
  ['bez daně', false],
  ['before VAT', false],
  ['+ MwSt.', false],
  ['plus DPH', false],
  ['zuzüglich Mehrwertsteuer', false],
  ['bez VAT', false],
];
const GROSS9: [string, boolean][] = [
  ['včetně DPH', true],
  ['s DPH', true],
  ['vč. DPH', true],
  ['inkl. MwSt.', true],
  ['brutto', true],
  ['including VAT', true],
  ['incl. VAT', true],
  ['gross', true],
  ['inkl. USt.', false],
  ['inklusive Mehrwertsteuer', false],
  ['VAT included', false],
  ['inclusive of VAT', false],
  ['včetně daně', false],
  ['z DPH', false],
  ['z VAT', false],
];

const RATES9 = ['21', '12', '19', '7', '20', '23', '10', '5.5', '8.1', '0', undefined];

/** Whether some net in cents has a line total of exactly `total` at `rate`. */
function grossReachable(total: string, rate: string): boolean {
  const guess = Math.round((Number(total) * 100) / (1 + Number(rate) / 100));
  for (let cents = guess - 3; cents <= guess + 3; cents++)
    if (cents >= 0 && lineAmounts('1', (cents / 100).toFixed(2), rate).total === total) return true;
  return false;
}

export function taxCase(int: Int, pick: Pick, add: AddAmount) {
  const rate = pick(RATES9);
  const gross = int(0, 1) === 1;
  const style = int(0, 5);
  const [wording, known] = style === 5 ? pick(gross ? GROSS9 : NET9) : pick((gross ? GROSS9 : NET9).filter(([, named]) => named));
  // Half of the gross amounts are any cents: some no net reaches at the rate.
  const stated = (int(1_000, 9_999_999) / 100).toFixed(2);
  const [whole, cents] = stated.split('.') as [string, string];
  const written = pick([
    `${stated} €`,
    `${whole},${cents} Kč`,
    `EUR ${stated}`,
    `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`,
  ]);
  const extra = int(0, 9);
  const text =
    extra === 0
      ? `${written} ${gross ? `inkl. ${rate ?? '19'} % MwSt.` : `zzgl. ${rate ?? '19'} % MwSt.`}`
      : extra === 1
        ? `${written} ${gross ? `s ${rate ?? '21'}% DPH` : `bez ${rate ?? '21'}% DPH`}`
        : extra === 2
          ? `${written} netto inkl. MwSt.`
          : int(0, 3) === 0 && !wording.startsWith('+')
            ? `${wording} ${written}`
            : `${written} ${wording}`;
  const readIt: Expected6 = { value: stated };
  const expected: Expected6 =
    extra <= 2 || rate === undefined
      ? known || gross || extra <= 2
        ? 'refuse'
        : { any: [readIt, 'refuse'] }
      : gross && !grossReachable(stated, rate)
        ? 'refuse'
        : known
          ? readIt
          : { any: [readIt, 'refuse'] };
  add('amount-tax9', `${text} (rate ${rate ?? 'none'})`, expected, () => ({ value: taxed(text, rate, gross ? 'total' : 'subtotal')() }));
}
