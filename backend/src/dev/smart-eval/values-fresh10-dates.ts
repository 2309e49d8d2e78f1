/**
 * Dates of the eleventh held-out value set (values-fresh10.ts), by its own arithmetic (Date): payment terms as a due
 * date ("net 30", "Zahlungsziel 14 Tage", "splatnost 14 dní", "zahlbar bis Monatsende"), quarters ("end of Q3",
 * "Quartalsende"), weeks (a week by its number is no one day; "end of the week" is a day only when said back), month
 * ends by the month's name ("ultimo März", "konec února"), and working days at a month's edges ("first working day of
 * next month", "letzter Werktag im Monat"), what a weekend or a holiday does to them. Todays: a Sunday at November's
 * end, a mid-December Thursday, January, Good Friday 2027, April, July and a leap year's March.
 */
import { type Case6, type Expected6, lastOf, plus, weekday, ymd } from './values-fresh6-judge.js';
import { CS_MONTHS, DE_MONTHS, EN_MONTHS } from './calendar-words.js';
import { type AddDate, type Int, type Pick, dateCaseAdder, seededDraws } from './seeded-draws.js';

const TODAYS10 = ['2026-11-29', '2026-12-10', '2027-01-20', '2027-03-26', '2027-04-20', '2027-07-15', '2028-03-10'];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const NO: Expected6 = { any: ['refuse', 'ask'] };
const workday = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6;
/** The first Monday to Friday at or after `iso`. */
const workdayFrom = (iso: string): string => (workday(iso) ? iso : workdayFrom(plus(iso, 1)));
/** The last Monday to Friday at or before `iso`. */
const workdayUntil = (iso: string): string => (workday(iso) ? iso : workdayUntil(plus(iso, -1)));
/** New Year's Day and Easter Monday, the documented holidays a month's first working day can fall on. */
const holidayAtMonthStart = (iso: string, easterMonday: string) => iso.endsWith('-01-01') || iso === easterMonday;

/** Easter Sunday (Gauss's rule with its two exceptions, written here for this set). */
function easter(y: number): string {
  const a = y % 19;
  const b = y % 4;
  const c = y % 7;
  const k = Math.floor(y / 100);
  const p = Math.floor((13 + 8 * k) / 25);
  const q = Math.floor(k / 4);
  const m = (15 - p + k - q) % 30;
  const n = (4 + k - q) % 7;
  let d = (19 * a + m) % 30;
  const e = (2 * b + 4 * c + 6 * d + n) % 7;
  if (d === 29 && e === 6) return ymd(y, 4, 19);
  if (d === 28 && e === 6 && (11 * m + 11) % 30 < 19) return ymd(y, 4, 18);
  d = 22 + d + e;
  return d > 31 ? ymd(y, 4, d - 31) : ymd(y, 3, d);
}

export function dateCases10(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 9_576_890 + 67);
  const cases: Case6[] = [];
  const add = dateCaseAdder(cases);
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS10);
    termsCase(today, int, pick, add);
    quarterCase(today, int, pick, add);
    weekCase(today, int, pick, add);
    monthEndCase(today, int, pick, add);
    workdayCase(today, int, pick, add);
  }
  return cases;
}

/** Payment terms: the due date that many days from the invoice's day (today); end of month; no date at all. */
function termsCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const n = pick([7, 10, 14, 15, 21, 30, 45, 60, 90]);
  const [y, m] = parts(today);
  const due = { value: plus(today, n) };
  const monthEnd = lastOf(y, m);
  const [text, expected] = pick([
    [`net ${n}`, due],
    [`Net ${n} days`, due],
    [`${n} days net`, due],
    [`payable within ${n} days`, due],
    [`terms: net ${n}`, due],
    [`Zahlungsziel ${n} Tage`, due],
    [`zahlbar innerhalb von ${n} Tagen`, due],
    [`zahlbar binnen ${n} Tagen netto`, due],
    [`${n} Tage netto`, due],
    [`splatnost ${n} dní`, due],
    [`splatné do ${n} dnů`, due],
    [`se splatností ${n} dní`, due],
    [`splatnosť ${n} dní`, due],
    [`termin płatności ${n} dni`, due],
    ['zahlbar bis Monatsende', { value: monthEnd }],
    ['payable by the end of the month', { value: monthEnd }],
    ['splatné do konce měsíce', { value: monthEnd }],
    // Terms counted from the month's end, or with a discount's shorter term before them: never today plus the number.
    [`net ${n} EOM`, { any: [{ warned: plus(monthEnd, n) }, 'ask', 'refuse'] }],
    [`2/10 net ${n}`, { any: [{ warned: plus(today, n) }, 'ask', 'refuse'] }],
    [`${n} Tage netto, 8 Tage 2 % Skonto`, { any: [{ warned: plus(today, n) }, 'ask', 'refuse'] }],
    ['due on receipt', { any: [{ value: today }, 'refuse'] }],
    ['sofort zahlbar', { any: [{ value: today }, 'refuse'] }],
    [`net ${n} or net ${n + 15}`, NO],
  ] as [string, Expected6][]);
  add('date-terms10', text, today, 'DMY', expected);
}

