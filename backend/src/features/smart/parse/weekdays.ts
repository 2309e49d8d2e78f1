/**
 * Weekdays as people name them: "friday", "this friday", "next friday",
 * "last friday"; Czech ("příští pátek", "minulý pátek") and German
 * ("nächsten Freitag", "letzten Freitag") too. A weekday alone is the coming
 * one for a date ahead (a due date), and the latest one for a day of work done
 * (a time entry): "friday" said on a Monday is not four days ahead when the
 * work is being logged.
 */
import { addDays } from '../../../platform/lib/dates.js';

/** A day read from a weekday phrase, as dates.ts answers it (ParsedDate). */
export interface WeekdayReading {
  date: string;
  how: string;
  warning?: string;
}

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  nedele: 0,
  nedeli: 0,
  sonntag: 0,
  monday: 1,
  mon: 1,
  pondeli: 1,
  montag: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  utery: 2,
  dienstag: 2,
  wednesday: 3,
  wed: 3,
  streda: 3,
  stredy: 3,
  stredu: 3,
  mittwoch: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  ctvrtek: 4,
  ctvrtka: 4,
  donnerstag: 4,
  friday: 5,
  fri: 5,
  patek: 5,
  patku: 5,
  freitag: 5,
  saturday: 6,
  sat: 6,
  sobota: 6,
  sobotu: 6,
  soboty: 6,
  samstag: 6,
  // Slovak and Polish, folded, as said alone and after "v", "w" or "we" (accusative: "w sobotę", "v stredu").
  nedela: 0,
  nedelu: 0,
  niedziela: 0,
  niedziele: 0,
  pondelok: 1,
  poniedzialek: 1,
  utorok: 2,
  wtorek: 2,
  sroda: 3,
  srode: 3,
  stvrtok: 4,
  czwartek: 4,
  piatok: 5,
  piatek: 5,
  sobote: 6,
  // Genitives after "do" (by): Polish "do piątku", Slovak "do pondelka", Czech "do úterý".
  poniedzialku: 1,
  pondelka: 1,
  wtorku: 2,
  utorka: 2,
  srody: 3,
  czwartku: 4,
  stvrtka: 4,
  piatku: 5,
  niedzieli: 0,
};

/** "next" (a period, a weekday), folded: English, German, Czech. */
export const NEXT_WORDS = ['next', 'nachste', 'nachsten', 'nachster', 'nachstes', 'kommende', 'kommenden', 'pristi', 'pristiho', 'pristim'];
/** "this" before a weekday: the coming one, as the weekday alone (for work done, the latest one). */
const THIS_WORDS = ['this', 'coming', 'tento', 'diesen', 'diesem'];
/** "last" before a weekday: the latest one before today. */
const LAST_WORDS = [
  'last',
  'previous',
  'past',
  'minuly',
  'minuleho',
  'minulou',
  'minulem',
  'letzte',
  'letzten',
  'letzter',
  'letztes',
  'vergangene',
  'vergangenen',
  'vergangenem',
  // Polish: "w zeszły piątek", "w ostatni poniedziałek".
  'zeszly',
  'zeszla',
  'ubiegly',
  'ostatni',
];
const WEEKDAY_PHRASE = new RegExp(`^(${[...NEXT_WORDS, ...THIS_WORDS, ...LAST_WORDS].join('|')})? ?([a-z]+)$`);

const ENGLISH_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday a folded word names (0 for Sunday), or undefined. */
export const weekdayNamed = (word: string): number | undefined => WEEKDAYS[word];

export const ENGLISH_WEEKDAYS = ENGLISH_NAMES;

const NEXT_WEEK = `(?:${NEXT_WORDS.join('|')}) (?:week|woche|tyden|tydne|tydnu)`;
const IN_NEXT_WEEK = new RegExp(`^(?:${NEXT_WEEK} ([a-z]+)|([a-z]+) ${NEXT_WEEK})$`);

/**
 * "Freitag nächster Woche", "next week Friday", "příští týden v pátek" (folded, "v" taken out): that weekday of the
 * week after this one, whichever day today is; null when the text is none.
 */
export function weekdayNextWeek(text: string, today: string): WeekdayReading | null {
  const match = IN_NEXT_WEEK.exec(text);
  const target = match ? WEEKDAYS[match[1] ?? match[2]!] : undefined;
  if (target === undefined) return null;
  const monday = addDays(today, 7 - daysIntoWeek(today));
  return { date: addDays(monday, (target + 6) % 7), how: `${ENGLISH_NAMES[target]} of next week` };
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Days since this week's Monday: 0 on a Monday, 6 on a Sunday. */
const daysIntoWeek = (day: string) => (weekdayOf(day) + 6) % 7;

/**
 * A weekday phrase (folded text), or null when the text is none. Without `past`, a weekday alone, "this" or "next" is
 * the coming one, never today. With `past` (a day of work done), a weekday alone or "this" is the latest one, today
 * included. "last" is the latest one before today, either way.
 */
export function weekdayPhrase(text: string, today: string, raw: string, past: boolean): WeekdayReading | null {
  const match = WEEKDAY_PHRASE.exec(text);
  const target = match ? WEEKDAYS[match[2]!] : undefined;
  if (!match || target === undefined) return null;
  const [word, name] = [match[1], match[2]!];
  const how = `${word ? `${word} ` : ''}${name}`;
  if (word && LAST_WORDS.includes(word)) {
    const back = (weekdayOf(today) - target + 7) % 7 || 7;
    const date = addDays(today, -back);
    // "last monday" said on a Thursday: this week's (the latest) or last week's? Taken as the latest, said back.
    if (back <= daysIntoWeek(today)) {
      const earlier = addDays(date, -7);
      return { date, how, warning: `"${raw}" was read as ${date}, the latest ${name}; for the one before, write ${earlier}` };
    }
    return { date, how };
  }
  if (past && (!word || THIS_WORDS.includes(word))) {
    const date = addDays(today, -((weekdayOf(today) - target + 7) % 7));
    // "v pondělí", "am Montag": which Monday is said, as a weekday alone names none.
    const which = date === today ? 'today' : `the latest ${ENGLISH_NAMES[target]}`;
    return {
      date,
      how: `${how}: the latest (a day of work done)`,
      warning: `"${raw}" was read as ${date}, ${which} (work is logged when done)`,
    };
  }
  // A weekday named alone, or "next", is the coming one, never today.
  const ahead = (target - weekdayOf(today) + 7) % 7 || 7;
  const date = addDays(today, ahead);
  // "next friday" said on a Monday: this week's (the coming one) or next week's? Taken as the coming one, said back.
  // "next tuesday" said on a Tuesday: a week from today, or the Tuesday of the week after next? The nearer, said back.
  if (word && NEXT_WORDS.includes(word) && (daysIntoWeek(today) + ahead <= 6 || ahead === 7)) {
    const later = addDays(date, 7);
    return { date, how, warning: `"${raw}" was read as ${date}, the coming ${name}; for the one after, write ${later}` };
  }
  // "on Monday", "v pondělí", "am Montag": a weekday alone names no week; the coming one is taken and said.
  if (!word || THIS_WORDS.includes(word))
    return { date, how, warning: `"${raw}" was read as ${date}, the coming ${ENGLISH_NAMES[target]}` };
  return { date, how };
}
