/**
 * Days around the holidays every organization in en/cs/de shares (Christmas Eve, Christmas 24–26 December, New
 * Year's Eve, New Year 1 January, Easter Good Friday–Easter Monday): "after Christmas", "před Vánoci", "nach Ostern". Each reading says in a warning
 * which day it took. Holidays are computed here (Easter by the Gregorian computus), not taken from date-holidays:
 * that package needs a country and region the organization does not have, and only these periods are read.
 */
import { addDays } from '../../../platform/lib/dates.js';
import type { ParsedDate as PhraseDate } from './date-calendar.js';
import { weekdayOf } from './weekdays.js';

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Easter Sunday of a year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
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
  return iso(year, month, day);
}

type Holiday = 'christmas' | 'new year' | 'easter' | 'christmas eve' | "new year's eve" | 'good friday' | 'easter monday';

/** The first and last day of a holiday period in a year. */
function periodOf(holiday: Holiday, year: number): [string, string] {
  if (holiday === 'christmas') return [iso(year, 12, 24), iso(year, 12, 26)];
  if (holiday === 'new year') return [iso(year, 1, 1), iso(year, 1, 1)];
  if (holiday === 'christmas eve') return [iso(year, 12, 24), iso(year, 12, 24)];
  if (holiday === "new year's eve") return [iso(year, 12, 31), iso(year, 12, 31)];
  const sunday = easterSunday(year);
  if (holiday === 'good friday') return [addDays(sunday, -2), addDays(sunday, -2)];
  if (holiday === 'easter monday') return [addDays(sunday, 1), addDays(sunday, 1)];
  return [addDays(sunday, -2), addDays(sunday, 1)];
}

const HOLIDAYS: ReadonlyArray<readonly [RegExp, Holiday]> = [
  // "Štědrý den" and "Štědrého dne" arrive without "den"/"dne", which dates.ts takes out as a preposition.
  // After "před" and "po" Czech says it in the instrumental and locative: "před Štědrým dnem", "po Štědrém dni".
  [
    /^(christmas eve|heiligabend|heiliger abend|heiligen abend|stedry|stedry vecer|stedreho|stedrym dnem|stedrem dni|stedrym vecerem|wigilia|wigilie)$/,
    'christmas eve',
  ],
  [/^(new year s eve|new years eve|silvester|silvestr|silvestra|silvestru|sylwester|sylwestra)$/, "new year's eve"],
  [/^(christmas|xmas|vanoce|vanocich|vanocemi|vanoci|weihnachten|weihnacht)$/, 'christmas'],
  // Easter's single days by name: Good Friday and Easter Monday in en, cs, de, sk and pl.
  [/^(good friday|karfreitag|velky patek|velkeho patku|velky piatok|wielki piatek)$/, 'good friday'],
  [/^(easter monday|ostermontag|velikonocni pondeli|velkonocny pondelok|poniedzialek wielkanocny|lany poniedzialek)$/, 'easter monday'],
  [
    /^(new year|new years|new year s|new year s day|new years day|novy rok|novem roce|novem roku|noveho roku|neujahr|neuen jahr|jahreswechsel)$/,
    'new year',
  ],
  [/^(easter|velikonoce|velikonocich|velikonocemi|velikonoci|ostern)$/, 'easter'],
];
/**
 * The days of a holiday named alone ("Christmas Eve", "Velikonoce", "Neujahr"; folded, no preposition) in each year
 * from the one before `today` to the one after, so that a date counted from it may take the one it needs; null when
 * the text names none of the shared set.
 */
export function holidayPeriods(text: string, today: string): { name: string; periods: Array<[string, string]> } | null {
  const holiday = HOLIDAYS.find(([pattern]) => pattern.test(text.replace(/^(the|den|dem) /, '')))?.[1];
  if (!holiday) return null;
  const year = Number(today.slice(0, 4));
  return { name: holiday, periods: [year - 1, year, year + 1].map((one) => periodOf(holiday, one)) };
}

/** The holiday period of the shared set (Christmas, New Year, Easter) a day falls in, or null. */
export function holidayOn(day: string): Holiday | null {
  const year = Number(day.slice(0, 4));
  for (const holiday of ['christmas', 'new year', 'easter'] as const) {
    const [first, last] = periodOf(holiday, year);
    if (day >= first && day <= last) return holiday;
  }
  return null;
}

const AFTER = /^(after|po|nach)$/;
const BEFORE = /^(before|pred|vor)$/;

const isWeekend = (day: string) => weekdayOf(day) === 0 || weekdayOf(day) === 6;
function workingDay(day: string, step: 1 | -1): string {
  let date = day;
  while (isWeekend(date)) date = addDays(date, step);
  return date;
}

/** "after Christmas", "před Vánoci", "nach Ostern", "Weihnachten": folded text without "the", "of", "am". */
export function holidayPhrase(text: string, today: string, raw: string): PhraseDate | null {
  const match = /^(?:(after|po|nach|before|pred|vor) )?(.+)$/.exec(text);
  if (!match) return null;
  const holiday = HOLIDAYS.find(([pattern]) => pattern.test(match[2]!.replace(/^(the|den|dem) /, '')))?.[1];
  if (!holiday) return null;
  const word = match[1];
  const year = Number(today.slice(0, 4));
  // The coming one: this year's, unless its period (or the day asked) has passed.
  for (const candidate of [year, year + 1]) {
    const [first, last] = periodOf(holiday, candidate);
    const date =
      word && AFTER.test(word) ? workingDay(addDays(last, 1), 1) : word && BEFORE.test(word) ? workingDay(addDays(first, -1), -1) : first;
    if (date < today) continue;
    const period = first === last ? first : `${first} to ${last}`;
    const how =
      word && AFTER.test(word)
        ? 'the first working day after'
        : word && BEFORE.test(word)
          ? 'the last working day before'
          : first === last
            ? 'the day of'
            : 'the first day of';
    return {
      date,
      how: `${how} ${holiday} (${period})`,
      warning: `"${raw}" was read as ${date}, ${how} ${holiday} (${period}; weekends skipped, no other holidays); give a date to be exact`,
    };
  }
  return null;
}
