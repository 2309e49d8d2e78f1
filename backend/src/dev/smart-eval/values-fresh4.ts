/**
 * A fifth held-out value set, written from the outside in: what people say and type about money, with number words
 * composed here from their own small tables (not n2words, not the parsers'), in en, cs and de and a few in sk and pl:
 * compounds ("dvacet pět tisíc", "fünfundzwanzigtausend", "twenty-five hundred", "one and a half thousand",
 * "půl milionu"), shorthand ("15 tis.", "1.5k", "$2k", "2,5 Mio. €", "3 mil. Kč"), the ",-" and ",–" endings,
 * currencies in words, codes and signs (the currency read is part of the answer), cents after the unit, and amounts
 * said with their tax. Dates, spans and durations are in values-fresh4-dates.ts. Each answer follows from the rule
 * (docs/smart-values.md): one reading, a reading said back in a warning, a question naming the readings, or a refusal.
 */
import { AmbiguousValue, ParseError, parseAmount } from '../../features/smart/parse/amounts.js';
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer, Expected, SaidCase } from './values-fresh2.js';
import { dateCases4 } from './values-fresh4-dates.js';
import { random, taxed } from './values.js';

/** right; wrong (another value, a choice taken silently, or read what must be refused); asked though one reading; refused though readable; crashed. */
export const FRESH4_VERDICTS = ['right', 'wrong', 'over-cautious', 'missed', 'crash'] as const;
export type Fresh4Verdict = (typeof FRESH4_VERDICTS)[number];

export function judgeFresh4(one: SaidCase): Fresh4Verdict {
  let answer: Answer;
  try {
    answer = one.read();
  } catch (error) {
    if (!(error instanceof ParseError)) return 'crash';
    if (one.expected === 'refuse') return 'right';
    const asked = error instanceof AmbiguousValue && error.readings.length >= 2;
    if (one.expected === 'ask') return asked ? 'right' : 'missed';
    return asked ? 'over-cautious' : 'missed';
  }
  if (one.expected === 'refuse' || one.expected === 'ask') return 'wrong';
  if ('value' in one.expected) return answer.value === one.expected.value ? 'right' : 'wrong';
  return answer.value === one.expected.warned && answer.warning ? 'right' : 'wrong';
}

const EN_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const CS_UNITS = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
const CS_TENS = ['', '', 'dvacet', 'třicet', 'čtyřicet', 'padesát', 'šedesát', 'sedmdesát', 'osmdesát', 'devadesát'];
const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TENS = ['', 'zehn', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const SK_UNITS = ['', 'jeden', 'dva', 'tri', 'štyri', 'päť', 'šesť', 'sedem', 'osem', 'deväť'];
const SK_TENS = ['', '', 'dvadsať', 'tridsať', 'štyridsať', 'päťdesiat', 'šesťdesiat', 'sedemdesiat', 'osemdesiat', 'deväťdesiat'];
const PL_UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const PL_TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];

/** 11..99 in English words ("twenty-five", "fourteen"). */
const en2 = (n: number) => (n < 20 ? EN_TEENS[n - 10]! : `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? `-${EN_UNITS[n % 10]}` : ''}`);
/** 1..9 hundreds in German ("zweihundert"), "hundert" alone for one. */
const deHundreds = (h: number) => `${h === 1 ? '' : DE_UNITS[h]}hundert`;

/** The value and currency an amount reading answers, so a currency lost or changed is wrong like a value is. */
const amount = (text: string) => (): Answer => {
  const read = parseAmount(text);
  return { value: `${read.value} ${read.currency ?? '-'}`, warning: read.how ?? undefined };
};
/** "1250.5" as parseAmount answers cents. */
const plain = (cents: number) => String(cents / 100);
const money = (value: number | string, currency: string) => `${value} ${currency}`;

