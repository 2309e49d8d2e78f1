/**
 * Dates as people say them, to `YYYY-MM-DD`: "2026-12-01", "1.12.2026",
 * "12/01/2026" (day or month first, by the organization's setting), "1 Dec
 * 2026", "December 1", "today", "tomorrow", "next friday", "in 14 days", "in
 * two weeks"; Czech ("zítra", "za 14 dní", "příští pátek") and German
 * ("morgen", "in zwei Wochen", "nächsten Freitag") too. Relative dates count
 * from `today`, which the caller gives (the organization's today); weekdays
 * are read in weekdays.ts.
 */
import { addDays } from '../../../platform/lib/dates.js';
import { fold } from '../normalize.js';
import { AmbiguousValue, ParseError } from './amounts.js';
import { withinLength } from './errors.js';
import { parseNumberWords } from './numbers.js';
import { spokenDate } from './date-phrases.js';
import { workingDays } from './date-spans.js';
import { ENGLISH_WEEKDAYS, NEXT_WORDS, weekdayNamed, weekdayNextWeek, weekdayOf, weekdayPhrase } from './weekdays.js';

/** Day or month first in a slashed date; null when the organization has not said (both readings are asked). */
export type DateOrder = 'DMY' | 'MDY';

export interface ParsedDate {
  date: string;
  how: string;
  /** Said when the reading took a choice: a slashed date both ways valid, "next week" as its Monday. */
  warning?: string;
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  januar: 1,
  februar: 2,
  janner: 1,
  marz: 3,
  maerz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  okt: 10,
  dezember: 12,
  dez: 12,
  ledna: 1,
  unora: 2,
  brezna: 3,
  dubna: 4,
  kvetna: 5,
  cervna: 6,
  cervence: 7,
  srpna: 8,
  zari: 9,
  rijna: 10,
  listopadu: 11,
  prosince: 12,
  // Slovak and Polish months as a date says them (genitive), folded: "15. januára", "15 stycznia".
  januara: 1,
  februara: 2,
  marca: 3,
  aprila: 4,
  maja: 5,
  juna: 6,
  jula: 7,
  augusta: 8,
  septembra: 9,
  oktobra: 10,
  novembra: 11,
  decembra: 12,
  stycznia: 1,
  lutego: 2,
  kwietnia: 4,
  czerwca: 6,
  lipca: 7,
  sierpnia: 8,
  wrzesnia: 9,
  pazdziernika: 10,
  listopada: 11,
  grudnia: 12,
};

const NAMED_DAYS: Record<string, number> = {
  today: 0,
  dnes: 0,
  heute: 0,
  now: 0,
  tomorrow: 1,
  zitra: 1,
  morgen: 1,
  yesterday: -1,
  vcera: -1,
  gestern: -1,
  'day after tomorrow': 2,
  pozitri: 2,
  ubermorgen: 2,
  'day before yesterday': -2,
  predevcirem: -2,
  vorgestern: -2,
};

const UNIT_DAYS: ReadonlyArray<readonly [RegExp, number | 'month']> = [
  [/^(days?|dny|dni|dnu|dnech|den|tag|tage|tagen|tagen)$/, 1],
  [/^(weeks?|tyden|tydny|tydnu|tydnech|woche|wochen)$/, 7],
  [/^(fortnights?)$/, 14],
  [/^(months?|mesic|mesice|mesicu|monat|monate|monaten)$/, 'month'],
];

/** The years a date read from loose text may fall in: outside them it is a slip ("0001-01-01", "in 3000 months"). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

function iso(year: number, month: number, day: number, input: string): string {
  // Before Date.UTC, which reads the years 0 to 99 as 1900 to 1999 ("0001-01-01" would be 1901).
  if (year < FIRST_YEAR || year > LAST_YEAR) withinYears(`${String(year).padStart(4, '0')}-01-01`, input);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new ParseError(`"${input}" is not a calendar date`);
  }
  return withinYears(date.toISOString().slice(0, 10), input);
}

function withinYears(day: string, input: string): string {
  const year = Number(day.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR || day.startsWith('+'))
    throw new ParseError(`"${input}" falls in the year ${year}; dates from ${FIRST_YEAR} to ${LAST_YEAR} are read here`);
  return day;
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

type Period = 'week' | 'month' | 'quarter' | 'year';

const PERIOD_WORDS: ReadonlyArray<readonly [RegExp, Period]> = [
  [/^(weeks?|woche|tydne|tyden|tydnu)$/, 'week'],
  [/^(months?|monats?|mesice|mesic|mesici)$/, 'month'],
  [/^(quarters?|quartals?|ctvrtleti)$/, 'quarter'],
  [/^(years?|jahres|jahr|roku|rok)$/, 'year'],
];
const periodOf = (word: string) => PERIOD_WORDS.find(([pattern]) => pattern.test(word))?.[1];
const NEXT = `(${NEXT_WORDS.join('|')})`;

/** The last day of the period holding `day`, `ahead` periods on. The end of a week is the coming Friday (a working week). */
function endOf(period: Period, day: string, ahead: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  if (period === 'week') return addDays(day, ((5 - weekdayOf(day) + 7) % 7) + 7 * ahead);
  if (period === 'month') return new Date(Date.UTC(year, month + 1 + ahead, 0)).toISOString().slice(0, 10);
  if (period === 'quarter') return new Date(Date.UTC(year, Math.floor(month / 3) * 3 + 3 * (ahead + 1), 0)).toISOString().slice(0, 10);
  return new Date(Date.UTC(year + ahead + 1, 0, 0)).toISOString().slice(0, 10);
}

