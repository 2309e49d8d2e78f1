/**
 * A sixth held-out value set, written from the outside in with its own tables (number words in en, cs, de, sk and pl,
 * locales' marks taken from Intl, not from the parsers), weighted toward what can be read wrong without a word: amounts
 * said with their tax, thousands and decimal marks by locale (and without one), currencies in signs, codes and words,
 * ranges and approximations (never a pick), number words. Dates, spans and durations: values-fresh5-dates.ts.
 */
import { AmbiguousValue, ParseError, type NumberSeparators } from '../../features/smart/parse/amounts.js';
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer } from './values-fresh2.js';
import { dateCases5 } from './values-fresh5-dates.js';
import { edgeCases5 } from './values-fresh5-edge.js';
import { moreCases5 } from './values-fresh5-more.js';
import { amount } from './values-fresh5-read.js';
import { random, taxed } from './values.js';

/**
 * What a case must answer: a value (a warning allowed), a value said back, a question naming the readings, a refusal
 * (a question also does), or `within`: a day in the range said back, or a refusal (a week or a holiday not in the
 * contract is no one day).
 */
export type Expected5 = { value: string } | { warned: string } | { within: [string, string] } | 'ask' | 'refuse';

export interface Case5 {
  kind: string;
  text: string;
  expected: Expected5;
  read: () => Answer;
}

export const FRESH5_VERDICTS = ['right', 'wrong', 'over-cautious', 'missed', 'crash'] as const;
export type Fresh5Verdict = (typeof FRESH5_VERDICTS)[number];

export function judgeFresh5(one: Case5): Fresh5Verdict {
  let answer: Answer;
  try {
    answer = one.read();
  } catch (error) {
    if (!(error instanceof ParseError)) return 'crash';
    if (one.expected === 'refuse' || (typeof one.expected === 'object' && 'within' in one.expected)) return 'right';
    const asked = error instanceof AmbiguousValue && error.readings.length >= 2;
    if (one.expected === 'ask') return asked ? 'right' : 'missed';
    return asked ? 'over-cautious' : 'missed';
  }
  const expected = one.expected;
  if (expected === 'refuse' || expected === 'ask') return 'wrong';
  if ('value' in expected) return answer.value === expected.value ? 'right' : 'wrong';
  if ('warned' in expected) return answer.value === expected.warned && answer.warning ? 'right' : 'wrong';
  const [from, to] = expected.within;
  return answer.value >= from && answer.value <= to && answer.warning ? 'right' : 'wrong';
}

const EN = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEN = ['', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_TEEN = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const CS = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
const CS_TEN = ['', 'deset', 'dvacet', 'třicet', 'čtyřicet', 'padesát', 'šedesát', 'sedmdesát', 'osmdesát', 'devadesát'];
const CS_TEEN = ['deset', 'jedenáct', 'dvanáct', 'třináct', 'čtrnáct', 'patnáct', 'šestnáct', 'sedmnáct', 'osmnáct', 'devatenáct'];
const CS_HUNDRED = ['', 'sto', 'dvě stě', 'tři sta', 'čtyři sta', 'pět set', 'šest set', 'sedm set', 'osm set', 'devět set'];
const DE = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEN = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const SK_HUNDRED = ['', 'sto', 'dvesto', 'tristo', 'štyristo', 'päťsto', 'šesťsto', 'sedemsto', 'osemsto', 'deväťsto'];
const SK_THOUSAND = ['', 'tisíc', 'dvetisíc', 'tritisíc', 'štyritisíc', 'päťtisíc', 'šesťtisíc', 'sedemtisíc', 'osemtisíc', 'deväťtisíc'];
const PL = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const PL_HUNDRED = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'];

const en99 = (n: number) =>
  n < 10 ? EN[n]! : n < 20 ? EN_TEEN[n - 10]! : `${EN_TEN[Math.floor(n / 10)]}${n % 10 ? `-${EN[n % 10]}` : ''}`;
const cs99 = (n: number) =>
  n < 10 ? CS[n]! : n < 20 ? CS_TEEN[n - 10]! : `${CS_TEN[Math.floor(n / 10)]}${n % 10 ? ` ${CS[n % 10]}` : ''}`;
const csThousands = (n: number) => (n === 1 ? 'tisíc' : `${CS[n] === 'dva' ? 'dva' : CS[n]} ${n < 5 ? 'tisíce' : 'tisíc'}`);
const de99 = (n: number) => (n % 10 && n > 19 ? `${DE[n % 10]}und${DE_TEN[Math.floor(n / 10)]}` : n < 10 ? DE[n]! : DE_TEN[n / 10]!);
const plThousands = (n: number) => (n === 1 ? 'tysiąc' : `${PL[n]} ${n < 5 ? 'tysiące' : 'tysięcy'}`);

const money = (value: number | string, currency: string) => `${value} ${currency}`;
const plain = (cents: number) => String(cents / 100);

/** A locale's decimal and grouping marks as Intl writes them. */
function marksOf(locale: string): NumberSeparators {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')!.value,
    group: parts.find((part) => part.type === 'group')!.value,
    locale,
  };
}
const LOCALES = ['de-DE', 'en-US', 'cs-CZ', 'de-CH', 'pl-PL', 'sk-SK', 'en-GB', 'de-AT'];

