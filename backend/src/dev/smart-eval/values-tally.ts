/**
 * The tally the held-out value sets share: each case judged, counted per kind and verdict, and every case not read
 * right written out with what came back, so a failing run says which phrasing failed and how.
 */
import type { SaidCase } from './values-fresh2.js';

export interface ValueTally<V extends string> {
  table: Record<string, Record<V, number>>;
  /** One line per case not read right (deduplicated): kind, verdict, text, expected and what came back. */
  failed: string[];
}

/** What the tally needs of a case: any set's own expectations will do. */
type Tallied = Pick<SaidCase, 'kind' | 'text' | 'read'> & { expected: unknown };

export function tallyValueCases<V extends string, C extends Tallied = SaidCase>(
  cases: readonly C[],
  judge: (one: C) => V,
  verdicts: readonly V[],
  right: V,
): ValueTally<V> {
  const table: Record<string, Record<V, number>> = {};
  const failed = new Set<string>();
  for (const one of cases) {
    const verdict = judge(one);
    table[one.kind] ??= Object.fromEntries(verdicts.map((name) => [name, 0])) as Record<V, number>;
    table[one.kind]![verdict]++;
    if (verdict !== right)
      failed.add(`${one.kind} ${verdict}: ${JSON.stringify(one.text)} expected ${JSON.stringify(one.expected)}, got ${gotOf(one)}`);
  }
  return { table, failed: [...failed] };
}

function gotOf(one: Tallied): string {
  try {
    return JSON.stringify(one.read());
  } catch (error) {
    return `(${(error as Error).constructor.name}: ${(error as Error).message.slice(0, 90)})`;
  }
}

/** The share of a kind's cases with the given verdict. */
export const shareOf = <V extends string>(counts: Record<V, number>, verdict: V) =>
  counts[verdict] / Object.values<number>(counts).reduce((a, b) => a + b, 0);
