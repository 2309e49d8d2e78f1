/**
 * Dates of the eighth held-out value set (values-fresh7.ts), with their own arithmetic (Date, Easter by the anonymous
 * Gregorian rule): todays at a year's and a quarter's end (2026-11-29 a Sunday, 2026-12-28 a Monday, 2027-03-31 a
 * Wednesday), so a dropped year crosses into the next; slashed, dotted and dashed dates under each date order and none;
 * ordinal days; relative days, weeks and months; weekdays without "next" (said on the day itself too); holidays and
 * month or quarter ends; a weekday that is not the date.
 */
import { type Case6, type Expected6, addMonthsTo, coming, lastOf, latest, plus, weekday, ymd } from './values-fresh6-judge.js';
import {
  CS_IN_DAYS as CS_DAYS,
  CS_DAYS as CS_NOM_DAYS,
  CS_MONTHS as CS_GENITIVE,
  DE_AM_DAYS as DE_DAYS,
  DE_MONTHS,
  EN_DAYS,
  EN_MONTHS,
} from './calendar-words.js';
import { dateCaseAdder, seededDraws } from './seeded-draws.js';

export const TODAYS7 = ['2026-11-29', '2026-12-28', '2027-03-31'];

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

const working = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6;
const nextWorking = (iso: string) => {
  let day = plus(iso, 1);
  while (!working(day)) day = plus(day, 1);
  return day;
};
const lastWorking = (iso: string) => {
  let day = plus(iso, -1);
  while (!working(day)) day = plus(day, -1);
  return day;
};
/** A month and day: this year's if not past, else next year's (due); the latest not after today (work done). */
const ahead = (today: string, m: number, d: number) =>
  ymd(Number(today.slice(0, 4)), m, d) >= today ? ymd(Number(today.slice(0, 4)), m, d) : ymd(Number(today.slice(0, 4)) + 1, m, d);
const behind = (today: string, m: number, d: number) =>
  ymd(Number(today.slice(0, 4)), m, d) <= today ? ymd(Number(today.slice(0, 4)), m, d) : ymd(Number(today.slice(0, 4)) - 1, m, d);