/**
 * "end of month", "end of next quarter", "Ende des Monats", "Monatsende", "do konce měsíce";
 * "next week" (its Monday) and "next month" (its first day), "nächste Woche", "příští měsíc".
 * A start or an end of a week is a choice, and is said in a warning.
 */
function periodPhrase(text: string, today: string, raw: string): ParsedDate | null {
  const stripped = text.replace(/^(by|until|till|bis|zum|zur|bis zum|bis zur|do|ke|k|at)\s+/, '');
  const compound = /^(monats|quartals|jahres)ende$/.exec(stripped);
  const end = compound
    ? ([stripped, undefined, compound[1]!] as const)
    : new RegExp(`^(?:end|ende|konec|konce|konci)\\s+(?:(?:des|der|this|diesen|dieses|tohoto|toho)\\s+)?(?:${NEXT}\\s+)?([a-z]+)$`).exec(
        stripped,
      );
  if (end) {
    const period = periodOf(end[2]!);
    if (period) {
      const date = endOf(period, today, end[1] ? 1 : 0);
      const how = `end of ${end[1] ? 'next' : 'this'} ${period}`;
      return period === 'week' ? { date, how, warning: `"${raw}" was read as Friday ${date}, the end of the working week` } : { date, how };
    }
  }
  const next = new RegExp(`^${NEXT}\\s+([a-z]+)$`).exec(stripped);
  const period = next ? periodOf(next[2]!) : undefined;
  if (period === 'week') {
    const date = addDays(today, (1 - weekdayOf(today) + 7) % 7 || 7);
    return {
      date,
      how: 'next week: its Monday',
      warning: `"${raw}" was read as Monday ${date}, the start of next week; give a day to be exact`,
    };
  }
  if (period === 'month') {
    const date = addDays(endOf('month', today, 0), 1);
    return {
      date,
      how: 'next month: its first day',
      warning: `"${raw}" was read as ${date}, the first day of next month; give a day to be exact`,
    };
  }
  return null;
}

/** Two-digit years this close to this year are read in the 2000s; farther ones ("99": 1999 or 2099?) are asked about. */
const TWO_DIGIT_YEARS_AROUND = 10;

function fullYear(year: string, thisYear: number, input: string): number {
  if (year.length !== 2) return Number(year);
  const full = 2000 + Number(year);
  if (Math.abs(full - thisYear) > TWO_DIGIT_YEARS_AROUND) {
    const guesses = [full - 100, full].filter((candidate) => Math.abs(candidate - thisYear) < 100);
    throw new ParseError(`"${input}" has the two-digit year ${year}: ${guesses.join(' or ')}? Write the year in full`);
  }
  return full;
}

export interface DateOptions {
  /**
   * Where a counted span starts ("in 14 days" after the issue date); `today` by default. Days named by the calendar
   * ("tomorrow", "friday", "next week") are always counted from today: "tomorrow" beside an issue date of 15
   * December was the 16th.
   */
  from?: string;
  /** A date written without its year that has passed this year is next year's, said back (a due date: "January 5"). */
  yearlessAhead?: boolean;
  /**
   * The day of work done (a time entry): a weekday named alone or with "this" is the latest such day, today included
   * ("friday" said on a Monday is the Friday just gone), not the coming one.
   */
  past?: boolean;
}

export function parseDate(input: unknown, today: string, order: DateOrder | null = 'DMY', options: DateOptions = {}): ParsedDate {
  const parsed = readDate(input, today, order, options);
  return { ...parsed, date: withinYears(parsed.date, String(input).trim()) };
}

