/**
 * A seventh held-out value set, written blind (before reading the parsers) from the outside in: what LLM tool calls,
 * voice transcripts and people pass on that the earlier sets lack. Amounts as Intl writes them with their currency in
 * eleven locales, whole amounts by the organization's locale, number words as a transcript gives them (n2words, no
 * hyphens, British "and"), idioms ("twenty five hundred", "a grand", "fünfzehnhundert", "dvatisícepětset"), vague
 * quantities ("pár stovek": refused), shorthand and tax wording in five languages, and traps that read wrong without
 * a word. Dates: values-fresh6-dates.ts; spans and durations: values-fresh6-spans.ts.
 */
import { toCardinal as csWords } from 'n2words/cs-CZ';
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-GB';
import { toCardinal as plWords } from 'n2words/pl-PL';
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import { dateCases6 } from './values-fresh6-dates.js';
import { type Case6, type Expected6, marksOf } from './values-fresh6-judge.js';
import { moreCases6 } from './values-fresh6-more.js';
import { spanCases6 } from './values-fresh6-spans.js';
import { trapCases6 } from './values-fresh6-traps.js';
import { taxed } from './values.js';
import { seededDraws } from './seeded-draws.js';

const CURRENCY_LOCALES = [
  ['de-DE', 'EUR'],
  ['de-AT', 'EUR'],
  ['en-US', 'USD'],
  ['en-IE', 'EUR'],
  ['en-GB', 'GBP'],
  ['cs-CZ', 'CZK'],
  ['sk-SK', 'EUR'],
  ['pl-PL', 'PLN'],
  ['de-CH', 'CHF'],
  ['fr-FR', 'EUR'],
  ['nl-NL', 'EUR'],
] as const;

/** Cents as the parser's value: no trailing zeros. */
const plain = (cents: number) => String(cents / 100);

