/**
 * A date said relative to another date said: "a week after the 15th", "zwei Tage vor Monatsende", "den před Štědrým
 * dnem", "the Monday after the 15th", "14 Tage nach Rechnungsdatum", "týden po konci měsíce". The other date is read
 * as any date is (dates.ts, given here as `readAnchor`); a holiday period is counted from its last day after it and
 * from its first day before it; the invoice's date is the day terms count from. Then the days or weeks are counted,
 * or the weekday found, and the reading said back. An event the text does not date ("a week after delivery", "týden
 * po dodání") is no date: nothing is read, and the caller refuses it.
 */
import { addDays } from '../../../platform/lib/dates.js';
import { fold } from '../normalize.js';
import type { ParsedDate } from './date-calendar.js';
import { holidayPeriods } from './date-holidays.js';
import { countOf } from './date-relative.js';
import { ParseError } from './errors.js';
import { ENGLISH_WEEKDAYS, weekdayNamed, weekdayOf } from './weekdays.js';

/** The word that says which side of the other date: after (and "from", counting on) or before. */
const SIDE = /^(.+?)\s+(after|from|nach|ab|po|od|before|vor|před|pred|przed)\s+(.+)$/iu;
const BEFORE = /^(before|vor|před|pred|przed)$/iu;
/** What is counted: days or weeks (a month after a day has no one answer when the month is shorter). */
const UNITS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(days?|tag|tage|tagen|den|dny|dni|dnu|dnech|dnia)$/, 1],
  [/^(weeks?|woche|wochen|tyden|tydny|tydnu|tydnech|tydzien|tygodnie|tygodni)$/, 7],
];
/** The article or the "one" before a unit or a weekday: "the day before", "der Tag vor", "den Montag nach", "a week". */
const ARTICLE = /^(?:the|a|an|one|der|die|das|den|dem|ein|eine|einen|jeden|jednu) /;
/** Christmas said in English: one day, the 25th. */
const ENGLISH_CHRISTMAS = /^(?:the )?(?:christmas|xmas)$/;
/** The invoice's own date, from which a due date's terms count. */
const INVOICE_DATE =
  /^(?:the |dem |das )?(?:invoice date|invoice|date of (?:the )?invoice|issue date|date of issue|rechnungsdatum|rechnungsstellung|ausstellungsdatum|data vystaveni|datum vystaveni|dne vystaveni|vystaveni(?: faktury)?|data wystawienia)$/;

export interface OffsetOptions {
  today: string;
  /** The invoice's date, where terms count from. */
  from: string;
  past: boolean;
}

/**
 * The date `raw` says relative to another, or null when it says none (no side word, nothing counted before it, or a
 * counted word that is no unit or weekday). `readAnchor` reads the other date, null when it is none.
 */
export function offsetDate(raw: string, readAnchor: (text: string) => ParsedDate | null, options: OffsetOptions): ParsedDate | null {
  const match = SIDE.exec(raw.trim());
  if (!match) return null;
  const head = fold(match[1]!).replace(ARTICLE, '');
  const before = BEFORE.test(match[2]!);
  const words = head.split(' ');
  const last = words.at(-1)!;
  const unit = UNITS.find(([pattern]) => pattern.test(last))?.[1];
  const weekday = words.length === 1 ? weekdayNamed(last) : undefined;
  if (unit === undefined && weekday === undefined) return null;
  let count = 1;
  if (unit !== undefined && words.length > 1) {
    const said = countOf(words.slice(0, -1).join(' '));
    if (said === null || !Number.isInteger(said) || said < 1 || said > 366) return null;
    count = said;
  }
  const anchor = anchorOf(match[3]!, before, readAnchor, options);
  if (!anchor) return null;
  let date: string;
  let how: string;
  if (weekday !== undefined) {
    date = addDays(anchor.date, before ? -1 : 1);
    while (weekdayOf(date) !== weekday) date = addDays(date, before ? -1 : 1);
    how = `the ${ENGLISH_WEEKDAYS[weekday]} ${before ? 'before' : 'after'} ${anchor.date} (${anchor.how})`;
  } else {
    const days = count * unit!;
    date = addDays(anchor.date, before ? -days : days);
    how = `${days} ${days === 1 ? 'day' : 'days'} ${before ? 'before' : 'after'} ${anchor.date} (${anchor.how})`;
  }
  if (options.past ? date > options.today : date < options.today)
    throw new ParseError(
      `"${raw}" is ${date} (${how}), ${options.past ? 'after today, though the work is done' : 'already past'}; give the date`,
    );
  return { date, how, warning: `"${raw}" was read as ${date}, ${how}` };
}

/** The other date: the invoice's, a holiday's (its last day when counting after it, its first when before), or any date. */
function anchorOf(
  said: string,
  before: boolean,
  readAnchor: (text: string) => ParsedDate | null,
  { today, from, past }: OffsetOptions,
): ParsedDate | null {
  const text = fold(said);
  if (INVOICE_DATE.test(text)) return { date: from, how: "the invoice's date" };
  const holiday = holidayPeriods(text, today);
  if (holiday) {
    // English names one day Christmas, the 25th ("the day before Christmas" is Christmas Eve, "a week after
    // Christmas" New Year's Day); Czech and German Christmas begins on the 24th and ends on the 26th.
    const christmasDay = holiday.name === 'christmas' && ENGLISH_CHRISTMAS.test(text);
    const days = holiday.periods.map(([first, lastDay]) => (christmasDay ? `${first.slice(0, 4)}-12-25` : before ? first : lastDay));
    const date = past ? days.filter((day) => day <= today).at(-1) : days.find((day) => day >= today);
    if (!date) return null;
    return { date, how: christmasDay ? 'Christmas Day' : `${before ? 'the first day of' : 'the last day of'} ${holiday.name}` };
  }
  // "týden po konci měsíce": the month's end in the locative, as the nominative is read.
  const anchor = said
    .trim()
    .replace(/^(?:the|dem|der|den|das)\s+/iu, '')
    .replace(/^konci(?=\s)/iu, 'konec');
  try {
    return readAnchor(anchor);
  } catch {
    return null;
  }
}
