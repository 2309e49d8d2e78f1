/**
 * The dates of the third held-out value set (values-fresh2.ts): slashed dates under each date_order and none,
 * ordinal days, days, weeks, months and a year ahead, weekday names alone and with "next", the week after next,
 * holidays and month ends, the beginning, middle and end of a month or a week. A reading that takes a choice must say
 * so in a warning. Expected dates come from Date arithmetic on a few todays (a Thursday, a Monday, a Saturday).
 */
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-US';
import { type DateOrder, parseDate } from '../../features/smart/parse/dates.js';
import type { Answer, Expected, SaidCase } from './values-fresh2.js';
import { random } from './values.js';
import { CS_DAYS, CS_IN_DAYS, CS_MONTHS as CS_GENITIVE, DE_DAYS, DE_MONTHS, EN_DAYS, EN_MONTHS } from './calendar-words.js';

const TODAYS = ['2026-06-18', '2026-01-26', '2026-08-08'];
export const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const isoOf = (date: Date) => date.toISOString().slice(0, 10);
export const shift = (from: string, days: number) => isoOf(new Date(utc(from).getTime() + days * 86_400_000));
export const dow = (iso: string) => utc(iso).getUTCDay();
/** The Monday of the week holding `iso`. */
export const mondayOf = (iso: string) => shift(iso, -((dow(iso) + 6) % 7));
export const ymd = (y: number, m: number, d: number) => isoOf(new Date(Date.UTC(y, m - 1, d)));
export const lastOf = (y: number, m: number) => isoOf(new Date(Date.UTC(y, m, 0)));
export const plusMonths = (iso: string, months: number) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return ymd(y, m + months, Math.min(d, last));
};

