/**
 * The ninth held-out value set, written blind (before reading the parsers) from issue 30 item 6 and the documented
 * rules alone, toward what could read wrong without a word and what earlier sets lack: amounts in words from its own
 * tables in seven languages (en, cs, de, sk, pl, fr, it) with "and"/"a"/"und" joins, fraction words ("anderthalb",
 * "půl druhého", "two and a half thousand", "tři čtvrtě milionu"), currencies joined in any case ("1500eur", "15EURO",
 * "€1.5k", "CZK1500,-"), slang ("a tenner", "a grand", "zwei Mille", "litr", "kilo"), approximations and ranges,
 * marks by locale (1.500 / 1,500 / 1 500 / 1'500) and net or gross wording against the rate. Dates:
 * values-fresh8-dates.ts; lengths and spans: values-fresh8-spans.ts.
 */
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import { type Case6, type Expected6, marksOf } from './values-fresh6-judge.js';
import { dateCases8 } from './values-fresh8-dates.js';
import { spanCases8 } from './values-fresh8-spans.js';
import { moneyCases8 } from './values-fresh8-money.js';
import { cs, de, en, fr, it, pl, sk } from './values-fresh8-words.js';
import { seededDraws } from './seeded-draws.js';

type Add = (kind: string, text: string, expected: Expected6, read: () => Answer) => void;

/** A thousand and a few more in words may be price talk ("osm tisíc jedna" for 8,100): asked (documented). */
const wordsExpected = (n: number, code: string): Expected6 =>
  n >= 1000 && n % 1000 > 0 && n % 1000 < 100 ? { any: [{ value: `${n} ${code}` }, 'ask'] } : { value: `${n} ${code}` };

export function generateSaid8(seed: number, perKind = 28): Case6[] {
  const { int, pick } = seededDraws(seed * 999_983 + 29);
  const cases: Case6[] = [];
  const add: Add = (kind, text, expected, read) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    const n = pick([
      int(1, 99),
      int(100, 999),
      int(1_000, 9_999),
      int(10_000, 99_999),
      int(100_000, 999_999),
      int(1, 9) * 1000 + int(0, 9) * 100,
    ]);
    const v = int(0, 7);
    const [words, code] = pick([
      [`${en(n, v)} euros`, 'EUR'],
      [`${en(n, v)} dollars`, 'USD'],
      [`${en(n, v)} pounds`, 'GBP'],
      [`EUR ${en(n, v)}`, 'EUR'],
      [`${cs(n, v & 3)} korun`, 'CZK'],
      [`${cs(n, v & 3)} Kč`, 'CZK'],
      [`${cs(n, v & 1)} eur`, 'EUR'],
      [`${de(n, v)} Euro`, 'EUR'],
      [`${de(n, v)} Franken`, 'CHF'],
      [`${de(n, v)} EUR`, 'EUR'],
      [`${sk(n, v & 1)} eur`, 'EUR'],
      [`${sk(n, v & 1)} EUR`, 'EUR'],
      [`${pl(n)} złotych`, 'PLN'],
      [`${pl(n)} zł`, 'PLN'],
    ] as [string, string][]);
    add('amount-words8', words, wordsExpected(n, code), amount(words));

    const [frit, fritCode] = pick([
      [`${fr(n, v & 2)} euros`, 'EUR'],
      [`${fr(n, v & 3)} francs suisses`, 'CHF'],
      [`${fr(n, v)} EUR`, 'EUR'],
      [`${it(n, v & 1)} euro`, 'EUR'],
      [`${it(n, v & 1)} EUR`, 'EUR'],
      [`${it(n, v & 1)} franchi`, 'CHF'],
    ] as [string, string][]);
    // Not documented: read right, or refused; never another amount.
    add('amount-words-fr-it8', frit, { any: [wordsExpected(n, fritCode), 'refuse'] }, amount(frit));

    fractionCase(int, pick, add);
    moneyCases8(int, pick, add);

    // Marks by locale and without one.
    const locale = pick(['de-DE', 'en-US', 'cs-CZ', 'de-CH', 'fr-FR', 'fr-CH', 'it-IT', 'pl-PL', 'en-GB', 'sk-SK', null]);
    const marks = locale ? marksOf(locale) : null;
    const [big, small, cents] = [int(1_000_000, 99_999_999), int(1_000, 999_999), int(0, 99)];
    const cc = String(cents).padStart(2, '0');
    const g = (k: number, mark: string) => String(k).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
    const exact = (c: number) => ({ value: `${c / 100} -` });
    const [written, writtenExpected] = pick([
      [g(small, ' '), { value: `${small} -` }],
      [g(small, '\u202f'), { value: `${small} -` }],
      [`${g(small, '\u00a0')},${cc}`, exact(small * 100 + cents)],
      [`${g(big, '.')},${cc}`, exact(big * 100 + cents)],
      [`${g(big, ',')}.${cc}`, exact(big * 100 + cents)],
      [g(big, "'"), { value: `${big} -` }],
      [g(big, '’'), { value: `${big} -` }],
      [`${g(small, "'")}.${cc}`, exact(small * 100 + cents)],
      [g(big, '.'), { value: `${big} -` }],
      [g(big, ','), { value: `${big} -` }],
      [`${g(small, ',')},${cc}`, 'refuse'],
      [`${g(big, '.')}.${cc}`, { any: ['refuse', 'ask'] }],
      [`${small},${cc}`, exact(small * 100 + cents)],
      ['lone', 'lone'],
      ['lone', 'lone'],
    ] as [string, Expected6 | 'lone'][]);
    if (writtenExpected === 'lone') {
      const [th, hu] = [int(1, 999), int(100, 999)];
      const mark = pick(['.', ',', "'"]);
      const lone = `${th}${mark}${hu}`;
      const reading: Expected6 =
        mark === "'" || marks?.group === mark
          ? { value: `${th * 1000 + hu} -` }
          : marks?.decimal === mark
            ? { any: [{ value: `${Number(`${th}.${hu}`)} -` }, 'ask', 'refuse'] }
            : { any: ['ask', 'refuse'] };
      add('amount-marks8', `${lone} (${locale ?? 'no locale'})`, reading, amount(lone, marks));
    } else add('amount-marks8', `${written} (${locale ?? 'no locale'})`, writtenExpected, amount(written, marks));
  }
  return [...cases, ...dateCases8(seed, perKind), ...spanCases8(seed, perKind)];
}