/** A date without its year read farther than this from today may have meant the year beside it: said back. */
const YEARLESS_NEAR_DAYS = 60;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * A day and month without a year: this year's, or when `ahead` and it has passed, the next one's; said back, naming
 * the year taken and the other reading, when that is not this year's or lies far from today ("January 5" said in
 * November: this January, or the next?).
 */
function yearless(
  month: number,
  day: number,
  today: string,
  raw: string,
  ahead: boolean | undefined,
  how: string,
  past = false,
): ParsedDate {
  const thisYear = Number(today.slice(0, 4));
  const thisYears = ahead ? calendarDate(thisYear, month, day) : iso(thisYear, month, day, raw);
  // Work done (a time entry) lies behind: "December 30" said on 2 January is three days ago, not 362 days ahead.
  const lastYears = past && thisYears !== null && thisYears > today ? calendarDate(thisYear - 1, month, day) : null;
  if (lastYears !== null) {
    if (Math.abs(daysBetween(today, lastYears)) <= YEARLESS_NEAR_DAYS) return { date: lastYears, how: `${how}, ${thisYear - 1}` };
    return {
      date: lastYears,
      how: `${how}, ${thisYear - 1}`,
      warning: `"${raw}" has no year and was read as ${lastYears}, last year's (work is logged when done); for this year's, write ${thisYears}`,
    };
  }
  if (thisYears !== null && (!ahead || thisYears >= today)) {
    if (Math.abs(daysBetween(today, thisYears)) <= YEARLESS_NEAR_DAYS) return { date: thisYears, how };
    const otherYear = thisYears < today ? thisYear + 1 : thisYear - 1;
    const other = calendarDate(otherYear, month, day);
    const instead = other ? `; for ${otherYear}'s, write ${other}` : '';
    return { date: thisYears, how, warning: `"${raw}" has no year and was read as ${thisYears}, this year's${instead}` };
  }
  // The next such day on or after today: 29 February may be years away.
  for (let year = thisYear + 1; year <= thisYear + 4; year++) {
    const date = calendarDate(year, month, day);
    if (date === null) continue;
    const passed = thisYears ? `this year's, ${thisYears}, has passed` : 'there is no such day this year';
    return { date, how: `${how}, ${year}`, warning: `"${raw}" has no year and ${passed}; read as ${date}, in ${year}` };
  }
  return { date: iso(thisYear, month, day, raw), how };
}

/**
 * "03/04": a day and month without a year, in the organization's order, said back when both orders give a date.
 * Without an order (null), such a date is asked, both readings given.
 */
function slashedYearless(
  first: number,
  second: number,
  today: string,
  raw: string,
  order: DateOrder | null,
  ahead: boolean | undefined,
  past: boolean | undefined,
): ParsedDate {
  const both = first !== second && first <= 12 && second <= 12;
  const read = (dayFirst: boolean) =>
    yearless(dayFirst ? second : first, dayFirst ? first : second, today, raw, ahead, dayFirst ? 'day/month' : 'month/day', past);
  if (order === null && both) {
    const [dmy, mdy] = [read(true), read(false)];
    throw new AmbiguousValue(`"${raw}" could be ${dmy.date} (day first) or ${mdy.date} (month first); write the date as YYYY-MM-DD`, [
      { value: dmy.date, how: `${dmy.date} (day first)` },
      { value: mdy.date, how: `${mdy.date} (month first)` },
    ]);
  }
  const dayFirst = order === null ? !(second > 12) : order === 'DMY';
  const parsed = read(dayFirst);
  const how = `${parsed.how}${order === null ? '' : ' (organization setting)'}`;
  if (!both) return { ...parsed, how };
  const note = `"${raw}" was read ${order === 'DMY' ? 'day first' : 'month first'} as the organization's date_order says: ${parsed.date}, not ${read(order !== 'DMY').date}`;
  return { ...parsed, how, warning: parsed.warning ? `${note}; ${parsed.warning}` : note };
}

/** The ISO date of a day, month and year; null when there is no such day. */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.toISOString().slice(0, 10)
    : null;
}

