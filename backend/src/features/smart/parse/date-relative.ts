/**
 * Days counted from today or from an anchor: named days ("tomorrow", "vorgestern", "pozítří") and a count of days,
 * weeks, fortnights or months ("in 14 days", "za týden", "binnen 10 Tagen", "in a fortnight", "a week from today").
 */
import { ParseError } from './errors.js';
import { addDays } from '../../../platform/lib/dates.js';
import { type ParsedDate, monthsFrom } from './date-calendar.js';
import { parseNumberWords } from './numbers.js';
import { ENGLISH_WEEKDAYS, weekdayNamed, weekdayOf } from './weekdays.js';

export const NAMED_DAYS: Record<string, number> = {
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
  // Slovak and Polish where they differ from Czech.
  zajtra: 1,
  pozajtra: 2,
  pojutri: 2,
  jutro: 1,
  pojutrze: 2,
  dzisiaj: 0,
  dzis: 0,
  wczoraj: -1,
  przedwczoraj: -2,
  predvcerom: -2,
  pozajtre: 2,
};

const UNIT_DAYS: ReadonlyArray<readonly [RegExp, number | 'month' | 'year']> = [
  [/^(days?|dny|dni|dnu|dnech|den|tag|tage|tagen|tagen|dzien)$/, 1],
  [/^(weeks?|tyden|tydny|tydnu|tydnech|woche|wochen|tyzden|tyzdne|tyzdnov|tydzien|tygodnie|tygodni)$/, 7],
  [/^(fortnights?)$/, 14],
  [/^(months?|mesic|mesice|mesicu|monat|monate|monaten|mesiac|mesiace|mesiacov|miesiac|miesiace|miesiecy)$/, 'month'],
  [/^(years?|rok|roky|let|jahr|jahre|jahren)$/, 'year'],
];

/** A count said in digits or words ("3", "a", "einem", "zwei"); null when none. */
export function countOf(said: string): number | null {
  if (/^\d+$/.test(said)) return Number(said);
  if (/^(a|an|one|einer|eine|einem|jeden|jednu|jeden)$/.test(said)) return 1;
  return said === '' ? null : parseNumberWords(said);
}

/**
 * "in zwei Wochen am Freitag", "in two weeks on Friday", "za dva týdny v pátek" (folded, "am", "on", "v" taken out):
 * that weekday in the calendar week so many weeks after this one, said back, as "in two weeks" alone is fourteen
 * days and the weekday may fall before or after them.
 */
export function weekdayWeeksAhead(text: string, today: string, raw: string): ParsedDate | null {
  const match = /^(?:in|za) (.+?) (weeks?|wochen|woche|tydny|tydnu|tyden|tydnech) ([a-z]+)$/.exec(text);
  const target = match ? weekdayNamed(match[3]!) : undefined;
  if (!match || target === undefined) return null;
  const count = countOf(match[1]!);
  if (count === null || !Number.isInteger(count) || count < 1 || count > 520) return null;
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const date = addDays(monday, 7 * count + ((target + 6) % 7));
  const name = ENGLISH_WEEKDAYS[target]!;
  return {
    date,
    how: `${name} of the week ${count} weeks from this one`,
    warning: `"${raw}" was read as ${name} ${date}, in the week ${count} ${count === 1 ? 'week' : 'weeks'} after this one`,
  };
}

/** `text`: folded; `from` the anchor a count starts at. Null when the text counts nothing. */
export function countedDate(text: string, from: string, today: string): ParsedDate | null {
  // "in 14 days", "in two weeks", "za 14 dni", "in zwei wochen", "binnen 10 Tagen", "14 days", "za týden",
  // "in a fortnight", "a week from today"
  const counted = text
    .replace(/ (from now|from today|ab heute|von heute an|od dneska|od dnes|ode dneska)$/, '')
    .replace(/^(heute|today|dnes|ode dneska|od dneska) (?=(in|za|binnen) )/, '');
  const match = /^(?:(innerhalb von|innerhalb|binnen|within|after|nach|in|za|po|do) )?(.*?) ?([a-z]+)$/.exec(counted);
  if (match) {
    // A unit alone after "in", "za", "binnen" is one of it: "za týden", "binnen Woche" is no German, but "in a week" is.
    const said = match[2] === '' && match[1] ? 'a' : match[2]!;
    const unit = UNIT_DAYS.find(([pattern]) => pattern.test(match![3]!));
    const count = countOf(said);
    if (unit && count !== null && Number.isInteger(count) && count >= 0 && count <= 3660) {
      const how = `in ${count} ${match[3]}${from === today ? '' : ` from ${from}`}`;
      const moved =
        unit[1] === 'year'
          ? monthsFrom(from, 12 * count, how)
          : unit[1] === 'month'
            ? monthsFrom(from, count, how)
            : { date: addDays(from, count * unit[1]) };
      return moved.warning ? { date: moved.date, how, warning: moved.warning } : { date: moved.date, how };
    }
  }
  return null;
}

/**
 * A week named by its number ("v 12. týdnu", "in der 12. Woche", "in the 12th week", "KW 12"): refused naming it, as a
 * week is no one day. Folding drops the ordinal dot, and "v 12. týdnu" was then read as "in 12 weeks" without a word.
 */
export function weekNumber(raw: string): void {
  const ordinal =
    /(?:^|[^\p{L}\d])(\d{1,2})\s*(?:\.|st|nd|rd|th)\s*(?:t[ýy]d(?:en|ne|nu|nem)|woche|week|t[ýy]ž?d(?:eň|en|ni)|tydzie[ńn]|tygodni[ua]?)(?!\p{L})/iu;
  const named = /(?:^|[^\p{L}])kw\.?\s*(\d{1,2})(?!\d)/iu;
  const found = ordinal.exec(raw) ?? named.exec(raw);
  if (found) throw new ParseError(`"${raw}" names week ${found[1]}, not a day; give the date, such as its Monday or Friday ("2027-03-22")`);
}