export function generateSaid6(seed: number, perKind = 24): Case6[] {
  const { next, int, pick } = seededDraws(seed * 104_729 + 13);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    // Intl's own currency formats, with cents: read without any locale (the marks say it all).
    const [locale, code] = pick(CURRENCY_LOCALES);
    const cents = pick([int(100, 99_999), int(100_000, 9_999_999), int(10_000_000, 999_999_999)]);
    const display = pick(['symbol', 'code', 'narrowSymbol'] as const);
    const withCents = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: display }).format(cents / 100);
    add('amount-intl-currency', withCents, { value: `${plain(cents)} ${code}` }, amount(withCents));

    // Whole amounts as Intl writes them: under the organization's own locale, read as it; without one, a lone "." or
    // "," before three digits is asked or refused, anything else read.
    const [wholeLocale, wholeCode] = pick(CURRENCY_LOCALES);
    const whole = pick([int(1_000, 9_999), int(10_000, 999_999), int(1_000_000, 99_999_999), int(10, 999)]);
    const written = new Intl.NumberFormat(wholeLocale, { style: 'currency', currency: wholeCode, maximumFractionDigits: 0 }).format(whole);
    const underLocale = next() < 0.5;
    const marks = marksOf(wholeLocale);
    // Intl may group currency otherwise than plain numbers (de-AT: "€ 4.321" but "4 321"); the locale's marks are
    // those of plain numbers, so a lone mark its plain numbers do not write is asked there too.
    const group = new Intl.NumberFormat(wholeLocale, { style: 'currency', currency: wholeCode })
      .formatToParts(1234)
      .find((part) => part.type === 'group')?.value;
    const lone = whole >= 1000 && whole < 1_000_000 && (group === '.' || group === ',');
    add(
      'amount-intl-whole',
      `${written} (${underLocale ? wholeLocale : 'no locale'})`,
      !lone || (underLocale && group === marks.group) ? { value: `${whole} ${wholeCode}` } : 'refuse',
      amount(written, underLocale ? marks : null),
    );

    // Number words as a transcript gives them: no hyphens, British "and", the currency said after.
    const n = pick([int(1, 99), int(100, 999), int(1_000, 9_999), int(10_000, 999_999)]);
    const [words, unit, unitCode] = pick([
      [enWords(n).replace(/-/g, ' '), pick(['dollars', 'euros', 'pounds', '']), ''],
      [enWords(n).replace(/-/g, ' ').replace(/,/g, ''), 'euros', 'EUR'],
      [csWords(n), pick(['korun', 'Kč', 'eur']), ''],
      [deWords(n), pick(['Euro', 'Franken']), ''],
      [plWords(n), 'złotych', 'PLN'],
    ] as [string, string, string][]);
    const voiceCode =
      unitCode ||
      { dollars: 'USD', euros: 'EUR', pounds: 'GBP', korun: 'CZK', Kč: 'CZK', eur: 'EUR', Euro: 'EUR', Franken: 'CHF' }[unit] ||
      '-';
    const voice = `${words} ${unit}`.trim();
    add('amount-voice', voice, { value: `${n} ${voiceCode}` }, amount(voice));

    // Money said with its cents in words.
    const [units, sub] = [int(1, 999), int(1, 99)];
    const [withSub, subCode] = pick([
      [`${enWords(units)} dollars and ${enWords(sub)} cents`, 'USD'],
      [`${enWords(units)} euros ${enWords(sub)}`, 'EUR'],
      [`${csWords(units)} korun ${csWords(sub)} haléřů`, 'CZK'],
      [`${deWords(units)} Euro ${deWords(sub)}`, 'EUR'],
      [`${units} dollars and ${sub} cents`, 'USD'],
      [`${units} Euro und ${sub} Cent`, 'EUR'],
    ] as [string, string][]);
    add('amount-voice-cents', withSub, { value: `${units + sub / 100} ${subCode}` }, amount(withSub));

    // Idioms: hundreds counted past a thousand, "grand", one-word compounds; vague quantities refused.
    const [t, h] = [int(11, 19), int(2, 9)];
    const twenty = int(21, 99);
    const [idiom, idiomExpected] = pick([
      [`${enWords(t)} hundred dollars`, { value: `${t * 100} USD` }],
      [`${enWords(twenty).replace('-', ' ')} hundred`, twenty % 10 === 0 ? 'skip' : { value: `${twenty * 100} -` }],
      [`${enWords(twenty)} hundred euros`, twenty % 10 === 0 ? 'skip' : { value: `${twenty * 100} EUR` }],
      ['a grand', { value: '1000 -' }],
      [`${enWords(h)} grand`, { value: `${h * 1000} -` }],
      [`${deWords(t).toLowerCase()}hundert Euro`, { value: `${t * 100} EUR` }],
      [`${csWords(h * 1000 + 500).replace(/ /g, '')}`, { value: `${h * 1000 + 500} -` }],
      [`tisícpětset korun`, { value: '1500 CZK' }],
      [`${enWords(h)} and a half thousand`, { value: `${h * 1000 + 500} -` }],
      [`a thousand and ${enWords(h)} hundred`, { value: `${1000 + h * 100} -` }],
      [`${csWords(h)} a půl tisíce`, { value: `${h * 1000 + 500} -` }],
      ['pár stovek', 'refuse'],
      ['pár tisíc korun', 'refuse'],
      ['a few hundred dollars', 'refuse'],
      ['a couple hundred bucks', 'refuse'],
      ['a couple of grand', 'refuse'],
      ['ein paar hundert Euro', 'refuse'],
      ['einige tausend Euro', 'refuse'],
      ['několik set korun', 'refuse'],
      ['hundreds of euros', 'refuse'],
      ['kilka tysięcy złotych', 'refuse'],
      ['desítky tisíc', 'refuse'],
      ['tens of thousands', 'refuse'],
    ] as [string, Expected6 | 'skip'][]);
    if (idiomExpected !== 'skip') add('amount-idiom', idiom, idiomExpected, amount(idiom));

    // Shorthand after digits.
    const [k, frac] = [int(2, 99), int(1, 9)];
    const [short, shortExpected] = pick([
      [`${k}k`, { value: `${k * 1000} -` }],
      [`${k}.${frac}k EUR`, { value: `${k * 1000 + frac * 100} EUR` }],
      [`${k},${frac}k €`, { value: `${k * 1000 + frac * 100} EUR` }],
      [`€${k}k`, { value: `${k * 1000} EUR` }],
      [`${k}K USD`, { value: `${k * 1000} USD` }],
      [`${k} tis. Kč`, { value: `${k * 1000} CZK` }],
      [`${k},${frac} tis. Kč`, { value: `${k * 1000 + frac * 100} CZK` }],
      [`${k} tis`, { value: `${k * 1000} -` }],
      [`${k} tys. zł`, { value: `${k * 1000} PLN` }],
      [`${k} Tsd. €`, { value: `${k * 1000} EUR` }],
      [`${k},${frac} Mio. €`, { value: `${k * 1_000_000 + frac * 100_000} EUR` }],
      [`${k},${frac} mil. Kč`, { value: `${k * 1_000_000 + frac * 100_000} CZK` }],
      [`${k}.${frac} thousand dollars`, { value: `${k * 1000 + frac * 100} USD` }],
      [`${k}.${frac} million euros`, { value: `${k * 1_000_000 + frac * 100_000} EUR` }],
      [`${k}m`, 'refuse'],
      [`${k}.${frac}m €`, 'refuse'],
    ] as [string, Expected6][]);
    add('amount-shorthand', short, shortExpected, amount(short));

    taxCases6(int, pick, next, add);
  }
  return [...cases, ...trapCases6(seed, perKind), ...dateCases6(seed, perKind), ...spanCases6(seed, perKind), ...moreCases6(seed, perKind)];
}