const EN_QUARTER_ORD = ['', 'first', 'second', 'third', 'fourth'];

/** Quarters: the end of the one named (the coming one when no year is said), of this one or the next; a quarter alone is no day. */
function quarterCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y, m] = parts(today);
  const q = int(1, 4);
  const current = Math.ceil(m / 3);
  const endOf = (year: number, quarter: number) => lastOf(year + Math.floor((quarter - 1) / 4), (((quarter - 1) % 4) + 1) * 3);
  const named: Expected6 = q >= current ? { value: endOf(y, q) } : { any: [{ warned: endOf(y + 1, q) }, 'ask', 'refuse'] };
  const thisOne = { value: endOf(y, current) };
  const nextOne = { value: endOf(y, current + 1) };
  const [text, expected] = pick([
    [`end of Q${q}`, named],
    [`by the end of Q${q}`, named],
    [`end of the ${EN_QUARTER_ORD[q]} quarter`, named],
    [`Ende Q${q}`, named],
    [`Ende des ${q}. Quartals`, named],
    [`konec Q${q}`, named],
    [`do konce ${q}. čtvrtletí`, named],
    [`end of Q${q} ${y + 1}`, { value: endOf(y + 1, q) }],
    [`Ende Q${q}/${y + 1}`, { value: endOf(y + 1, q) }],
    ['end of this quarter', thisOne],
    ['Quartalsende', thisOne],
    ['zum Quartalsende', thisOne],
    ['konec čtvrtletí', thisOne],
    ['end of next quarter', nextOne],
    ['Ende des nächsten Quartals', nextOne],
    ['do konce příštího čtvrtletí', nextOne],
    [`Q${q}`, NO],
    [`in Q${q}`, NO],
    [`im ${q}. Quartal`, NO],
    [`v ${q}. čtvrtletí`, NO],
    [`Q${q} ${y + 1}`, NO],
  ] as [string, Expected6][]);
  add('date-quarter10', text, today, 'DMY', expected);
}

/** Weeks: one by its number is no one day (refused); "end of the week" is a day only when said back. */
function weekCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const w = int(1, 52);
  const toSunday = (7 - weekday(today)) % 7;
  const nextMonday = plus(today, toSunday + 1);
  const thisWeek: Expected6 = { any: [{ within: [today, plus(today, 7)] }, 'ask', 'refuse'] };
  const nextWeek: Expected6 = { any: [{ within: [nextMonday, plus(nextMonday, 6)] }, 'ask', 'refuse'] };
  const [text, expected] = pick([
    [`KW ${w}`, NO],
    [`bis KW ${w}`, NO],
    [`in KW${w}`, NO],
    [`week ${w}`, NO],
    [`by week ${w}`, NO],
    [`in week ${w}`, NO],
    [`wk ${w}`, NO],
    [`${w}. týden`, NO],
    [`do ${w}. týdne`, NO],
    [`v ${w}. týdnu`, NO],
    [`tydzień ${w}`, NO],
    [`Ende KW ${w}`, NO],
    [`end of week ${w}`, NO],
    ['end of the week', thisWeek],
    ['Ende der Woche', thisWeek],
    ['konec týdne', thisWeek],
    ['do konce týdne', thisWeek],
    ['end of next week', nextWeek],
    ['Ende nächster Woche', nextWeek],
    ['konec příštího týdne', nextWeek],
    ['next week', nextWeek],
    ['nächste Woche', nextWeek],
    ['příští týden', nextWeek],
  ] as [string, Expected6][]);
  add('date-week10', text, today, 'DMY', expected);
}

