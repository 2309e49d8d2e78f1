/**
 * A day and month said without a year ("January 5", "3.11.", "03/04"): which year is meant, said back when it is not
 * plainly this year's, and a slashed day and month read by the organization's date_order or asked without one.
 */
import { AmbiguousValue } from './errors.js';
import { type DateOrder, type ParsedDate, calendarDate, daysBetween, iso } from './date-calendar.js';

/** A date without its year read farther than this from today may have meant the year beside it: said back. */
const YEARLESS_NEAR_DAYS = 60;

/**
 * A day and month without a year: this year's, or when `ahead` and it has passed, the next one's; said back, naming
 * the year taken and the other reading, when that is not this year's or lies far from today ("January 5" said in
 * November: this January, or the next?).
 */
export function yearless(
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
export function slashedYearless(
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
  const swapped = againstOrder(first, second, order);
  const dayFirst = order === null ? !(second > 12) : (order === 'DMY') !== swapped;
  const parsed = read(dayFirst);
  if (swapped) return { ...parsed, warning: swappedNote(raw, order!, parsed.date, parsed.warning) };
  const how = `${parsed.how}${order === null ? '' : ' (organization setting)'}`;
  if (!both) return { ...parsed, how };
  const note = `"${raw}" was read ${order === 'DMY' ? 'day first' : 'month first'} as the organization's date_order says: ${parsed.date}, not ${read(order !== 'DMY').date}`;
  return { ...parsed, how, warning: parsed.warning ? `${note}; ${parsed.warning}` : note };
}

/**
 * A day over 12 where the organization's date_order puts the month ("11/19/2027" under day first): the one order that
 * gives a date is read, and said back, since the writer used the other order (or mistyped).
 */
export function againstOrder(first: number, second: number, order: DateOrder | null): boolean {
  if (order === null || first === second) return false;
  return order === 'DMY' ? second > 12 && first <= 12 : first > 12 && second <= 12;
}

export function swappedNote(raw: string, order: DateOrder, date: string, warning?: string): string {
  const note = `"${raw}" has no month where the organization's date_order (${order === 'DMY' ? 'day first' : 'month first'}) puts it: read ${order === 'DMY' ? 'month first' : 'day first'} as ${date}`;
  return warning ? `${note}; ${warning}` : note;
}
