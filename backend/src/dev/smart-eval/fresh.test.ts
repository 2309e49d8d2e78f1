/**
 * The resolver on fresh cases (kinds/fresh/): a population and phrasings whose names, company words, cities and
 * templates are found nowhere else in the repository (kinds/fresh/overlap.test.ts), so that rules tuned on our own
 * pools are measured on a book they never saw. Per kind: right, wrong, over-cautious, missed, as in kinds.test.ts.
 * Targets: no wrong answer in any kind, at least 95 % right overall.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { freshCases } from './kinds/fresh/generate.js';
import { freshPopulation } from './kinds/fresh/population.js';
import { Tally, buildWorld, expectTally, judgeInto } from './kinds/harness.js';

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
      await judgeInto(tally, kontor, world, population, freshCases(population.clients, population.employees, CASES_PER_SEED, seed + 1));
    }
    expectTally(tally, 0.95);
  }, 1_800_000);
});