export function generateSaid5(seed: number, perKind = 30): Case5[] {
  const next = random(seed * 7_919 + 101);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: Case5[] = [];
  const add = (kind: string, text: string, expected: Expected5, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    // Number words: thousands, hundreds and tens composed from the tables above.
    const [th, hu, te] = [int(1, 9), int(1, 9), int(21, 99)];
    const [words, worth, code] = pick([
      [
        `${EN[th]} thousand ${EN[hu]} hundred`,
        th * 1000 + hu * 100,
        pick([
          ['dollars', 'USD'],
          ['euros', 'EUR'],
        ] as const),
      ],
      [`${EN[th]} thousand ${EN[hu]} hundred and ${en99(te)}`, th * 1000 + hu * 100 + te, ['pounds', 'GBP'] as const],
      [`${en99(int(11, 19))} hundred`, 0, ['dollars', 'USD'] as const],
      [
        `${csThousands(th)} ${CS_HUNDRED[hu]}`,
        th * 1000 + hu * 100,
        pick([
          ['korun', 'CZK'],
          ['Kč', 'CZK'],
          ['eur', 'EUR'],
        ] as const),
      ],
      [`${csThousands(th)} ${CS_HUNDRED[hu]} ${cs99(te)}`, th * 1000 + hu * 100 + te, ['korun', 'CZK'] as const],
      [`${CS_TEEN[int(1, 9)]} set`, 0, ['korun', 'CZK'] as const],
      [`${th === 1 ? '' : DE[th]}tausend${hu === 1 ? '' : DE[hu]}hundert`, th * 1000 + hu * 100, ['Euro', 'EUR'] as const],
      [
        `${th === 1 ? '' : DE[th]}tausend${hu === 1 ? '' : DE[hu]}hundert${de99(te)}`,
        th * 1000 + hu * 100 + te,
        ['Franken', 'CHF'] as const,
      ],
      [`${SK_THOUSAND[th]} ${SK_HUNDRED[hu]}`, th * 1000 + hu * 100, ['eur', 'EUR'] as const],
      [`${plThousands(th)} ${PL_HUNDRED[hu]}`, th * 1000 + hu * 100, ['złotych', 'PLN'] as const],
    ]);
    const said = `${words} ${code[0]}`;
    const value = worth !== 0 ? worth : teenHundreds(words);
    add('amount-words', said, { value: money(value, code[1]) }, amount(said));

    // Currencies in signs, codes and words, in front or behind.
    const n = int(2, 9999);
    const [placed, currency] = pick([
      [`${n} Kč`, 'CZK'],
      [`${n},- Kč`, 'CZK'],
      [`${n} korun`, 'CZK'],
      [`${n} koruny`, 'CZK'],
      [`CZK ${n}`, 'CZK'],
      [`€ ${n}`, 'EUR'],
      [`${n} EUR`, 'EUR'],
      [`${n} Euro`, 'EUR'],
      [`${n} eur`, 'EUR'],
      [`US$${n}`, 'USD'],
      [`${n} USD`, 'USD'],
      [`${n} dollars`, 'USD'],
      [`${n} zł`, 'PLN'],
      [`${n} PLN`, 'PLN'],
      [`${n} złotych`, 'PLN'],
      [`${n} Ft`, 'HUF'],
      [`${n} HUF`, 'HUF'],
      [`${n} forintů`, 'HUF'],
      [`CHF ${n}`, 'CHF'],
      [`Fr. ${n}.-`, 'CHF'],
      [`${n} Franken`, 'CHF'],
      [`£${n}`, 'GBP'],
    ] as const);
    add('amount-currency', placed, { value: money(n, currency) }, amount(placed));

    // Decimal and thousands marks: as the organization's locale writes them, read back under it; under another locale
    // or none, only what the marks alone say.
    const locale = pick(LOCALES);
    const marks = marksOf(locale);
    const cents = int(100_00, 99_999_99);
    const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
    add('amount-locale', `${written} (${locale})`, { value: money(plain(cents), '-') }, amount(written, marks));
    const whole = int(1_001, 999_999);
    const wholeWritten = new Intl.NumberFormat(locale).format(whole);
    add('amount-locale', `${wholeWritten} (${locale})`, { value: money(whole, '-') }, amount(wholeWritten, marks));
    // One mark before three digits, no locale or a locale that does not write that mark: asked when both readings fit
    // an amount (two decimals and a 0), refused when only grouping does (a third decimal is not kept, nor is the mark
    // taken as grouping unasked); under a locale that writes the mark, as the locale reads it (refused as three decimals).
    const [a, b] = [int(1, 99), int(100, 999)];
    const asked: Expected5 = b % 10 === 0 ? 'ask' : 'refuse';
    const [lone, loneLocale, loneExpected] = pick([
      [`${a}.${b}`, null, asked],
      [`${a},${b}`, null, asked],
      [`${a}.${b}`, 'cs-CZ', asked],
      [`${a},${b}`, 'de-CH', asked],
      [`${a}.${b}`, 'de-DE', { value: money(a * 1000 + b, '-') }],
      [`${a},${b}`, 'en-US', { value: money(a * 1000 + b, '-') }],
      [`${a},${b}`, 'de-DE', b % 10 === 0 ? { value: money(Number(`${a}.${b}`), '-') } : 'refuse'],
      [`${a}.${b},50`, null, { value: money(`${a * 1000 + b}.5`, '-') }],
      [`${a},${b}.50`, null, { value: money(`${a * 1000 + b}.5`, '-') }],
      [`${a}'${b}.50`, null, { value: money(`${a * 1000 + b}.5`, '-') }],
      [`${a} ${b}`, null, { value: money(a * 1000 + b, '-') }],
    ] as [string, string | null, Expected5][]);
    add('amount-marks', `${lone} (${loneLocale ?? 'no locale'})`, loneExpected, amount(lone, loneLocale ? marksOf(loneLocale) : null));

    // Ranges and approximations: never a pick.
    const [lo, hi] = [int(1, 9) * 100, int(10, 20) * 100];
    const vague = pick([
      `about ${lo * 10}`,
      `around $${lo}`,
      `roughly ${lo} euros`,
      `cca ${int(2, 9)} tis.`,
      `cca ${lo} Kč`,
      `asi ${lo} korun`,
      `zhruba ${int(2, 9)} tisíc`,
      `přibližně ${lo} Kč`,
      `${int(1, 4)}-${int(5, 9)} tisíc`,
      `1-2 tisíce`,
      `zwischen ${lo} und ${hi} Euro`,
      `etwa ${lo} Euro`,
      `ungefähr ${lo} €`,
      `ca. ${lo} EUR`,
      `${lo}–${hi} €`,
      `${lo} - ${hi} Kč`,
      `od ${lo} do ${hi} Kč`,
      `between ${lo} and ${hi} dollars`,
      `około ${lo} zł`,
      `up to ${lo} euros`,
      `max. ${lo} Kč`,
      `${lo}+ EUR`,
    ]);
    add('amount-range', vague, 'refuse', amount(vague));

    taxCases5(int, pick, next, add);
  }
  return [...cases, ...dateCases5(seed, perKind), ...moreCases5(seed, perKind), ...edgeCases5(seed, perKind)];
}

