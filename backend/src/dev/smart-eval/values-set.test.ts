/** The shared run of the held-out value sets (values-set.ts) fails a set for each bound it breaks. */
import { describe, expect, it, vi } from 'vitest';
import { expectValueSet } from './values-set.js';

const VERDICTS = ['right', 'wrong', 'missed', 'crash'] as const;
type Verdict = (typeof VERDICTS)[number];
const caseOf = (kind: string, verdict: Verdict) => ({
  kind,
  text: `${kind} ${verdict}`,
  expected: '1',
  read: () => ({ value: '1' }),
  verdict,
});
const judge = (one: ReturnType<typeof caseOf>) => one.verdict;
const run = (verdicts: Verdict[], bounds: Parameters<typeof expectValueSet>[3]) => () =>
  expectValueSet(
    verdicts.map((verdict, index) => caseOf(index % 2 ? 'odd' : 'even', verdict)),
    judge,
    VERDICTS,
    bounds,
  );

describe('a held-out value set run', () => {
  vi.spyOn(console, 'table').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const rights = (count: number) => Array.from({ length: count }, (): Verdict => 'right');

  it('passes a set within its bounds', () => {
    expect(run([...rights(19), 'missed'], { floor: 0.9, floorAll: 0.95, fewestCases: 20, shown: 5 })).not.toThrow();
  });

  it('fails a set with one value read wrong or one crash, however many are right', () => {
    expect(run([...rights(99), 'wrong'], { floor: 0.5, shown: 5 })).toThrow();
    expect(run([...rights(99), 'crash'], { floor: 0.5, shown: 5 })).toThrow();
  });

  it('fails a kind under its floor, all the cases under theirs, and a set drawing fewer cases than it must', () => {
    expect(run([...rights(18), 'missed', 'missed'], { floor: 0.95, shown: 5 })).toThrow();
    expect(run([...rights(18), 'missed', 'missed'], { floor: 0.8, floorAll: 0.95, shown: 5 })).toThrow();
    expect(run(rights(10), { floor: 0.8, fewestCases: 11, shown: 5 })).toThrow();
  });
});
