/**
 * Periods counted from a day: the end of a week, month, quarter or year ("end of next month", "Monatsende", "do konce
 * měsíce"), and the start of next week or next month ("next week", "příští měsíc"). A week ends on its Friday (a
 * working week); a choice of day is said in a warning.
 */
import { addDays } from '../../../platform/lib/dates.js';
import type { ParsedDate } from './date-calendar.js';
import { NEXT_WORDS, weekdayOf } from './weekdays.js';

export type Period = 'week' | 'month' | 'quarter' | 'year';

const PERIOD_WORDS: ReadonlyArray<readonly [RegExp, Period]> = [
  [/^(weeks?|woche|tydne|tyden|tydnu)$/, 'week'],
  [/^(months?|monats?|mesice|mesic|mesici)$/, 'month'],
  [/^(quarters?|quartals?|ctvrtleti)$/, 'quarter'],
  [/^(years?|jahres|jahr|roku|rok)$/, 'year'],
];
export const periodOf = (word: string) => PERIOD_WORDS.find(([pattern]) => pattern.test(word))?.[1];
export const NEXT = `(${NEXT_WORDS.join('|')})`;
const WEEK = '(?:week|woche|tydne|tyden|tydnu)';

/** The Monday of the calendar week holding `day`. */
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The start and middle of a week said, and the day taken for each (days after its Monday). */
const WEEK_PARTS: ReadonlyArray<readonly [RegExp, number, string]> = [
  [/^(?:beginning|start|early|anfang|zacatek|zacatkem|zacatku|pocatkem)$/, 0, 'Monday, the start'],
  [/^(?:middle|mid|mitte|polovina|polovine|polovinou|pulka|uprostred|midweek)$/, 2, 'Wednesday, the middle'],
];

/**
 * "übernächste Woche", "the week after next", "přespříští týden": that week's Monday; "Mitte nächster Woche",
 * "beginning of next week", "začátkem příštího týdne": its Monday or Wednesday. Each a choice, said in a warning.
 */
function weekPart(text: string, today: string, raw: string): ParsedDate | null {
  const afterNext = new RegExp(`^(?:ubernachste|ubernachsten|prespristi|prespristiho) ${WEEK}$|^week after next$`).test(text);
  if (afterNext) {
    const date = addDays(mondayOf(today), 14);
    return {
      date,
      how: 'the week after next: its Monday',
      warning: `"${raw}" was read as Monday ${date}, the start of the week after next; give a day to be exact`,
    };
  }
  const match = new RegExp(`^([a-z]+) ${NEXT} ${WEEK}$`).exec(text);
  const part = match ? WEEK_PARTS.find(([pattern]) => pattern.test(match[1]!)) : undefined;
  if (!part) return null;
  const date = addDays(mondayOf(today), 7 + part[1]);
  return { date, how: `${part[2]} of next week`, warning: `"${raw}" was read as ${part[2]} of next week, ${date}; give a day to be exact` };
}

/**
 * The last day of the period holding `day`, `ahead` periods on. The end of a week is its Friday (a working week): this
 * week's, or the coming one once this week's has passed (a weekend); next week's is the Friday of the calendar week
 * after this one, whatever today is (it was counted from the coming Friday, a week late on a Saturday or Sunday).
 */
export function endOf(period: Period, day: string, ahead: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  if (period === 'week') {
    const friday = addDays(mondayOf(day), 4);
    return addDays(friday, 7 * ahead + (ahead === 0 && friday < day ? 7 : 0));
  }
  if (period === 'month') return new Date(Date.UTC(year, month + 1 + ahead, 0)).toISOString().slice(0, 10);
  if (period === 'quarter') return new Date(Date.UTC(year, Math.floor(month / 3) * 3 + 3 * (ahead + 1), 0)).toISOString().slice(0, 10);
  return new Date(Date.UTC(year + ahead + 1, 0, 0)).toISOString().slice(0, 10);
}

/**
 * "end of month", "end of next quarter", "Ende des Monats", "Monatsende", "do konce měsíce";
 * "next week" (its Monday) and "next month" (its first day), "nächste Woche", "příští měsíc".
 * A start or an end of a week is a choice, and is said in a warning.
 */
export function periodPhrase(text: string, today: string, raw: string): ParsedDate | null {
  const stripped = text.replace(/^(by|until|till|bis|zum|zur|bis zum|bis zur|do|ke|k|at)\s+/, '');
  const part = weekPart(stripped, today, raw);
  if (part) return part;
  const compound = /^(monats|quartals|jahres)ende$/.exec(stripped);
  const end = compound
    ? ([stripped, undefined, compound[1]!] as const)
    : new RegExp(
        `^(?:end|ende|konec|konce|konci|koncem)\\s+(?:(?:des|der|this|diesen|dieses|tohoto|toho)\\s+)?(?:${NEXT}\\s+)?([a-z]+)$`,
      ).exec(stripped);
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

const QUARTER_ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  erstes: 1,
  ersten: 1,
  zweites: 2,
  zweiten: 2,
  drittes: 3,
  dritten: 3,
  viertes: 4,
  vierten: 4,
};
const QUARTER_END = new RegExp(
  [
    '^(?:(?:by|until|till|bis|zum|zur|do|ke|k) )?(?:end|ende|konec|konce|konci|koncem)(?: des| der)? ',
    '(?:q([1-4])|([1-4]) (?:quarter|quartals|quartal|ctvrtleti)|([a-z]+) (?:quarter|quartals|quartal))',
    '(?: (\\d{4}))?$',
  ].join(''),
);

/**
 * "end of Q3", "Ende des 3. Quartals", "konec 3. čtvrtletí", "end of the third quarter", with a year or without: the
 * quarter's last day. Without a year the coming one (for work done, the latest), said back when it is not this year's.
 */
export function quarterEnd(text: string, today: string, raw: string, past: boolean): ParsedDate | null {
  const match = QUARTER_END.exec(text);
  if (!match) return null;
  const quarter = Number(match[1] ?? match[2] ?? 0) || QUARTER_ORDINALS[match[3] ?? ''];
  if (!quarter) return null;
  const endIn = (year: number) => new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);
  if (match[4]) return { date: endIn(Number(match[4])), how: `end of Q${quarter} ${match[4]}` };
  const thisYear = Number(today.slice(0, 4));
  const thisYears = endIn(thisYear);
  if (past ? thisYears <= today : thisYears >= today) return { date: thisYears, how: `end of Q${quarter}` };
  const date = endIn(past ? thisYear - 1 : thisYear + 1);
  return {
    date,
    how: `end of Q${quarter}, ${date.slice(0, 4)}`,
    warning: `"${raw}" has no year and was read as ${date}, the end of Q${quarter} ${past ? 'last' : 'next'} year (this year's, ${thisYears}, is ${past ? 'ahead' : 'past'}); give the year to be exact`,
  };
}
