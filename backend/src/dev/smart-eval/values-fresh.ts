/**
 * Value phrasings written apart from values.ts and values-said.ts, as a held-out set would be: currencies before and
 * after the digits with each locale's grouping (space, no-break space, narrow no-break space, apostrophe, dot,
 * comma), "CHF 99.-", cents said in words, shorthand scales, dates with month names in each language and case,
 * relative days, durations and spans as said, and phrasings that must be refused or asked (an impossible day, a
 * separator both ways readable, a slashed date with no order). Expected values come from Intl.NumberFormat,
 * n2words and Date arithmetic, never from the parsers' tables.
 */
import { toCardinal as csWords } from 'n2words/cs-CZ';
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-US';
import { parseAmount } from '../../features/smart/parse/amounts.js';
import { parseDate } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import { type ValueCase, random } from './values.js';
import { CS_DAYS, CS_MONTHS } from './calendar-words.js';

type FreshKind =
  | 'fresh-amount-currency'
  | 'fresh-amount-cents'
  | 'fresh-amount-scale'
  | 'fresh-date-named'
  | 'fresh-date-relative'
  | 'fresh-duration'
  | 'fresh-span'
  | 'fresh-refused';

/** A Tuesday, unlike the other sets' Monday: weekday phrasings land elsewhere. */
const TODAY = '2026-10-13';
const shift = (days: number, from = TODAY) => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const two = (n: number) => String(n).padStart(2, '0');
const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

const monthName = (locale: string, month: number, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2027, month - 1, 1))).replace('.', '');
/** A month as a date says it (Slovak and Polish decline it): the day-and-month format without its day. */
const genitive = (locale: string, month: number) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2027, month - 1, 15)))
    .replace(/^15\.? /, '');
const weekdayName = (locale: string, iso: string) =>
  locale === 'cs'
    ? CS_DAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!
    : new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** A whole number grouped by thousands with `mark`. */
const grouped = (n: number, mark: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, mark);

