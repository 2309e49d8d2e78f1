/**
 * Dates of the ninth held-out value set (values-fresh8.ts), by its own arithmetic (Date, Easter by the anonymous
 * Gregorian rule): todays at a year's end (2026-11-29, a Sunday; 2026-12-23, Christmas week), a month's end
 * (2027-01-31), a leap day (2028-02-29) and Holy Week (2027-03-24); a year left out crossing the year's end both ways
 * (due ahead, work done behind); the 29th of February; a weekday with a day that is not that day ("pátek 13."); relative
 * days around holidays and month ends; numeric dates under each order.
 */
import { type Case6, type Expected6, addMonthsTo, coming, plus, weekday, ymd } from './values-fresh6-judge.js';
import { easter } from './values-fresh7-dates.js';
import {
  CS_DAYS,
  CS_IN_DAYS,
  CS_MONTHS,
  DE_DAYS,
  DE_MONTHS,
  EN_DAYS,
  EN_MONTHS,
  PL_MONTHS,
  SK_IN_DAYS,
  SK_MONTHS,
} from './calendar-words.js';
import { dateCaseAdder, seededDraws } from './seeded-draws.js';

export const TODAYS8 = ['2026-11-29', '2026-12-23', '2027-01-31', '2028-02-29', '2027-03-24'];
const ordinal = (d: number) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const exists = (y: number, m: number, d: number) => ymd(y, m, d) === `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The first day strictly after `from` (or before it, going back) with that day of the month and, if given, weekday. */
function seek(from: string, step: 1 | -1, day: number, month?: number, dow?: number): string {
  for (let i = 1; i <= 3000; i++) {
    const at = plus(from, i * step);
    const [, m, d] = parts(at);
    if (d === day && (month === undefined || m === month) && (dow === undefined || weekday(at) === dow)) return at;
  }
  throw new Error('no such day');
}

const workday = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6;
function workdays(from: string, count: number): string {
  let at = from;
  for (let left = count; left > 0;) if (workday((at = plus(at, 1)))) left--;
  return at;
}

export function dateCases8(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 15_485_863 + 3);
  const cases: Case6[] = [];
  const add = dateCaseAdder(cases);
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS8);
    const order = pick(['DMY', 'MDY', null] as const);

    // A year left out: a due date ahead (across the year's end), a day of work done behind.
    const past = int(0, 2) === 0;
    const target = plus(today, past ? -int(3, 300) : int(3, 300));
    const [, m, d] = parts(target);
    // 29 February said without a year is the next (or last) one that exists, which the search gives.
    const said = pick([
      `${d}.${m}.`,
      `${d}. ${m}.`,
      `${d}. ${CS_MONTHS[m - 1]}`,
      `${d}. ${DE_MONTHS[m - 1]}`,
      `am ${d}. ${DE_MONTHS[m - 1]}`,
      `${EN_MONTHS[m - 1]} ${d}`,
      `${EN_MONTHS[m - 1]!.slice(0, 3)} ${ordinal(d)}`,
      `the ${ordinal(d)} of ${EN_MONTHS[m - 1]}`,
      `${d} ${EN_MONTHS[m - 1]}`,
      `${d}. ${SK_MONTHS[m - 1]}`,
      `${d} ${PL_MONTHS[m - 1]}`,
    ]);
    const meant = seek(today, past ? -1 : 1, d, m);
    add('date-yearless8', said, today, order, { value: meant }, past);

    // The 29th of February and month ends around a leap year.
    const [ty] = parts(today);
    const leap = pick([
      ['29.2.', 'feb'],
      ['29. února', 'feb'],
      ['February 29', 'feb'],
      ['29. Februar', 'feb'],
      [`29.2.${ty + 1}`, 'year+1'],
      [`29. 2. ${ty}`, 'year'],
      ['2028-02-29', 'iso'],
      ['in a month', 'month'],
      ['za měsíc', 'month'],
      ['in einem Monat', 'month'],
      ['za dva měsíce', 'two'],
      ['zítra', 'tomorrow'],
      ['tomorrow', 'tomorrow'],
      ['morgen', 'tomorrow'],
      ['včera', 'yesterday'],
      ['yesterday', 'yesterday'],
    ] as const);
    const [leapText, leapWhat] = leap;
    const nextFeb29 = seek(today, 1, 29, 2);
    const leapExpected: Expected6 =
      leapWhat === 'feb'
        ? today.endsWith('-02-29')
          ? { any: [{ value: today }, { warned: nextFeb29 }, 'ask', 'refuse'] }
          : exists(parts(today)[1] > 2 ? ty + 1 : ty, 2, 29)
            ? { value: nextFeb29 }
            : { any: [{ warned: nextFeb29 }, 'ask', 'refuse'] }
        : leapWhat === 'year+1'
          ? exists(ty + 1, 2, 29)
            ? { value: ymd(ty + 1, 2, 29) }
            : 'refuse'
          : leapWhat === 'year'
            ? exists(ty, 2, 29)
              ? { value: ymd(ty, 2, 29) }
              : 'refuse'
            : leapWhat === 'iso'
              ? { value: '2028-02-29' }
              : leapWhat === 'month' || leapWhat === 'two'
                ? monthLater(today, leapWhat === 'two' ? 2 : 1)
                : { value: plus(today, leapWhat === 'tomorrow' ? 1 : -1) };
    add('date-leap8', leapText, today, order, leapExpected, leapWhat === 'yesterday');

    weekdayCase(today, int, pick, add);
    relativeCase(today, pick, add);

    // Numeric dates with a year, under each order; dates that do not exist are refused.
    const [y, nm, nd] = [int(2026, 2029), int(1, 12), int(1, 31)];
    const real = exists(y, nm, nd);
    const [p, q] = order === 'MDY' ? [nm, nd] : [nd, nm];
    const both = nd <= 12 && nd !== nm && exists(y, nd, nm);
    const form = pick(['dot', 'dotspace', 'slash', 'iso', 'short', 'dash'] as const);
    const text =
      form === 'dot'
        ? `${nd}.${nm}.${y}`
        : form === 'dotspace'
          ? `${nd}. ${nm}. ${y}`
          : form === 'iso'
            ? `${y}-${String(nm).padStart(2, '0')}-${String(nd).padStart(2, '0')}`
            : form === 'short'
              ? `${String(nd).padStart(2, '0')}.${String(nm).padStart(2, '0')}.${String(y).slice(2)}`
              : form === 'slash'
                ? `${p}/${q}/${y}`
                : `${p}-${q}-${y}`;
    const numeric: Expected6 = !real
      ? form === 'slash' || form === 'dash'
        ? { any: ['refuse', 'ask', ...(both ? [{ warned: ymd(y, nd, nm) }] : [])] }
        : 'refuse'
      : form === 'slash' || form === 'dash'
        ? both
          ? order === null
            ? 'ask'
            : { warned: ymd(y, nm, nd) }
          : nd > 12
            ? { any: [{ value: ymd(y, nm, nd) }, ...(order === null ? ['ask' as const] : [])] }
            : { value: ymd(y, nm, nd) }
        : form === 'short'
          ? { any: [{ value: ymd(y, nm, nd) }, 'refuse', 'ask'] }
          : both && order !== 'DMY' && form !== 'iso'
            ? // A dotted date under a month-first order or none: day first (European dots), said back, or asked.
              { any: [{ value: ymd(y, nm, nd) }, { warned: ymd(y, nd, nm) }, 'ask'] }
            : { value: ymd(y, nm, nd) };
    add('date-numeric8', text, today, order, numeric);
  }
  return cases;
}

/** "in a month" from a month's end lands on a shorter month's end: said, or asked. */
function monthLater(today: string, months: number): Expected6 {
  const clamped = addMonthsTo(today, months);
  const [, , d] = parts(today);
  const [, , cd] = parts(clamped);
  return cd === d ? { any: [{ value: clamped }, 'refuse'] } : { any: [{ warned: clamped }, 'ask', 'refuse'] };
}

type Add = (kind: string, text: string, today: string, order: 'DMY' | 'MDY' | null, expected: Expected6, past?: boolean) => void;

/** A weekday with a day: the next such day if it falls on that weekday; else the next that does, said, or asked. */
function weekdayCase(today: string, int: (a: number, b: number) => number, pick: <T>(items: readonly T[]) => T, add: Add) {
  const [, , td] = parts(today);
  let day = int(1, 28);
  if (day === td) day = day === 28 ? 1 : day + 1;
  const nextDay = seek(today, 1, day);
  const dow = int(0, 1) === 0 ? weekday(nextDay) : pick([5, 5, 1, 2, 3, 4, 6, 0]);
  const expected: Expected6 =
    weekday(nextDay) === dow ? { value: nextDay } : { any: [{ warned: seek(today, 1, day, undefined, dow) }, 'ask', 'refuse'] };
  const text = pick([
    `${CS_DAYS[dow]} ${day}.`,
    `${CS_IN_DAYS[dow]} ${day}.`,
    `${DE_DAYS[dow]}, ${day}.`,
    `${DE_DAYS[dow]}, den ${day}.`,
    `${EN_DAYS[dow]} the ${ordinal(day)}`,
    `${EN_DAYS[dow]}, the ${ordinal(day)}`,
    `${SK_IN_DAYS[dow]} ${day}.`,
  ]);
  add('date-weekday8', text, today, 'DMY', expected);

  // With its month: checked against the coming such date; a weekday that is not it is never a pick of another year.
  const m = int(1, 12);
  const dated = seek(today, 1, day, m);
  const withMonth: Expected6 = weekday(dated) === dow ? { value: dated } : { any: ['ask', 'refuse'] };
  const text2 = pick([
    `${CS_DAYS[dow]} ${day}. ${m}.`,
    `${CS_DAYS[dow]} ${day}. ${CS_MONTHS[m - 1]}`,
    `${DE_DAYS[dow]}, ${day}. ${DE_MONTHS[m - 1]}`,
    `${EN_DAYS[dow]}, ${EN_MONTHS[m - 1]} ${day}`,
    `${EN_DAYS[dow]} ${day} ${EN_MONTHS[m - 1]}`,
  ]);
  add('date-weekday8', text2, today, 'DMY', withMonth);
}

/** Days counted from today, weekdays, month ends and holidays (Christmas 24-26 Dec, Easter Good Friday to Monday). */
function relativeCase(today: string, pick: <T>(items: readonly T[]) => T, add: Add) {
  const [y, m] = parts(today);
  const lastOfMonth = ymd(y, m + 1, 0);
  const goodFriday = (year: number) => plus(easter(year), -2);
  const easterNext = easter(y) > today ? easter(y) : easter(y + 1);
  const christmasYear = `${y}-12-24` > today ? y : y + 1;
  const choices: [string, Expected6][] = [
    ['pozítří', { value: plus(today, 2) }],
    ['übermorgen', { value: plus(today, 2) }],
    ['the day after tomorrow', { value: plus(today, 2) }],
    ['pojutrze', { value: plus(today, 2) }],
    ['in two weeks', { value: plus(today, 14) }],
    ['za 14 dní', { value: plus(today, 14) }],
    ['in 3 Wochen', { value: plus(today, 21) }],
    ['za tři týdny', { value: plus(today, 21) }],
    ['in 3 business days', { warned: workdays(today, 3) }],
    ['za 5 pracovních dní', { warned: workdays(today, 5) }],
    ['binnen 4 Werktagen', { warned: workdays(today, 4) }],
    ['end of next month', { value: ymd(y, m + 2, 0) }],
    ['konec příštího měsíce', { value: ymd(y, m + 2, 0) }],
    ['Ende nächsten Monats', { value: ymd(y, m + 2, 0) }],
    ['first of next month', { value: ymd(y, m + 1, 1) }],
    [
      'end of month',
      today === lastOfMonth ? { any: [{ value: today }, { warned: ymd(y, m + 2, 0) }, 'ask', 'refuse'] } : { value: lastOfMonth },
    ],
    [
      'Monatsende',
      today === lastOfMonth ? { any: [{ value: today }, { warned: ymd(y, m + 2, 0) }, 'ask', 'refuse'] } : { value: lastOfMonth },
    ],
    ['after Easter', { warned: plus(easterNext, 2) }],
    ['nach Ostern', { warned: plus(easterNext, 2) }],
    ['po Velikonocích', { warned: plus(easterNext, 2) }],
    ['Good Friday', { value: goodFriday(Number(easterNext.slice(0, 4))) }],
    ['Karfreitag', { value: goodFriday(Number(easterNext.slice(0, 4))) }],
    ['Velký pátek', { value: goodFriday(Number(easterNext.slice(0, 4))) }],
    ['Easter Monday', { value: plus(easterNext, 1) }],
    ['Ostermontag', { value: plus(easterNext, 1) }],
    ['after Christmas', { warned: afterChristmas(christmasYear) }],
    ['po Vánocích', { warned: afterChristmas(christmasYear) }],
    ['nach Weihnachten', { warned: afterChristmas(christmasYear) }],
    ['New Year’s Day', { value: `${y + 1}-01-01` }],
    ['Neujahr', { value: `${y + 1}-01-01` }],
    ['by the 15th', { value: seek(today, 1, 15) }],
    ['do 15.', { value: seek(today, 1, 15) }],
    ['bis zum 15.', { value: seek(today, 1, 15) }],
  ];
  // A weekday alone is the coming one (not today).
  const dow = (weekday(today) + 1 + Math.floor(today.charCodeAt(9) % 6)) % 7;
  choices.push([`${CS_IN_DAYS[dow]}`, { value: coming(today, dow) }], [`am ${DE_DAYS[dow]}`, { value: coming(today, dow) }]);
  const [text, expected] = pick(choices);
  add('date-relative8', text, today, 'DMY', expected);
}

/** The first working day after 26 December. */
function afterChristmas(year: number): string {
  let at = `${year}-12-27`;
  while (!workday(at)) at = plus(at, 1);
  return at;
}
