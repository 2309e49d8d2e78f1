/** What the logic blocks do: pure functions of their rendered params. */
import { instantOfWallClock, wallClockOf } from './zone-time.js';

const numeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/** A condition's verdict. Numbers compare as numbers ("1500.00" > "999"), anything else as text. */
export function evaluateCondition(value: unknown, operator: string, compareTo: unknown): boolean {
  const left = value === undefined || value === null ? '' : String(value);
  const right = compareTo === undefined || compareTo === null ? '' : String(compareTo);
  const both = numeric(left) && numeric(right);
  switch (operator) {
    case 'equals':
      return both ? Number(left) === Number(right) : left === right;
    case 'not_equals':
      return both ? Number(left) !== Number(right) : left !== right;
    case 'greater':
      return both ? Number(left) > Number(right) : left.localeCompare(right) > 0;
    case 'less':
      return both ? Number(left) < Number(right) : left.localeCompare(right) < 0;
    case 'contains':
      return left.toLowerCase().includes(right.toLowerCase());
    case 'is_empty':
      return left.trim() === '';
    case 'is_not_empty':
      return left.trim() !== '';
    default:
      throw new Error(`unknown operator ${operator}`);
  }
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/**
 * When a wait ends. Minutes and hours are lengths of time; days are calendar days in `timeZone` (the host's
 * organization's), ending at the same time of day (or the first time after it, where clocks skip it): seven days of
 * 24 h from a midnight ended at 23:00 the day before across a change of clocks, and a reminder went out a day early.
 */
export function waitUntil(now: Date, amount: number, unit: keyof typeof UNIT_MS, timeZone = 'UTC'): Date {
  if (unit !== 'days') return new Date(now.getTime() + amount * UNIT_MS[unit]);
  return new Date(instantOfWallClock(wallClockOf(now.getTime(), timeZone) + amount * UNIT_MS.days, timeZone));
}
