/**
 * Working days ahead: "in 5 business days", "binnen 5 Werktagen", "za 5
 * pracovních dní". Saturdays and Sundays are skipped; public holidays are not
 * (the organization names no country), which the warning says. A working day named by its place: the first of next
 * month, the next one.
 */
import { addDays } from '../../../platform/lib/dates.js';
import { type ParsedDate, addMonths } from './date-calendar.js';
import { holidayOn } from './date-holidays.js';
import { AmbiguousValue } from './errors.js';
import { parseNumberWords } from './numbers.js';
import { weekdayOf } from './weekdays.js';

const WORKING =
  /^(?:in|za|within|binnen|innerhalb von|innerhalb|do)? ?(.+?) (?:business days?|working days?|werktagen?|werktage|arbeitstagen?|arbeitstage|pracovnich dnu|pracovnich dni|pracovni dny|pracovnich dnech|pracovni den)$/;

export function workingDays(text: string, from: string, today: string, raw: string): { date: string; how: string; warning: string } | null {
  const match = WORKING.exec(text);
  if (!match) return null;
  const count = /^\d{1,3}$/.test(match[1]!)
    ? Number(match[1])
    : /^(a|one|einen|einem|jeden)$/.test(match[1]!)
      ? 1
      : parseNumberWords(match[1]!);
  if (count === null || !Number.isInteger(count) || count < 1 || count > 260) return null;
  let date = from;
  for (let left = count; left > 0;) {
    date = addDays(date, 1);
    if (weekdayOf(date) !== 0 && weekdayOf(date) !== 6) left--;
  }
  const start = from === today ? '' : ` from ${from}`;
  return {
    date,
    how: `in ${count} working days${start}`,
    warning: `"${raw}" was read as ${date}, ${count} working days${start || ' from today'} (Saturdays and Sundays skipped, public holidays not)`,
  };
}

const WORKDAY = '(?:working day|business day|workday|werktag|arbeitstag|pracovni)';
/** "first working day of next month", "erster Werktag des nächsten Monats", "první pracovní den příštího měsíce". */
const FIRST_OF_NEXT_MONTH = new RegExp(
  `^(?:(?:by|bis|zum|do|ke) )?(?:first|erster|ersten|prvni|prvniho|prvnim) ${WORKDAY} (?:des |im |in )?(?:next|nachsten|nachster|pristiho|pristi) (?:month|monats|monat|mesice)$`,
);
/** "next working day", "nächster Werktag", "příští pracovní den". */
const NEXT_WORKDAY = new RegExp(`^(?:(?:by|bis|zum|do) )?(?:next|nachster|nachsten|pristi|pristiho) ${WORKDAY}$`);

const isWeekend = (day: string) => weekdayOf(day) === 0 || weekdayOf(day) === 6;
const weekdayFrom = (day: string): string => (isWeekend(day) ? weekdayFrom(addDays(day, 1)) : day);

/**
 * A working day named by its place: the first of next month (counted from `from`, as periods are) or the next one
 * (from today). Saturdays and Sundays are skipped, as working days are counted; when the day so found is a holiday of
 * the shared set (1 January, Easter Monday), whether it counts is the organization's to say: asked, both named.
 */
export function workingDayNamed(text: string, from: string, today: string, raw: string): ParsedDate | null {
  const first = FIRST_OF_NEXT_MONTH.test(text);
  if (!first && !NEXT_WORKDAY.test(text)) return null;
  const what = first ? 'the first working day of next month' : 'the next working day';
  const date = weekdayFrom(first ? addMonths(`${from.slice(0, 7)}-01`, 1) : addDays(today, 1));
  const holiday = holidayOn(date);
  if (holiday) {
    let after = addDays(date, 1);
    while (isWeekend(after) || holidayOn(after)) after = addDays(after, 1);
    throw new AmbiguousValue(
      `"${raw}": ${date}, ${what} with Saturdays and Sundays skipped, falls on ${holiday}; the first day after it that is no holiday is ${after}; give the date`,
      [
        { value: date, how: `${date}, ${what} (Saturdays and Sundays skipped, ${holiday} not)` },
        { value: after, how: `${after}, ${what} with ${holiday} skipped` },
      ],
    );
  }
  return { date, how: what, warning: `"${raw}" was read as ${date}, ${what} (Saturdays and Sundays skipped, public holidays not)` };
}