const NET6 = [
  'plus VAT',
  '+VAT',
  '+ VAT',
  'excl VAT',
  'ex. VAT',
  'net of VAT',
  'bez DPH',
  '+DPH',
  'netto',
  'zzgl MwSt',
  'exkl. MwSt',
  'ohne MwSt',
  'zzgl. Mehrwertsteuer',
  'bez VAT',
  'netto bez VAT',
];
const GROSS6 = [
  'incl VAT',
  'inc VAT',
  'VAT incl.',
  'including VAT',
  's DPH',
  'vč DPH',
  'včetně DPH',
  'vrátane DPH',
  's DPH (brutto)',
  'brutto',
  'inkl MwSt',
  'inkl. MwSt',
  'inklusive MwSt.',
  'z VAT',
  'brutto z VAT',
];

/** Net and gross wording, the amount written as Intl writes it in a locale that goes with the wording. */
function taxCases6(
  int: (min: number, max: number) => number,
  pick: <T>(items: readonly T[]) => T,
  next: () => number,
  add: (kind: string, text: string, expected: Expected6, read: () => Answer) => void,
) {
  const net = int(100, 999_999);
  const rate = pick(['21', '19', '20', '23', '10', '8.1', '0', undefined]);
  const gross = next() < 0.5;
  const wording = pick(gross ? GROSS6 : NET6);
  const stated = gross ? lineAmounts('1', plain(net), rate ?? '0').total : plain(net);
  const [locale, code] = pick(CURRENCY_LOCALES);
  const written = new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2 }).format(Number(stated));
  const text = `${written} ${wording}`;
  const expected: Expected6 = rate === undefined ? 'refuse' : { value: lineAmounts('1', stated, '0').subtotal };
  add('amount-tax6', `${text} (rate ${rate ?? 'none'})`, expected, () => ({
    value: taxed(text, rate, gross ? 'total' : 'subtotal')(),
  }));
}
