/**
 * Ranges of hours that read as a span of the clock as well ("3 až 4 hodiny", "von 2 bis 3 Stunden", "2 to 3 hours"):
 * no one length, so refused with both readings named (AmbiguousValue), never read as either.
 */
import { AmbiguousValue, ParseError } from './errors.js';

const clockOf = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * "2 to 3 hours", "von 2 bis 3 Stunden", "2 bis 3 Std.": hours counted as a length ("Stunden", "hours", unlike Czech
 * "hodin" or "Uhr", never name a time of day) make a range of lengths, and read as a span of the clock too (before,
 * "von 2 bis 3 Stunden" was refused as no duration, its readings unnamed). `first` and `second` are the span's sides,
 * folded.
 */
export function hoursOrSpan(raw: string, first: string, second: string): void {
  const hours = /^(\d{1,2}) ?(?:stunden|stunde|std|hours|hour|hrs|hr|godzin|godziny)$/.exec(second);
  if (!/^\d{1,2}$/.test(first) || !hours) return;
  const [start, end] = [Number(first) * 60, Number(hours[1]) * 60];
  if (end <= start) return;
  if (end <= 24 * 60) throw rangeOrSpan(raw, start, end);
  throw new ParseError(`"${raw}" is a range of ${first} to ${hours[1]} hours, not one length; give one length like "${hours[1]}h"`);
}

/** The question for a range of hours that is a span of the clock as well: both readings named. */
export function rangeOrSpan(raw: string, start: number, end: number): AmbiguousValue {
  const [low, high] = [start / 60, end / 60];
  return new AmbiguousValue(
    `"${raw}" could be a range of hours or a span of clock time: a length of ${low} to ${high} hours (no one length), or the clock from ${clockOf(start)} to ${clockOf(end)} (${end - start} minutes); give one length like "${high}h", or the times like "${clockOf(start)}-${clockOf(end)}"`,
    [
      { value: `${low}-${high} h`, how: `a length of ${low} to ${high} hours: a range, not one length` },
      { value: `${clockOf(start)}-${clockOf(end)}`, how: `${clockOf(start)} to ${clockOf(end)} on the clock (${end - start} minutes)` },
    ],
  );
}
