/**
 * A third held-out set of value phrasings, written from what people and transcripts say rather than from the parsers:
 * number words and their compounds, shorthand ("grand", "tis.", "Mio."), currencies before and after, cents said in
 * words, net and gross wording against the tax rate, clock spans with breaks and two spans in one phrase, durations
 * in words with their Czech and Polish cases. Dates are in values-fresh2-dates.ts. Each case says what must come
 * back: a value, a value with a warning saying how it was read (a choice taken silently is wrong), a question naming
 * the readings, or a refusal. Expected values come from n2words, Intl and arithmetic, never from the parsers' tables.
 */
import { toCardinal as csWords } from 'n2words/cs-CZ';
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-US';
import { AmbiguousValue, ParseError, parseAmount } from '../../features/smart/parse/amounts.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import { lineAmounts } from '../../platform/lib/money.js';
import { dateCases } from './values-fresh2-dates.js';
import { random, taxed } from './values.js';

/** What a case must answer: a value, a value said back with a warning, a question with readings, or a refusal. */
export type Expected = { value: string } | { warned: string } | 'ask' | 'refuse';

/** What a reading answered: its value, and whether it was said back. */
export interface Answer {
  value: string;
  warning?: string | undefined;
}

export interface SaidCase {
  kind: string;
  text: string;
  expected: Expected;
  read: () => Answer;
}

/** right; wrong (a value other than meant, or a choice taken without a word); refused though readable; crashed. */
export const SAID_VERDICTS = ['right', 'wrong', 'refused-readable', 'crash'] as const;
export type SaidVerdict = (typeof SAID_VERDICTS)[number];

export function judgeSaid(one: SaidCase): SaidVerdict {
  let answer: Answer;
  try {
    answer = one.read();
  } catch (error) {
    if (!(error instanceof ParseError)) return 'crash';
    if (one.expected === 'refuse') return 'right';
    // Asked back only with the readings named: a bare refusal leaves the caller nothing to choose from.
    if (one.expected === 'ask') return error instanceof AmbiguousValue && error.readings.length >= 2 ? 'right' : 'refused-readable';
    return 'refused-readable';
  }
  if (one.expected === 'refuse' || one.expected === 'ask') return 'wrong';
  if ('value' in one.expected) return answer.value === one.expected.value ? 'right' : 'wrong';
  return answer.value === one.expected.warned && answer.warning ? 'right' : 'wrong';
}

export type Tools = ReturnType<typeof toolsOf>;

function toolsOf(next: () => number) {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  return { int, pick };
}

const amount = (text: string) => () => parseAmount(text);
const minutes = (text: string) => () => {
  const read = parseDuration(text);
  return { value: String(read.minutes), warning: read.warning };
};
/** "1250.5" as parseAmount answers cents. */
const plain = (cents: number) => String(cents / 100);