/** A month's end by the month's name (the coming one), and its last day as days of the week and work fall. */
function monthEndCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y, m] = parts(today);
  const month = int(1, 12);
  // The coming end of that month: todays are never a month's last day, so this month's end is still ahead.
  const year = month >= m ? y : y + 1;
  const end = lastOf(year, month);
  const lastFriday = (yy: number, mm: number) => {
    let at = lastOf(yy, mm);
    while (weekday(at) !== 5) at = plus(at, -1);
    return at;
  };
  const fridayAhead = lastFriday(y, m) >= today ? lastFriday(y, m) : lastFriday(y + Math.floor(m / 12), (m % 12) + 1);
  // This month's while still ahead, else next month's, as the last weekday of the month is read.
  const thisLast = workdayUntil(lastOf(y, m));
  const lastWorkday = thisLast >= today ? thisLast : workdayUntil(lastOf(y, m + 1));
  const [text, expected] = pick([
    [`ultimo ${DE_MONTHS[month - 1]}`, { value: end }],
    [`per ultimo ${DE_MONTHS[month - 1]}`, { value: end }],
    [`Ende ${DE_MONTHS[month - 1]}`, { value: end }],
    [`end of ${EN_MONTHS[month - 1]}`, { value: end }],
    [`by the end of ${EN_MONTHS[month - 1]}`, { value: end }],
    [`konec ${CS_MONTHS[month - 1]}`, { value: end }],
    [`do konce ${CS_MONTHS[month - 1]}`, { value: end }],
    [`last day of ${EN_MONTHS[month - 1]}`, { value: end }],
    [`letzter Tag im ${DE_MONTHS[month - 1]}`, { value: end }],
    [`poslední den ${CS_MONTHS[month - 1]}`, { value: end }],
    ['end of February 2028', { value: '2028-02-29' }],
    ['Ende Februar 2027', { value: '2027-02-28' }],
    ['last Friday of the month', { warned: fridayAhead }],
    ['letzter Freitag im Monat', { warned: fridayAhead }],
    ['poslední pátek v měsíci', { warned: fridayAhead }],
    ['last working day of the month', { any: [{ warned: lastWorkday }, 'ask', 'refuse'] }],
    ['letzter Werktag des Monats', { any: [{ warned: lastWorkday }, 'ask', 'refuse'] }],
    ['poslední pracovní den v měsíci', { any: [{ warned: lastWorkday }, 'ask', 'refuse'] }],
    [`ultimo ${DE_MONTHS[month - 1]} oder Anfang ${DE_MONTHS[month % 12]}`, NO],
  ] as [string, Expected6][]);
  add('date-monthend10', text, today, 'DMY', expected);
}

/**
 * Working days at a month's edge and the next one: Saturdays and Sundays skipped (documented); a holiday of the
 * documented set on that day (1 January, Easter Monday) either skipped or kept, said either way, or asked.
 */
function workdayCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y, m] = parts(today);
  const easterMonday = plus(easter(y), 1);
  const said = (day: string): Expected6 => {
    const after = workdayFrom(plus(day, 1));
    return holidayAtMonthStart(day, easterMonday) ? { any: [{ warned: day }, { warned: after }, 'ask', 'refuse'] } : { warned: day };
  };
  const firstOfNext = workdayFrom(ymd(y, m + 1, 1));
  const nextWorkday = workdayFrom(plus(today, 1));
  const n = int(2, 10);
  let counted = today;
  for (let i = 0; i < n; i++) counted = workdayFrom(plus(counted, 1));
  const [text, expected] = pick([
    ['first working day of next month', said(firstOfNext)],
    ['first business day of next month', said(firstOfNext)],
    ['erster Werktag des nächsten Monats', said(firstOfNext)],
    ['am ersten Arbeitstag im nächsten Monat', said(firstOfNext)],
    ['první pracovní den příštího měsíce', said(firstOfNext)],
    ['next working day', said(nextWorkday)],
    ['nächster Werktag', said(nextWorkday)],
    ['příští pracovní den', said(nextWorkday)],
    [`in ${n} working days`, { any: [{ warned: counted }, 'ask'] }],
    [`binnen ${n} Arbeitstagen`, { any: [{ warned: counted }, 'ask'] }],
    [`do ${n} pracovních dnů`, { any: [{ warned: counted }, 'ask'] }],
  ] as [string, Expected6][]);
  add('date-workday10', text, today, 'DMY', expected);
}
