/**
 * Currencies, slang, approximations and tax wording of the ninth held-out value set (values-fresh8.ts): codes and signs
 * joined to digits in any case ("1500eur", "15EURO", "€1.5k", "CZK1500,-"), slang read and said back or asked ("a
 * tenner", "a grand", "zwei Mille"; "litr" and "kilo" are asked or refused: a litre or a kilo, or Czech slang for a
 * thousand or a hundred crowns), approximations and ranges never one amount, and net or gross wording in seven
 * languages against the line's rate (never taken as the other).
 */
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import type { Expected6 } from './values-fresh6-judge.js';
import { cs, de, en } from './values-fresh8-words.js';
import { taxed } from './values.js';

type Add = (kind: string, text: string, expected: Expected6, read: () => Answer) => void;
type Int = (min: number, max: number) => number;
type Pick = <T>(items: readonly T[]) => T;

const spaced = (k: number, mark = ' ') => String(k).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
const either = (...values: string[]): Expected6 => ({ any: values.map((value) => ({ value })) });

export function moneyCases8(int: Int, pick: Pick, add: Add) {
  const w = int(10, 99_999);
  const [k, f] = [int(2, 99), int(1, 9)];
  const [joined, joinedExpected] = pick([
    [`${w}eur`, either(`${w} EUR`)],
    [`${w}EUR`, either(`${w} EUR`)],
    [`${w}Eur`, either(`${w} EUR`)],
    [`${w}euro`, either(`${w} EUR`)],
    [`${w}EURO`, either(`${w} EUR`)],
    [`${w} EURO`, either(`${w} EUR`)],
    [`${w} Euros`, either(`${w} EUR`)],
    [`${w}€`, either(`${w} EUR`)],
    [`eur ${w}`, either(`${w} EUR`)],
    [`EUR${w}`, either(`${w} EUR`)],
    [`${w}czk`, either(`${w} CZK`)],
    [`${w}Kč`, either(`${w} CZK`)],
    [`Kč ${spaced(w)}`, either(`${w} CZK`)],
    [`Kč${w}`, either(`${w} CZK`)],
    [`CZK${w},-`, either(`${w} CZK`)],
    [`${w},-Kč`, either(`${w} CZK`)],
    [`${spaced(w, '.')},-Kč`, either(`${w} CZK`)],
    [`${w} Kc`, { any: [{ value: `${w} CZK` }, 'refuse'] }],
    [`${w}usd`, either(`${w} USD`)],
    [`US$${w}`, { any: [{ value: `${w} USD` }, 'refuse'] }],
    [`${w}$`, either(`${w} USD`)],
    [`${w}chf`, either(`${w} CHF`)],
    [`CHF${spaced(w, "'")}.-`, either(`${w} CHF`)],
    [`${w}pln`, either(`${w} PLN`)],
    [`${w}zł`, either(`${w} PLN`)],
    [`${w}gbp`, either(`${w} GBP`)],
    [`€${k}.${f}k`, either(`${k * 1000 + f * 100} EUR`)],
    [`${k}.${f}k€`, either(`${k * 1000 + f * 100} EUR`)],
    [`${k}.${f}K EUR`, either(`${k * 1000 + f * 100} EUR`)],
    [`${k}k€`, either(`${k * 1000} EUR`)],
    [`€${k}K`, either(`${k * 1000} EUR`)],
    [`$${k}k`, either(`${k * 1000} USD`)],
    [`${k}kEUR`, either(`${k * 1000} EUR`)],
    [`${k}Tsd.€`, { any: [{ value: `${k * 1000} EUR` }, 'refuse'] }],
    [`${w}xyz`, 'refuse'],
    [`${w}eurs`, { any: [{ value: `${w} EUR` }, 'refuse'] }],
  ] as [string, Expected6][]);
  add('amount-joined8', joined, joinedExpected, amount(joined));

  const n = int(2, 9);
  const [slang, slangExpected] = pick([
    ['a tenner', { any: [{ value: '10 -' }, { value: '10 GBP' }] }],
    ['a fiver', { any: [{ value: '5 -' }, { value: '5 GBP' }] }],
    [`${n} tenners`, { any: [{ value: `${n * 10} -` }, { value: `${n * 10} GBP` }, 'refuse'] }],
    ['a grand', { value: '1000 -' }],
    [`${n} grand`, { value: `${n * 1000} -` }],
    [`${en(n)} grand`, { value: `${n * 1000} -` }],
    [`${de(n)} Mille`, { value: `${n * 1000} -` }],
    [`${n} Mille`, { value: `${n * 1000} -` }],
    [`${n} Riesen`, { any: [{ value: `${n * 1000} -` }, 'ask', 'refuse'] }],
    [`${n} litry`, { any: ['ask', 'refuse'] }],
    [`${cs(n)} litry`, { any: ['ask', 'refuse'] }],
    ['litr', { any: ['ask', 'refuse'] }],
    [`${n} kila`, { any: ['ask', 'refuse'] }],
    ['kilo', { any: ['ask', 'refuse'] }],
    [`${n * 10} bucks`, { value: `${n * 10} USD` }],
    [`${n * 10} quid`, { value: `${n * 10} GBP` }],
    [`${cs(n)} stovky`, { any: [{ value: `${n * 100} CZK` }, { value: `${n * 100} -` }, 'ask', 'refuse'] }],
    ['tisícovka', { any: [{ value: '1000 CZK' }, { value: '1000 -' }, 'ask', 'refuse'] }],
    ['a couple of grand', 'refuse'],
    ['a few grand', 'refuse'],
    ['pár tisíc', 'refuse'],
    ['ein paar Hunderter', 'refuse'],
    ['a couple hundred bucks', 'refuse'],
    [`${n} lakh`, { any: [{ value: `${n * 100_000} -` }, 'ask', 'refuse'] }],
    ['a pony', { any: ['ask', 'refuse'] }],
  ] as [string, Expected6][]);
  add('amount-slang8', slang, slangExpected, amount(slang));

  const [a, b] = [int(2, 90) * 100, int(91, 200) * 100];
  const approx = pick([
    `${a / 100}-${b / 100}`,
    `${a}-${b} €`,
    `${a}–${b} Kč`,
    `${a / 100}-${b / 100} tisíc`,
    `${a / 100} až ${b / 100} tisíc Kč`,
    `cca ${a} Kč`,
    `cca ${a / 100} tis.`,
    `ungefähr ${a} Euro`,
    `ungefähr ${de(a)} Euro`,
    `zhruba ${a} korun`,
    `zhruba ${cs(a)} korun`,
    `až ${a} Kč`,
    `až do ${a} Kč`,
    `bis zu ${a} €`,
    `bis ${a} €`,
    `do ${a} Kč`,
    `up to ${a} euros`,
    `environ ${a} euros`,
    `circa ${a} euro`,
    `około ${a} zł`,
    `približne ${a} eur`,
    `${a} nebo ${b} Kč`,
    `${a} oder ${b} Euro`,
    `${a} or ${b} dollars`,
    `${a} a víc`,
    `${a} and up`,
    `ab ${a} €`,
    `from $${a}`,
    `od ${a} Kč`,
    `${a}+`,
    `>${a} €`,
    `<${a} €`,
    `${a}?`,
    `${a} ± 50 €`,
    `${a}ish`,
    `${en(a)} or so dollars`,
    `tak ${a} Kč`,
    `so um die ${a} Euro`,
  ]);
  add('amount-approx8', approx, 'refuse', amount(approx));

  taxCase(int, pick, add);
}