export function generateSaid(seed: number, perKind = 40): SaidCase[] {
  const next = random(seed * 6007 + 29);
  const tools = toolsOf(next);
  const { int, pick } = tools;
  const cases: SaidCase[] = [];
  const add = (kind: string, text: string, expected: Expected, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    // Number words and compounds with a currency word, in each language.
    const n = pick([int(21, 99), int(101, 999), int(1001, 9999), int(11, 19) * 100, int(10_000, 99_999), int(2, 9) * 1000]);
    const [words, currency] = pick([
      [enWords(n), pick(['euros', 'dollars', 'pounds'])],
      [csWords(n), pick(['korun', 'eur', 'Kč'])],
      [deWords(n), pick(['Euro', 'Franken', ''])],
      [n >= 1100 && n < 2000 && n % 100 === 0 ? `${enWords(n / 100)} hundred` : enWords(n), 'bucks'],
      [n >= 1100 && n < 2000 && n % 100 === 0 ? `${csWords(n / 100)} set` : csWords(n), 'korun'],
      [n >= 1100 && n < 2000 && n % 100 === 0 ? `${deWords(n / 100)}hundert` : deWords(n), 'Euro'],
    ] as const);
    const spelt = `${words} ${currency}`.trim();
    add('amount-words', spelt, { value: String(n) }, amount(spelt));

    // Shorthand for thousands and millions.
    const k = int(2, 95);
    const tenth = int(1, 9);
    const [short, shortValue] = pick([
      [`${k} grand`, k * 1000],
      [`${enWords(k)} grand`, k * 1000],
      [`${k}.${tenth}k`, k * 1000 + tenth * 100],
      [`€${k}k`, k * 1000],
      [`${k} tis. Kč`, k * 1000],
      [`${k},${tenth} tis.`, k * 1000 + tenth * 100],
      [`${k} Tsd. Euro`, k * 1000],
      [`${k},${tenth} Mio. €`, k * 1_000_000 + tenth * 100_000],
      [`${k} mil. korun`, k * 1_000_000],
      [`one and a half grand`, 1500],
      [`${csWords(k)} tisíc`, k * 1000],
    ] as const);
    add('amount-shorthand', short, { value: String(shortValue) }, amount(short));

    // Currencies before and after, as each writes its grouping and decimals.
    const cents = int(100_000, 9_999_999);
    const [whole, part] = [Math.floor(cents / 100), cents % 100];
    const [grouped, dotted, commaed] = [
      String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
      String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
      String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    ];
    const two = String(part).padStart(2, '0');
    const [placed, placedValue] = pick([
      [`Kč ${grouped}`, plain(whole * 100)],
      [`${grouped},- Kč`, plain(whole * 100)],
      [`EUR ${dotted},${two}`, plain(cents)],
      [`${dotted},${two} €`, plain(cents)],
      [`€ ${dotted},${two}`, plain(cents)],
      [`USD ${commaed}.${two}`, plain(cents)],
      [`$${commaed}.${two}`, plain(cents)],
      [`${grouped},${two} Kč`, plain(cents)],
      [`CZK ${grouped},${two}`, plain(cents)],
      [`zł ${grouped},${two}`, plain(cents)],
      [`CHF ${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${two}`, plain(cents)],
    ] as const);
    add('amount-currency-place', placed, { value: placedValue }, amount(placed));

    // Money said with its cents in words.
    const [units, cent] = [int(2, 99), int(11, 99)];
    const [spoken, spokenValue] = pick([
      [`${deWords(units)} Euro ${deWords(cent)}`, plain(units * 100 + cent)],
      [`${csWords(units)} ${units < 5 ? 'koruny' : 'korun'} ${csWords(cent)}`, plain(units * 100 + cent)],
      [`${enWords(units)} dollars ${enWords(cent)}`, plain(units * 100 + cent)],
      [`${enWords(units)} euros and ${enWords(cent)} cents`, plain(units * 100 + cent)],
      [`${deWords(units)} Euro und ${deWords(cent)} Cent`, plain(units * 100 + cent)],
      [`${csWords(units)} eur a ${csWords(cent)} centů`, plain(units * 100 + cent)],
      [`${units} Kč ${cent} haléřů`, plain(units * 100 + cent)],
    ] as const);
    add('amount-cents-words', spoken, { value: spokenValue }, amount(spoken));

    // Net or gross wording against the invoice's tax rate; without a rate, refused asking for it (its readings are
    // every rate there is, so none are listed).
    const net = int(100, 999_999);
    const rate = pick(['21', '19', '20', '12', '7', undefined]);
    const gross = next() < 0.5;
    const wording = gross
      ? pick(['s DPH', 'včetně DPH', 'inkl. MwSt.', 'brutto', 'incl. VAT', 'including tax', 'gross'])
      : pick(['bez DPH', 'zzgl. MwSt.', 'netto', 'plus VAT', 'excl. VAT', 'before tax', 'net']);
    const stated = gross ? lineAmounts('1', plain(net), rate ?? '0').total : lineAmounts('1', plain(net), '0').subtotal;
    const taxText = `${stated.replace('.', ',')} ${pick(['EUR', 'Kč', '€'])} ${wording}`;
    const taxRead = taxed(taxText, rate, gross ? 'total' : 'subtotal');
    add('amount-tax', taxText, rate === undefined ? 'refuse' : { value: stated }, () => ({ value: taxRead() }));

    durations(tools, add);
  }
  return [...cases, ...dateCases(seed, perKind)];
}