export function generateFresh(seed: number, perKind = 40): ValueCase[] {
  const next = random(seed * 7919 + 3);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: ValueCase[] = [];
  const add = (kind: FreshKind, text: string, expected: string, read: (text: string) => string) =>
    cases.push({ kind, text, expected, read: () => read(text) });
  const amount = (text: string) => parseAmount(text).value;
  const date = (text: string) => parseDate(text, TODAY).date;
  /** A date read only with a warning saying how counts as asked: the caller is told of the choice. */
  const warned = (text: string) => {
    const read = parseDate(text, TODAY);
    return read.warning ? 'ask' : read.date;
  };
  const minutes = (text: string) => String(parseDuration(text).minutes);
  const plain = (whole: number, cents: number) => (whole + cents / 100).toFixed(2).replace(/\.?0+$/, '');
  for (let i = 0; i < perKind; i++) {
    // Digits with a currency before or after, grouped as each locale groups.
    const whole = int(1000, 999_999);
    const cents = int(1, 99);
    const [mark, point] = pick([
      [' ', ','],
      ['\u00a0', ','],
      ['\u202f', ','],
      ["'", '.'],
      ['.', ','],
      [',', '.'],
    ] as const);
    const digits = `${grouped(whole, mark)}${point}${two(cents)}`;
    const money = pick([
      `EUR ${digits}`,
      `${digits} €`,
      `${digits} EUR`,
      `CHF ${digits}`,
      `€ ${digits}`,
      `${digits} Kč`,
      `Kč ${digits}`,
      `USD ${digits}`,
    ]);
    add('fresh-amount-currency', money, plain(whole, cents), amount);
    const francs = int(5, 999);
    if (i % 4 === 0) add('fresh-amount-currency', pick([`CHF ${francs}.-`, `${francs}.- CHF`, `Fr. ${francs}.-`]), String(francs), amount);

    // Cents said in words.
    const [units, small] = [int(2, 999), int(1, 99)];
    const said = pick([
      `${csWords(units)} korun ${csWords(small)} haléřů`,
      `${enWords(units)} euros and ${enWords(small)} cents`,
      `${enWords(units)} dollars ${enWords(small)}`,
      `${deWords(units)} Euro und ${deWords(small)} Cent`,
      `${deWords(units)} Euro ${deWords(small)}`,
      `${units} Kč ${small} haléřů`,
    ]);
    add('fresh-amount-cents', said, plain(units, small), amount);

    // Shorthand scales.
    const k = int(2, 950);
    const tenth = int(1, 9);
    const [scaledText, scaledValue] = pick([
      [`${k} tis. Kč`, k * 1000],
      [`${k} tisíc korun`, k * 1000],
      [`${k} Tsd. Euro`, k * 1000],
      [`EUR ${k}k`, k * 1000],
      [`${k}K €`, k * 1000],
      [`${(tenth % 9) + 1},${tenth} mil. Kč`, ((tenth % 9) + 1) * 1_000_000 + tenth * 100_000],
      [`${(tenth % 9) + 1},${tenth} Mio. €`, ((tenth % 9) + 1) * 1_000_000 + tenth * 100_000],
      [`${(tenth % 9) + 1}.${tenth} million dollars`, ((tenth % 9) + 1) * 1_000_000 + tenth * 100_000],
    ] as const);
    add('fresh-amount-scale', scaledText, String(scaledValue), amount);

    // A date with its month named, in each language and order, with its year.
    const [d, m, y] = [int(10, 19), int(1, 12), pick([2027, 2028])];
    const named = pick([
      `${d}. ${CS_MONTHS[m - 1]} ${y}`,
      `${d} ${monthName('en-GB', m, 'long')} ${y}`,
      `am ${d}. ${monthName('de-DE', m, 'long')} ${y}`,
      `${monthName('en-US', m, 'short')} ${ordinal(d)}, ${y}`,
      `${monthName('en-US', m, 'long')} ${d}, ${y}`,
      `the ${ordinal(d)} of ${monthName('en-GB', m, 'long')} ${y}`,
      `${d}.${m}.${y}`,
      `am ${d}.${m}.${y}`,
      `${d}. ${genitive('sk-SK', m)} ${y}`,
      `${d} ${genitive('pl-PL', m)} ${y}`,
      `${y}-${two(m)}-${two(d)}`,
      `${weekdayName('en-GB', `${y}-${two(m)}-${two(d)}`)}, ${d} ${monthName('en-GB', m, 'long')} ${y}`,
      `${weekdayName('de-DE', `${y}-${two(m)}-${two(d)}`)}, ${d}. ${monthName('de-DE', m, 'long')} ${y}`,
      `${weekdayName('cs', `${y}-${two(m)}-${two(d)}`)} ${d}. ${CS_MONTHS[m - 1]} ${y}`,
    ]);
    add('fresh-date-named', named, `${y}-${two(m)}-${two(d)}`, date);

    // Relative days, counted from a Tuesday.
    const n = int(2, 9);
    const [relative, relativeDate] = pick([
      ['za týden', shift(7)],
      ['übermorgen', shift(2)],
      ['pozítří', shift(2)],
      ['the day after tomorrow', shift(2)],
      [`in ${enWords(n)} weeks`, shift(7 * n)],
      [`za ${n} týdnů`, shift(7 * n)],
      [`in ${n} Wochen`, shift(7 * n)],
      ['konec měsíce', monthEnd(2026, 10)],
      ['end of next month', monthEnd(2026, 11)],
      ['Ende nächsten Monats', monthEnd(2026, 11)],
      ['Ende nächster Woche', shift(10)],
      ['end of this week', shift(3)],
      [`in ${n} days`, shift(n)],
      [`heute in ${n} Tagen`, shift(n)],
      ['zítra', shift(1)],
      ['morgen', shift(1)],
      ['yesterday', shift(-1)],
      ['Freitag nächster Woche', shift(10)],
      ['next week Thursday', shift(9)],
      ['příští týden ve středu', shift(8)],
      ['last day of the month', monthEnd(2026, 10)],
      ['poslední den příštího měsíce', monthEnd(2026, 11)],
      ['by Friday', shift(3)],
      ['bis Donnerstag', shift(2)],
    ] as const);
    add('fresh-date-relative', relative, relativeDate, date);

    // Durations as said or written.
    const [h, q] = [int(1, 7), pick([15, 30, 45])];
    const [durationText, durationMinutes] = pick([
      ['anderthalb Stunden', 90],
      ['půl hodiny', 30],
      ['an hour and a half', 90],
      [`${h}h${q}`, h * 60 + q],
      [`${h * 60 + q} min`, h * 60 + q],
      [`${h},5 h`, h * 60 + 30],
      [`${h}.25 hours`, h * 60 + 15],
      [`${h} hod ${q} min`, h * 60 + q],
      [`${h} Std. ${q} Min.`, h * 60 + q],
      [`${enWords(h)} hours ${enWords(q)} minutes`, h * 60 + q],
      [`${h}:${q} h`, h * 60 + q],
    ] as const);
    add('fresh-duration', durationText, String(durationMinutes), minutes);

    // Spans of clock time, with a break when said.
    const [from, to] = [int(7, 9), int(10, 12)];
    const pause = pick([15, 30, 45]);
    const [spanText, spanMinutes] = pick([
      [`od ${from} do půl ${to + 1}`, (to - from) * 60 + 30],
      [`${from}–${to}:30 mit ${pause} Minuten Pause`, (to - from) * 60 + 30 - pause],
      [`${from}:15 - ${to + 4}:45, pauza ${pause} minut`, (to + 4 - from) * 60 + 30 - pause],
      [`from ${from}:30 to ${to + 5}:00 with a ${pause} minute break`, (to + 5 - from) * 60 - 30 - pause],
      [`${from}.00–${to}.30`, (to - from) * 60 + 30],
      [`von ${from} Uhr bis ${to + 3} Uhr`, (to + 3 - from) * 60],
      [`${from} bis ${to + 5} Uhr, ${pause} Min. Pause`, (to + 5 - from) * 60 - pause],
      [`${from} až ${to + 4}`, (to + 4 - from) * 60],
      [`von ${from} bis ${to + 5} Uhr abzüglich ${pause} Minuten`, (to + 5 - from) * 60 - pause],
    ] as const);
    add('fresh-span', spanText, String(spanMinutes), minutes);

    // What must be refused or asked, never read.
    const [refusedText, verdict, read] = pick([
      [`${int(30, 31)}. února 2027`, 'refuse', date],
      [`31. ${pick(['dubna', 'června', 'září', 'listopadu'])} 2027`, 'refuse', date],
      [`${int(30, 31)}. Februar 2027`, 'refuse', date],
      [`February ${int(30, 31)}, 2027`, 'refuse', date],
      [`${int(1, 6)}/${int(7, 12)}`, 'ask', (text: string) => parseDate(text, TODAY, null).date],
      [`${int(1, 9)}.${int(100, 999)}`, 'refuse', amount],
      [`${int(1, 9)},${int(100, 999)} EUR`, 'refuse', amount],
      ['next Tuesday', 'ask', warned],
      [`${int(32, 39)}.${int(1, 12)}.2027`, 'refuse', date],
      // A weekday that is not the date's: one of them is wrong.
      [`${weekdayName(pick(['en-GB', 'de-DE']), `2027-03-${d + int(1, 6)}`)}, ${d} March 2027`, 'refuse', date],
      [`${int(1, 28)}.${int(13, 19)}.2027`, 'refuse', date],
    ] as const);
    add('fresh-refused', refusedText, verdict, read);
  }
  return cases;
}
