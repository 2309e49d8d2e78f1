/**
 * Dates said the way people say them beyond the calendar forms of dates.ts: an ordinal day ("by the 15th", "do 15.",
 * "bis zum 15.", "the 1st of next month", "am 1. nächsten Monats"), the start or middle of a month ("first of next
 * month", "začátek měsíce", "Mitte des Monats"), and the holidays of date-holidays.ts. Each reading says in a warning
 * which day it took.
 */
import { holidayPhrase } from './date-holidays.js';

export interface PhraseDate {
  date: string;
  how: string;
  warning?: string;
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const ORDINAL_UNITS = ORDINAL_WORDS.slice(0, 9);
/** An English ordinal day in words ("fifteenth", "twenty-first", "thirtieth"), 1 to 31; null otherwise. */
function ordinalWord(word: string): number | null {
  const index = ORDINAL_WORDS.indexOf(word);
  if (index >= 0) return index + 1;
  if (word === 'thirtieth') return 30;
  const compound = /^(twenty|thirty) ?(\w+)$/.exec(word);
  const unit = compound ? ORDINAL_UNITS.indexOf(compound[2]!) : -1;
  if (!compound || unit < 0) return null;
  const value = (compound[1] === 'twenty' ? 20 : 30) + unit + 1;
  return value <= 31 ? value : null;
}

/** Czech and German first days: "prvního", "ersten"; the middle: "poloviny", "Mitte"; the start. */
const FIRST_DAY = /^(prvniho|prvni|ersten|erste|beginning|start|zacatek|zacatku|anfang)$/;
const MID_DAY = /^(mid|middle|mitte|polovina|poloviny|polovine|pulka|pulky)$/;
const NEXT_MONTH = /^(?:(?:of )?next month|(?:des )?nachsten monats|pristiho mesice|pristi mesic)$/;
const THIS_MONTH = /^(?:(?:of )?this month|(?:des )?(?:diesen|dieses) monats|(?:des )?monats|tohoto mesice|mesice)$/;

/**
 * An ordinal day ("by the 15th", "do 15.", "bis zum 15.", "the first of next month", "Mitte nächsten Monats").
 * `lower` is the raw text lower-cased and folded (diacritics gone), dots kept. Alone, the day is the next such day
 * from today (on or after it; for work done, on or before it), said in a warning naming the month.
 */
function ordinalDay(lower: string, today: string, raw: string, past: boolean): PhraseDate | null {
  const text = lower
    // Up to three words before the day: "due on the 20th", "bis zum 15.".
    .replace(/^(?:(?:by|until|till|before|on|due|do|bis|zum|bis zum|bis spatestens|spatestens|am|k|ke|dne|den|the)\s+){1,3}/, '')
    .replace(/\s+/g, ' ')
    .replace(/^(twenty|thirty) (\w+)/, '$1-$2')
    .trim();
  const match = /^(\d{1,2})(?:st|nd|rd|th|\.|)?(?: (.+))?$/.exec(text) ?? /^([a-z-]+)(?: (.+))?$/.exec(text);
  if (!match) return null;
  const head = match[1]!.replace(/-/g, ' ');
  const digits = /^\d+$/.test(head);
  // A bare number is no ordinal ("15" is not the 15th): a suffix, a dot or a month phrase says it is one.
  if (digits && !/^\d{1,2}(st|nd|rd|th|\.)/.test(text) && !match[2]) return null;
  const day = digits ? Number(head) : FIRST_DAY.test(head) ? 1 : MID_DAY.test(head) ? 15 : ordinalWord(head);
  if (day === null || day < 1 || day > 31) return null;
  const rest = (match[2] ?? '').replace(/^(of|des)\s+/, (word) => (word.startsWith('of') ? 'of ' : ''));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const said = digits ? `the ${ordinalOf(day)}` : head;
  if (rest && NEXT_MONTH.test(rest)) {
    const [y, m] = month === 12 ? [year + 1, 1] : [year, month + 1];
    if (day > lastDayOf(y, m)) return null;
    const date = iso(y, m, day);
    return { date, how: `${said} of next month`, warning: `"${raw}" was read as ${date}` };
  }
  if (rest && THIS_MONTH.test(rest)) {
    if (day > lastDayOf(year, month)) return null;
    const date = iso(year, month, day);
    return { date, how: `${said} of this month`, warning: `"${raw}" was read as ${date}` };
  }
  if (rest) return null;
  // The next (or, for work done, the latest) month holding that day.
  for (let step = 0; step < 3; step++) {
    const offset = past ? -step : step;
    const y = year + Math.floor((month - 1 + offset) / 12);
    const m = ((((month - 1 + offset) % 12) + 12) % 12) + 1;
    if (day > lastDayOf(y, m)) continue;
    const date = iso(y, m, day);
    if (past ? date > today : date < today) continue;
    const which = step === 0 ? 'this month' : past ? 'last month' : 'next month';
    return {
      date,
      how: `the ${ordinalOf(day)} (${which})`,
      warning: `"${raw}" was read as ${date}, the ${ordinalOf(day)} of ${which}; give a date to be exact`,
    };
  }
  return null;
}

/** "1st", "2nd", "11th", "23rd": warnings are in English, whichever language the day was said in. */
function ordinalOf(day: number): string {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** A spoken date, or null; `text` is folded, `lower` the raw text lower-cased without diacritics (dots kept). */
export function spokenDate(text: string, lower: string, today: string, raw: string, past: boolean): PhraseDate | null {
  return holidayPhrase(text, today, raw) ?? ordinalDay(lower, today, raw, past);
}
