/**
 * The dates, clock spans and durations of the fifth held-out value set (values-fresh4.ts): slashed, dashed and dotted
 * dates by the organization's date_order or asked without one, ordinal days, relative days and weeks, weekday names
 * alone, month ends ("ultimo", "konec měsíce"), days around Christmas and Easter (Easter by the Meeus computus written
 * here), spans with breaks and two spans in one phrase, and durations in words; a few in sk and pl. Expected dates
 * come from Date arithmetic on todays that are no holiday and no month's last day.
 */
import { parseDate, type DateOrder } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import type { Answer, Expected, SaidCase } from './values-fresh2.js';
import { CS_MONTHS as CS_GENITIVE, DE_MONTHS, EN_MONTHS } from './calendar-words.js';
import { dow, lastOf, ordinal, shift, ymd } from './values-fresh2-dates.js';
import { random } from './values.js';

/** A Wednesday, a Monday and a Sunday. */
const TODAYS = ['2026-10-14', '2027-03-01', '2027-05-09'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Easter Sunday by the Meeus/Jones/Butcher algorithm. */
function easter(year: number): string {
  const a = year % 19;
  const [b, c] = [Math.floor(year / 100), year % 100];
  const [d, e] = [Math.floor(b / 4), b % 4];
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const [i, k] = [Math.floor(c / 4), c % 4];
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return ymd(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}
/** The first working day (Monday to Friday) from `iso` on, stepping by `step`. */
const working = (iso: string, step: 1 | -1) => {
  let day = iso;
  for (let n = 0; n < 7 && (dow(day) === 0 || dow(day) === 6); n++) day = shift(day, step);
  return day;
};
/** The coming holiday period (first and last day) that begins after today. */
const christmasOf = (today: string) => {
  const year = Number(today.slice(0, 4));
  return ymd(year, 12, 24) > today ? [ymd(year, 12, 24), ymd(year, 12, 26)] : [ymd(year + 1, 12, 24), ymd(year + 1, 12, 26)];
};
const easterOf = (today: string) => {
  const year = Number(today.slice(0, 4));
  const sunday = shift(easter(year), -2) > today ? easter(year) : easter(year + 1);
  return [shift(sunday, -2), shift(sunday, 1)];
};

const WEEKDAYS: ReadonlyArray<readonly string[]> = [
  ['on Sunday', 'v neděli', 'am Sonntag', 'w niedzielę'],
  ['on Monday', 'v pondělí', 'am Montag', 'v pondelok'],
  ['on Tuesday', 'v úterý', 'am Dienstag', 'we wtorek'],
  ['on Wednesday', 've středu', 'am Mittwoch', 'v stredu'],
  ['on Thursday', 've čtvrtek', 'am Donnerstag', 'w czwartek'],
  ['on Friday', 'v pátek', 'am Freitag', 'v piatok'],
  ['on Saturday', 'v sobotu', 'am Samstag', 'w sobotę'],
];
const CS_DAYS = (n: number) => (n < 5 ? 'dny' : 'dní');
const DE_NUMBERS = ['', 'einem', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];

export function dateCases4(seed: number, perKind: number): SaidCase[] {
  const next = random(seed * 1_299_709 + 3);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: SaidCase[] = [];
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS);
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const date = (kind: string, text: string, expected: Expected, order: DateOrder | null = 'DMY') =>
      cases.push({
        kind,
        text: `${text} (${today}, ${order ?? 'no order'})`,
        expected,
        read: (): Answer => {
          const parsed = parseDate(text, today, order);
          return { value: parsed.date, warning: parsed.warning };
        },
      });

    // Slashed, dashed and dotted dates: slashes and dashes by the organization's order (said back when both give a
    // day, asked without one), dots always day first.
    const [a, b, y] = [int(1, 12), int(1, 28), int(2027, 2029)];
    const order = pick(['DMY', 'MDY', null] as const);
    const [first, second] = next() < 0.5 ? [a, b] : [b, a];
    const both = first !== second && first <= 12 && second <= 12;
    // One number over 12 can only be the day: read so, and said back when the organization's order says otherwise.
    const [day, mon] = both
      ? (order ?? 'DMY') === 'DMY'
        ? [first, second]
        : [second, first]
      : first > 12
        ? [first, second]
        : [second, first];
    const against = !both && first !== second && order !== null && (order === 'DMY') !== first > 12;
    const separated = pick([
      `${pad(first)}/${pad(second)}/${y}`,
      `${first}/${second}/${String(y).slice(2)}`,
      `${pad(first)}-${pad(second)}-${y}`,
    ]);
    const slashedExpected: Expected = both
      ? order === null
        ? 'ask'
        : { warned: ymd(y, mon, day) }
      : against
        ? { warned: ymd(y, mon, day) }
        : { value: ymd(y, mon, day) };
    if (next() < 0.75) date('date-numeric', separated, slashedExpected, order);
    else date('date-numeric', pick([`${b}.${a}.${y}`, `${pad(b)}.${pad(a)}.${y}`, `${b}. ${a}. ${y}`]), { value: ymd(y, a, b) }, order);

    // Ordinal days: this month's when still ahead, else next month's, said back; with the month said, that month's.
    const d = int(2, 28);
    const coming = d >= Number(today.slice(8)) ? ymd(year, month, d) : ymd(year, month + 1, d);
    const [ord, ordExpected] = pick([
      [`on the ${ordinal(d)}`, { warned: coming }],
      [`by the ${ordinal(d)}`, { warned: coming }],
      [`do ${d}.`, { warned: coming }],
      [`zum ${d}.`, { warned: coming }],
      [`the ${ordinal(d)} of next month`, { value: ymd(year, month + 1, d) }],
      [`do ${d}. příštího měsíce`, { value: ymd(year, month + 1, d) }],
      [`am ${d}. nächsten Monats`, { value: ymd(year, month + 1, d) }],
    ] as [string, Expected][]);
    date('date-ordinal', ord, ordExpected);

    // Relative days and weeks.
    const n = int(2, 9);
    const [rel, relDays] = pick([
      ['today', 0],
      ['dnes', 0],
      ['heute', 0],
      ['tomorrow', 1],
      ['zítra', 1],
      ['morgen', 1],
      ['zajtra', 1],
      ['jutro', 1],
      ['pozítří', 2],
      [`in ${n} days`, n],
      [`za ${n} ${CS_DAYS(n)}`, n],
      [`in ${DE_NUMBERS[n]} Tagen`, n],
      [`binnen ${n} Tagen`, n],
      [`in ${n} weeks`, 7 * n],
      [`za ${n} týdny`.replace(/za ([5-9]) týdny/, 'za $1 týdnů'), 7 * n],
      [`in ${DE_NUMBERS[n]} Wochen`, 7 * n],
      ['in a fortnight', 14],
      ['za 14 dní', 14],
      ['in einer Woche', 7],
      ['za tydzień', 7],
    ] as const);
    date('date-relative', rel, { value: shift(today, relDays) });

    // A weekday alone: the coming one, never today, said back naming the date.
    const wd = int(0, 6);
    const ahead = (wd - dow(today) + 7) % 7 || 7;
    date('date-weekday', pick(WEEKDAYS[wd]!), { warned: shift(today, ahead) });

    // Month ends: this month's, next month's, a named month's (one still ahead).
    const named = int(month + 1, 12);
    const [end, endDate] = pick([
      ['end of month', lastOf(year, month)],
      ['by the end of the month', lastOf(year, month)],
      ['konec měsíce', lastOf(year, month)],
      ['do konce měsíce', lastOf(year, month)],
      ['Monatsende', lastOf(year, month)],
      ['zum Monatsende', lastOf(year, month)],
      ['ultimo', lastOf(year, month)],
      ['end of next month', lastOf(year, month + 1)],
      ['konec příštího měsíce', lastOf(year, month + 1)],
      ['Ende nächsten Monats', lastOf(year, month + 1)],
      [`end of ${EN_MONTHS[named - 1]}`, lastOf(year, named)],
      [`konec ${CS_GENITIVE[named - 1]}`, lastOf(year, named)],
      [`Ende ${DE_MONTHS[named - 1]}`, lastOf(year, named)],
    ] as const);
    date('date-month-end', end, { value: endDate });

    // Around Christmas and Easter: the first working day after the period, the last before it; always said back.
    const [christmasFirst, christmasLast] = christmasOf(today);
    const [easterFirst, easterLast] = easterOf(today);
    const [holiday, holidayDate] = pick([
      ['after Christmas', working(shift(christmasLast!, 1), 1)],
      ['po Vánocích', working(shift(christmasLast!, 1), 1)],
      ['nach Weihnachten', working(shift(christmasLast!, 1), 1)],
      ['before Christmas', working(shift(christmasFirst!, -1), -1)],
      ['vor Weihnachten', working(shift(christmasFirst!, -1), -1)],
      ['after Easter', working(shift(easterLast!, 1), 1)],
      ['po Velikonocích', working(shift(easterLast!, 1), 1)],
      ['nach Ostern', working(shift(easterLast!, 1), 1)],
      ['before Easter', working(shift(easterFirst!, -1), -1)],
      ['před Velikonocemi', working(shift(easterFirst!, -1), -1)],
      ['vor Ostern', working(shift(easterFirst!, -1), -1)],
    ] as const);
    date('date-holiday', holiday, { warned: holidayDate });

    spanCases(int, pick, cases);
  }
  return cases;
}