/** "fifteen hundred", "patnáct set": the teen times a hundred. */
function teenHundreds(words: string): number {
  const first = words.split(' ')[0]!;
  return (10 + Math.max(EN_TEEN.indexOf(first), CS_TEEN.indexOf(first))) * 100;
}

const NET = ['before tax', 'pre-tax', 'excl. VAT', 'ex VAT', '+ VAT', 'plus VAT', 'bez DPH', 'bez daně', '+ DPH', 'plus DPH'];
const NET_DE = ['netto', 'ohne MwSt.', 'zzgl. MwSt.', 'exkl. MwSt.', 'zuzüglich Mehrwertsteuer', 'zzgl. USt.', 'bez VAT'];
const GROSS = ['incl. VAT', 'including VAT', 'VAT included', 'inc. VAT', 's DPH', 's daní', 'včetně DPH', 'vč. DPH', 'včetně daně'];
const GROSS_DE = ['brutto', 'inkl. MwSt.', 'inkl. USt.', 'mit MwSt.', 'inklusive Mehrwertsteuer', 'vrátane DPH', 'z VAT'];

/** Net and gross wording in five languages against the invoice's rate; a rate inside the wording, both, or no rate: refused. */
function taxCases5(
  int: (min: number, max: number) => number,
  pick: <T>(items: readonly T[]) => T,
  next: () => number,
  add: (kind: string, text: string, expected: Expected5, read: () => Answer) => void,
) {
  const net = int(100, 4_999_999);
  const rate = pick(['21', '19', '20', '12', '7', '23', '8.1', undefined]);
  const gross = next() < 0.5;
  const wording = pick(gross ? [...GROSS, ...GROSS_DE] : [...NET, ...NET_DE]);
  const stated = gross ? lineAmounts('1', plain(net), rate ?? '0').total : lineAmounts('1', plain(net), '0').subtotal;
  const [whole, fraction] = stated.split('.') as [string, string];
  const written = pick([`${whole},${fraction}`, `${whole}.${fraction}`, `${Number(whole).toLocaleString('cs-CZ')},${fraction}`]);
  const text = pick([`${written} ${pick(['Kč', 'EUR', '€', 'CHF', 'zł'])} ${wording}`, `${pick(['€', '$', 'CHF'])}${written} ${wording}`]);
  add('amount-tax', `${text} (rate ${rate ?? 'none'})`, rate === undefined ? 'refuse' : { value: stated }, () => ({
    value: taxed(text, rate, gross ? 'total' : 'subtotal')(),
  }));
  // A rate said inside the wording, or net and gross both: refused whatever the invoice's rate.
  const odd = pick([
    `${int(100, 9999)} + 21 % DPH`,
    `${int(100, 9999)} Kč s 21% DPH`,
    `${int(100, 9999)} € inkl. 19 % MwSt.`,
    `${int(100, 9999)} € zzgl. 19% USt.`,
    `${int(100, 9999)} incl. 20% VAT`,
    `${int(100, 9999)} plus 23% VAT`,
    `${int(100, 9999)} Kč bez DPH včetně DPH`,
    `${int(100, 9999)} € netto brutto`,
  ]);
  const oddRate = pick(['21', '19', '20', '23']);
  add('amount-tax-refuse', `${odd} (rate ${oddRate})`, 'refuse', () => ({ value: taxed(odd, oddRate, 'subtotal')() }));
}
