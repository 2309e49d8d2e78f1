/**
 * The eighth held-out value set, written blind (before reading the parsers) from issue 30 item 6 and the documented
 * rules alone, weighted toward what reads wrong without a word: amounts in words from tables of its own (en, cs, de,
 * sk, pl) with currencies before and after, cents said, shorthand ("2k5", "1,5 mil.", "17p"), approximations and
 * limits ("cca", "ungefähr", "asi tak", "max.", "nejméně", "knapp"), locale marks (1.500 / 1,500 / 1 500), tax
 * wording against the rate. Dates: values-fresh7-dates.ts; spans and durations: values-fresh7-spans.ts.
 */
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import { type Case6, type Expected6, marksOf } from './values-fresh6-judge.js';
import { dateCases7 } from './values-fresh7-dates.js';
import { spanCases7 } from './values-fresh7-spans.js';
import { cs, de, en, pl, sk } from './values-fresh7-words.js';
import { taxed } from './values.js';
import { seededDraws } from './seeded-draws.js';

/** Cents as the parser's value: no trailing zeros. */
const plain = (cents: number) => String(cents / 100);
const grouped = (n: number, mark: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, mark);

export function generateSaid7(seed: number, perKind = 23): Case6[] {
  const { int, pick } = seededDraws(seed * 1_000_003 + 17);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    // Number words with the currency word before or after, in five languages.
    const n = pick([
      int(1, 99),
      int(100, 999),
      int(1_000, 9_999),
      int(10_000, 99_999),
      int(100_000, 999_999),
      int(1, 9) * 1000 + int(1, 9) * 100,
    ]);
    const v = int(0, 7);
    const [words, code] = pick([
      [`${en(n, v)} ${pick(['euros', 'dollars', 'pounds'])}`, ''],
      [`${en(n, v)} euro`, 'EUR'],
      [`${cs(n, v & 1)} ${pick(['korun', 'Kč', 'eur', 'CZK'])}`, ''],
      [`${cs(n, 2)} korun`, 'CZK'],
      [`${de(n, v & 1)} ${pick(['Euro', 'Franken', 'EUR'])}`, ''],
      [`${sk(n, v & 1)} eur`, 'EUR'],
      [`${pl(n)} ${pick(['złotych', 'zł', 'PLN'])}`, 'PLN'],
      [`EUR ${en(n, v)}`, 'EUR'],
    ] as [string, string][]);
    const wordCode =
      code ||
      (/euro|eur/i.test(words)
        ? 'EUR'
        : /dollars/.test(words)
          ? 'USD'
          : /pounds/.test(words)
            ? 'GBP'
            : /Franken/.test(words)
              ? 'CHF'
              : 'CZK');
    // A thousand and a few more said in words ("osm tisíc jedna") may be price talk for 8,100: asked (documented).
    const priceTalk = n >= 1000 && n % 1000 > 0 && n % 1000 < 100;
    const wordValue: Expected6 = { value: `${n} ${wordCode}` };
    add('amount-words7', words, priceTalk ? { any: [wordValue, 'ask'] } : wordValue, amount(words));

    // Cents said: digits and words, the currency between, before or after.
    const [units, sub] = [int(1, 999), int(10, 99)];
    const two = String(sub).padStart(2, '0');
    const [said, saidExpected] = pick([
      [`${units} eur ${sub} centů`, { value: `${units + sub / 100} EUR` }],
      [`${units} Euro ${sub} Cent`, { value: `${units + sub / 100} EUR` }],
      [`${units} korun a ${sub} haléřů`, { value: `${units + sub / 100} CZK` }],
      [`${en(units)} pounds ${en(sub)} pence`, { value: `${units + sub / 100} GBP` }],
      [`${de(units)} Euro und ${de(sub)} Cent`, { value: `${units + sub / 100} EUR` }],
      [`${cs(units)} eur a ${cs(sub)} centů`, { value: `${units + sub / 100} EUR` }],
      [`${units},${two} Kč`, { value: `${plain(units * 100 + sub)} CZK` }],
      [`${units}.${two} €`, { value: `${plain(units * 100 + sub)} EUR` }],
      [`€${units},${two}`, { value: `${plain(units * 100 + sub)} EUR` }],
      [`${pl(units)} złotych ${pl(sub)} groszy`, { value: `${units + sub / 100} PLN` }],
      [`${sub} cents`, { any: [{ value: `${sub / 100} USD` }, { value: `${sub / 100} -` }, 'refuse'] }],
      [`${sub} haléřů`, { any: [{ value: `${sub / 100} CZK` }, 'refuse'] }],
      [`${en(units)} ${en(sub)}`, { any: ['ask', 'refuse'] }],
      [`${units} ${sub}`, { any: ['ask', 'refuse'] }],
    ] as [string, Expected6][]);
    add('amount-cents7', said, saidExpected, amount(said));

    // Shorthand after digits, and shorthand that says no one thing.
    const [k, f] = [int(2, 99), int(1, 9)];
    const [short, shortExpected] = pick([
      [`${k},${f} mil.`, { value: `${k * 1_000_000 + f * 100_000} -` }],
      [`${k},${f} mil. Kč`, { value: `${k * 1_000_000 + f * 100_000} CZK` }],
      [`${k} mln zł`, { value: `${k * 1_000_000} PLN` }],
      [`${k} Mrd. €`, { value: `${k * 1_000_000_000} EUR` }],
      [`${k} mld. Kč`, { value: `${k * 1_000_000_000} CZK` }],
      [`${k},${f} tis.`, { value: `${k * 1000 + f * 100} -` }],
      [`${k} tisíc Kč`, { value: `${k * 1000} CZK` }],
      [`${k} Tausend Euro`, { value: `${k * 1000} EUR` }],
      [`${k}.${f}K`, { value: `${k * 1000 + f * 100} -` }],
      [`${k}k EUR`, { value: `${k * 1000} EUR` }],
      [`${k} tys.`, { value: `${k * 1000} -` }],
      [`${k}k${f}`, { any: [{ warned: `${k * 1000 + f * 100} -` }, 'ask', 'refuse'] }],
      [`${k}p`, { any: ['ask', 'refuse'] }],
      [`${k}M`, 'refuse'],
      [`${k} mil`, { any: [{ value: `${k * 1_000_000} -` }, 'ask', 'refuse'] }],
      [`${k}kk`, 'refuse'],
      [`${k} kil`, 'refuse'],
      [`${k} litrů`, 'refuse'],
      [`${k} Mille`, { any: [{ value: `${k * 1000} -` }, 'refuse'] }],
    ] as [string, Expected6][]);
    add('amount-shorthand7', short, shortExpected, amount(short));

    // Approximations, limits and ranges: never one amount.
    const [a, b] = [int(2, 90) * 100, int(91, 200) * 100];
    const approx = pick([
      `cca ${a}`,
      `cca. ${a} Kč`,
      `ca. ${a} €`,
      `circa ${a} Euro`,
      `ungefähr ${a} Euro`,
      `etwa ${a} €`,
      `rund ${a} €`,
      `knapp ${a} €`,
      `gut ${a} Euro`,
      `asi tak ${a} korun`,
      `asi ${a} Kč`,
      `zhruba ${a} Kč`,
      `přibližně ${a} Kč`,
      `kolem ${a} korun`,
      `okolo ${a} eur`,
      `około ${a} zł`,
      `približne ${a} eur`,
      `about ${a} dollars`,
      `around $${a}`,
      `roughly ${a} euros`,
      `approx. ${a} EUR`,
      `~${a} €`,
      `≈ ${a} EUR`,
      `${a}+ €`,
      `${a} or so`,
      `max. ${a} Kč`,
      `maximálně ${a} Kč`,
      `nejvýše ${a} Kč`,
      `nejméně ${a} Kč`,
      `minimálně ${a} Kč`,
      `alespoň ${a} Kč`,
      `mindestens ${a} €`,
      `höchstens ${a} €`,
      `bis zu ${a} €`,
      `at least ${a} euros`,
      `up to ${a} dollars`,
      `no more than $${a}`,
      `over ${a} euros`,
      `under ${a} euros`,
      `přes ${a} Kč`,
      `pod ${a} Kč`,
      `über ${a} Euro`,
      `unter ${a} Euro`,
      `${a}-${b}`,
      `${a / 100}-${b / 100} tisíc`,
      `${a} až ${b} Kč`,
      `od ${a} do ${b} Kč`,
      `zwischen ${a} und ${b} €`,
      `${a} bis ${b} €`,
      `between ${a} and ${b} dollars`,
      `${a}/${b}`,
      `${a} - ${b} EUR`,
    ]);
    add('amount-approx7', approx, 'refuse', amount(approx));

    // Marks by locale and without one.
    const locale = pick(['de-DE', 'en-US', 'cs-CZ', 'de-CH', 'pl-PL', 'en-GB', 'sk-SK', 'de-AT', null]);
    const marks = locale ? marksOf(locale) : null;
    const [big, small] = [int(1_000_000, 99_999_999), int(1_000, 999_999)];
    const cents = int(0, 99);
    const [written, writtenExpected] = pick([
      [`${grouped(small, ' ')}`, { value: `${small} -` }],
      [`${grouped(small, '\u00a0')},${String(cents).padStart(2, '0')}`, { value: `${plain(small * 100 + cents)} -` }],
      [`${grouped(small, '.')},${String(cents).padStart(2, '0')}`, { value: `${plain(small * 100 + cents)} -` }],
      [`${grouped(small, ',')}.${String(cents).padStart(2, '0')}`, { value: `${plain(small * 100 + cents)} -` }],
      [`${grouped(big, '.')}`, { value: `${big} -` }],
      [`${grouped(big, ',')}`, { value: `${big} -` }],
      [`${grouped(big, "'")}`, { value: `${big} -` }],
      [`${small}.${String(cents).padStart(2, '0')}`, { value: `${plain(small * 100 + cents)} -` }],
      [`${small},${String(cents).padStart(2, '0')}`, { value: `${plain(small * 100 + cents)} -` }],
      ['lone', 'lone'],
    ] as [string, Expected6 | 'lone'][]);
    if (writtenExpected === 'lone') {
      const [th, hu] = [int(1, 99), int(100, 999)];
      const mark = pick(['.', ',']);
      const lone = `${th}${mark}${hu}`;
      const reading: Expected6 =
        marks?.group === mark
          ? { value: `${th * 1000 + hu} -` }
          : marks?.decimal === mark && hu % 10 === 0
            ? { value: `${Number(`${th}.${hu}`)} -` }
            : { any: ['ask', 'refuse'] };
      add('amount-marks7', `${lone} (${locale ?? 'no locale'})`, reading, amount(lone, marks));
    } else add('amount-marks7', `${written} (${locale ?? 'no locale'})`, writtenExpected, amount(written, marks));

    // Currencies before and after, joined or spaced, with the whole-amount ending.
    const whole = int(10, 99_999);
    const [sym, symCode] = pick([
      ['€', 'EUR'],
      ['$', 'USD'],
      ['£', 'GBP'],
      ['Kč', 'CZK'],
      ['zł', 'PLN'],
      ['CHF', 'CHF'],
      ['EUR', 'EUR'],
      ['CZK', 'CZK'],
      ['USD', 'USD'],
      ['PLN', 'PLN'],
      ['GBP', 'GBP'],
      ['Ft', 'HUF'],
    ] as [string, string][]);
    const dotted = grouped(whole, '.');
    const spaced = grouped(whole, ' ');
    const placed = pick([
      `${sym}${whole}`,
      `${sym} ${whole}`,
      `${whole}${sym}`,
      `${whole} ${sym}`,
      `${spaced} ${sym}`,
      `${whole},- ${sym}`,
      `${dotted},- ${sym}`,
      `${sym} ${dotted},-`,
      `${whole}.- ${sym}`,
      `${whole},00 ${sym}`,
      `${whole}.00 ${sym}`,
    ]);
    add('amount-currency7', placed, { value: `${whole} ${symCode}` }, amount(placed));

    taxCases7(int, pick, add);
  }
  return [...cases, ...dateCases7(seed, perKind), ...spanCases7(seed, perKind)];
}

