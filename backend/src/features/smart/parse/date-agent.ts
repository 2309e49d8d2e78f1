/**
 * Dates as agents and people pass them that the other readers do not take: ISO timestamps ("2026-12-01T00:00:00Z"),
 * days counted back ("3 days ago", "vor 3 Tagen", "před týdnem", "3 dni temu") and weekdays abbreviated before a date
 * ("Do, 22. März 2029", "čt, 11. března", "niedz., 4 stycznia", as Intl writes them).
 */
import { addDays } from '../../../platform/lib/dates.js';
import { type ParsedDate, iso, monthsFrom } from './date-calendar.js';
import { countOf } from './date-relative.js';
import { ParseError } from './errors.js';

/**
 * A timestamp as LLM tools serialize a date: the date as written, its time and offset left out (the day the writer
 * meant, not the day the instant falls on in UTC or the organization's zone). Null when the text is none.
 */
export function timestampDate(raw: string): ParsedDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(raw);
  // 24:00 is the day's end, as ISO 8601 allows; 24:30 is no time.
  if (!match || Number(match[4]) * 60 + Number(match[5]) > 24 * 60 || Number(match[5]) > 59) return null;
  const date = iso(Number(match[1]), Number(match[2]), Number(match[3]), raw);
  return { date, how: `the date of a timestamp, its time${match[6] ? ' and offset' : ''} left out` };
}

/** Units counted back, folded, in the cases "ago", "vor", "před", "pred" and "temu" take. */
const BACK_UNITS: ReadonlyArray<readonly [RegExp, number | 'month' | 'year', string]> = [
  [/^(days?|dny|dnem|dnu|tagen?|tag|dnami|dnom|dni|dzien)$/, 1, 'day'],
  [/^(weeks?|tydnem|tydny|tydnu|wochen?|tyzdnom|tyzdnami|tydzien|tygodnie|tygodni)$/, 7, 'week'],
  [/^(fortnights?)$/, 14, 'fortnight'],
  [/^(months?|mesicem|mesici|monaten?|monat|mesiacom|mesiacmi|miesiac|miesiace|miesiecy)$/, 'month', 'month'],
  [/^(years?|rokem|roky|lety|jahren?|jahr|rokom|rokmi|rok|lata|lat)$/, 'year', 'year'],
];

/** "3 days ago", "a week ago", "vor 3 Tagen", "před týdnem", "pred 3 dňami", "3 dni temu" (folded): counted from today. */
export function daysAgo(text: string, today: string): ParsedDate | null {
  const match = /^(?:(.*?) ?([a-z]+) (?:ago|temu)|(?:vor|pred) (.*?) ?([a-z]+))$/.exec(text);
  if (!match) return null;
  const [said, unitWord] = match[2] ? [match[1]!, match[2]] : [match[3]!, match[4]!];
  const unit = BACK_UNITS.find(([pattern]) => pattern.test(unitWord));
  // A unit alone ("před týdnem", "a week ago" has its "a") is one of it.
  const count = said === '' ? 1 : countOf(said);
  if (!unit || count === null || !Number.isInteger(count) || count < 1 || count > 3660) return null;
  const how = `${count} ${unit[2]}${count === 1 ? '' : 's'} before today`;
  const moved =
    unit[1] === 'year'
      ? monthsFrom(today, -12 * count, how)
      : unit[1] === 'month'
        ? monthsFrom(today, -count, how)
        : { date: addDays(today, -count * unit[1]) };
  return moved.warning ? { date: moved.date, how, warning: moved.warning } : { date: moved.date, how };
}

/**
 * Weekdays abbreviated as calendars and Intl write them in en, de, cs, sk and pl, in lower case with their accents
 * ("št" is Slovak Thursday, "st" Wednesday). Taken only before a date and with its dot or comma ("Do, 22. März"; "do
 * 22. března" is "by"), and only as a check: the date decides, and one the day does not fit is refused.
 */
const WEEKDAY_ABBREVIATIONS: Record<string, number> = {
  mo: 1,
  di: 2,
  mi: 3,
  do: 4,
  fr: 5,
  sa: 6,
  po: 1,
  út: 2,
  ut: 2,
  st: 3,
  čt: 4,
  ct: 4,
  št: 4,
  pá: 5,
  pa: 5,
  pi: 5,
  ne: 0,
  pon: 1,
  wt: 2,
  śr: 3,
  sr: 3,
  czw: 4,
  pt: 5,
  sob: 6,
  nd: 0,
  ndz: 0,
  niedz: 0,
};
/** German months, folded: "So" before one is Sunday ("Sonntag"); before a Czech or Slovak one, Saturday ("sobota"). */
const GERMAN_MONTH = /\b(januar|janner|februar|marz|maerz|mai|juni|juli|oktober|dezember|okt|dez)\b/;
const CZECH_SLOVAK_MONTH =
  /\b(ledna|unora|brezna|dubna|kvetna|cervna|cervence|srpna|zari|rijna|listopadu|prosince|januara|februara|marca|aprila|maja|juna|jula|augusta|septembra|oktobra|novembra|decembra)\b/;

/**
 * The weekday an abbreviation names before `rest` (folded), or undefined. "So" is Sunday in German and Saturday in
 * Czech and Slovak: the month's language decides, and with none ("So, 25.3.2029") it names no one day (refused).
 */
export function abbreviatedWeekday(word: string, rest: string): number | undefined {
  if (word !== 'so') return WEEKDAY_ABBREVIATIONS[word];
  if (GERMAN_MONTH.test(rest)) return 0;
  if (CZECH_SLOVAK_MONTH.test(rest)) return 6;
  throw new ParseError(`"So" is Sunday in German and Saturday in Czech or Slovak; write the weekday in full or leave it out`);
}
