/**
 * Spans of clock time for a time entry: "9-10:30", "9:00–17:00", "von 9 bis
 * halb 11", "od 9 do půl 11", "9 to 5 with an hour lunch", "8 bis 16:30 mit 30
 * Minuten Pause". Answered as minutes worked (end − start − the break said).
 * "halb 11" and "půl 11" are 10:30; "half 10" (British) is 10:30 too. An end
 * before its start on a 12-hour clock ("9 to 5") is read in the afternoon,
 * said in a warning; anything else not understood is refused, never read past.
 */
import { fold } from '../normalize.js';
import { AmbiguousValue, ParseError } from './errors.js';
import { hoursOrSpan, rangeOrSpan } from './hour-ranges.js';
import { parseNumberWords } from './numbers.js';

/** Words of a span that are no hour, though a number reader might take some ("a", "do"). */
const CONNECTORS =
  /^(from|von|od|ab|to|till|until|bis|do|az|with|minus|less|mit|abzuglich|ohne|bez|without|half|halb|pul|quarter|past|viertel|nach|vor|dreiviertel|ctvrt|tri|uhr|hod|hodin|hodiny|clock|and|und|lunch|break|pause|pauza|pauzou|pauzy|prestavka|prestavkou|prestavky|obed|obedem|obeda|min|minut|minuten|minutes|including|incl|inkl|inklusive|vcetne|davon)$/;

export interface ParsedSpan {
  minutes: number;
  how: string;
  warning?: string;
}

function hourWord(word: string): number | null {
  try {
    return parseNumberWords(word);
  } catch {
    return null;
  }
}

/** A clock time in minutes after midnight, from folded words; null if none. */
function clock(text: string): number | null {
  let match = /^(\d{1,2})(?:[:.](\d{2}))?(?: ?(am|pm|uhr|h|hod|hodin|hodiny|o clock))?$/.exec(text);
  if (match) {
    let hours = Number(match[1]);
    const minutes = match[2] ? Number(match[2]) : 0;
    if (minutes > 59 || hours > 24 || (match[3] && /am|pm/.test(match[3]) && (hours < 1 || hours > 12))) return null;
    if (match[3] === 'pm' && hours < 12) hours += 12;
    if (match[3] === 'am' && hours === 12) hours = 0;
    return hours * 60 + minutes;
  }
  // Noon by name ("from 9 till noon", "12 noon to 4pm", "od 9 do poledne", "9 bis Mittag").
  if (NOON.test(text)) return 12 * 60;
  match = /^(?:halb|pul|half) (\d{1,2})$/.exec(text);
  if (match) return Number(match[1]) * 60 - (text.startsWith('half') ? -30 : 30);
  match = /^(?:quarter past|viertel nach) (\d{1,2})$/.exec(text);
  if (match) return Number(match[1]) * 60 + 15;
  match = /^(?:quarter to|viertel vor|tri ctvrte na|dreiviertel) (\d{1,2})$/.exec(text);
  if (match) return Number(match[1]) * 60 - 15;
  match = /^(?:half past) (\d{1,2})$/.exec(text);
  if (match) return Number(match[1]) * 60 + 30;
  match = /^ctvrt na (\d{1,2})$/.exec(text);
  if (match) return Number(match[1]) * 60 - 45;
  return null;
}

/** Noon by name, which is 12:00 on any clock (never midnight, as a bare "12" on a 12-hour clock may be). */
const NOON = /^(?:12 )?(?:noon|midday|poledne|mittag)$/;

const BREAK_WORDS = /\b(lunch|break|pause|mittagspause|mittag|pauza|pauzou|pauzy|prestavka|prestavkou|prestavky|obed|obedem|obeda)\b/;
const BREAK_ADJECTIVES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bpulhodinov\w*/, 30],
  [/\bctvrthodinov\w*/, 15],
  [/\bhodinov\w*/, 60],
  [/\bhalbstundig\w*/, 30],
  [/\b(einstundig|stundig)\w*/, 60],
];

