/**
 * The dates, clock spans and durations of the sixth held-out value set (values-fresh5.ts), with their own tables:
 * month names, ordinal words in en, cs and de, Easter by Gauss's rule (not the Meeus computus of the fifth set), ISO
 * weeks. Due dates are read as the service reads them (terms, a year left out is the coming one), times of work done
 * as days gone. Todays are no holiday and no month's last day.
 */
import { parseDate } from '../../features/smart/parse/dates.js';
import type { Answer } from './values-fresh2.js';
import type { Case5, Expected5 } from './values-fresh5.js';
import { minutes } from './values-fresh5-read.js';
import { random } from './values.js';
import { CS_MONTHS, DE_MONTHS, EN_MONTHS } from './calendar-words.js';

export const TODAYS = ['2026-11-27', '2027-01-12', '2027-06-03']; // a Friday, a Tuesday, a Thursday
export const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
export const plus = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
export const monday = (iso: string) => plus(iso, -((weekday(iso) + 6) % 7));
export const last = (y: number, m: number) => ymd(y, m + 1, 0);

/** Easter Sunday by Gauss's rule with Lichtenberg's corrections. */
function gaussEaster(year: number): string {
  const k = Math.floor(year / 100);
  const m = 15 + Math.floor((3 * k + 3) / 4) - Math.floor((8 * k + 13) / 25);
  const s = 2 - Math.floor((3 * k + 3) / 4);
  const [a, d] = [year % 19, (19 * (year % 19) + m) % 30];
  const r = Math.floor((d + Math.floor(a / 11)) / 29);
  const [og, sz] = [21 + d - r, 7 - ((year + Math.floor(year / 4) + s) % 7)];
  return ymd(year, 3, og + 7 - ((og - sz) % 7));
}
/** The nearest Monday-to-Friday day from `iso` on, walking by `step`. */
const workday = (iso: string, step: 1 | -1) => {
  let day = iso;
  while (weekday(day) === 0 || weekday(day) === 6) day = plus(day, step);
  return day;
};

/** Ordinal days as words, for a few days. */
const ORDINALS: Record<number, [string, string, string]> = {
  1: ['first', 'prvního', 'Ersten'],
  3: ['third', 'třetího', 'Dritten'],
  5: ['fifth', 'pátého', 'Fünften'],
  12: ['twelfth', 'dvanáctého', 'Zwölften'],
  15: ['fifteenth', 'patnáctého', 'Fünfzehnten'],
  20: ['twentieth', 'dvacátého', 'Zwanzigsten'],
  22: ['twenty-second', 'dvacátého druhého', 'Zweiundzwanzigsten'],
  28: ['twenty-eighth', 'dvacátého osmého', 'Achtundzwanzigsten'],
};
const SUFFIXES: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd', 21: 'st', 22: 'nd', 23: 'rd', 31: 'st' };
const suffix = (d: number) => SUFFIXES[d] ?? 'th';

