/**
 * Dates as people say them, to `YYYY-MM-DD`: "2026-12-01", "1.12.2026",
 * "12/01/2026" (day or month first, by the organization's setting), "1 Dec
 * 2026", "December 1", "today", "tomorrow", "next friday", "in 14 days", "in
 * two weeks"; Czech ("zítra", "za 14 dní", "příští pátek") and German
 * ("morgen", "in zwei Wochen", "nächsten Freitag") too. Relative dates count
 * from `today`, which the caller gives (the organization's today); weekdays
 * are read in weekdays.ts. Each concern has its module (date-calendar, -numeric, -named, -relative, -periods,
 * -phrases, -holidays); this one tries them in turn.
 */
import { fold } from '../normalize.js';
import { type DateOrder, type ParsedDate, fullYear, withinYears } from './date-calendar.js';
import { namedMonthDate } from './date-named.js';
import { numericDate } from './date-numeric.js';
import { nthWeekday } from './date-nth-weekday.js';
import { ordinalsAsDigits } from './date-ordinals.js';
import { periodPhrase, quarterEnd } from './date-periods.js';
import { spokenDate } from './date-phrases.js';
import { paymentTerms } from './date-terms.js';
import { offsetDate } from './date-offset.js';
import { NAMED_DAYS, countedDate, weekNumber, weekdayWeeksAhead } from './date-relative.js';
import { workingDayNamed, workingDays } from './date-spans.js';
import { abbreviatedWeekday, daysAgo, timestampDate } from './date-agent.js';
import { AmbiguousValue, ParseError, withinLength } from './errors.js';
import { ENGLISH_WEEKDAYS, weekdayNamed, weekdayNextWeek, weekdayOf, weekdayPhrase } from './weekdays.js';
import { addDays } from '../../../platform/lib/dates.js';

export type { DateOrder, ParsedDate } from './date-calendar.js';

export interface DateOptions {
  /**
   * Where a counted span starts ("in 14 days" after the issue date); `today` by default. Days named by the calendar
   * ("tomorrow", "friday", "next week") are always counted from today: "tomorrow" beside an issue date of 15
   * December was the 16th.
   */
  from?: string;
  /** A date written without its year that has passed this year is next year's, said back (a due date: "January 5"). */
  yearlessAhead?: boolean;
  /**
   * The day of work done (a time entry): a weekday named alone or with "this" is the latest such day, today included
   * ("friday" said on a Monday is the Friday just gone), not the coming one.
   */
  past?: boolean;
  /** A due date, which may be said as payment terms ("net 30", "due on receipt", "30 Tage netto"), from `from`. */
  terms?: boolean;
}