/** Czech says the half hour with the coming hour's ordinal: "půl desáté" is 9:30 ("half of the tenth"). */
const CZECH_ORDINAL_HOURS: Record<string, number> = {
  prvni: 1,
  druhe: 2,
  treti: 3,
  ctvrte: 4,
  pate: 5,
  seste: 6,
  sedme: 7,
  osme: 8,
  devate: 9,
  desate: 10,
  jedenacte: 11,
  dvanacte: 12,
};
const CZECH_GENITIVE_HOURS: Record<string, number> = { jedne: 1, dvou: 2, tri: 3, ctyr: 4 };
const HALF_ORDINAL = new RegExp(`\\bpul (${Object.keys(CZECH_ORDINAL_HOURS).join('|')})\\b`, 'g');

/** An hour said "at night" ("11 at night", "2 Uhr nachts", "10 v noci", "1 w nocy"). */
const NIGHT = /\b(\d{1,2})(:\d{2})?(?: uhr)? (?:at night|in the night|nachts|in der nacht|v noci|w nocy)\b/g;

/**
 * "At night" is the evening's hours and the small hours alike: 7 to 11 at night are pm (11 at night is 23:00), 12 at
 * night is midnight, 1 to 4 at night are am (2 at night is 2:00). 5 and 6 are dusk or dawn by season and custom: not
 * read, so the span is refused.
 */
function atNight(said: string, hour: number, minutes: string): string {
  if (hour >= 7 && hour <= 11) return `${hour}${minutes} pm`;
  if (hour === 12) return `12${minutes} am`;
  if (hour >= 1 && hour <= 4) return `${hour}${minutes} am`;
  return said;
}

const HOW = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A span, or null when the text is none; `breakMinutes` reads the break's own words as a duration (durations.ts).
 */
export function parseSpan(raw: string, breakMinutes: (text: string) => number): ParsedSpan | null {
  const parts = raw.split(JOINED).filter((part) => part.trim() !== '');
  if (parts.length > 1) {
    // A time past noon in another span of the phrase ("8-11 and 13-17") says the clock is a 24-hour one.
    const afternoon = /\b(1[3-9]|2[0-4])\b/.test(raw);
    let spans: Array<ReadSpan | null>;
    try {
      spans = parts.map((part) => readSpan(part.trim(), breakMinutes, !afternoon));
    } catch (error) {
      const forward = error instanceof AmbiguousValue ? clockwise(raw, parts, breakMinutes) : null;
      if (!forward) throw error;
      spans = forward;
    }
    if (spans.every((span) => span !== null)) return joined(raw, spans as ReadSpan[]);
  }
  // One span alone is not asked which half of the day it means: a time entry records its minutes, and "8 to 11" is
  // 180 minutes in the morning or the evening alike. Beside other spans the half decides their order, so it is asked.
  const span = readSpan(raw, breakMinutes, false);
  if (!span) return null;
  const { start: _start, finish: _finish, ...read } = span;
  return read;
}

/**
 * Where one span ends and another begins in a phrase: a comma, a semicolon or "and" (a, und, i, plus) before the next
 * span's first time ("8–12 a 13–17", "von 8 bis 12 und von 13 bis 17 Uhr", "8:00–12:00, 13:00–16:30").
 */
const JOINED = /\s*(?:[,;+]|\s(?:a|and|und|i|plus)\s)\s*(?=(?:od|von|from|ab)\s|\d)/iu;

/** Spans in one phrase, in order and apart: their minutes added; overlapping or out of order, refused. */
function joined(raw: string, spans: ReadSpan[]): ParsedSpan {
  for (let index = 1; index < spans.length; index++)
    if (spans[index]!.start < spans[index - 1]!.finish)
      throw new ParseError(
        `"${raw}": the span from ${HOW(spans[index]!.start)} starts before the one before it ends (${HOW(spans[index - 1]!.finish)}); write each span on a 24-hour clock, in order, like "8-12 and 13-17"`,
      );
  const minutes = spans.reduce((sum, span) => sum + span.minutes, 0);
  const warnings = spans.flatMap((span) => (span.warning ? [span.warning] : []));
  const how = `${spans.length} spans: ${spans.map((span) => span.how).join('; ')}; ${minutes} minutes in all`;
  return warnings.length > 0 ? { minutes, how, warning: warnings.join('; ') } : { minutes, how };
}

/**
 * Spans said on a twelve-hour clock ("8 to 12 and 1 to 4"), read as the hands move: each span from the first time at
 * or after the one before it ends. Read only when the whole day so placed fits within one turn of the clock (12
 * hours from its first start), and said back; otherwise null and the spans are asked ("8 to 11 and 9 to 10": the
 * second at 21:00, or a slip?). Each span's minutes are the same in either half of the day.
 */