const CS_GEN_ORD = ['', '', 'druhého', 'třetího', 'čtvrtého', 'pátého', 'šestého', 'sedmého', 'osmého', 'devátého', 'desátého'];

/** Fractions and halves in words: the half said before the next whole, or after a whole. */
function fractionCase(int: (a: number, b: number) => number, pick: <T>(items: readonly T[]) => T, add: Add) {
  const k = int(2, 9);
  const half = (whole: number, unit: number) => (whole + 0.5) * unit;
  const [text, expected] = pick([
    [`${en(k - 1)} and a half thousand euros`, { value: `${half(k - 1, 1000)} EUR` }],
    [`${de(k - 1)}einhalbtausend Euro`, { value: `${half(k - 1, 1000)} EUR` }],
    ['anderthalbtausend Euro', { value: '1500 EUR' }],
    ['eineinhalbtausend Euro', { value: '1500 EUR' }],
    [`${de(k - 1)}einhalb Tausend Euro`, { any: [{ value: `${half(k - 1, 1000)} EUR` }, 'refuse'] }],
    ['anderthalb Millionen Euro', { any: [{ value: '1500000 EUR' }, 'refuse'] }],
    [`půl ${CS_GEN_ORD[k]} tisíce`, { value: `${half(k - 1, 1000)} -` }],
    [`půl ${CS_GEN_ORD[k]} tisíce korun`, { value: `${half(k - 1, 1000)} CZK` }],
    [`${k - 1 === 1 ? 'jeden' : cs(k - 1)} a půl tisíce korun`, { any: [{ value: `${half(k - 1, 1000)} CZK` }, 'refuse'] }],
    [`${cs(k)} a půl tisíce`, { any: [{ value: `${half(k, 1000)} -` }, 'refuse'] }],
    ['půl milionu korun', { any: [{ value: '500000 CZK' }, 'refuse'] }],
    ['čtvrt milionu', { any: [{ value: '250000 -' }, 'refuse'] }],
    ['tři čtvrtě milionu korun', { any: [{ value: '750000 CZK' }, 'refuse'] }],
    ['a quarter of a million dollars', { any: [{ value: '250000 USD' }, 'refuse'] }],
    ['three quarters of a million euros', { any: [{ value: '750000 EUR' }, 'refuse'] }],
    ['half a million euros', { any: [{ value: '500000 EUR' }, 'refuse'] }],
    ['półtora tysiąca złotych', { value: '1500 PLN' }],
    ['poldruha tisíca eur', { value: '1500 EUR' }],
    [`${k},5 tisíce Kč`, { value: `${half(k, 1000)} CZK` }],
    [`${k}½ tisíce`, { any: [{ value: `${half(k, 1000)} -` }, 'refuse'] }],
    [`${k} and a half grand`, { any: [{ value: `${half(k, 1000)} -` }, { warned: `${half(k, 1000)} -` }, 'refuse'] }],
    ['mille cinq cents euros', { any: [{ value: '1500 EUR' }, 'refuse'] }],
    ['millecinquecento euro', { any: [{ value: '1500 EUR' }, 'refuse'] }],
  ] as [string, Expected6][]);
  add('amount-fraction8', text, expected, amount(text));
}
