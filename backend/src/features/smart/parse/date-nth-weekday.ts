/**
 * A weekday counted within a month: "first Monday of next month", "první pondělí příštího měsíce", "erster Montag
 * nächsten Monats", "last Friday of the month", "poslední pátek v měsíci", "letzter Freitag im Monat". The month must
 * be said ("last Friday" alone is the Friday gone, read by weekdays.ts). This month's when still ahead, else next
 * month's; always said back naming the date.
 */
import type { ParsedDate } from './date-calendar.js';
import { weekdayNamed } from './weekdays.js';

const COUNTS: Record<string, number> = {
  first: 1,
  prvni: 1,
  erster: 1,
  erste: 1,
  ersten: 1,
  second: 2,
  druhy: 2,
  druhe: 2,
  zweiter: 2,
  zweite: 2,
  zweiten: 2,
  third: 3,
  treti: 3,
  dritter: 3,
  dritte: 3,
  dritten: 3,
  fourth: 4,
  ctvrty: 4,
  ctvrte: 4,
  vierter: 4,
  vierte: 4,
  vierten: 4,
  last: -1,
  posledni: -1,
  letzter: -1,
  letzte: -1,
  letzten: -1,
};
/** This month (folded, "of", "the", "v" already taken out) or the next. */
const THIS_MONTH = /^(?:(?:this )?month|(?:tomto |tohoto )?mesic[ie]|(?:im|des|dieses|diesen) monats?|im monat)$/;
const NEXT_MONTH = /^(?:next month|pristiho mesice|pristim mesici|pristi mesic|(?:des |im )?nachsten monats?|nachster monat)$/;

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The `count`th (or last, -1) `weekday` of a month. */
function nthOf(year: number, month: number, weekday: number, count: number): string | null {
  if (count > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const day = 1 + ((weekday - first + 7) % 7) + 7 * (count - 1);
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? iso(year, month, day) : null;
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return iso(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

export function nthWeekday(text: string, today: string, raw: string): ParsedDate | null {
  const match = /^([a-z]+) ([a-z]+) (.+)$/.exec(text);
  const count = match ? COUNTS[match[1]!] : undefined;
  const weekday = match ? weekdayNamed(match[2]!) : undefined;
  if (!match || count === undefined || weekday === undefined) return null;
  const next = NEXT_MONTH.test(match[3]!);
  if (!next && !THIS_MONTH.test(match[3]!)) return null;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const at = (ahead: number) => nthOf(year + Math.floor((month - 1 + ahead) / 12), ((month - 1 + ahead) % 12) + 1, weekday, count);
  const date = next ? at(1) : (at(0) ?? '') >= today ? at(0) : at(1);
  if (date === null) return null;
  const which = next || date.slice(5, 7) !== today.slice(5, 7) ? 'next month' : 'this month';
  return { date, how: `${match[1]} ${match[2]} of ${which}`, warning: `"${raw}" was read as ${date}, in ${which}` };
}
