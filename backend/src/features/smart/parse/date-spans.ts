/**
 * Working days ahead: "in 5 business days", "binnen 5 Werktagen", "za 5
 * pracovních dní". Saturdays and Sundays are skipped; public holidays are not
 * (the organization names no country), which the warning says.
 */
import { addDays } from '../../../platform/lib/dates.js';
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