export function parseDate(input: unknown, today: string, order: DateOrder | null = 'DMY', options: DateOptions = {}): ParsedDate {
  // "do dvacátého", "bis zum Zwanzigsten": the day in digits, as the readers below take it.
  const parsed = readDate(typeof input === 'string' ? ordinalsAsDigits(input) : input, today, order, options);
  return { ...parsed, date: withinYears(parsed.date, String(input).trim()) };
}
function readDate(
  input: unknown,
  today: string,
  order: DateOrder | null,
  { from = today, yearlessAhead, past, terms }: DateOptions,
): ParsedDate {
  if (typeof input !== 'string' || input.trim() === '')
    throw new ParseError('is empty; give a date such as "2026-12-01", "1.12.2026" or "in 14 days"');
  withinLength(input);
  const raw = input.trim();
  weekNumber(raw);
  if (/(^|\s)-\s*\d/.test(raw)) throw new ParseError(`"${input}" counts backwards; give a date or a time ahead`);
  const checked = withWeekday(raw, today, order, { from, yearlessAhead, past });
  if (checked) return checked;
  const stamped = timestampDate(raw);
  if (stamped) return stamped;
  const termed = terms ? paymentTerms(fold(raw), unaccented(raw), from, raw) : null;
  if (termed) return termed;
  // "am 3.11.", "on 2027-01-15", "dne 3. 11. 2026": the preposition says nothing of the date.
  // "do 24.7.2028", "by 2028-07-24", "bis 24.7.": a due date by a full date is that date (an ordinal day alone, "do 15.",
  // is read below as the next such day).
  const dated = raw.replace(/^(?:am|on|dne|den|the)\s+(?=\d)|^(?:do|by|bis|until|till|due)\s+(?=\d{1,4}[./-]\s?\d{1,2}[./-])/i, '');

  const numeric = numericDate(dated, raw, today, order, yearlessAhead, past);
  if (numeric) return numeric;

  // "10th Sep '27": a year said with its apostrophe after a month's name, in full (a bare "Sep 27" is the 27th).
  const text = fold(
    raw
      .replace(
        /(?<=\p{L}\.?|\p{L}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?)\s+['’‘](\d{2})$/u,
        (_, year: string) => ` ${fullYear(year, Number(today.slice(0, 4)), raw)}`,
      )
      // "in two weeks' time", "in a week's time", "in 10 days time": the span counted, "time" says nothing more.
      .replace(/(?<=\b(?:day|week|month|year|fortnight)s?)['’]?s?\s+time$/iu, ''),
  )
    // Slovak "vo" as Czech "ve" ("vo štvrtok"). Czech "den" before "před" or "po" is the day counted ("den před
    // Vánocemi": the day before), no preposition: kept for date-offset.ts.
    .replace(/\b(on|the|of|am|dne|v|ve|vo|w|we)\b|\bden\b(?! (?:pred|po)\b)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "due Friday", "due on the 10th", "due by March 3": a due date's deadline, as "by" says it.
    .replace(/^due (?:by )?(?=\S)/, 'by ')
    // "in the middle of March" as "mid-March" ("the" and "of" are taken out above).
    .replace(/^in middle (?=\S)/, 'mid ')
    // The month's last day is its end: "last day of the month", "poslední den měsíce" ("den" is taken out above),
    // "Monatsletzter", "ultimo".
    .replace(/^(?:last day|posledni(?= (?:pristiho |tohoto )?mesice$)|posledniho dne|poslednim dnem|letzter tag|letzten tag) /, 'end ')
    .replace(/^(?:monatsletzter|monatsletzten|ultimo)$/, 'monatsende');

  const named = NAMED_DAYS[text];
  if (named !== undefined) return { date: addDays(today, named), how: text };
  const nth = nthWeekday(text, today, raw);
  if (nth) return nth;

  // Periods ("end of month", "next week") are counted from the anchor, as spans are: a due date from the issue date.
  // "last day of the month", "poslední den měsíce", "letzter Tag des Monats": the end of this month.
  const quarter = quarterEnd(text, from, raw, past ?? false);
  if (quarter) return quarter;
  const lastDay = /^(?:last day|posledni(?: den)?|letzter tag)(?: des| dieses| tohoto| this)? (month|mesice|monats)$/.exec(text);
  const period = periodPhrase(lastDay ? `end ${lastDay[1]}` : text, from, raw);
  if (period) return period;

  const month = namedMonthDate(text, raw, today, yearlessAhead, past);
  if (month) return month;

  const working = workingDayNamed(text, from, today, raw) ?? workingDays(text, from, today, raw);
  if (working) return working;

  const counted = countedDate(text, from, today) ?? weekdayWeeksAhead(text, today, raw) ?? daysAgo(text, today);
  if (counted) return counted;

  // "next friday", "this friday", "friday", "last friday", "pristi patek", "nachsten freitag"
  const weekday =
    weekdayNextWeek(text, today) ??
    // "by Friday", "bis Freitag", "do pátku": a deadline on the coming such day (work done is not said so).
    weekdayPhrase(past ? text : text.replace(/^(?:by|until|till|bis|do) (?=[a-z]+$)/, ''), today, raw, past ?? false);
  if (weekday) return weekday;

  // "by the 15th", "do 15.", "first of next month", "after Christmas", "nach Ostern"
  const spoken = spokenDate(text, unaccented(raw), today, raw, past ?? false);
  if (spoken) return spoken;

  // "bis zum 5. Januar", "do 5. ledna", "by 5/1", "by January 5": a deadline by a day and month is that date, as "do
  // 24.7.2028" is; read last, so that a deadline read above ("do 15.", "do 14 dnů") is read as before.
  const deadline =
    /^(?:by|until|till|due(?: by)?|bis(?: zum| spätestens)?|spätestens|zum|do)\s+(?=\d{1,2}(?:[./]\s?\d{1,2}|\.?\s*\p{L})|\p{L}+\.?\s+\d)(.+)$/iu.exec(
      raw,
    );
  if (deadline) {
    try {
      const read = readDate(deadline[1]!, today, order, { from, yearlessAhead, past });
      return { ...read, how: `by ${read.how}` };
    } catch (error) {
      // A question about the date after the word ("by 5/1" with no date order) is asked as the date alone is; a date
      // that is none falls to the readings below, or to the refusal.
      if (error instanceof AmbiguousValue) throw error;
    }
  }

  // "a week after the 15th", "zwei Tage vor Monatsende": read last, so that no phrase read above changes.
  const offset = offsetDate(raw, (anchor) => readDate(anchor, today, order, { from, yearlessAhead, past }), {
    today,
    from,
    past: past ?? false,
  });
  if (offset) return offset;

  throw new ParseError(`"${input}" is not a date; write it like "2026-12-01", "1.12.2026", "tomorrow" or "in 14 days"`);
}

/** The text in lower case without accents, its punctuation kept (a discount's "2/10", a date's "15."). */
function unaccented(raw: string): string {
  return raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}

/**
 * "Friday, 16 October 2026", "pondělí 19. října": a date with its weekday, read when the two agree and refused when
 * they do not (one of them is wrong, and which cannot be known); null when the text does not start with a weekday.
 */
function withWeekday(raw: string, today: string, order: DateOrder | null, options: DateOptions): ParsedDate | null {
  // "v pátek 13.", "ve středu 8.", "am Freitag, 13.", "on Friday the 13th": the preposition says nothing of the date.
  const match = /^(?:(?:v|ve|vo|w|we|am|on)\s+)?(\p{L}+)(\.?,?)\s+(?=.*\d)(.+)$/iu.exec(raw);
  const full = match ? weekdayNamed(fold(match[1]!)) : undefined;
  // An abbreviation only with its dot or comma: "do 22. března" is "by the 22nd of March", "Do, 22. März" a Thursday.
  const named = full ?? (match?.[2] ? abbreviatedWeekday(match[1]!.toLowerCase(), fold(match[3]!)) : undefined);
  if (named === undefined) return null;
  const parsed = readDate(match![3]!, today, order, options);
  const actual = weekdayOf(parsed.date);
  const dayAlone = /^(?:the |den |dem )?(\d{1,2})(?:\.|st|nd|rd|th)?$/i.exec(match![3]!.trim());
  if (actual !== named && dayAlone) throw dayOrWeekday(raw, parsed.date, Number(dayAlone[1]), named, today, options.past ?? false);
  if (actual !== named)
    throw new ParseError(
      `"${raw}": ${parsed.date} is a ${ENGLISH_WEEKDAYS[actual]}, not a ${ENGLISH_WEEKDAYS[named]}; give the date or the weekday alone`,
    );
  return parsed;
}

/**
 * "pátek 13." when the coming 13th is no Friday: the day as said (its weekday wrong) or the next Friday that is a 13th
 * (which may be months away: from 2026-11-29 it is 2027-08-13). Neither is taken: asked, both named.
 */
function dayOrWeekday(raw: string, said: string, day: number, named: number, today: string, past: boolean): AmbiguousValue {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  let fitting: string | null = null;
  for (let step = 0; step <= 36 && fitting === null; step++) {
    const date = new Date(Date.UTC(year, month - 1 + (past ? -step : step), day));
    const iso = date.toISOString().slice(0, 10);
    if (date.getUTCDate() === day && (past ? iso < today : iso > today) && date.getUTCDay() === named) fitting = iso;
  }
  const [name, actual] = [ENGLISH_WEEKDAYS[named]!, ENGLISH_WEEKDAYS[weekdayOf(said)]!];
  const readings = [{ value: said, how: `${said}, the ${past ? 'latest' : 'coming'} day ${day} (a ${actual}, not a ${name})` }];
  if (fitting) readings.push({ value: fitting, how: `${fitting}, the ${past ? 'latest' : 'next'} ${name} that is day ${day}` });
  return new AmbiguousValue(
    `"${raw}": ${said} (day ${day}, the ${past ? 'latest' : 'coming'}) is a ${actual}, not a ${name}${fitting ? `; the ${past ? 'latest' : 'next'} ${name} the ${day}. is ${fitting}` : ''}; give the full date`,
    readings,
  );
}