export function generateSaid4(seed: number, perKind = 40): SaidCase[] {
  const next = random(seed * 104_729 + 17);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: SaidCase[] = [];
  const add = (kind: string, text: string, expected: Expected, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    // Number words and their compounds.
    const [t, u, h] = [int(2, 9), int(2, 9), int(1, 9)];
    const tu = t * 10 + u;
    const teen = int(11, 19);
    const [words, wordsValue, currency] = pick([
      [
        `${en2(tu)} thousand`,
        tu * 1000,
        pick([
          ['dollars', 'USD'],
          ['euros', 'EUR'],
        ]),
      ],
      [
        `${en2(pick([teen, tu]))} hundred`,
        0,
        pick([
          ['dollars', 'USD'],
          ['pounds', 'GBP'],
        ]),
      ],
      [`one and a half thousand`, 1500, ['euros', 'EUR']],
      [`${EN_UNITS[u]} and a half thousand`, u * 1000 + 500, ['dollars', 'USD']],
      [`${EN_UNITS[u]} thousand ${EN_UNITS[h]} hundred and ${en2(tu)}`, u * 1000 + h * 100 + tu, ['euros', 'EUR']],
      ['half a million', 500_000, ['dollars', 'USD']],
      [
        `${CS_TENS[t]} ${CS_UNITS[u]} tisíc`,
        tu * 1000,
        pick([
          ['korun', 'CZK'],
          ['Kč', 'CZK'],
        ]),
      ],
      [`${CS_UNITS[u]}a${CS_TENS[t]} tisíc`, tu * 1000, ['korun', 'CZK']],
      [
        'půl milionu',
        500_000,
        pick([
          ['korun', 'CZK'],
          ['eur', 'EUR'],
        ]),
      ],
      [`${pick(['dva', 'tři', 'čtyři'])} a půl tisíce`, 0, ['korun', 'CZK']],
      [`tisíc ${pick(['dvě stě', 'tři sta', 'pět set'])}`, 0, ['Kč', 'CZK']],
      [`${DE_UNITS[u]}und${DE_TENS[t]}tausend`, tu * 1000, ['Euro', 'EUR']],
      [`${DE_UNITS[u]}tausend${deHundreds(h)}${DE_UNITS[u]}und${DE_TENS[t]}`, u * 1000 + h * 100 + tu, ['Euro', 'EUR']],
      [`${u === 2 ? 'zwei' : DE_UNITS[u]}einhalbtausend`, u * 1000 + 500, ['Euro', 'EUR']],
      ['anderthalbtausend', 1500, ['Franken', 'CHF']],
      ['eine halbe Million', 500_000, ['Euro', 'EUR']],
      [`${SK_TENS[t]}${SK_UNITS[u]} tisíc`, tu * 1000, ['eur', 'EUR']],
      [`${PL_TENS[t]} ${PL_UNITS[Math.max(u, 5)]} tysięcy`, (t * 10 + Math.max(u, 5)) * 1000, ['złotych', 'PLN']],
    ] as const);
    // Values the compound states itself: "twenty-five hundred" 2500, "dva a půl tisíce" 2500, "tisíc dvě stě" 1200.
    const said = `${words} ${currency[0]}`;
    const worth = wordsValue !== 0 ? wordsValue : spokenValue(words);
    add('amount-words', said, { value: money(worth, currency[1]) }, amount(said));

    // Shorthand as typed in a chat or a note.
    const k = int(2, 95);
    const tenth = int(1, 9);
    const [short, shortValue, shortCurrency] = pick([
      [`${k} tis.`, k * 1000, '-'],
      [`${k} tis. Kč`, k * 1000, 'CZK'],
      [`${k} tis. korun`, k * 1000, 'CZK'],
      [`${k}.${tenth}k`, k * 1000 + tenth * 100, '-'],
      [`${k},${tenth}k €`, k * 1000 + tenth * 100, 'EUR'],
      [`$${k}k`, k * 1000, 'USD'],
      [`€${k}K`, k * 1000, 'EUR'],
      [`${k} Mio.`, k * 1_000_000, '-'],
      [`${k},${tenth} Mio. €`, k * 1_000_000 + tenth * 100_000, 'EUR'],
      [`${k} Mio. Euro`, k * 1_000_000, 'EUR'],
      [`${k} mil. Kč`, k * 1_000_000, 'CZK'],
      [`${k},${tenth} mil. Kč`, k * 1_000_000 + tenth * 100_000, 'CZK'],
      [`${k} Tsd. €`, k * 1000, 'EUR'],
      [`${k} tys. zł`, k * 1000, 'PLN'],
    ] as const);
    add('amount-shorthand', short, { value: money(shortValue, shortCurrency) }, amount(short));

    // The whole-amount ending, with a hyphen or an en dash.
    const whole = int(100, 99_999);
    const spaced = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    const dotted = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    const [ended, endedCurrency] = pick([
      [`${whole},-`, '-'],
      [`${whole},–`, '-'],
      [`${spaced},- Kč`, 'CZK'],
      [`${spaced},– Kč`, 'CZK'],
      [`${dotted},- Kč`, 'CZK'],
      [`Kč ${spaced},-`, 'CZK'],
      [`${dotted},– €`, 'EUR'],
      [`${whole},- EUR`, 'EUR'],
    ] as const);
    add('amount-ending', ended, { value: money(whole, endedCurrency) }, amount(ended));

    // Currencies in words, codes and signs; "bucks" read as dollars and said so.
    const n = int(2, 999);
    const [placed, code] = pick([
      [`${n} Kč`, 'CZK'],
      [`${n} korun`, 'CZK'],
      [`${n} CZK`, 'CZK'],
      [`CZK ${n}`, 'CZK'],
      [`${n} €`, 'EUR'],
      [`€${n}`, 'EUR'],
      [`${n} Euro`, 'EUR'],
      [`${n} EUR`, 'EUR'],
      [`${n} euros`, 'EUR'],
      [`${n} dollars`, 'USD'],
      [`$${n}`, 'USD'],
      [`${n} USD`, 'USD'],
      [`${n} zł`, 'PLN'],
    ] as const);
    add('amount-currency', placed, { value: money(n, code) }, amount(placed));
    add('amount-bucks', `${n} bucks`, { warned: money(n, 'USD') }, amount(`${n} bucks`));

    // Cents said after the unit; one digit without a cent word is asked (5 cents or 50?).
    const [units, cents, digit] = [int(2, 400), int(10, 99), int(1, 9)];
    const [withCents, centsExpected] = pick([
      [`${units} dollars ${cents}`, { value: money(plain(units * 100 + cents), 'USD') }],
      [`${units} eur ${cents} centů`, { value: money(plain(units * 100 + cents), 'EUR') }],
      [`${units} Euro ${cents} Cent`, { value: money(plain(units * 100 + cents), 'EUR') }],
      [`${units} korun ${cents} haléřů`, { value: money(plain(units * 100 + cents), 'CZK') }],
      [`${units} dollars and ${cents} cents`, { value: money(plain(units * 100 + cents), 'USD') }],
      [`${units},${cents} Kč`, { value: money(plain(units * 100 + cents), 'CZK') }],
      [`${units} euros ${digit}`, 'ask'],
    ] as [string, Expected][]);
    add('amount-cents', withCents, centsExpected, amount(withCents));

    // Amounts that must be asked (a separator before three digits with no locale, a unit after thousands) or refused
    // (no one number, "m" after digits, "a few").
    const [unclear, unclearExpected] = pick([
      // Grouping or two decimals (the third a 0): both offered. Any other third digit leaves only grouping, refused.
      [`${int(1, 9)}.${int(10, 99)}0 €`, 'ask'],
      [`${int(1, 9)},${int(10, 99)}0 Kč`, 'ask'],
      [`${int(1, 9)}.${int(10, 99)}${int(1, 9)} €`, 'refuse'],
      [`${EN_UNITS[u]} thousand ${EN_UNITS[h]} euros`, 'ask'],
      [`a few hundred bucks`, 'refuse'],
      [`${k}m`, 'refuse'],
      [`${EN_UNITS[u]} hundred apples ${EN_UNITS[h]}`, 'refuse'],
      [`ein paar tausend Euro`, 'refuse'],
      [`několik tisíc korun`, 'refuse'],
    ] as [string, Expected][]);
    add('amount-ask-or-refuse', unclear, unclearExpected, amount(unclear));

    taxCases(int, pick, next, add);
  }
  return [...cases, ...dateCases4(seed, perKind)];
}