/** The next day after today that is a 31st. */
function next31(today: string): string {
  let [y, m] = today.split('-').map(Number) as [number, number];
  for (let step = 0; step < 3; step++) {
    if (Number(lastOf(y, m).slice(8)) === 31 && ymd(y, m, 31) > today) return ymd(y, m, 31);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return ymd(y, m, 31);
}
/** Read as meant, said back or not. */
const either = (iso: string): Expected6 => ({ any: [{ value: iso }, { warned: iso }] });

export function dateCases7(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 32_452_843 + 11);
  const cases: Case6[] = [];
  const add = dateCaseAdder(cases);
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS7);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const [m, d, y] = [int(1, 12), int(1, 28), int(2026, 2028)];
    const order = pick(['DMY', 'MDY', null] as const);

    // Slashed and dashed numeric dates by the order; a two-digit year; a year left out crosses the year's end.
    const yy = String(y).slice(2);
    const [p, q] = order === 'MDY' ? [m, d] : [d, m];
    const form = pick(['full', 'short-year', 'yearless', 'dashed'] as const);
    const text =
      form === 'full'
        ? `${p}/${q}/${y}`
        : form === 'short-year'
          ? `${String(p).padStart(2, '0')}/${String(q).padStart(2, '0')}/${yy}`
          : form === 'yearless'
            ? `${p}/${q}`
            : `${p}-${q}-${y}`;
    const meant = form === 'yearless' ? ahead(today, m, d) : ymd(y, m, d);
    // Only one order gives a date (a day over 12, or day and month alike): read, said back or not. Both do: by the
    // order, said back; without an order, asked.
    const both = d <= 12 && d !== m;
    const slashed: Expected6 = both
      ? order === null
        ? 'ask'
        : { warned: meant }
      : order === null
        ? { any: [either(meant), 'ask'] }
        : either(meant);
    add('date-slashed7', text, today, order, slashed);

    // Day and month in words or dots, year left out: the coming one for a due date, the latest for work done.
    const past = int(0, 2) === 0;
    const said = pick([
      `${d}. ${CS_GENITIVE[m - 1]}`,
      `${d}. ${DE_MONTHS[m - 1]}`,
      `${d} ${EN_MONTHS[m - 1]}`,
      `${EN_MONTHS[m - 1]} ${d}`,
      `${d}.${m}.`,
      `${d}. ${m}.`,
    ]);
    const dayMeant = past ? behind(today, m, d) : ahead(today, m, d);
    add('date-yearless7', said, today, pick(['DMY', 'MDY'] as const), either(dayMeant), past);

    // Ordinal days: the next such day, said.
    const day = int(1, 28);
    const thisMonth = ymd(year, month, day);
    const later = thisMonth > today ? thisMonth : ymd(year, month + 1, day);
    const ordinalMeant: Expected6 =
      thisMonth === today ? { any: [{ warned: later }, { warned: today }, 'ask', 'refuse'] } : { warned: later };
    const nextMonth = ymd(year, month + 1, day);
    const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
    const [ordinal, ordinalExpected] = pick([
      [`by the ${day}${suffix}`, ordinalMeant],
      [`do ${day}.`, ordinalMeant],
      [`bis zum ${day}.`, ordinalMeant],
      [`on the ${day}${suffix}`, ordinalMeant],
      [`the ${day}${suffix} of next month`, either(nextMonth)],
      [`${day}. příštího měsíce`, either(nextMonth)],
      [`am ${day}. nächsten Monats`, either(nextMonth)],
      ['first of next month', either(ymd(year, month + 1, 1))],
      ['1. příštího měsíce', either(ymd(year, month + 1, 1))],
      [
        'by the 31st',
        today.endsWith('-31') ? { any: [{ warned: next31(today) }, { warned: today }, 'ask', 'refuse'] } : { warned: next31(today) },
      ],
      [`${day}. ${CS_GENITIVE[m - 1]} ${y}`, { value: ymd(y, m, day) }],
    ] as [string, Expected6][]);
    add('date-ordinal7', ordinal, today, 'DMY', ordinalExpected);

    // Relative days, weeks and months; counted back for work done.
    const k = int(2, 9);
    const [relative, relativeExpected, relativePast] = pick([
      [`in ${k} days`, { value: plus(today, k) }, false],
      [`za ${k} dny`, { value: plus(today, k) }, false],
      [`za ${k} dní`, { value: plus(today, k) }, false],
      [`in ${k} Tagen`, { value: plus(today, k) }, false],
      [`in ${k} weeks`, { value: plus(today, 7 * k) }, false],
      [`za ${k} týdny`, { value: plus(today, 7 * k) }, false],
      [`in ${k} Wochen`, { value: plus(today, 7 * k) }, false],
      [`in ${k} months`, { any: [{ value: addMonthsTo(today, k) }, { warned: addMonthsTo(today, k) }, 'refuse'] }, false],
      [`za ${k} měsíce`, { any: [{ value: addMonthsTo(today, k) }, { warned: addMonthsTo(today, k) }, 'refuse'] }, false],
      [`binnen ${k * 7} Tagen`, { value: plus(today, 7 * k) }, false],
      [`within ${k * 7} days`, { any: [{ value: plus(today, 7 * k) }, { warned: plus(today, 7 * k) }] }, false],
      [`do ${k * 7} dnů`, { value: plus(today, 7 * k) }, false],
      ['in einer Woche', { value: plus(today, 7) }, false],
      ['za týden', { value: plus(today, 7) }, false],
      ['in a week', { value: plus(today, 7) }, false],
      ['za čtrnáct dní', { value: plus(today, 14) }, false],
      ['in vierzehn Tagen', { value: plus(today, 14) }, false],
      ['next month', { any: ['refuse', { within: [ymd(year, month + 1, 1), lastOf(year, month + 1)] }] }, false],
      [`${k} days ago`, { value: plus(today, -k) }, true],
      [`vor ${k} Tagen`, { value: plus(today, -k) }, true],
      [`před ${k} dny`, { value: plus(today, -k) }, true],
      [`${k} weeks ago`, { value: plus(today, -7 * k) }, true],
      [`vor ${k} Wochen`, { value: plus(today, -7 * k) }, true],
      [`před ${k} týdny`, { value: plus(today, -7 * k) }, true],
      ['předevčírem', { value: plus(today, -2) }, true],
      ['gestern', { value: plus(today, -1) }, true],
      ['a couple of days ago', 'refuse', true],
      ['vor ein paar Tagen', 'refuse', true],
      ['před pár dny', 'refuse', true],
    ] as [string, Expected6, boolean][]);
    add('date-relative7', relative, today, 'DMY', relativeExpected, relativePast);

    // A weekday alone, without "next": the coming one, said (for work done the latest); said on that very day, the
    // week's (next or last) or asked. Today is a Sunday, a Monday or a Wednesday.
    const wd = int(0, 6);
    const workDone = int(0, 1) === 1;
    const named = pick([EN_DAYS[wd]!, `on ${EN_DAYS[wd]}`, CS_DAYS[wd]!, DE_DAYS[wd]!, DE_DAYS[wd]!.slice(3)]);
    const same = weekday(today) === wd;
    const target = workDone ? latest(today, wd) : coming(today, wd);
    const weekdayExpected: Expected6 = same ? { any: [{ warned: target }, { warned: today }, 'ask', 'refuse'] } : { warned: target };
    add('date-weekday7', named, today, 'DMY', weekdayExpected, workDone);

    // A weekday with a date: checked, refused when it is not that date's.
    const shown = ymd(y, m, d);
    const off = int(0, 1) === 1 ? int(1, 6) : 0;
    const shownDay = (weekday(shown) + off) % 7;
    const checked = pick([
      `${EN_DAYS[shownDay]}, ${EN_MONTHS[m - 1]} ${d}, ${y}`,
      `${CS_NOM_DAYS[shownDay]} ${d}. ${CS_GENITIVE[m - 1]} ${y}`,
      `${DE_DAYS[shownDay]!.slice(3)}, ${d}. ${DE_MONTHS[m - 1]} ${y}`,
      `${EN_DAYS[shownDay]} ${d}/${m}/${y}`,
    ]);
    add('date-weekday-check7', checked, today, 'DMY', off === 0 ? { any: [{ value: shown }, { warned: shown }] } : 'refuse');

    holidayCases(today, year, month, pick, (text, expected, past) => add('date-holiday7', text, today, 'DMY', expected, past));
  }
  return cases;
}