function clockwise(raw: string, parts: readonly string[], breakMinutes: (text: string) => number): ReadSpan[] | null {
  const read = parts.map((part) => readSpan(part.trim(), breakMinutes, false));
  if (read.some((span) => span === null)) return null;
  const placed: ReadSpan[] = [];
  for (const span of read as ReadSpan[]) {
    const previous = placed.at(-1)?.finish ?? span.start;
    const shift = span.start < previous ? 720 : 0;
    const [start, finish] = [span.start + shift, span.finish + shift];
    if (start < previous || finish > 24 * 60) return null;
    const pause = span.finish - span.start - span.minutes;
    placed.push({
      ...span,
      start,
      finish,
      how: `${HOW(start)} to ${HOW(finish)}${pause ? `, less a ${pause} min break` : ''}: ${span.minutes} minutes`,
    });
  }
  if (placed.at(-1)!.finish - placed[0]!.start > 720) return null;
  const note = `"${raw}" was read on a 12-hour clock as ${placed.map((span) => `${HOW(span.start)}-${HOW(span.finish)}`).join(', ')}`;
  return placed.map((span, index) => (index === 0 ? { ...span, warning: note } : { ...span, warning: undefined }));
}

interface ReadSpan extends ParsedSpan {
  start: number;
  finish: number;
}

