/**
 * Dates of the seventh held-out value set (values-fresh6.ts), with their own arithmetic (Date, Intl's calendars in
 * en, de, cs, sk and pl): ISO timestamps as LLM tools pass them, dates as Intl writes them in each locale under each
 * date order (a dotted date is day first; under a month-first order it may also be said back or asked), a weekday
 * that is not that date, slashed dates and a year left out, relative days as said in five languages, days of work done.
 */
import { type Case6, type Expected6, TODAYS6, coming, lastOf, latest, plus, ymd } from './values-fresh6-judge.js';
import { EN_MONTHS } from './calendar-words.js';
import { dateCaseAdder, seededDraws } from './seeded-draws.js';

const STYLES: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'short' },
  { dateStyle: 'medium' },
  { dateStyle: 'long' },
  { dateStyle: 'full' },
  { month: 'long', day: 'numeric' },
  { month: 'short', day: 'numeric' },
];
const DATE_LOCALES = ['en-US', 'en-GB', 'de-DE', 'cs-CZ', 'sk-SK', 'pl-PL', 'de-AT'];
const SUFFIX: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd', 21: 'st', 22: 'nd', 23: 'rd', 31: 'st' };
export function dateCases6(seed: number, perKind: number): Case6[] {
  const { next, int, pick } = seededDraws(seed * 15_485_867 + 3);
  const cases: Case6[] = [];
  const add = dateCaseAdder(cases);
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS6);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const [m, d, y] = [int(1, 12), int(1, 28), int(2026, 2029)];
    const day = ymd(y, m, d);
    const mm = String(m).padStart(2, '0');
    const dd = String(d).padStart(2, '0');

    // ISO timestamps: the date as written.
    const stamp = pick([
      `${y}-${mm}-${dd}T00:00:00Z`,
      `${y}-${mm}-${dd}T12:00:00+01:00`,
      `${y}-${mm}-${dd}T09:30:00.000Z`,
      `${y}-${mm}-${dd} 14:00`,
      `${y}-${mm}-${dd}T17:00`,
    ]);
    add('date-iso-time', stamp, today, pick(['DMY', 'MDY'] as const), { value: day });

    // Intl's own formats in each locale, under the order the organization has.
    const locale = pick(DATE_LOCALES);
    const style = pick(STYLES);
    const text = new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const order = pick(['DMY', 'MDY', null] as const);
    const yearless = !('dateStyle' in style);
    const meant = yearless ? (ymd(year, m, d) >= today ? ymd(year, m, d) : ymd(year + 1, m, d)) : day;
    const numeric = /^[\d./\s-]+$/.test(text);
    const bothFit = d <= 12 && d !== m;
    let expected: Expected6 = { value: meant };
    if (d === m) expected = { value: meant };
    else if (numeric && text.includes('/')) {
      // Slashed: by the order; en-US writes month first, en-GB day first.
      const written = locale === 'en-US' ? 'MDY' : 'DMY';
      const swapped = ymd(y, d, m);
      if (!bothFit) expected = order === written || order === null ? { any: [{ value: meant }, 'ask'] } : { warned: meant };
      else if (order === null) expected = 'ask';
      else expected = order === written ? { warned: meant } : { warned: swapped };
    } else if (numeric && bothFit && order !== 'DMY') {
      expected = { any: [{ value: meant }, { warned: ymd(y, d, m) }, 'ask'] };
    }
    add('date-intl', text, today, order, expected);

    // A weekday with the date: right, read; not that date's, refused.
    const wrong = next() < 0.5;
    const shown = wrong ? plus(day, int(1, 6)) : day;
    const withDay = new Intl.DateTimeFormat(locale, { weekday: pick(['long', 'short'] as const), timeZone: 'UTC' }).format(
      new Date(`${shown}T00:00:00Z`),
    );
    const dated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    add('date-weekday6', `${withDay}, ${dated}`, today, 'DMY', wrong ? 'refuse' : { value: day });

    // English ordinals and month names as agents write them.
    const ordinal = `${d}${SUFFIX[d] ?? 'th'}`;
    const mon = EN_MONTHS[m - 1]!;
    const [said, saidExpected] = pick([
      [`${mon.slice(0, 3)} ${ordinal}`, { value: meantOf(year, m, d, today) }],
      [`${ordinal} of ${mon} ${y}`, { value: day }],
      [`the ${ordinal} of ${mon}`, { value: meantOf(year, m, d, today) }],
      [`${mon} ${ordinal}, ${y}`, { value: day }],
      [`${d}-${mon.slice(0, 3)}-${y}`, { value: day }],
      [`${mon.slice(0, 3)}. ${d} ${y}`, { value: day }],
      [`${d} ${mon.slice(0, 3).toUpperCase()} ${y}`, { value: day }],
      [`${mon} ${y}`, 'refuse'],
      [`${ordinal} ${mon.slice(0, 3)} '${String(y).slice(2)}`, { value: day }],
    ] as [string, Expected6][]);
    add('date-ordinal-en', said, today, pick(['DMY', 'MDY'] as const), saidExpected);

    relativeCases(today, year, month, pick, (text, expected, past) =>
      add(past ? 'date-past6' : 'date-relative6', text, today, 'DMY', expected, past),
    );
  }
  return cases;
}

const meantOf = (year: number, m: number, d: number, today: string) => (ymd(year, m, d) >= today ? ymd(year, m, d) : ymd(year + 1, m, d));

