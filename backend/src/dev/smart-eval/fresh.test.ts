/**
 * The resolver on fresh cases (kinds/fresh/): a population and phrasings whose names, company words, cities and
 * templates are found nowhere else in the repository (kinds/fresh/overlap.test.ts), so that rules tuned on our own
 * pools are measured on a book they never saw. Per kind: right, wrong, over-cautious, missed, as in kinds.test.ts.
 * Targets: no wrong answer in any kind, at least 95 % right overall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { freshCases } from './kinds/fresh/generate.js';
import { freshPopulation } from './kinds/fresh/population.js';
import { Tally, buildWorld, judge } from './kinds/harness.js';

const SEEDS = (process.env.EVAL_FRESH_SEEDS ?? '3,5,7').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH_CASES ?? 1000);

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over fresh populations', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} fresh cases with no wrong pick and at least 95 % right`, async () => {
    const tally = new Tally();
    for (const seed of SEEDS) {
      const population = freshPopulation(seed);
      const world = await buildWorld(kontor, population);
      for (const item of freshCases(population.clients, population.employees, CASES_PER_SEED, seed + 1)) {
        const { outcome, got } = await judge(kontor, world, item);
        const records = item.record === 'client' ? population.clients : population.employees;
        tally.add(item, outcome, got, item.expected === null ? null : records[item.expected]!.name);
      }
    }
    console.table(tally.table());
    const shown = [...tally.wrongNotes(), ...tally.notes.filter((note) => !note.startsWith('wrong'))];
    if (shown.length > 0) console.table(shown.slice(0, Number(process.env.EVAL_NOTES ?? 80)));
    const total = tally.total;
    const all = total.right + total.wrong + total.over_cautious + total.missed;
    expect(total.wrong, tally.wrongNotes().join('\n')).toBe(0);
    expect(total.right / all).toBeGreaterThanOrEqual(0.95);
  }, 1_800_000);
});