const minutes = (text: string) => (): Answer => {
  const read = parseDuration(text);
  return { value: String(read.minutes), warning: read.warning };
};

function spanCases(int: (min: number, max: number) => number, pick: <T>(items: readonly T[]) => T, cases: SaidCase[]) {
  const add = (kind: string, text: string, expected: Expected) => cases.push({ kind, text, expected, read: minutes(text) });
  // Spans with breaks, and two spans in one phrase (the 24-hour clock, or afternoons said the 12-hour way).
  const [from, to] = [int(7, 9), int(11, 12)];
  const [after, until] = [to + 1, int(to + 3, 18)];
  const pause = pick([15, 30, 45]);
  const both = (to - from + until - after) * 60;
  const [span, spanExpected] = pick([
    [`${from}–${to} and ${after}–${until}`, { value: String(both) }],
    [`${from}-${to}, ${after}-${until}`, { value: String(both) }],
    [`${from}–${to} a ${after}–${until}`, { value: String(both) }],
    [`${from}-${to} und ${after}-${until} Uhr`, { value: String(both) }],
    [`${from} to ${to} and ${after === 12 ? 12 : after - 12} to ${until - 12}`, { value: String(both) }],
    [`od ${from} do ${until}:30 bez oběda ${pause} min`, { value: String((until - from) * 60 + 30 - pause) }],
    [`od ${from} do půl ${until - 11} bez oběda ${pause} min`, { warned: String((until - from) * 60 + 30 - pause) }],
    [`von ${from} bis ${until} Uhr, ${pause} Minuten Mittagspause`, { value: String((until - from) * 60 - pause) }],
    [`${from}:00–${until}:00 minus ${pause} min break`, { value: String((until - from) * 60 - pause) }],
    [`${from}-${to} a ${to - 1}-${until}`, 'refuse'],
  ] as [string, Expected][]);
  add('span', span, spanExpected);

  // What must be asked or refused: twelve-hour spans that fit no one turn of the clock, a break length before "ohne",
  // a break said without its length.
  const [odd, oddExpected] = pick([
    [`${from} to ${from + 3} and ${from + 1} to ${from + 2}`, 'ask'],
    [`${from}-17 ohne ${pause} Minuten Pause`, 'refuse'],
    [`od ${from} do 16 s obědem`, 'refuse'],
    [`${from}-${to} and ${to - 1}-15`, 'refuse'],
  ] as [string, Expected][]);
  add('span-ask-or-refuse', odd, oddExpected);

  // Durations in words.
  const [duration, durationMinutes] = pick([
    ['hodinu a čtvrt', 75],
    ['hodinu a půl', 90],
    ['půl druhé hodiny', 90],
    ['dvě hodiny a čtvrt', 135],
    ['čtvrt hodiny', 15],
    ['anderthalb Stunden', 90],
    ['eineinhalb Stunden', 90],
    ['zweieinhalb Stunden', 150],
    ['eine Dreiviertelstunde', 45],
    ['eine Stunde und zwanzig Minuten', 80],
    ['an hour and a half', 90],
    ['an hour and a quarter', 75],
    ['two and a half hours', 150],
    ['an hour and twenty minutes', 80],
    ['1,5 hodiny', 90],
    ['półtorej godziny', 90],
    ['hodinu a pol', 90],
  ] as const);
  add('duration', duration, { value: String(durationMinutes) });
}