/** Relative days said in five languages, due (ahead) or of work done (past). Todays are Wednesdays and a Thursday. */
function relativeCases(
  today: string,
  year: number,
  month: number,
  pick: <T>(items: readonly T[]) => T,
  add: (text: string, expected: Expected6, past: boolean) => void,
) {
  const friday = coming(today, 5);
  const nextFriday = plus(friday, 7);
  const monday = coming(today, 1);
  const inMonth = ymd(year, month + 1, Number(today.slice(8)));
  const [due, dueExpected] = pick([
    ['the day after tomorrow', { value: plus(today, 2) }],
    ['übermorgen', { value: plus(today, 2) }],
    ['pozítří', { value: plus(today, 2) }],
    ['pozajtra', { value: plus(today, 2) }],
    ['pojutrze', { value: plus(today, 2) }],
    ['tomorrow', { value: plus(today, 1) }],
    ['zítra', { value: plus(today, 1) }],
    ['morgen', { value: plus(today, 1) }],
    ['jutro', { value: plus(today, 1) }],
    ['today', { value: today }],
    ['dnes', { value: today }],
    ['heute', { value: today }],
    ['in two weeks', { value: plus(today, 14) }],
    ['za 14 dní', { value: plus(today, 14) }],
    ['za dva týdny', { value: plus(today, 14) }],
    ['in zwei Wochen', { value: plus(today, 14) }],
    ['in 14 Tagen', { value: plus(today, 14) }],
    ['za 2 tygodnie', { value: plus(today, 14) }],
    ['za tri týždne', { value: plus(today, 21) }],
    ['in 10 days', { value: plus(today, 10) }],
    ['za deset dní', { value: plus(today, 10) }],
    ['in zehn Tagen', { value: plus(today, 10) }],
    ['in three weeks', { value: plus(today, 21) }],
    ['end of next month', { value: lastOf(year, month + 1) }],
    ['Ende nächsten Monats', { value: lastOf(year, month + 1) }],
    ['koncem příštího měsíce', { value: lastOf(year, month + 1) }],
    ['koncem měsíce', { value: lastOf(year, month) }],
    ['do konce měsíce', { value: lastOf(year, month) }],
    ['Ende des Monats', { value: lastOf(year, month) }],
    ['end of this month', { value: lastOf(year, month) }],
    ['end of next week', { within: [nextFriday, plus(nextFriday, 2)] }],
    ['Ende nächster Woche', { within: [nextFriday, plus(nextFriday, 2)] }],
    ['koncem příštího týdne', { within: [nextFriday, plus(nextFriday, 2)] }],
    ['do pátku', { warned: friday }],
    ['by Friday', { warned: friday }],
    ['bis Freitag', { warned: friday }],
    ['do piatku', { warned: friday }],
    ['next Friday EOD', { within: [friday, nextFriday] }],
    // Todays are mid-week: the coming Monday is next week's, one reading only.
    ['next Monday', { value: monday }],
    ['Monday', { warned: monday }],
    ['w poniedziałek', { warned: monday }],
    ['v pondělí', { warned: monday }],
    ['in a month', { any: [{ value: inMonth }, { warned: inMonth }, { within: [plus(today, 28), plus(today, 31)] }, 'refuse'] }],
    ['za měsíc', { any: [{ value: inMonth }, { warned: inMonth }, { within: [plus(today, 28), plus(today, 31)] }, 'refuse'] }],
    ['a week from Friday', { any: [{ warned: nextFriday }, { value: nextFriday }, 'refuse'] }],
    ['next week', { within: [monday, plus(monday, 6)] }],
  ] as [string, Expected6][]);
  add(due, dueExpected, false);

  const lastFriday = latest(today, 5);
  const lastMonday = latest(today, 1);
  const [done, doneExpected] = pick([
    ['yesterday', { value: plus(today, -1) }],
    ['včera', { value: plus(today, -1) }],
    ['gestern', { value: plus(today, -1) }],
    ['wczoraj', { value: plus(today, -1) }],
    ['the day before yesterday', { value: plus(today, -2) }],
    ['vorgestern', { value: plus(today, -2) }],
    ['předevčírem', { value: plus(today, -2) }],
    ['przedwczoraj', { value: plus(today, -2) }],
    ['predvčerom', { value: plus(today, -2) }],
    ['last Friday', { any: [{ value: lastFriday }, { warned: lastFriday }] }],
    ['minulý pátek', { any: [{ value: lastFriday }, { warned: lastFriday }] }],
    ['letzten Freitag', { any: [{ value: lastFriday }, { warned: lastFriday }] }],
    ['w zeszły piątek', { any: [{ value: lastFriday }, { warned: lastFriday }] }],
    ['on Friday', { warned: lastFriday }],
    ['am Freitag', { warned: lastFriday }],
    ['v pátek', { warned: lastFriday }],
    ['Monday', { warned: lastMonday }],
    ['last Monday', { any: [{ warned: lastMonday }, { warned: plus(lastMonday, -7) }, 'refuse'] }],
    ['3 days ago', { value: plus(today, -3) }],
    ['vor 3 Tagen', { value: plus(today, -3) }],
    ['před 3 dny', { value: plus(today, -3) }],
    ['3 dni temu', { value: plus(today, -3) }],
    ['a week ago', { value: plus(today, -7) }],
    ['vor einer Woche', { value: plus(today, -7) }],
    ['před týdnem', { value: plus(today, -7) }],
    ['today', { value: today }],
    ['last week', { within: [plus(lastMonday, -7), plus(lastMonday, -1)] }],
  ] as [string, Expected6][]);
  add(done, doneExpected, true);
}