/** What a compound without a stated value means, from its own words. */
function spokenValue(words: string): number {
  const hundred = /^(.+) hundred$/.exec(words)?.[1];
  if (hundred !== undefined) {
    if (EN_TEENS.includes(hundred)) return (10 + EN_TEENS.indexOf(hundred)) * 100;
    const [tens, unit] = hundred.split('-') as [string, string];
    return (EN_TENS.indexOf(tens) * 10 + EN_UNITS.indexOf(unit)) * 100;
  }
  const half = /^(dva|tři|čtyři) a půl tisíce$/.exec(words);
  if (half) return CS_UNITS.indexOf(half[1]!) * 1000 + 500;
  return 1000 + { 'dvě stě': 200, 'tři sta': 300, 'pět set': 500 }[words.slice('tisíc '.length)]!;
}

/** Net and gross wording against the invoice's rate, in three languages; a rate inside the wording or no rate: refused. */
function taxCases(
  int: (min: number, max: number) => number,
  pick: <T>(items: readonly T[]) => T,
  next: () => number,
  add: (kind: string, text: string, expected: Expected, read: () => Answer) => void,
) {
  const net = int(100, 999_999);
  const rate = pick(['21', '19', '20', '12', '7', '10', undefined]);
  const gross = next() < 0.5;
  const wording = gross
    ? pick(['s DPH', 'vč. DPH', 'včetně DPH', 'inkl. MwSt.', 'inkl. USt.', 'brutto', 'incl. VAT', 'including VAT', 'gross'])
    : pick(['bez DPH', '+ DPH', 'plus DPH', 'zzgl. USt.', 'zzgl. MwSt.', 'netto', 'plus VAT', 'excluding VAT', 'net', 'exkl. MwSt.']);
  const stated = gross ? lineAmounts('1', plain(net), rate ?? '0').total : lineAmounts('1', plain(net), '0').subtotal;
  const text = `${stated.replace('.', ',')} ${pick(['Kč', 'EUR', '€', 'CZK'])} ${wording}`;
  add('amount-tax', text, rate === undefined ? 'refuse' : { value: stated }, () => ({
    value: taxed(text, rate, gross ? 'total' : 'subtotal')(),
  }));
  // A rate said inside the wording goes in tax_rate: refused naming the field, whatever the invoice's rate.
  const inside = `${int(100, 9999)} ${pick(['+ 21% DPH', '+ 21 % DPH', 'zzgl. 19 % MwSt.', 'inkl. 19% MwSt.', 'plus 20% VAT', 's 21% DPH'])}`;
  const insideRate = pick(['21', '19', '20']);
  add('amount-tax', inside, 'refuse', () => ({ value: taxed(inside, insideRate, 'subtotal')() }));
}