/** Monday to Friday: English, German, Czech, Czech after its preposition. */
const WEEKDAYS: ReadonlyArray<readonly [string, string, string, string]> = [1, 2, 3, 4, 5].map(
  (day) => [EN_DAYS[day]!, DE_DAYS[day]!, CS_DAYS[day]!, CS_IN_DAYS[day]!] as const,
);
export const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export function dateCases(seed: number, perKind: number): SaidCase[] {
  const next = random(seed * 15_485_863 + 7);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: SaidCase[] = [];
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS);
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const add = (kind: string, text: string, expected: Expected, order: DateOrder | null = 'DMY') =>
      cases.push({
        kind,
        text: `${text} (${today}${order === 'DMY' ? '' : `, ${order ?? 'no order'}`})`,
        expected,
        read: (): Answer => {
          const parsed = parseDate(text, today, order);
          return { value: parsed.date, warning: parsed.warning };
        },
      });
    const read = (kind: string, text: string, expected: Expected, order?: DateOrder | null) => add(kind, text, expected, order);
    const answer = (expected: Expected) => expected;

    // Slashed dates under each order, and asked without one when both orders give a day.
    const [a, b] = [int(1, 12), int(1, 12)];
    const order = pick(['DMY', 'MDY', null] as const);
    const y2 = year + 1;
    const slashed = pick([`${a}/${b}/${y2}`, `${String(a).padStart(2, '0')}/${String(b).padStart(2, '0')}/${y2}`]);
    const [day, mon] = order === 'MDY' ? [b, a] : [a, b];
    read('date-slashed', slashed, a === b ? { value: ymd(y2, b, a) } : order === null ? 'ask' : { warned: ymd(y2, mon, day) }, order);

    // Ordinal days: this month's when still ahead, else next month's; with "next month" said, next month's.
    const d = int(2, 28);
    const thisOrNext = d >= Number(today.slice(8)) ? ymd(year, month, d) : ymd(year, month + 1, d);
    const [ord, ordExpected] = pick([
      [`by the ${ordinal(d)}`, answer({ warned: thisOrNext })],
      [`do ${d}.`, answer({ warned: thisOrNext })],
      [`bis zum ${d}.`, answer({ warned: thisOrNext })],
      [`the ${ordinal(d)} of next month`, answer({ warned: ymd(year, month + 1, d) })],
      [`am ${d}. nächsten Monats`, answer({ warned: ymd(year, month + 1, d) })],
      [`${d}. příštího měsíce`, answer({ warned: ymd(year, month + 1, d) })],
    ] as const);
    read('date-ordinal', ord, ordExpected);

    // Days, weeks, months and a year ahead.
    const n = int(2, 9);
    const [rel, relExpected] = pick([
      [`in ${enWords(n)} days`, shift(today, n)],
      [`in ${deWords(n)} Tagen`, shift(today, n)],
      [`za ${n} dní`, shift(today, n)],
      [`in ${n} weeks`, shift(today, 7 * n)],
      [`in ${deWords(n)} Wochen`, shift(today, 7 * n)],
      [`in ${n} months`, plusMonths(today, n)],
      [`za ${n} měsíců`.replace(/za ([234]) měsíců/, 'za $1 měsíce'), plusMonths(today, n)],
      [`in ${n} Monaten`, plusMonths(today, n)],
      ['in a year', plusMonths(today, 12)],
      ['za rok', plusMonths(today, 12)],
      ['in einem Jahr', plusMonths(today, 12)],
      ['übermorgen', shift(today, 2)],
    ] as const);
    read('date-relative', rel, { value: relExpected });

    // The week after next: its Monday, said back; a weekday in a week counted ahead, said back.
    const wd = int(0, 4);
    const [en, de, cs, csOn] = WEEKDAYS[wd]!;
    const [week, weekExpected] = pick([
      ['übernächste Woche', shift(mondayOf(today), 14)],
      ['the week after next', shift(mondayOf(today), 14)],
      ['přespříští týden', shift(mondayOf(today), 14)],
      [`in zwei Wochen am ${de}`, shift(mondayOf(today), 14 + wd)],
      [`in two weeks on ${en}`, shift(mondayOf(today), 14 + wd)],
      [`za dva týdny ${csOn}`, shift(mondayOf(today), 14 + wd)],
      [`${de} nächster Woche`, shift(mondayOf(today), 7 + wd)],
      [`příští týden ${csOn}`, shift(mondayOf(today), 7 + wd)],
    ] as const);
    read('date-week', week, /nächster|příští týden/.test(week) ? { value: weekExpected } : { warned: weekExpected });
    void cs;

    // A weekday alone is the coming one (never today), said back.
    const ahead = (wd + 1 - dow(today) + 7) % 7 || 7;
    const coming = shift(today, ahead);
    const [named, namedExpected] = pick([
      [en, answer({ warned: coming })],
      [`on ${en}`, answer({ warned: coming })],
      [`am ${de}`, answer({ warned: coming })],
      [csOn, answer({ warned: coming })],
      [`next ${en}`, answer({ value: coming })],
      [`příští ${WEEKDAYS[wd]![2]}`, answer({ value: coming })],
    ] as const);
    read('date-weekday', named, namedExpected);

    // Holidays and month ends.
    const christmas = ymd(year, 12, 24);
    const [holiday, holidayExpected] = pick([
      ['end of the month', answer({ value: lastOf(year, month) })],
      ['Monatsende', answer({ value: lastOf(year, month) })],
      ['konec měsíce', answer({ value: lastOf(year, month) })],
      ['koncem příštího měsíce', answer({ value: lastOf(year, month + 1) })],
      ['last day of next month', answer({ value: lastOf(year, month + 1) })],
      ['Heiligabend', answer({ warned: christmas })],
      ['Štědrý den', answer({ warned: christmas })],
      ['Christmas Eve', answer({ warned: christmas })],
      ['Silvester', answer({ warned: ymd(year, 12, 31) })],
      ["New Year's Eve", answer({ warned: ymd(year, 12, 31) })],
    ] as const);
    read('date-holiday-month-end', holiday, holidayExpected);

    // The beginning, middle and end of a month named (a month still ahead this year) or of next week.
    const m = int(Math.min(month + 1, 12), 12);
    const [part, partExpected] = pick([
      [`Mitte ${DE_MONTHS[m - 1]}`, answer({ warned: ymd(year, m, 15) })],
      [`mid-${EN_MONTHS[m - 1]}`, answer({ warned: ymd(year, m, 15) })],
      [`v polovině ${CS_GENITIVE[m - 1]}`, answer({ warned: ymd(year, m, 15) })],
      [`Anfang ${DE_MONTHS[m - 1]}`, answer({ warned: ymd(year, m, 1) })],
      [`beginning of ${EN_MONTHS[m - 1]}`, answer({ warned: ymd(year, m, 1) })],
      [`začátkem ${CS_GENITIVE[m - 1]}`, answer({ warned: ymd(year, m, 1) })],
      [`koncem ${CS_GENITIVE[m - 1]}`, answer({ value: lastOf(year, m) })],
      [`Ende ${DE_MONTHS[m - 1]}`, answer({ value: lastOf(year, m) })],
      ['Mitte nächster Woche', answer({ warned: shift(mondayOf(today), 9) })],
      ['middle of next week', answer({ warned: shift(mondayOf(today), 9) })],
      ['začátkem příštího týdne', answer({ warned: shift(mondayOf(today), 7) })],
      ['beginning of next week', answer({ warned: shift(mondayOf(today), 7) })],
      ['Ende nächster Woche', answer({ warned: shift(mondayOf(today), 11) })],
      ['koncem příštího týdne', answer({ warned: shift(mondayOf(today), 11) })],
    ] as const);
    read('date-part-of', part, partExpected);
  }
  return cases;
}
