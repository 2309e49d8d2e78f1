/**
 * Dates written in digits: ISO ("2026-12-01"), year first ("2027/01/15"), day first with dots ("1.12.2026", "3.11."),
 * and slashed or dashed day and month ("03/04/2027", "04-03-2027"), read by the organization's date_order, said back
 * when both orders give a day, and asked with both readings when it has none.
 */
import { type DateOrder, type ParsedDate, fullYear, iso } from './date-calendar.js';
import { againstOrder, slashedYearless, swappedNote, yearless } from './date-yearless.js';
import { AmbiguousValue } from './errors.js';

/** `dated`: the text without a leading preposition; null when it is not a date in digits. */
export function numericDate(
  dated: string,
  raw: string,
  today: string,
  order: DateOrder | null,
  yearlessAhead: boolean | undefined,
  past: boolean | undefined,
): ParsedDate | null {
  const thisYear = Number(today.slice(0, 4));
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
    const swapped = againstOrder(first, second, order);
    const [day, month] = ((order ?? (second > 12 ? 'MDY' : 'DMY')) === 'DMY') !== swapped ? [first, second] : [second, first];
    if (swapped) {
      const date = iso(fullYear(match[3]!, thisYear, raw), month, day, raw);
      return { date, how: order === 'DMY' ? 'month/day/year' : 'day/month/year', warning: swappedNote(raw, order!, date) };
    }
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
  return null;
}