/** Holidays of the shared set, month and quarter ends; other holidays refused. */
function holidayCases(
  today: string,
  year: number,
  month: number,
  pick: <T>(items: readonly T[]) => T,
  add: (text: string, expected: Expected6, past: boolean) => void,
) {
  const christmasEve = ahead(today, 12, 24);
  // After a period: the first working day after this year's, while that is not past (said on 28 December, today).
  const thisBoxing = ymd(year, 12, 26);
  const afterChristmas = nextWorking(thisBoxing) >= today ? nextWorking(thisBoxing) : nextWorking(ymd(year + 1, 12, 26));
  const easterYear = easter(year) >= today ? year : year + 1;
  const sunday = easter(easterYear);
  const [goodFriday, easterMonday] = [plus(sunday, -2), plus(sunday, 1)];
  const newYear = ahead(today, 1, 1);
  const quarterEnd = lastOf(year, Math.ceil(month / 3) * 3);
  const [text, expected] = pick([
    ['after Christmas', { warned: afterChristmas }],
    ['po Vánocích', { warned: afterChristmas }],
    ['nach Weihnachten', { warned: afterChristmas }],
    ['before Christmas', { warned: lastWorking(christmasEve) }],
    ['před Vánoci', { warned: lastWorking(christmasEve) }],
    ['vor Weihnachten', { warned: lastWorking(christmasEve) }],
    ['Weihnachten', { any: [{ warned: christmasEve }, { warned: plus(christmasEve, 1) }] }],
    ['Christmas', { any: [{ warned: christmasEve }, { warned: plus(christmasEve, 1) }, { value: plus(christmasEve, 1) }] }],
    ['po Novém roce', { warned: nextWorking(newYear) }],
    ['after New Year', { warned: nextWorking(newYear) }],
    ["New Year's Day", either(newYear)],
    ['Neujahr', either(newYear)],
    ['nach Ostern', { warned: nextWorking(easterMonday) }],
    ['po Velikonocích', { warned: nextWorking(easterMonday) }],
    ['before Easter', { warned: lastWorking(goodFriday) }],
    ['Karfreitag', either(goodFriday)],
    ['Velký pátek', either(goodFriday)],
    ['Easter Monday', either(easterMonday)],
    ['Ostermontag', either(easterMonday)],
    ['end of month', either(lastOf(year, month))],
    ['konec měsíce', either(lastOf(year, month))],
    ['Monatsende', either(lastOf(year, month))],
    ['Ultimo', { any: [either(lastOf(year, month)), 'refuse'] }],
    ['per Ultimo', { any: [either(lastOf(year, month)), 'refuse'] }],
    ['konec čtvrtletí', { any: [either(quarterEnd), 'refuse'] }],
    ['end of quarter', { any: [either(quarterEnd), 'refuse'] }],
    ['Quartalsende', { any: [either(quarterEnd), 'refuse'] }],
    ['end of next quarter', either(lastOf(year, Math.ceil(month / 3) * 3 + 3))],
    ['konec února', { any: [either(lastOf(Number(ahead(today, 2, 28).slice(0, 4)), 2)), 'refuse'] }],
    ['Ende Februar', { any: [either(lastOf(Number(ahead(today, 2, 28).slice(0, 4)), 2)), 'refuse'] }],
    ['before Thanksgiving', 'refuse'],
    ['po Dušičkách', 'refuse'],
    ['nach Pfingsten', 'refuse'],
    ['na Mikuláše', 'refuse'],
    ['after Boxing Day', { any: [{ warned: afterChristmas }, 'refuse'] }],
    ['Silvester', { any: [either(ahead(today, 12, 31)), 'refuse'] }],
    ['Štědrý den', { any: [either(christmasEve), 'refuse'] }],
    ['Christmas Eve', { any: [either(christmasEve), 'refuse'] }],
    ['Heiligabend', { any: [either(christmasEve), 'refuse'] }],
  ] as [string, Expected6][]);
  add(text, expected, false);
}