function readSpan(raw: string, breakMinutes: (text: string) => number, askTwelveHour = true): ReadSpan | null {
  // Folding drops marks: the clock's colon and the span's dash are put in words first.
  // Only a dash before a time joins a span: in "a 45-minute break" it joins a number to its unit.
  const text = fold(
    raw
      // "7 a.m. to 2 p.m.": the dots are no decimal point and no end of a word.
      .replace(/(?<=\d\s?)([ap])\.\s?m\.?(?!\p{L})/giu, '$1m')
      .replace(/(\d)[:.](\d{2})/g, '$1h$2m')
      .replace(/\s*[-–—]\s*(?=\d|half|halb|pul)/gi, ' to '),
  )
    .replace(/(\d+)h(\d{2})m/g, '$1:$2')
    .replace(/\bo clock\b/g, '')
    .replace(HALF_ORDINAL, (_, ordinal: string) => `pul ${CZECH_ORDINAL_HOURS[ordinal]}`)
    // Czech hours in the genitive after "od" and "do" ("do tří", "do jedné"); "tři čtvrtě na" is a quarter to.
    .replace(/\b(od|do) (jedne|dvou|tri|ctyr)\b(?! ctvrte)/g, (_, word: string, hour: string) => `${word} ${CZECH_GENITIVE_HOURS[hour]}`)
    // Hours said in words ("from eight to eleven", "halb neun bis zwölf"): the whole hours 1 to 24 as digits.
    .replace(/\b[a-z]{3,}\b/g, (word) => {
      const hour = CONNECTORS.test(word) ? null : hourWord(word);
      return hour !== null && Number.isInteger(hour) && hour >= 1 && hour <= 24 ? String(hour) : word;
    })
    // The 12-hour clock said in words after the hour, in digits or in words ("9 in the morning", "ten in the evening",
    // "8 Uhr vormittags", "3 odpoledne"): am and pm.
    .replace(/\b(\d{1,2}(?::\d{2})?)(?: uhr)? (?:in the morning|morgens|vormittags|fruh|rano|dopoledne)\b/g, '$1 am')
    .replace(/\b(\d{1,2}(?::\d{2})?)(?: uhr)? (?:in the afternoon|in the evening|nachmittags|abends|odpoledne|vecer|wieczorem)\b/g, '$1 pm')
    .replace(NIGHT, (said: string, hour: string, minutes: string | undefined) => atNight(said, Number(hour), minutes ?? ''));
  // "quarter to 8 till 1pm": its "to" is no end of the span (a quarter to is as "dreiviertel 8" below).
  const unjoined = text.replace(/\bquarter to (?=\d)/g, 'dreiviertel ');
  const match =
    /^(?:from |von |od |ab )?(.+?) ?(?:-|\bto\b|\btill\b|\buntil\b|\bbis\b|\bdo\b|\baz\b) ?(.+?)(?: (with|minus|less|mit|abzuglich|ohne|s|se|bez|without|including|incl|inkl|inklusive|vcetne|davon) (.+)| ((?:\d+ [a-z]+ )?(?:lunch|break|pause|mittagspause|pauza|prestavka|obed)(?: .+)?))?$/.exec(
      unjoined.replace(/\s+/g, ' ').trim(),
    );
  if (!match) return null;
  hoursOrSpan(raw, match[1]!.trim(), match[2]!.trim());
  const [start, end] = [clock(match[1]!.trim()), clock(match[2]!.trim())];
  if (start === null || end === null) return null;
  // "3 až 4 hodiny", "2 bis 3 h", "od 3 do 4 hodin": bare hours with an hour unit after, the end at noon or before, are
  // a range of hours as much as a span of clock time ("3 až 4 hodiny" and "od jedné do tří hodin" were read as 60 and
  // 120 minutes). Czech "od … do … hodin" says both alike; an end past noon ("od 8 do 16 hodin") is a span only, and so
  // is a start said with "from" in working hours ("od 8 do 12 hodin": a morning's work, hardly eight to twelve hours).
  const fromWorkingHour = /^(?:from|von|od|ab) /.test(unjoined) && start >= 6 * 60;
  if (
    /^\d{1,2}$/.test(match[1]!.trim()) &&
    /^\d{1,2} ?(?:h|hod|hodin|hodiny)$/.test(match[2]!.trim()) &&
    end <= 12 * 60 &&
    !fromWorkingHour
  )
    throw rangeOrSpan(raw, start, end);
  // A plain number each side with a unit after ("9-10 min") is a range of durations, not of clock times.
  let finish = end;
  let warning: string | undefined;
  // Not after a start past noon: "17-9" is said on a 24-hour clock, and its 9 is not 21:00 (refused below).
  if (
    finish <= start &&
    finish + 12 * 60 > start &&
    !/am|pm/.test(match[2]!) &&
    !NOON.test(match[2]!.trim()) &&
    end < 13 * 60 &&
    start < 13 * 60
  ) {
    finish = end + 12 * 60;
    warning = `"${raw}" was read as ${HOW(start)} to ${HOW(finish)}`;
  }
  // A start said in the afternoon or at night and an end said in the morning ("10pm to 2am", "from ten at night to two in
  // the morning", "od 10 večer do 2 ráno") is a span past midnight, ending the next day: both halves are said, so the
  // clock's turn is read, and said back. At most one turn of the clock (12 hours): a longer night is no shift.
  if (finish <= start && /pm$/.test(match[1]!.trim()) && /am$/.test(match[2]!.trim()) && end + 24 * 60 - start <= 12 * 60) {
    finish = end + 24 * 60;
    warning = `"${raw}" was read past midnight, from ${HOW(start)} to ${HOW(end)} the next day`;
  }
  if (finish <= start) throw new ParseError(`"${raw}" ends at or before it starts; write the times like "9:00-17:00"`);
  // "8 to 11" on a twelve-hour clock is a morning or an evening (or 8:00 to 23:00): nothing said tells which. A 24-hour
  // word ("Uhr", "hodin", "od … do", "von … bis") or a time past noon on either side does.
  if (askTwelveHour && !warning && twelveHour(match, raw) && end <= 12 * 60 && start >= 60)
    throw new AmbiguousValue(
      `"${raw}" could be ${HOW(start)} to ${HOW(end)} or ${HOW(start + 720)} to ${HOW(end + 720)}; write the times on a 24-hour clock, like "8:00-11:00"`,
      [
        { value: `${HOW(start)}-${HOW(end)}`, how: `${HOW(start)} to ${HOW(end)} (${end - start} minutes)` },
        { value: `${HOW(start + 720)}-${HOW(end + 720)}`, how: `${HOW(start + 720)} to ${HOW(end + 720)} (${end - start} minutes)` },
      ],
    );
  let pause = 0;
  // The break said with a word before it ("with a 30 min break") or alone after a comma ("pauza 30 minut").
  const said = match[4] ?? match[5];
  const without = /^(ohne|bez|without)$/.test(match[3] ?? '');
  // "ohne Pause", "bez přestávky", "without a break": none.
  const none =
    without &&
    BREAK_WORDS.test(match[4]!) &&
    match[4]!
      .replace(BREAK_WORDS, '')
      .replace(/\b(a|an|eine)\b/, '')
      .trim() === '';
  // "bez oběda 30 min", "without lunch, 30 min": the break named, then its length: taken off, and said.
  const namedFirst = without && !none && BREAK_WORDS.test(/^[a-z]+/.exec(match[4]!)?.[0] ?? '') && /^[a-z]+,? \d/.test(match[4]!);
  // "ohne 30 Minuten Pause" was subtracted as a break: without what, is not said plainly enough to read.
  if (without && !none && !namedFirst)
    throw new ParseError(`"${raw}": "${match[3]} ${match[4]}" is not understood; write the break like "9-17 with a 30 min break"`);
  // "minus 45 minutes", "abzüglich 45 Minuten": the word that takes away says it is the break.
  const deducted = /^(minus|less|abzuglich)$/.test(match[3] ?? '') && /\d/.test(said ?? '');
  if (said && !none) {
    if (!deducted && !BREAK_WORDS.test(said) && !BREAK_ADJECTIVES.some(([pattern]) => pattern.test(said)))
      throw new ParseError(`"${raw}": "${said}" is not understood as a break; write it like "9-17 with a 30 min break"`);
    const adjective = BREAK_ADJECTIVES.find(([pattern]) => pattern.test(said));
    const rest = said
      // "an hour for lunch", "30 Minuten für die Pause": the length, what it was for.
      .replace(/\b(?:for|fur)(?: (?:the|die|das|den))? (?=[a-z]+$)/, ' ')
      .replace(BREAK_WORDS, ' ')
      .replace(/\b(a|an|eine|einer|einem|der|die|das)\b(?= \d)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // "with lunch", "mit Mittagspause": a break is said, its length is not; taking none or a usual one would guess.
    if (!adjective && /^(?:(?:a|an|the|eine|einer|einem|der|die|das|kurzer|kurzen|short)\s*)*$/.test(rest))
      throw new ParseError(
        `"${raw}": the break ("${said.trim()}") is said without its length; say how long it was, like "9-17 with a 30 min break"`,
      );
    pause = adjective && rest === said.replace(BREAK_WORDS, ' ').trim() && adjective[0].test(rest) ? adjective[1] : breakMinutes(rest);
  }
  const minutes = finish - start - pause;
  if (minutes <= 0) throw new ParseError(`"${raw}": the break is as long as the span or longer`);
  // "including a 30 min break", "inkl. 30 Min. Pause": the span holds the break, or the break is to be paid with it?
  // Taken off, as a break said is, and said back.
  const included = /^(including|incl|inkl|inklusive|vcetne)$/.test(match[3] ?? '') && pause > 0;
  if (namedFirst || included) {
    const taken = `"${match[3]} ${match[4]}" read as the break taken off`;
    warning = warning ? `${warning}; ${taken}` : `"${raw}": ${taken}`;
  }
  const how = `${HOW(start)} to ${HOW(finish)}${pause ? `, less a ${pause} min break` : ''}: ${minutes} minutes`;
  return warning
    ? { minutes, how, start, finish, warning: `${warning}${pause ? `, less a ${pause} min break` : ''} (${minutes} minutes)` }
    : { minutes, how, start, finish };
}

/**
 * Both times said as bare hours ("8", "eleven") in English words or none: Czech and German speak the 24-hour clock
 * ("od 8 do 11", "8 bis 11 ohne Pause"), and am, pm, "Uhr" or minutes say which.
 */
function twelveHour(match: RegExpExecArray, raw: string): boolean {
  // "1:30" as much as "1": minutes say nothing of the half of the day ("8 to 12:30 and 1:30 to 5").
  const bare = /^\d{1,2}(?::\d{2})?$/;
  const words = fold(raw).match(/[a-z]+/g) ?? [];
  return bare.test(match[1]!.trim()) && bare.test(match[2]!.trim()) && words.every((word) => ENGLISH_SPAN.test(word));
}

const ENGLISH_SPAN =
  /^(from|to|till|until|with|without|minus|less|a|an|the|and|min|mins|minute|minutes|hour|hours|half|break|lunch|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fortyfive|sixty)$/;