/** Net and gross wordings; those the documents name are read as they say, others read as they say or refused. */
const NET8: [string, boolean][] = [
  ['bez DPH', true],
  ['netto', true],
  ['zzgl. MwSt.', true],
  ['plus VAT', true],
  ['excl. VAT', true],
  ['+ DPH', true],
  ['net', true],
  ['HT', false],
  ['hors taxes', false],
  ['IVA esclusa', false],
  ['+ IVA', false],
  ['bez dane', false],
  ['netto bez DPH', false],
  ['exkl. MwSt.', false],
];
const GROSS8: [string, boolean][] = [
  ['s DPH', true],
  ['vč. DPH', true],
  ['včetně DPH', true],
  ['inkl. MwSt.', true],
  ['brutto', true],
  ['incl. VAT', true],
  ['including VAT', true],
  ['gross', true],
  ['TTC', false],
  ['toutes taxes comprises', false],
  ['IVA inclusa', false],
  ['IVA compresa', false],
  ['vrátane DPH', false],
  ['z VAT', false],
  ['mit MwSt.', false],
  ['DPH v ceně', false],
];

function taxCase(int: Int, pick: Pick, add: Add) {
  const net = int(100, 999_999);
  const rate = pick(['21', '19', '20', '23', '22', '10', '8.1', '0', undefined]);
  const gross = int(0, 1) === 1;
  const [wording, known] = pick(gross ? GROSS8 : NET8);
  const stated = gross ? lineAmounts('1', String(net / 100), rate ?? '0').total : String(net / 100);
  const [whole, cents = ''] = stated.split('.');
  const written = pick([
    `${stated} €`,
    `${spaced(Number(whole))}${cents ? `,${cents}` : ''} Kč`,
    `${spaced(Number(whole), '.')}${cents ? `,${cents}` : ''} €`,
    `EUR ${stated}`,
  ]);
  const text = int(0, 4) === 0 && !wording.startsWith('+') ? `${wording} ${written}` : `${written} ${wording}`;
  const readIt: Expected6 = { value: lineAmounts('1', stated, '0').subtotal };
  // Without a rate a named wording is refused (documented); an unnamed net wording may be read as the net it says.
  const expected: Expected6 =
    rate === undefined ? (known || gross ? 'refuse' : { any: [readIt, 'refuse'] }) : known ? readIt : { any: [readIt, 'refuse'] };
  add('amount-tax8', `${text} (rate ${rate ?? 'none'})`, expected, () => ({ value: taxed(text, rate, gross ? 'total' : 'subtotal')() }));
}
