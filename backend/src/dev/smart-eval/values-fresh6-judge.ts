/**
 * How the seventh held-out value set (values-fresh6.ts) judges a case. Its own module so that the set's parts can
 * share it without importing the set (a cycle). Adds to the sixth set's expectations `any`: right when one of the
 * alternatives is (a dotted date under a month-first order may be read day first, said back either way, or asked).
 */
import { AmbiguousValue, ParseError, type NumberSeparators } from '../../features/smart/parse/amounts.js';
import { parseDate } from '../../features/smart/parse/dates.js';
import type { Answer } from './values-fresh2.js';

export type Expected6 = { value: string } | { warned: string } | { within: [string, string] } | { any: Expected6[] } | 'ask' | 'refuse';

export interface Case6 {
  kind: string;
  text: string;
  expected: Expected6;
  read: () => Answer;
}

export const FRESH6_VERDICTS = ['right', 'wrong', 'over-cautious', 'missed', 'crash'] as const;
export type Fresh6Verdict = (typeof FRESH6_VERDICTS)[number];

/** A refusal judged against one expectation. */
function refused(expected: Expected6, error: ParseError): Fresh6Verdict {
  if (expected === 'refuse' || (typeof expected === 'object' && 'within' in expected)) return 'right';
  const asked = error instanceof AmbiguousValue && error.readings.length >= 2;
  if (expected === 'ask') return asked ? 'right' : 'missed';
  if (typeof expected === 'object' && 'any' in expected) {
    const verdicts = expected.any.map((one) => refused(one, error));
    return verdicts.includes('right') ? 'right' : verdicts.includes('over-cautious') ? 'over-cautious' : 'missed';
  }
  return asked ? 'over-cautious' : 'missed';
}

/** An answer judged against one expectation. */
function answered(expected: Expected6, answer: Answer): Fresh6Verdict {
  if (expected === 'refuse' || expected === 'ask') return 'wrong';
  if ('any' in expected) return expected.any.some((one) => answered(one, answer) === 'right') ? 'right' : 'wrong';
  if ('value' in expected) return answer.value === expected.value ? 'right' : 'wrong';
  if ('warned' in expected) return answer.value === expected.warned && answer.warning ? 'right' : 'wrong';
  const [from, to] = expected.within;
  return answer.value >= from && answer.value <= to && answer.warning ? 'right' : 'wrong';
}

export function judgeFresh6(one: Case6): Fresh6Verdict {
  let answer: Answer;
  try {
    answer = one.read();
  } catch (error) {
    if (!(error instanceof ParseError)) return 'crash';
    return refused(one.expected, error);
  }
  return answered(one.expected, answer);
}

/** A locale's decimal and grouping marks as Intl writes them. */
export function marksOf(locale: string): NumberSeparators {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')!.value,
    group: parts.find((part) => part.type === 'group')!.value,
    locale,
  };
}

/** A date read as a due date (terms, a year left out is the coming one) or as the day work was done. */
export const dateOf =
  (text: string, today: string, order: 'DMY' | 'MDY' | null, past = false) =>
  (): Answer => {
    const parsed = parseDate(text, today, order, past ? { past: true } : { yearlessAhead: true, terms: true });
    return { value: parsed.date, warning: parsed.warning };
  };

export const TODAYS6 = ['2026-11-25', '2027-03-10', '2027-07-15']; // a Wednesday, a Wednesday, a Thursday
export const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
export const plus = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The next day from tomorrow on that falls on `day` (0 Sunday). */
export const coming = (today: string, day: number) => plus(today, (day - weekday(today) + 7) % 7 || 7);
/** The latest day before today that falls on `day`. */
export const latest = (today: string, day: number) => plus(today, -((weekday(today) - day + 7) % 7 || 7));
export const lastOf = (y: number, m: number) => ymd(y, m + 1, 0);
/** The same day `months` later (earlier when negative), or the month's last day when it has no such day. */
export function addMonthsTo(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return ymd(y, m + months, Math.min(d, last));
}
