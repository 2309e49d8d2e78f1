/**
 * The run the held-out value sets share: every case tallied (values-tally.ts), the table shown, the cases not read
 * right written out, then the set's bounds checked. No kind reads a value as another or crashes; each kind is read
 * right at least `floor` of the time, and, where a set names it, all its cases at least `floorAll`.
 */
import { expect } from 'vitest';
import { shareOf, tallyValueCases } from './values-tally.js';
import type { SaidCase } from './values-fresh2.js';

export interface ValueSetBounds {
  /** The least share read right per kind. */
  floor: number;
  /** The least share read right over all the set's cases. */
  floorAll?: number;
  /** The fewest cases the seeds must draw: fewer means a generator stopped drawing some kind. */
  fewestCases?: number;
  /** How many of the cases not read right are written out. */
  shown: number;
}

type Judged = Pick<SaidCase, 'kind' | 'text' | 'read'> & { expected: unknown };

/** The verdicts every set judges with; a set may add its own (asked back, refused, over-cautious ...). */
type Verdicts<V extends string> = readonly ('right' | 'wrong' | 'crash' | V)[];

export function expectValueSet<V extends string, C extends Judged>(
  cases: readonly C[],
  judge: (one: C) => V | 'right' | 'wrong' | 'crash',
  verdicts: Verdicts<V>,
  bounds: ValueSetBounds,
): void {
  const { table, failed } = tallyValueCases(cases, judge, verdicts, 'right');
  console.table(table);
  if (failed.length > 0) console.error(failed.slice(0, bounds.shown).join('\n'));
  if (bounds.fewestCases !== undefined) expect(cases.length).toBeGreaterThanOrEqual(bounds.fewestCases);
  for (const [kind, counts] of Object.entries(table)) {
    expect(counts.wrong, kind).toBe(0);
    expect(counts.crash, kind).toBe(0);
    expect(shareOf(counts, 'right'), kind).toBeGreaterThanOrEqual(bounds.floor);
  }
  if (bounds.floorAll !== undefined) {
    const right = Object.values(table).reduce((sum, counts) => sum + counts.right, 0);
    expect(right / cases.length).toBeGreaterThanOrEqual(bounds.floorAll);
  }
}
