/**
 * Dates with a month's name: "1 December 2026", "December 1", "15. ledna", "the 6th of April", and the last day of a
 * month named ("end of March", "Ende März", "konec března"). Without a year, the year is chosen as date-yearless.ts
 * says.
 */
import { MONTHS, type ParsedDate, iso } from './date-calendar.js';
import { yearless } from './date-yearless.js';

/** Words for the start and the middle of a month, and the day each is read as. */
const MONTH_PARTS: ReadonlyArray<readonly [RegExp, number, string]> = [
  [/beginning|start|early|anfang|zacatek|zacatkem|zacatku|pocatkem/, 1, '1st, the start'],
  [/mid|middle|mitte|polovina|polovine|polovinou|pulka|pulky/, 15, '15th, the middle'],
];

/** `text`: folded, without "on", "the", "of"; null when it names no month so. */
export function namedMonthDate(
  text: string,
  raw: string,
  today: string,
  yearlessAhead: boolean | undefined,
  past: boolean | undefined,
): ParsedDate | null {
  let match: RegExpExecArray | null;
  // "end of March", "Ende März", "konec března": the last day of that month, read as the day and month are.
  // "ultimo März", "per ultimo April", "letzter Tag im Juni" (as "end im juni"), "poslední den ledna" ("den" is taken
  // out before): the month's last day too; with a year ("end of February 2028") that year's.
  match =
    /^(?:(?:by|until|bis|zum|do|ke|per) )?(?:end|ende|konec|konce|konci|koncem|ultimo|posledni)(?: im| in)? ([a-z]+)(?: (\d{4}))?$/.exec(
      text,
    );
  if (match && MONTHS[match[1]!] && match[2])
    return {
      date: new Date(Date.UTC(Number(match[2]), MONTHS[match[1]!]!, 0)).toISOString().slice(0, 10),
      how: `end of ${match[1]} ${match[2]}`,
    };
  if (match && MONTHS[match[1]!]) {
    const month = MONTHS[match[1]!]!;
    // February's last day is the year's: the year is chosen on the 28th, then the 29th taken where that year has one.
    const read = yearless(
      month,
      month === 2 ? 28 : new Date(Date.UTC(2001, month, 0)).getUTCDate(),
      today,
      raw,
      yearlessAhead,
      `end of ${match[1]}`,
      past,
    );
    const year = Number(read.date.slice(0, 4));
    return month === 2 ? { ...read, date: new Date(Date.UTC(year, 2, 0)).toISOString().slice(0, 10) } : read;
  }

  // "Mitte März", "mid-April", "v polovině května", "Anfang Juni", "beginning of July", "začátkem srpna": the 15th or
  // the 1st of that month, a choice said in a warning.
  match = new RegExp(`^(${MONTH_PARTS.map(([pattern]) => pattern.source).join('|')}) ([a-z]+)$`).exec(text);
  if (match && MONTHS[match[2]!]) {
    const [, day, said] = MONTH_PARTS.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(match![1]!))!;
    const read = yearless(MONTHS[match[2]!]!, day, today, raw, yearlessAhead, `${said} of ${match[2]}`, past);
    const note = `"${raw}" was read as ${read.date}, the ${said} of the month; give a day to be exact`;
    return { ...read, warning: read.warning ? `${note}; ${read.warning}` : note };
  }

  // "1 december 2026", "december 1 2026", "1 prosince", "dec 1"
  match = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)(?: (\d{4}))?$/.exec(text) ?? null;
  if (match && MONTHS[match[2]!])
    return match[3]
      ? { date: iso(Number(match[3]), MONTHS[match[2]!]!, Number(match[1]), raw), how: 'day month year' }
      : yearless(MONTHS[match[2]!]!, Number(match[1]), today, raw, yearlessAhead, 'day month', past);
  match = /^([a-z]+) (\d{1,2})(?:st|nd|rd|th)?(?: (\d{4}))?$/.exec(text);
  if (match && MONTHS[match[1]!])
    return match[3]
      ? { date: iso(Number(match[3]), MONTHS[match[1]!]!, Number(match[2]), raw), how: 'month day year' }
      : yearless(MONTHS[match[1]!]!, Number(match[2]), today, raw, yearlessAhead, 'month day', past);
  return null;
}