export function dateCases5(seed: number, perKind: number): Case5[] {
  const next = random(seed * 15_485_863 + 29);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: Case5[] = [];
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS);
    const [year, month, dayOf] = today.split('-').map(Number) as [number, number, number];
    const due = (kind: string, text: string, expected: Expected5, order: 'DMY' | 'MDY' | null = 'DMY') =>
      cases.push({
        kind,
        text: `${text} (${today}, ${order ?? 'no order'})`,
        expected,
        read: (): Answer => {
          const parsed = parseDate(text, today, order, { yearlessAhead: true, terms: true });
          return { value: parsed.date, warning: parsed.warning };
        },
      });

    // Numeric dates with two-digit years, by the order; Feb 29 only in a leap year; days a month lacks refused.
    const [m, d, yy] = [int(1, 12), int(13, 28), int(27, 29)];
    const order = pick(['DMY', 'MDY'] as const);
    const [numeric, numericExpected] = pick([
      [order === 'DMY' ? `${d}/${m}/${yy}` : `${m}/${d}/${yy}`, { value: ymd(2000 + yy, m, d) }],
      [`${d}.${m}.${yy}`, { value: ymd(2000 + yy, m, d) }],
      [`${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.20${yy}`, { value: ymd(2000 + yy, m, d) }],
      [`20${yy}-${String(m).padStart(2, '0')}-${d}`, { value: ymd(2000 + yy, m, d) }],
      [order === 'DMY' ? '29/02/2028' : '02/29/2028', { value: '2028-02-29' }],
      ['29.2.2028', { value: '2028-02-29' }],
      ['29.2.2027', 'refuse'],
      ['30.2.2028', 'refuse'],
      [order === 'DMY' ? '31/04/2027' : '04/31/2027', 'refuse'],
      ['31.6.2027', 'refuse'],
    ] as [string, Expected5][]);
    due('date-numeric', numeric, numericExpected, order);

    // Ordinal days in digits and words; with a month named, that month's (this year's when ahead, else next year's).
    const od = Number(pick(Object.keys(ORDINALS)));
    const coming = od >= dayOf ? ymd(year, month, od) : ymd(year, month + 1, od);
    const [en, cs, de] = ORDINALS[od]!;
    const nm = int(1, 12);
    const named = ymd(year, nm, od) >= today ? ymd(year, nm, od) : ymd(year + 1, nm, od);
    const [ord, ordExpected] = pick([
      [`by the ${od}${suffix(od)}`, { warned: coming }],
      [`by the ${en}`, { warned: coming }],
      [`do ${cs}`, { warned: coming }],
      [`bis zum ${de}`, { warned: coming }],
      [`do ${od}.`, { warned: coming }],
      [`the ${od}${suffix(od)} of ${EN_MONTHS[nm - 1]}`, { value: named }],
      [`${EN_MONTHS[nm - 1]} ${od}${suffix(od)}`, { value: named }],
      [`${od}. ${CS_MONTHS[nm - 1]}`, { value: named }],
      [`${cs} ${CS_MONTHS[nm - 1]}`, { value: named }],
      [`${od}. ${DE_MONTHS[nm - 1]}`, { value: named }],
    ] as [string, Expected5][]);
    due('date-ordinal', ord, ordExpected);

    // Ends, middles and named weekdays of periods.
    const friday = monday(today) > today ? today : plus(monday(today), 4);
    const thisFriday = friday < today ? plus(friday, 7) : friday;
    const later = int(month + 1, 12);
    const lastFriday = (y: number, mo: number) => plus(last(y, mo), -((weekday(last(y, mo)) + 2) % 7));
    const fridayOfMonth = lastFriday(year, month) >= today ? lastFriday(year, month) : lastFriday(year, month + 1);
    const firstMonday = plus(ymd(year, month + 1, 1), (8 - weekday(ymd(year, month + 1, 1))) % 7);
    const [period, periodExpected] = pick([
      ['end of next month', { value: last(year, month + 1) }],
      ['konec příštího měsíce', { value: last(year, month + 1) }],
      ['Ende nächsten Monats', { value: last(year, month + 1) }],
      ['Ende nächster Woche', { warned: plus(monday(today), 11) }],
      ['end of next week', { warned: plus(monday(today), 11) }],
      ['do konce týdne', { warned: thisFriday }],
      ['by the end of the week', { warned: thisFriday }],
      [`mid-${EN_MONTHS[later - 1]}`, { within: [ymd(year, later, 14), ymd(year, later, 16)] }],
      [`Mitte ${DE_MONTHS[later - 1]}`, { within: [ymd(year, later, 14), ymd(year, later, 16)] }],
      [`v polovině ${CS_MONTHS[later - 1]}`, { within: [ymd(year, later, 14), ymd(year, later, 16)] }],
      ['poslední pátek v měsíci', { value: fridayOfMonth }],
      ['last Friday of the month', { value: fridayOfMonth }],
      ['letzter Freitag im Monat', { value: fridayOfMonth }],
      ['first Monday of next month', { value: firstMonday }],
      ['první pondělí příštího měsíce', { value: firstMonday }],
      ['erster Montag nächsten Monats', { value: firstMonday }],
    ] as [string, Expected5][]);
    due('date-period', period, periodExpected);

    // Counted days and weeks.
    const [rel, relDays] = pick([
      ['za 14 dní', 14],
      ['za dva týdny', 14],
      ['za tři týdny', 21],
      ['in zwei Wochen', 14],
      ['in drei Wochen', 21],
      ['in two weeks', 14],
      ['in ten days', 10],
      ['za deset dní', 10],
      ['in zehn Tagen', 10],
      ['übermorgen', 2],
      ['pozítří', 2],
      ['the day after tomorrow', 2],
      ['pojutrze', 2],
      ['pozajtra', 2],
      ['za týždeň', 7],
      ['za dwa tygodnie', 14],
      ['in 30 Tagen', 30],
      ['za 30 dní', 30],
    ] as const);
    due('date-relative', rel, { value: plus(today, relDays) });

    holidayCases(today, year, pick, due);
  }
  return [...cases, ...spanCases5(seed, perKind)];
}

