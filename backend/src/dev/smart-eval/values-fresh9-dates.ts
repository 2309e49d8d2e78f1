/**
 * Dates of the tenth held-out value set (values-fresh9.ts), by its own arithmetic (Date; Easter by the Meeus/Jones/
 * Butcher rule): todays at a year's and months' ends (2026-12-31, 2027-02-28, 2027-04-30, 2027-06-30, 2028-01-31);
 * slashed dates by each date order or none, ordinal days in digits and words, relative days, weeks and months, weekday
 * names without "next" in five languages (for a due date the coming one, for work done the latest), month ends and
 * middles, and holidays of cs, de, at, sk, pl, uk and us: the documented set (Christmas, New Year, Easter) read and
 * said, the others refused or, if read, read right.
 */
import { type Case6, type Expected6, addMonthsTo, coming, latest, plus, weekday, ymd } from './values-fresh6-judge.js';
import { CS_DAYS, CS_IN_DAYS, CS_MONTHS, DE_DAYS, DE_MONTHS, EN_DAYS, EN_MONTHS, SK_IN_DAYS } from './calendar-words.js';
import { type AddDate, type DateOrder, type Int, type Pick, dateCaseAdder, seededDraws } from './seeded-draws.js';

export const TODAYS9 = ['2026-12-31', '2027-02-28', '2027-04-30', '2027-06-30', '2028-01-31'];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const exists = (y: number, m: number, d: number) => ymd(y, m, d) === `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const suffix = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

/** Easter Sunday (Meeus/Jones/Butcher). */
function easterSunday(y: number): string {
  const a = y % 19;
  const [b, c] = [Math.floor(y / 100), y % 100];
  const [d, e] = [Math.floor(b / 4), b % 4];
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const [i, k] = [Math.floor(c / 4), c % 4];
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(y, month, day);
}

/** The first day after `from` with that month and day (the year left out: the coming one). */
function nextOf(from: string, m: number, d: number): string {
  const [y] = parts(from);
  for (const year of [y, y + 1, y + 2, y + 3, y + 4]) if (exists(year, m, d) && ymd(year, m, d) > from) return ymd(year, m, d);
  throw new Error('no such day');
}
/** The first day after `from` whose day of the month is `d`. */
function nextDay(from: string, d: number): string {
  for (let i = 1; i < 400; i++) if (parts(plus(from, i))[2] === d) return plus(from, i);
  throw new Error('no such day');
}
const workday = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6;
const workdayAfter = (iso: string) => {
  let at = plus(iso, 1);
  while (!workday(at)) at = plus(at, 1);
  return at;
};
const workdayBefore = (iso: string) => {
  let at = plus(iso, -1);
  while (!workday(at)) at = plus(at, -1);
  return at;
};

export function dateCases9(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 7_368_787 + 19);
  const cases: Case6[] = [];
  const add = dateCaseAdder(cases);
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS9);
    slashedCase(today, int, pick, add);
    ordinalCase(today, int, pick, add);
    relativeCase(today, int, pick, add);
    monthPartCase(today, int, pick, add);
    weekdayCase(today, int, pick, add);
    holidayCase(today, int, pick, add);
  }
  return cases;
}

/** Slashed dates by the organization's order, with and without a year; asked when there is no order. */
function slashedCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const order = pick(['DMY', 'MDY', null] as DateOrder[]);
  const [ty, tm, td] = parts(today);
  let d = int(1, 31);
  const m = int(1, 12);
  if (m === 2 && d > 28) d = 28;
  if (m === tm && d === td) d = d === 1 ? 2 : d - 1;
  const withYear = int(0, 2);
  const y = withYear === 0 ? int(ty, ty + 2) : null;
  const pad = int(0, 1) === 1;
  const p2 = (k: number) => (pad ? String(k).padStart(2, '0') : String(k));
  // Written in the organization's order; with none, as either order writes it.
  const monthFirst = order === 'MDY' || (order === null && int(0, 1) === 1);
  const swapped = order !== null && d > 12 && int(0, 3) === 0; // written against the order: only one reading exists
  const first = monthFirst !== swapped ? m : d;
  const second = monthFirst !== swapped ? d : m;
  const text = `${p2(first)}/${p2(second)}${y === null ? '' : `/${withYear === 0 && int(0, 3) === 0 ? String(y).slice(2) : y}`}`;
  const shortYear = /\/\d\d$/.test(text) && y !== null;
  const meant = y === null ? safeNext(today, m, d) : exists(y, m, d) ? ymd(y, m, d) : null;
  let expected: Expected6;
  if (meant === null) expected = { any: ['refuse', 'ask'] };
  else if (d > 12 || d === m) expected = swapped ? { any: [{ warned: meant }, 'ask'] } : { value: meant };
  else if (order === null) expected = 'ask';
  else expected = { warned: meant };
  if (shortYear) expected = { any: [expected, 'ask', 'refuse'] };
  add('date-slashed9', text, today, order, expected);
}
const safeNext = (today: string, m: number, d: number) => {
  try {
    return nextOf(today, m, d);
  } catch {
    return null;
  }
};

const EN_ORD = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const enOrdinal = (d: number) => (d <= 20 ? EN_ORD[d]! : d === 30 ? 'thirtieth' : `${d < 30 ? 'twenty' : 'thirty'}-${EN_ORD[d % 10]}`);
const CS_ORD = [
  '',
  'prvního',
  'druhého',
  'třetího',
  'čtvrtého',
  'pátého',
  'šestého',
  'sedmého',
  'osmého',
  'devátého',
  'desátého',
  'jedenáctého',
  'dvanáctého',
  'třináctého',
  'čtrnáctého',
  'patnáctého',
  'šestnáctého',
  'sedmnáctého',
  'osmnáctého',
  'devatenáctého',
  'dvacátého',
];
const csOrdinal = (d: number) =>
  d <= 20 ? CS_ORD[d]! : d === 30 ? 'třicátého' : `${d < 30 ? 'dvacátého' : 'třicátého'} ${CS_ORD[d % 10]}`;
const DE_ORD = [
  '',
  'Ersten',
  'Zweiten',
  'Dritten',
  'Vierten',
  'Fünften',
  'Sechsten',
  'Siebten',
  'Achten',
  'Neunten',
  'Zehnten',
  'Elften',
  'Zwölften',
  'Dreizehnten',
  'Vierzehnten',
  'Fünfzehnten',
  'Sechzehnten',
  'Siebzehnten',
  'Achtzehnten',
  'Neunzehnten',
  'Zwanzigsten',
];
const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const deOrdinal = (d: number) =>
  d <= 20
    ? DE_ORD[d]!
    : d === 30
      ? 'Dreißigsten'
      : `${DE_UNITS[d % 10]!.replace(/^e/, 'E').replace(/^(\w)/, (c) => c.toUpperCase())}und${d < 30 ? 'zwanzigsten' : 'dreißigsten'}`;

/** A day of the month alone: the next such day; when the month it falls in lacks it, said or asked. */
function ordinalCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y, m, td] = parts(today);
  let d = int(1, 31);
  if (d === td) d = d === 31 ? 1 : d + 1;
  const month = d > td ? m : m + 1;
  const clear = exists(y + Math.floor((month - 1) / 12), ((month - 1) % 12) + 1, d);
  const meant = nextDay(today, d);
  const lastOfThatMonth = ymd(y, month + 1, 0);
  const expected: Expected6 = clear ? { value: meant } : { any: [{ warned: meant }, { warned: lastOfThatMonth }, 'ask', 'refuse'] };
  const text = pick([
    `by the ${d}${suffix(d)}`,
    `on the ${d}${suffix(d)}`,
    `due on the ${d}${suffix(d)}`,
    `the ${enOrdinal(d)}`,
    `by the ${enOrdinal(d)}`,
    `do ${d}.`,
    `k ${d}.`,
    `do ${csOrdinal(d)}`,
    `bis zum ${d}.`,
    `zum ${d}.`,
    `bis zum ${deOrdinal(d)}`,
    `am ${deOrdinal(d)}`,
  ]);
  add('date-ordinal9', text, today, 'DMY', expected);

  // The day of next month.
  const n = int(1, 28) + (int(0, 3) === 0 ? 3 : 0);
  const inNext = exists(y + Math.floor(m / 12), (m % 12) + 1, n) ? ymd(y, m + 1, n) : null;
  const nextExpected: Expected6 = inNext ? { value: inNext } : { any: [{ warned: ymd(y, m + 2, 0) }, 'ask', 'refuse'] };
  const text2 = pick([
    `the ${n}${suffix(n)} of next month`,
    `on the ${enOrdinal(n)} of next month`,
    `${n}. příštího měsíce`,
    `${csOrdinal(n)} příštího měsíce`,
    `am ${n}. des nächsten Monats`,
    `am ${deOrdinal(n)} nächsten Monats`,
  ]);
  add('date-ordinal9', text2, today, 'DMY', nextExpected);
}

/** Days, weeks and months counted from a month's or a year's end. */
function relativeCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [, , td] = parts(today);
  const months = (k: number): Expected6 => {
    const at = addMonthsTo(today, k);
    if (parts(at)[2] !== td) return { any: [{ warned: at }, 'ask', 'refuse'] };
    // From a month's last day into a longer month: the same day, or that month's end, said; or asked.
    const monthEnd = ymd(parts(at)[0], parts(at)[1] + 1, 0);
    return monthEnd !== at && plus(today, 1).endsWith('-01') ? { any: [{ value: at }, { warned: monthEnd }, 'ask'] } : { value: at };
  };
  const vague: Expected6 = { any: ['refuse', 'ask'] };
  const nextMonday = coming(today, 1);
  const week: Expected6 = { any: ['refuse', 'ask', { within: [nextMonday, plus(nextMonday, 6)] }] };
  const [text, expected, past] = pick([
    ["in two weeks' time", { value: plus(today, 14) }],
    ["in a week's time", { value: plus(today, 7) }],
    ['in 10 days', { value: plus(today, 10) }],
    ['in 30 days', { value: plus(today, 30) }],
    ['in six weeks', { value: plus(today, 42) }],
    ['za týden', { value: plus(today, 7) }],
    ['za dva týdny', { value: plus(today, 14) }],
    ['za 10 dní', { value: plus(today, 10) }],
    ['za šest týdnů', { value: plus(today, 42) }],
    ['in zwei Wochen', { value: plus(today, 14) }],
    ['in 10 Tagen', { value: plus(today, 10) }],
    ['binnen 14 Tagen', { value: plus(today, 14) }],
    ['innerhalb einer Woche', { value: plus(today, 7) }],
    ['übermorgen', { value: plus(today, 2) }],
    ['pozítří', { value: plus(today, 2) }],
    ['pozajtra', { value: plus(today, 2) }],
    ['tomorrow', { value: plus(today, 1) }],
    ['zítra', { value: plus(today, 1) }],
    ['today', { value: today }],
    ['heute', { value: today }],
    ['dnes', { value: today }],
    ['za miesiąc', { any: [months(1), 'refuse'] }],
    ['in a month', months(1)],
    ['za měsíc', months(1)],
    ['in einem Monat', months(1)],
    ['in 3 months', months(3)],
    ['za 3 měsíce', months(3)],
    ['in drei Monaten', months(3)],
    ['in 2 months', months(2)],
    ['za půl roku', { any: [months(6), 'refuse'] }],
    ['in a few days', vague],
    ['za pár dní', vague],
    ['in ein paar Tagen', vague],
    ['next week', week],
    ['příští týden', week],
    ['nächste Woche', week],
    ['yesterday', { value: plus(today, -1) }, true],
    ['gestern', { value: plus(today, -1) }, true],
    ['vorgestern', { value: plus(today, -2) }, true],
    ['předevčírem', { value: plus(today, -2) }, true],
    ['the day before yesterday', { value: plus(today, -2) }, true],
    ['vor einer Woche', { value: plus(today, -7) }, true],
    ['před dvěma týdny', { value: plus(today, -14) }, true],
    ['two weeks ago', { value: plus(today, -14) }, true],
  ] as [string, Expected6, boolean?][]);
  add('date-relative9', text, today, pick(['DMY', 'MDY'] as DateOrder[]), expected, past === true);
  void int;
}

/** Month ends, middles and beginnings, and ends of quarters and years. */
function monthPartCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y, m] = parts(today);
  const last = ymd(y, m + 1, 0);
  const isLast = today === last;
  const endThis: Expected6 = isLast ? { any: [{ value: today }, { warned: ymd(y, m + 2, 0) }, 'ask', 'refuse'] } : { value: last };
  let other = int(1, 12);
  if (other === m) other = (m % 12) + 1;
  const mid = nextOf(today, other, 15);
  const [oy] = parts(mid);
  const midExpected: Expected6 = { any: [{ warned: mid }, 'ask'] };
  const early: Expected6 = { any: [{ within: [ymd(oy, other, 1), ymd(oy, other, 10)] }, 'ask', 'refuse'] };
  const endOf: Expected6 = { any: [{ value: ymd(oy, other + 1, 0) }, 'ask'] };
  const qEnd = ymd(y, Math.ceil(m / 3) * 3 + 1, 0);
  const quarter: Expected6 =
    qEnd === today
      ? { any: [{ value: today }, { value: ymd(y, Math.ceil(m / 3) * 3 + 4, 0) }, 'ask', 'refuse'] }
      : { any: [{ value: qEnd }, { warned: qEnd }, 'refuse'] };
  const yearEnd: Expected6 = today.endsWith('-12-31')
    ? { any: [{ value: today }, { value: ymd(y + 1, 12, 31) }, 'ask', 'refuse'] }
    : { any: [{ value: ymd(y, 12, 31) }, { warned: ymd(y, 12, 31) }, 'refuse'] };
  const [text, expected] = pick([
    ['end of the month', endThis],
    ['by the end of this month', endThis],
    ['do konce měsíce', endThis],
    ['konec měsíce', endThis],
    ['Ende des Monats', endThis],
    ['bis Monatsende', endThis],
    ['end of next month', { value: ymd(y, m + 2, 0) }],
    ['konec příštího měsíce', { value: ymd(y, m + 2, 0) }],
    ['Ende nächsten Monats', { value: ymd(y, m + 2, 0) }],
    [`mid-${EN_MONTHS[other - 1]}`, midExpected],
    [`in the middle of ${EN_MONTHS[other - 1]}`, midExpected],
    [`Mitte ${DE_MONTHS[other - 1]}`, midExpected],
    [`v polovině ${CS_MONTHS[other - 1]}`, midExpected],
    ['Mitte nächsten Monats', { any: [{ warned: ymd(y, m + 1, 15) }, 'ask'] }],
    ['mid next month', { any: [{ warned: ymd(y, m + 1, 15) }, 'ask'] }],
    [`early ${EN_MONTHS[other - 1]}`, early],
    [`Anfang ${DE_MONTHS[other - 1]}`, early],
    [`začátkem ${CS_MONTHS[other - 1]}`, early],
    [`end of ${EN_MONTHS[other - 1]}`, endOf],
    [`Ende ${DE_MONTHS[other - 1]}`, endOf],
    [`koncem ${CS_MONTHS[other - 1]}`, endOf],
    ['end of the quarter', quarter],
    ['Quartalsende', quarter],
    ['end of the year', yearEnd],
    ['Jahresende', yearEnd],
    ['do konce roku', yearEnd],
  ] as [string, Expected6][]);
  add('date-monthpart9', text, today, 'DMY', expected);
}

const CS_TO_DAYS = ['do neděle', 'do pondělí', 'do úterý', 'do středy', 'do čtvrtka', 'do pátku', 'do soboty'];
const SK_TO_DAYS = ['do nedele', 'do pondelka', 'do utorka', 'do stredy', 'do štvrtka', 'do piatku', 'do soboty'];
const PL_IN_DAYS = ['w niedzielę', 'w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek', 'w sobotę'];
const PL_TO_DAYS = ['do niedzieli', 'do poniedziałku', 'do wtorku', 'do środy', 'do czwartku', 'do piątku', 'do soboty'];

/** A weekday without "next": for a due date the coming one (on that weekday itself, a week on, or asked); for work done the latest. */
function weekdayCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const dow = int(0, 6);
  const past = int(0, 3) === 0;
  if (past) {
    const text = pick([
      `on ${EN_DAYS[dow]}`,
      `last ${EN_DAYS[dow]}`,
      `am ${DE_DAYS[dow]}`,
      `letzten ${DE_DAYS[dow]}`,
      CS_IN_DAYS[dow]!,
      SK_IN_DAYS[dow]!,
      PL_IN_DAYS[dow]!,
      EN_DAYS[dow]!,
    ]);
    // Said on that weekday itself, work done today is as likely as a week ago: today said back, the week before, or asked.
    const done: Expected6 =
      weekday(today) === dow ? { any: [{ warned: today }, { value: latest(today, dow) }, 'ask'] } : { value: latest(today, dow) };
    add('date-weekday9', text, today, 'DMY', done, true);
    return;
  }
  const ahead = coming(today, dow);
  const expected: Expected6 = weekday(today) === dow ? { any: [{ value: ahead }, 'ask'] } : { value: ahead };
  const text = pick([
    EN_DAYS[dow]!,
    `on ${EN_DAYS[dow]}`,
    `by ${EN_DAYS[dow]}`,
    `due ${EN_DAYS[dow]}`,
    CS_DAYS[dow]!,
    CS_IN_DAYS[dow]!,
    CS_TO_DAYS[dow]!,
    DE_DAYS[dow]!,
    `am ${DE_DAYS[dow]}`,
    `bis ${DE_DAYS[dow]}`,
    SK_IN_DAYS[dow]!,
    SK_TO_DAYS[dow]!,
    PL_IN_DAYS[dow]!,
    PL_TO_DAYS[dow]!,
  ]);
  add('date-weekday9', text, today, 'DMY', expected);
}

type Holiday = [string, (y: number) => string];
/** Holidays Kontor does not read (documented: refused); if read at all, read as this day. */
const COUNTRY9: Holiday[] = [
  ['Thanksgiving', (y) => nthWeekday(y, 11, 4, 4)],
  ['Memorial Day', (y) => lastWeekday(y, 5, 1)],
  ['Labor Day', (y) => nthWeekday(y, 9, 1, 1)],
  ['Independence Day', (y) => ymd(y, 7, 4)],
  ['Juneteenth', (y) => ymd(y, 6, 19)],
  ['Whit Monday', (y) => plus(easterSunday(y), 50)],
  ['Pfingstmontag', (y) => plus(easterSunday(y), 50)],
  ['Christi Himmelfahrt', (y) => plus(easterSunday(y), 39)],
  ['Fronleichnam', (y) => plus(easterSunday(y), 60)],
  ['Boże Ciało', (y) => plus(easterSunday(y), 60)],
  ['Tag der Deutschen Einheit', (y) => ymd(y, 10, 3)],
  ['Nationalfeiertag', (y) => ymd(y, 10, 26)],
  ['Allerheiligen', (y) => ymd(y, 11, 1)],
  ['Mariä Himmelfahrt', (y) => ymd(y, 8, 15)],
  ['Tři králové', (y) => ymd(y, 1, 6)],
  ['Den české státnosti', (y) => ymd(y, 9, 28)],
  ['Svátek práce', (y) => ymd(y, 5, 1)],
  ['Den vítězství', (y) => ymd(y, 5, 8)],
  ['Deň Ústavy', (y) => ymd(y, 9, 1)],
  ['výročie SNP', (y) => ymd(y, 8, 29)],
  ['Święto Niepodległości', (y) => ymd(y, 11, 11)],
  ['Święto Konstytucji 3 Maja', (y) => ymd(y, 5, 3)],
  ['Early May bank holiday', (y) => nthWeekday(y, 5, 1, 1)],
  ['Spring bank holiday', (y) => lastWeekday(y, 5, 1)],
  ['Summer bank holiday', (y) => lastWeekday(y, 8, 1)],
  ['Dušičky', (y) => ymd(y, 11, 2)],
  ['Gründonnerstag', (y) => plus(easterSunday(y), -3)],
  ['Zelený čtvrtek', (y) => plus(easterSunday(y), -3)],
];
function nthWeekday(y: number, m: number, dow: number, n: number): string {
  const first = ymd(y, m, 1);
  return plus(first, ((dow - weekday(first) + 7) % 7) + (n - 1) * 7);
}
function lastWeekday(y: number, m: number, dow: number): string {
  const end = ymd(y, m + 1, 0);
  return plus(end, -((weekday(end) - dow + 7) % 7));
}
const ahead = (today: string, day: (y: number) => string) => {
  const [y] = parts(today);
  return day(y) > today ? day(y) : day(y + 1);
};

function holidayCase(today: string, int: Int, pick: Pick, add: AddDate) {
  const [y] = parts(today);
  const goodFriday = ahead(today, (year) => plus(easterSunday(year), -2));
  const easterMonday = plus(goodFriday, 3);
  const christmas = ahead(today, (year) => ymd(year, 12, 24));
  const newYear = ahead(today, (year) => ymd(year, 1, 1));
  // Said within a fortnight after a period, "after" it may mean the one just gone: either, or asked.
  const recent = (end: string, thisOne: string, nextOne: string): Expected6 =>
    today > end && plus(end, 14) >= today ? { any: [{ warned: thisOne }, { warned: nextOne }, 'ask'] } : { warned: nextOne };
  const lastChristmasEnd = ymd(y - (today.slice(5) < '12-26' ? 1 : 0), 12, 26);
  const afterChristmas = recent(lastChristmasEnd, workdayAfter(lastChristmasEnd), workdayAfter(plus(christmas, 2)));
  const documented: [string, Expected6][] = [
    ['Christmas', { warned: christmas }],
    ['Weihnachten', { warned: christmas }],
    ['Vánoce', { warned: christmas }],
    ['before Christmas', { warned: workdayBefore(christmas) }],
    ['vor Weihnachten', { warned: workdayBefore(christmas) }],
    ['před Vánoci', { warned: workdayBefore(christmas) }],
    ['after Christmas', afterChristmas],
    ['nach Weihnachten', afterChristmas],
    ['Easter', { warned: goodFriday }],
    ['Ostern', { warned: goodFriday }],
    ['Velikonoce', { warned: goodFriday }],
    ['before Easter', { warned: workdayBefore(goodFriday) }],
    ['vor Ostern', { warned: workdayBefore(goodFriday) }],
    ['před Velikonocemi', { warned: workdayBefore(goodFriday) }],
    ['after Easter', { warned: workdayAfter(easterMonday) }],
    ['po Velikonocích', { warned: workdayAfter(easterMonday) }],
    ['Good Friday', { value: goodFriday }],
    ['Karfreitag', { value: goodFriday }],
    ['Velký pátek', { value: goodFriday }],
    ['Veľký piatok', { value: goodFriday }],
    ['Wielki Piątek', { value: goodFriday }],
    ['Easter Monday', { value: easterMonday }],
    ['Velikonoční pondělí', { value: easterMonday }],
    ['Veľkonočný pondelok', { value: easterMonday }],
    ['Lany poniedziałek', { value: easterMonday }],
    ['New Year’s Day', { value: newYear }],
    ['Nový rok', { value: newYear }],
    ['Neujahr', { value: newYear }],
    ['after New Year', { warned: workdayAfter(newYear) }],
    ['po Novém roce', { warned: workdayAfter(newYear) }],
    ['nach Neujahr', { warned: workdayAfter(newYear) }],
    ['Silvester', { any: [{ value: ahead(today, (year) => ymd(year, 12, 31)) }, { value: today }, 'ask', 'refuse'] }],
    ['Heiligabend', { any: [{ value: christmas }, { warned: christmas }, 'refuse'] }],
    ['Štědrý den', { any: [{ value: christmas }, { warned: christmas }, 'refuse'] }],
    ['Boxing Day', { any: [{ value: plus(christmas, 2) }, 'refuse'] }],
    ['Stephanstag', { any: [{ value: plus(christmas, 2) }, 'refuse'] }],
  ];
  if (int(0, 1) === 0) {
    const [text, expected] = pick(documented);
    add('date-holiday9', text, today, 'DMY', expected);
    return;
  }
  const [name, day] = pick(COUNTRY9);
  const at = ahead(today, day);
  const form = int(0, 3);
  const text = form === 0 ? `before ${name}` : form === 1 ? `after ${name}` : form === 2 ? `nach ${name}` : name;
  const expected: Expected6 =
    form === 0
      ? { any: ['refuse', 'ask', { warned: workdayBefore(at) }] }
      : form === 3
        ? { any: ['refuse', 'ask', { value: at }, { warned: at }] }
        : { any: ['refuse', 'ask', { warned: workdayAfter(at) }] };
  add('date-holiday9', text, today, 'DMY', expected);
}
