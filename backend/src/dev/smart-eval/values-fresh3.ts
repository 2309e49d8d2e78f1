/**
 * A fourth held-out value set, written from what people say to a voice assistant and what agents pass on, with its
 * own number words (not n2words, not the parsers' tables): compounds of thousands and hundreds in en, cs and de,
 * shorthand ("k", "tis.", "Mio.", ",-"), "bucks", cents said after the unit, relative days and written dates in the
 * three languages, clock spans said the twelve-hour way, with a break of a said or an unsaid length, and durations in
 * words. Each case's answer is computed from the numbers it was built from.
 */
import { ParseError, parseAmount } from '../../features/smart/parse/amounts.js';
import { parseDate } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import type { Answer, Expected, SaidCase } from './values-fresh2.js';
import { CS_MONTHS as CS_GENITIVE, DE_MONTHS, EN_MONTHS } from './calendar-words.js';
import { shift } from './values-fresh2-dates.js';
import { random } from './values.js';

const EN = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const CS_THOUSANDS = [
  '',
  'tisíc',
  'dva tisíce',
  'tři tisíce',
  'čtyři tisíce',
  'pět tisíc',
  'šest tisíc',
  'sedm tisíc',
  'osm tisíc',
  'devět tisíc',
];
const CS_HUNDREDS = ['', 'sto', 'dvě stě', 'tři sta', 'čtyři sta', 'pět set', 'šest set', 'sedm set', 'osm set', 'devět set'];
const DE = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TODAYS = ['2026-11-28', '2027-02-10', '2027-06-03'];

const amount = (text: string) => (): Answer => {
  const read = parseAmount(text);
  return { value: read.value, warning: read.how ?? undefined };
};
const minutes = (text: string) => (): Answer => {
  const read = parseDuration(text);
  return { value: String(read.minutes), warning: read.warning };
};
/** A span whose break has no length: refused only with a message that names the break (an "is empty" leaves the caller guessing). */
const breakUnsaid = (text: string) => (): Answer => {
  try {
    return minutes(text)();
  } catch (error) {
    if (error instanceof ParseError && !/break|pause|lunch/i.test(error.message)) throw new Error(`unclear refusal: ${error.message}`);
    throw error;
  }
};
export function generateSaid3(seed: number, perKind = 40): SaidCase[] {
  const next = random(seed * 7919 + 13);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: SaidCase[] = [];
  const add = (kind: string, text: string, expected: Expected, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    // Thousands and hundreds in words.
    const [t, h] = [int(1, 9), int(1, 9)];
    const [words, currency] = pick([
      [`${EN[t]} thousand ${EN[h]} hundred`, pick(['euros', 'dollars'])],
      [`${CS_THOUSANDS[t]} ${CS_HUNDREDS[h]}`, pick(['korun', 'eur'])],
      [`${t === 1 ? 'ein' : DE[t]}tausend${h === 1 ? 'ein' : DE[h]}hundert`, pick(['Euro', 'Franken'])],
    ] as const);
    add('amount-words', `${words} ${currency}`, { value: String(t * 1000 + h * 100) }, amount(`${words} ${currency}`));

    // Shorthand as typed in a chat.
    const k = int(2, 95);
    const [short, shortValue] = pick([
      [`${k}k`, k * 1000],
      [`$${k}k`, k * 1000],
      [`€${k}k`, k * 1000],
      [`${k} tis. Kč`, k * 1000],
      [`${k} tis.`, k * 1000],
      [`${k} Mio. Euro`, k * 1_000_000],
      [`${k}${int(1, 9) * 0 + 500},- Kč`, k * 1000 + 500],
      [`${k}.5k`, k * 1000 + 500],
    ] as const);
    add('amount-shorthand', short, { value: String(shortValue) }, amount(short));

    // "Bucks" is dollars only where dollars are meant: read, and said back.
    const bucks = int(5, 900);
    add('amount-bucks', `${bucks} bucks`, { warned: String(bucks) }, amount(`${bucks} bucks`));

    // Cents said after the unit.
    const [whole, cents] = [int(2, 400), int(1, 9) * 10];
    const withCents = pick([
      `${whole} euros ${cents}`,
      `${whole} Euro ${cents}`,
      `${whole} korun ${cents} haléřů`,
      `${whole} dollars and ${cents} cents`,
    ]);
    add('amount-cents', withCents, { value: (whole + cents / 100).toFixed(2).replace(/0$/, '') }, amount(withCents));

    // Relative days and written dates.
    const today = pick(TODAYS);
    const n = int(2, 9);
    const [relative, days] = pick([
      ['tomorrow', 1],
      ['zítra', 1],
      ['morgen', 1],
      ['the day after tomorrow', 2],
      ['pozítří', 2],
      ['übermorgen', 2],
      [`in ${n} days`, n],
      [`za ${n} dní`, n],
      [`in ${n} Tagen`, n],
      ['in a week', 7],
      ['za týden', 7],
      ['in einer Woche', 7],
    ] as const);
    const date = (text: string) => (): Answer => {
      const read = parseDate(text, today, 'DMY');
      return { value: read.date, warning: read.warning };
    };
    add('date-relative', `${relative} (${today})`, { value: shift(today, days) }, date(relative));
    const [y, m, d] = [int(2027, 2028), int(1, 12), int(1, 28)];
    const written = pick([
      `${d}. ${CS_GENITIVE[m - 1]} ${y}`,
      `${d}. ${DE_MONTHS[m - 1]} ${y}`,
      `${EN_MONTHS[m - 1]} ${d}, ${y}`,
      `${d}. ${m}. ${y}`,
    ]);
    const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    add('date-written', written, { value: iso }, date(written));

    // Clock spans the twelve-hour way: a working day read with a warning, a morning that could be an evening read as its minutes.
    const from = int(7, 10);
    const to = int(3, 6);
    const pause = pick([20, 30, 45]);
    const hours = int(1, 2);
    const [span, expected] = pick([
      [`${from} to ${to}`, { warned: String((to + 12 - from) * 60) }],
      [`from ${from} till ${to}`, { warned: String((to + 12 - from) * 60) }],
      [`${from} to ${to} with a ${pause} minute lunch`, { warned: String((to + 12 - from) * 60 - pause) }],
      [`${from}:30 to ${to + 12}:00`, { value: String((to + 12 - from) * 60 - 30) }],
      [`od ${from} do ${to + 12} s obědem ${pause} minut`, { value: String((to + 12 - from) * 60 - pause) }],
      [`${from} to ${to} with lunch`, 'refuse'],
      [`von ${from} bis ${to + 12} Uhr mit Mittagspause`, 'refuse'],
      // A morning or an evening: the same minutes, which is all a time entry records.
      [`${from} to ${from + hours}`, { value: String(hours * 60) }],
    ] as [string, Expected][]);
    add('span', span, expected, expected === 'refuse' ? breakUnsaid(span) : minutes(span));

    // Durations in words.
    const [duration, durationMinutes] = pick([
      ['half an hour', 30],
      ['an hour and a half', 90],
      ['anderthalb Stunden', 90],
      ['hodinu a půl', 90],
      ['dvě a půl hodiny', 150],
      ['1h45', 105],
      ['zwei Stunden', 120],
      ['tři hodiny', 180],
      ['45 mins', 45],
      ['three quarters of an hour', 45],
    ] as const);
    add('duration', duration, { value: String(durationMinutes) }, minutes(duration));
  }
  return cases;
}