function holidayCases(
  today: string,
  year: number,
  pick: <T>(items: readonly T[]) => T,
  due: (kind: string, text: string, expected: Expected5) => void,
) {
  // Christmas 24-26 December, Easter Good Friday to Easter Monday, New Year: the contract's holidays.
  const christmas = ymd(year, 12, 24) > today ? year : year + 1;
  const easterYear = plus(gaussEaster(year), -2) > today ? year : year + 1;
  const easterSunday = gaussEaster(easterYear);
  const [holiday, holidayExpected] = pick([
    // The day after the period, or the first working day after it when that is a weekend (the rule for "after"), said.
    ['den po Vánocích', { within: [ymd(christmas, 12, 27), workday(ymd(christmas, 12, 27), 1)] }],
    ['the day after Christmas', { within: [ymd(christmas, 12, 26), ymd(christmas, 12, 27)] }],
    ['nach Weihnachten', { warned: workday(ymd(christmas, 12, 27), 1) }],
    ['po Vánocích', { warned: workday(ymd(christmas, 12, 27), 1) }],
    ['before Christmas', { warned: workday(ymd(christmas, 12, 23), -1) }],
    ['před Vánoci', { warned: workday(ymd(christmas, 12, 23), -1) }],
    ['nach Ostern', { warned: workday(plus(easterSunday, 2), 1) }],
    ['after Easter', { warned: workday(plus(easterSunday, 2), 1) }],
    ['po Velikonocích', { warned: workday(plus(easterSunday, 2), 1) }],
    ['vor Ostern', { warned: workday(plus(easterSunday, -3), -1) }],
    ['Easter Monday', { value: plus(easterSunday, 1) }],
    ['Ostermontag', { value: plus(easterSunday, 1) }],
    ['Velikonoční pondělí', { value: plus(easterSunday, 1) }],
    ['Neujahr', { value: ymd(christmas + 1, 1, 1) }],
    ["New Year's Day", { value: ymd(christmas + 1, 1, 1) }],
    ['before Thanksgiving', 'refuse'],
    ['po Dušičkách', 'refuse'],
    ['nach dem Nationalfeiertag', 'refuse'],
  ] as [string, Expected5][]);
  due('date-holiday', holiday, holidayExpected);

  // Week numbers: a week is no one day (a day in it said back, or asked); the coming week of that number.
  const week = pick([2, 12, 25, 40, 51]);
  const weekMonday = (y: number) => plus(monday(ymd(y, 1, 4)), 7 * (week - 1));
  const weekYear = plus(weekMonday(year), 6) >= today ? year : year + 1;
  const w = weekMonday(weekYear);
  due(
    'date-week',
    pick([
      `KW ${week}`,
      `KW${week}`,
      `týden ${week}`,
      `v ${week}. týdnu`,
      `in der ${week}. Woche`,
      `in the ${week}th week`,
      `week ${week}`,
      `tydzień ${week}`,
    ]),
    {
      within: [w, plus(w, 6)],
    },
  );
  // A due date already gone: the parser reads it as said; the service warns "is in the past" (smart.test.ts).
  const gone = plus(today, -pick([3, 20, 45]));
  const [gy, gm, gd] = gone.split('-').map(Number) as [number, number, number];
  due('date-past-due', pick([`${gd}.${gm}.${gy}`, gone, `${gd}. ${DE_MONTHS[gm - 1]} ${gy}`]), { value: gone });
}

function spanCases5(seed: number, perKind: number): Case5[] {
  const next = random(seed * 104_723 + 7);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: Case5[] = [];
  const add = (kind: string, text: string, expected: Expected5) => cases.push({ kind, text, expected, read: minutes(text) });
  for (let i = 0; i < perKind; i++) {
    const pause = pick([15, 30, 45, 60]);
    const [span, spanExpected] = pick([
      ['od půl osmé do čtyř', { warned: '510' }],
      ['od půl osmé do půl páté', { warned: '540' }],
      ['od osmi do čtyř', { warned: '480' }],
      ['viertel nach acht bis fünf', { warned: '525' }],
      ['halb acht bis vier', { warned: '510' }],
      ['von halb acht bis 16 Uhr', { value: '510' }],
      ['quarter past eight to five', { warned: '525' }],
      ['half past seven to four', { warned: '510' }],
      ['7:30–16:00 minus lunch', 'refuse'],
      [`7:30–16:00 minus ${pause} min lunch`, { value: String(510 - pause) }],
      [`8:00–16:30 s ${pause} min pauzou`, { value: String(510 - pause) }],
      [`8–16:30 mit ${pause} Min. Pause`, { value: String(510 - pause) }],
      ['7.30–16.00', { value: '510' }],
      ['7:30 - 12:00, 12:30 - 16:00', { value: '480' }],
      // Quarters of the coming hour (eastern German): 8:15 and 7:45 to whoever says them; said back, or asked.
      ['viertel neun bis fünf', { within: ['525', '525'] }],
      ['dreiviertel acht bis vier', { within: ['495', '495'] }],
    ] as [string, Expected5][]);
    add('span', span, spanExpected);

    const [duration, total] = pick([
      ['1h30', 90],
      ['1h 30min', 90],
      ['90 min', 90],
      ['1,5 h', 90],
      ['1.5 hrs', 90],
      ['2,25 h', 135],
      ['hodinu a půl', 90],
      ['dvě a půl hodiny', 150],
      ['tři čtvrtě hodiny', 45],
      ['půl hodiny', 30],
      ['2 Std. 15 Min.', 135],
      ['anderthalb Std.', 90],
      ['zwei Stunden', 120],
      ['dreiviertel Stunde', 45],
      ['three quarters of an hour', 45],
      ['two hours and a quarter', 135],
      ['półtorej godziny', 90],
      ['dwie godziny', 120],
      ['hodina a pol', 90],
      ['dve hodiny', 120],
    ] as const);
    add('duration', duration, { value: String(total) });
  }
  return cases;
}
