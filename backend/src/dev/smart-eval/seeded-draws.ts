/**
 * The seeded draws every held-out value set since the seventh repeated in each of its parts: a mulberry32 stream
 * (values.ts `random`), a whole number in a closed range and one item of a list, and the adder that turns a date said
 * on a day under an organization's date order into a case. One module so that a set's parts draw alike; the draws are
 * exactly those the sets made before (dump-values.test.ts checks every case byte for byte).
 */
import { type Case6, type Expected6, dateOf } from './values-fresh6-judge.js';
import { random } from './values.js';

export type Int = (min: number, max: number) => number;
export type Pick = <T>(items: readonly T[]) => T;

export interface Draws {
  next: () => number;
  int: Int;
  pick: Pick;
}

export function seededDraws(seed: number): Draws {
  const next = random(seed);
  const int: Int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick: Pick = (items) => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

export type DateOrder = 'DMY' | 'MDY' | null;
export type AddDate = (kind: string, text: string, today: string, order: DateOrder, expected: Expected6, past?: boolean) => void;

/** An adder of date cases: the case's text names the day it was said on, the order, and whether it is work done. */
export function dateCaseAdder(cases: Case6[]): AddDate {
  return (kind, text, today, order, expected, past = false) =>
    cases.push({
      kind,
      text: `${text} (${today}, ${order ?? 'no order'}${past ? ', work done' : ''})`,
      expected,
      read: dateOf(text, today, order, past),
    });
}