function readDate(input: unknown, today: string, order: DateOrder | null, { from = today, yearlessAhead, past }: DateOptions): ParsedDate {
  if (typeof input !== 'string' || input.trim() === '')
    throw new ParseError('is empty; give a date such as "2026-12-01", "1.12.2026" or "in 14 days"');
  withinLength(input);
  const raw = input.trim();
  if (/(^|\s)-\s*\d/.test(raw)) throw new ParseError(`"${input}" counts backwards; give a date or a time ahead`);
  const thisYear = Number(today.slice(0, 4));
  const checked = withWeekday(raw, today, order, { from, yearlessAhead, past });
  if (checked) return checked;
  // "am 3.11.", "on 2027-01-15", "dne 3. 11. 2026": the preposition says nothing of the date.
  const dated = raw.replace(/^(?:am|on|dne|den|the)\s+(?=\d)/i, '');

  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(dated);
  if (match) return { date: iso(Number(match[1]), Number(match[2]), Number(match[3]), raw), how: 'ISO date' };

  // Year first is always year, month, day ("2027/01/15", "2027.01.15"): no locale writes year, day, month.
  match = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})\.?$/.exec(dated);
  if (match) return { date: iso(Number(match[1]), Number(match[3]), Number(match[4]), raw), how: 'year/month/day' };

  match = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{2}|\d{4})?$/.exec(dated);
  if (match)
    return match[3]
      ? { date: iso(fullYear(match[3], thisYear, raw), Number(match[2]), Number(match[1]), raw), how: 'day.month.year' }
      : yearless(Number(match[2]), Number(match[1]), today, raw, yearlessAhead, 'day.month.', past);

  match = /^(\d{1,2})\/(\d{1,2})$/.exec(dated);
  if (match) return slashedYearless(Number(match[1]), Number(match[2]), today, raw, order, yearlessAhead, past);

  // "04-03-2027" is written day first in some locales and month first in others: read as a slashed date is.
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(dated) ?? /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(dated);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    if (order === null && first !== second && first <= 12 && second <= 12) {
      const year = fullYear(match[3]!, thisYear, raw);
      const [dmy, mdy] = [iso(year, second, first, raw), iso(year, first, second, raw)];
      throw new AmbiguousValue(`"${raw}" could be ${dmy} (day first) or ${mdy} (month first); write the date as YYYY-MM-DD`, [
        { value: dmy, how: `${dmy} (day first)` },
        { value: mdy, how: `${mdy} (month first)` },
      ]);
    }
    const [day, month] = (order ?? (second > 12 ? 'MDY' : 'DMY')) === 'DMY' ? [first, second] : [second, first];
    const how = order === 'DMY' ? 'day/month/year (organization setting)' : 'month/day/year (organization setting)';
    const date = iso(fullYear(match[3]!, thisYear, raw), month, day, raw);
    // Both orders give a date: say which one the organization's setting chose.
    if (first !== second && first <= 12 && second <= 12) {
      const other = iso(fullYear(match[3]!, thisYear, raw), day, month, raw);
      return {
        date,
        how,
        warning: `"${raw}" was read ${order === 'DMY' ? 'day first' : 'month first'} as the organization's date_order says: ${date}, not ${other}`,
      };
    }
    return { date, how };
  }

  const text = fold(raw)
    .replace(/\b(on|the|of|am|dne|den|v|ve)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // The month's last day is its end: "last day of the month", "poslední den měsíce" ("den" is taken out above),
    // "Monatsletzter", "ultimo".
    .replace(/^(?:last day|posledni(?= (?:pristiho |tohoto )?mesice$)|posledniho dne|poslednim dnem|letzter tag|letzten tag) /, 'end ')
    .replace(/^(?:monatsletzter|monatsletzten|ultimo)$/, 'monatsende');

  const named = NAMED_DAYS[text];
  if (named !== undefined) return { date: addDays(today, named), how: text };

  // Periods ("end of month", "next week") are counted from the anchor, as spans are: a due date from the issue date.
  // "last day of the month", "poslední den měsíce", "letzter Tag des Monats": the end of this month.
  const lastDay = /^(?:last day|posledni(?: den)?|letzter tag)(?: des| dieses| tohoto| this)? (month|mesice|monats)$/.exec(text);
  const period = periodPhrase(lastDay ? `end ${lastDay[1]}` : text, from, raw);
  if (period) return period;

  // "end of March", "Ende März", "konec března": the last day of that month, read as the day and month are.
  match = /^(?:(?:by|until|bis|zum|do|ke) )?(?:end|ende|konec|konce|konci) ([a-z]+)$/.exec(text);
  if (match && MONTHS[match[1]!]) {
    const month = MONTHS[match[1]!]!;
    // February's last day is the year's: the year is chosen on the 28th, then the 29th taken where that year has one.
    const read = yearless(
      month,
      month === 2 ? 28 : new Date(Date.UTC(2001, month, 0)).getUTCDate(),
      today,
      raw,
      yearlessAhead,
      `end of ${match[1]}`,
      past,
    );
    const year = Number(read.date.slice(0, 4));
    return month === 2 ? { ...read, date: new Date(Date.UTC(year, 2, 0)).toISOString().slice(0, 10) } : read;
  }

  // "1 december 2026", "december 1 2026", "1 prosince", "dec 1"
  match = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)(?: (\d{4}))?$/.exec(text) ?? null;
  if (match && MONTHS[match[2]!])
    return match[3]
      ? { date: iso(Number(match[3]), MONTHS[match[2]!]!, Number(match[1]), raw), how: 'day month year' }
      : yearless(MONTHS[match[2]!]!, Number(match[1]), today, raw, yearlessAhead, 'day month', past);
  match = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)?(?: (\d{4}))?$/.exec(text);
  if (match && MONTHS[match[1]!])
    return match[3]
      ? { date: iso(Number(match[3]), MONTHS[match[1]!]!, Number(match[2]), raw), how: 'month day year' }
      : yearless(MONTHS[match[1]!]!, Number(match[2]), today, raw, yearlessAhead, 'month day', past);

  const working = workingDays(text, from, today, raw);
  if (working) return working;

  // "in 14 days", "in two weeks", "za 14 dni", "in zwei wochen", "binnen 10 Tagen", "14 days", "za týden",
  // "in a fortnight", "a week from today"
  const counted = text
    .replace(/ (from now|from today|ab heute|von heute an|od dneska|od dnes|ode dneska)$/, '')
    .replace(/^(heute|today|dnes|ode dneska|od dneska) (?=(in|za|binnen) )/, '');
  match = /^(?:(innerhalb von|innerhalb|binnen|within|after|nach|in|za|po|do) )?(.*?) ?([a-z]+)$/.exec(counted);
  if (match) {
    // A unit alone after "in", "za", "binnen" is one of it: "za týden", "binnen Woche" is no German, but "in a week" is.
    const said = match[2] === '' && match[1] ? 'a' : match[2]!;
    const unit = UNIT_DAYS.find(([pattern]) => pattern.test(match![3]!));
    const count = /^\d+$/.test(said)
      ? Number(said)
      : /^(a|an|one|einer|eine|einem|jeden|jednu|jeden)$/.test(said)
        ? 1
        : said === ''
          ? null
          : parseNumberWords(said);
    if (unit && count !== null && Number.isInteger(count) && count >= 0 && count <= 3660) {
      const how = `in ${count} ${match[3]}${from === today ? '' : ` from ${from}`}`;
      return { date: unit[1] === 'month' ? addMonths(from, count) : addDays(from, count * unit[1]), how };
    }
  }

  // "next friday", "this friday", "friday", "last friday", "pristi patek", "nachsten freitag"
  const weekday =
    weekdayNextWeek(text, today) ??
    // "by Friday", "bis Freitag", "do pátku": a deadline on the coming such day (work done is not said so).
    weekdayPhrase(past ? text : text.replace(/^(?:by|until|till|bis|do) (?=[a-z]+$)/, ''), today, raw, past ?? false);
  if (weekday) return weekday;

  // "by the 15th", "do 15.", "first of next month", "after Christmas", "nach Ostern"
  const lower = raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
  const spoken = spokenDate(text, lower, today, raw, past ?? false);
  if (spoken) return spoken;

  throw new ParseError(`"${input}" is not a date; write it like "2026-12-01", "1.12.2026", "tomorrow" or "in 14 days"`);
}

/**
 * "Friday, 16 October 2026", "pondělí 19. října": a date with its weekday, read when the two agree and refused when
 * they do not (one of them is wrong, and which cannot be known); null when the text does not start with a weekday.
 */
function withWeekday(raw: string, today: string, order: DateOrder | null, options: DateOptions): ParsedDate | null {
  const match = /^(\p{L}+)\.?,?\s+(?=.*\d)(.+)$/u.exec(raw);
  const named = match ? weekdayNamed(fold(match[1]!)) : undefined;
  if (named === undefined) return null;
  const parsed = readDate(match![2]!, today, order, options);
  const actual = weekdayOf(parsed.date);
  if (actual !== named)
    throw new ParseError(
      `"${raw}": ${parsed.date} is a ${ENGLISH_WEEKDAYS[actual]}, not a ${ENGLISH_WEEKDAYS[named]}; give the date or the weekday alone`,
    );
  return parsed;
}
