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

/** The last day of the period holding `day`, `ahead` periods on. The end of a week is the coming Friday (a working week). */
export function endOf(period: Period, day: string, ahead: number): string {
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
export function periodPhrase(text: string, today: string, raw: string): ParsedDate | null {
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