/** Czech hours: 1 hodina, 2–4 hodiny, 5+ hodin (and the genitive after "dvou", "tří"); Polish likewise. */
const csHours = (h: number) => (h === 1 ? 'hodina' : h < 5 ? 'hodiny' : 'hodin');
const plHours = (h: number) => (h === 1 ? 'godzina' : h < 5 ? 'godziny' : 'godzin');
const PL_UNITS = ['', 'jedna', 'dwie', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem'];
const CS_GENITIVE = ['', 'jedné', 'dvou', 'tří', 'čtyř', 'pěti', 'šesti', 'sedmi', 'osmi'];
const CS_ORDINAL_HOURS = ['', '', '', '', '', '', 'šesté', 'sedmé', 'osmé', 'deváté', 'desáté', 'jedenácté', 'dvanácté'];

function durations({ int, pick }: Tools, add: (kind: string, text: string, expected: Expected, read: () => Answer) => void) {
  // Durations in words, declined as the sentence around them wants.
  const h = int(2, 8);
  const m = pick([10, 15, 20, 25, 40, 45, 50]);
  const [said, saidMinutes] = pick([
    [`${CS_GENITIVE[h]} hodin`, h * 60],
    [`${CS_GENITIVE[h]} a půl hodiny`, h * 60 + 30],
    [`${csWords(h)} ${csHours(h)} a ${csWords(m)} minut`, h * 60 + m],
    [`${PL_UNITS[h]} ${plHours(h)}`, h * 60],
    [`${PL_UNITS[h]} ${plHours(h)} i ${m} minut`, h * 60 + m],
    ['pół godziny', 30],
    ['półtorej godziny', 90],
    ['kwadrans', 15],
    [`${deWords(h)} Stunden ${deWords(m)} Minuten`, h * 60 + m],
    [`${enWords(h)} hours and ${enWords(m)} minutes`, h * 60 + m],
    ['dvacet minut', 20],
    [`${h} hod. ${m} min.`, h * 60 + m],
    ['tři čtvrtě hodiny', 45],
    ['drei Viertelstunden', 45],
  ] as const);
  add('duration-words', said, { value: String(saidMinutes) }, minutes(said));

  // Spans of clock time, with breaks, in words, and two spans in one phrase.
  const [from, to] = [int(7, 10), int(12, 16)];
  const [after, until] = [to + 1, int(to + 2, 19)];
  const pause = pick([15, 30, 45, 60]);
  const [span, spanMinutes] = pick([
    [`${from}–${to} a ${after}–${until}`, (to - from + until - after) * 60],
    [`${from}-${to} and ${after}-${until}`, (to - from + until - after) * 60],
    [`${from}:00–${to}:00, ${after}:00–${until}:30`, (to - from + until - after) * 60 + 30],
    [`von ${from} bis ${to} und von ${after} bis ${until} Uhr`, (to - from + until - after) * 60],
    [`od ${from} do ${to} a od ${after} do ${until}`, (to - from + until - after) * 60],
    [`od půl ${CS_ORDINAL_HOURS[from + 1]} do ${to}`, (to - from) * 60 - 30],
    [`Viertel nach ${deWords(from)} bis ${to} Uhr`, (to - from) * 60 - 15],
    [`quarter past ${enWords(from)} to ${to}:00`, (to - from) * 60 - 15],
    [`von halb ${deWords(from + 1)} bis ${to} mit ${pause} Minuten Pause`, (to - from) * 60 - 30 - pause],
    [`${from}–${to} s přestávkou ${pause} minut`, (to - from) * 60 - pause],
    [`from ${from} to ${to} with a ${pause} minute break`, (to - from) * 60 - pause],
  ] as const);
  add('span', span, { value: String(spanMinutes) }, minutes(span));

  // What must be asked or refused: a clock time given as a duration, a break of no length, number words that make
  // no one number, a separator that could group or point.
  // A point before three digits ending in 0 reads as grouping or as two decimals: both are offered.
  const pointed = `${int(1, 9)}.${int(10, 99)}0 €`;
  const [odd, verdict, read] = pick([
    [`půl ${CS_ORDINAL_HOURS[from + 1]}`, 'refuse', minutes(`půl ${CS_ORDINAL_HOURS[from + 1]}`)],
    ['quarter to five', 'refuse', minutes('quarter to five')],
    ['Viertel nach neun', 'refuse', minutes('Viertel nach neun')],
    [`${from} to ${to} with lunch`, 'refuse', minutes(`${from} to ${to} with lunch`)],
    ['twelve ninety nine', 'refuse', amount('twelve ninety nine')],
    ['three thousand five', 'ask', amount('three thousand five')],
    [pointed, 'ask', amount(pointed)],
    ['a few hundred euros', 'refuse', amount('a few hundred euros')],
    ['2m', 'refuse', amount('2m')],
    [`${from}-${to} a ${to - 1}-${until}`, 'refuse', minutes(`${from}-${to} a ${to - 1}-${until}`)],
  ] as const);
  add('must-ask-or-refuse', odd, verdict, read);
}