const NET7 = [
  'bez DPH',
  'plus DPH',
  '+ 21% DPH',
  'netto',
  'zzgl. MwSt.',
  'exkl. MwSt.',
  'net',
  'excl. VAT',
  'plus VAT',
  'before VAT',
  'bez dane',
  'netto bez VAT',
  'ohne Mehrwertsteuer',
  'zzgl. 19 % MwSt.',
];
const GROSS7 = [
  's DPH',
  'včetně DPH',
  'vč. 21 % DPH',
  'brutto',
  'inkl. MwSt.',
  'inklusive Mehrwertsteuer',
  'incl. VAT',
  'VAT included',
  'including tax',
  'gross',
  's daňou',
  'z VAT',
  'brutto inkl. 19% MwSt.',
  'incl. 21% VAT',
];

/** Net and gross wording, before or after the amount; a rate inside the wording is refused (documented). */
function taxCases7(
  int: (min: number, max: number) => number,
  pick: <T>(items: readonly T[]) => T,
  add: (kind: string, text: string, expected: Expected6, read: () => Answer) => void,
) {
  const net = int(100, 999_999);
  const rate = pick(['21', '19', '20', '23', '12', '15', '7', '0', undefined]);
  const gross = int(0, 1) === 1;
  const wording = pick(gross ? GROSS7 : NET7);
  const stated = gross ? lineAmounts('1', plain(net), rate ?? '0').total : plain(net);
  const before = int(0, 3) === 0 && !/\d/.test(wording);
  const text = before ? `${wording} ${stated} €` : `${stated} € ${wording}`;
  const rateInside = /\d/.test(wording);
  // Wordings the documents name read as they say; others ("before VAT", "s daňou", "VAT included", "including tax") may
  // be read as they say or refused, never taken as the other.
  const known =
    /^(bez DPH|plus DPH|netto|zzgl\. MwSt\.|exkl\. MwSt\.|net|excl\. VAT|plus VAT|s DPH|včetně DPH|brutto|inkl\. MwSt\.|incl\. VAT)$/.test(
      wording,
    );
  const readIt: Expected6 = { value: lineAmounts('1', stated, '0').subtotal };
  const expected: Expected6 = rate === undefined || rateInside ? 'refuse' : known ? readIt : { any: [readIt, 'refuse'] };
  add('amount-tax7', `${text} (rate ${rate ?? 'none'})`, expected, () => ({ value: taxed(text, rate, gross ? 'total' : 'subtotal')() }));
}
