/**
 * The calendar under every date reading: month names as dates say them (en, de, cs, sk, pl), ISO days checked to
 * exist and to fall in the years read, months added, two-digit years. Pure; no phrase is read here.
 */
import { ParseError } from './errors.js';

/** Day or month first in a slashed date; null when the organization has not said (both readings are asked). */
export type DateOrder = 'DMY' | 'MDY';

export interface ParsedDate {
  date: string;
  how: string;
  /** Said when the reading took a choice: a slashed date both ways valid, "next week" as its Monday. */
  warning?: string;
}

export const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  januar: 1,
  februar: 2,
  janner: 1,
  marz: 3,
  maerz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  okt: 10,
  dezember: 12,
  dez: 12,
  ledna: 1,
  unora: 2,
  brezna: 3,
  dubna: 4,
  kvetna: 5,
  cervna: 6,
  cervence: 7,
  srpna: 8,
  zari: 9,
  rijna: 10,
  listopadu: 11,
  prosince: 12,
  // Slovak and Polish months as a date says them (genitive), folded: "15. januára", "15 stycznia".
  januara: 1,
  februara: 2,
  marca: 3,
  aprila: 4,
  maja: 5,
  juna: 6,
  jula: 7,
  augusta: 8,
  septembra: 9,
  oktobra: 10,
  novembra: 11,
  decembra: 12,
  stycznia: 1,
  lutego: 2,
  kwietnia: 4,
  czerwca: 6,
  lipca: 7,
  sierpnia: 8,
  wrzesnia: 9,
  pazdziernika: 10,
  listopada: 11,
  grudnia: 12,
  // Polish months as Intl abbreviates them ("3 gru 2026"); "mar", "lis" mean the same month in English and Czech.
  sty: 1,
  lut: 2,
  kwi: 4,
  maj: 5,
  cze: 6,
  lip: 7,
  sie: 8,
  wrz: 9,
  paz: 10,
  lis: 11,
  gru: 12,
};

/** The years a date read from loose text may fall in: outside them it is a slip ("0001-01-01", "in 3000 months"). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

export function iso(year: number, month: number, day: number, input: string): string {
  // Before Date.UTC, which reads the years 0 to 99 as 1900 to 1999 ("0001-01-01" would be 1901).
  if (year < FIRST_YEAR || year > LAST_YEAR) withinYears(`${String(year).padStart(4, '0')}-01-01`, input);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new ParseError(`"${input}" is not a calendar date`);
  }
  return withinYears(date.toISOString().slice(0, 10), input);
}

export function withinYears(day: string, input: string): string {
  const year = Number(day.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR || day.startsWith('+'))
    throw new ParseError(`"${input}" falls in the year ${year}; dates from ${FIRST_YEAR} to ${LAST_YEAR} are read here`);
  return day;
}

/**
 * `addMonths`, and what to say when the month reached has no such day: "in a month" from 31 January is 28 February (or
 * 2 or 3 March by counting days), read as the month's last day and said, never silently.
 */
export function monthsFrom(day: string, months: number, how: string): { date: string; warning?: string } {
  const date = addMonths(day, months);
  if (date.slice(8) === day.slice(8)) return { date };
  return {
    date,
    warning: `${how} from ${day}: ${date.slice(0, 7)} has no day ${Number(day.slice(8))}, so it was read as its last day, ${date}`,
  };
}

export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Two-digit years this close to this year are read in the 2000s; farther ones ("99": 1999 or 2099?) are asked about. */
const TWO_DIGIT_YEARS_AROUND = 10;

export function fullYear(year: string, thisYear: number, input: string): number {
  if (year.length !== 2) return Number(year);
  const full = 2000 + Number(year);
  if (Math.abs(full - thisYear) > TWO_DIGIT_YEARS_AROUND) {
    const guesses = [full - 100, full].filter((candidate) => Math.abs(candidate - thisYear) < 100);
    throw new ParseError(`"${input}" has the two-digit year ${year}: ${guesses.join(' or ')}? Write the year in full`);
  }
  return full;
}

export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The ISO date of a day, month and year; null when there is no such day. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.toISOString().slice(0, 10)
    : null;
}
