/**
 * The resolver on the sixth held-out set (kinds/fresh5/), written from the outside in and weighted toward cases where
 * a wrong pick is possible, over registers no earlier set holds. Per kind: right, wrong, over-cautious, missed. A right pick that is not the name said
 * (words beside it, a surname for a company, a short form) must carry a warning: one without is counted apart as
 * silent. Targets: no wrong answer, no silent pick, at least 95 % right overall.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { clientCases5 } from './kinds/fresh5/cases.js';
import { peopleCases5 } from './kinds/fresh5/people.js';
import { population5 } from './kinds/fresh5/population.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH5_SEEDS ?? '59,61,67').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH5_CASES ?? 1000);

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the sixth held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick and at least 95 % right`, async () => {
    await expectHeldOutSet(
      kontor,
      {
        seeds: SEEDS,
        casesPerSeed: CASES_PER_SEED,
        population: population5,
        generators: (population, rand) => [...clientCases5(population.clients, rand), ...peopleCases5(population.employees, rand)],
      },
      0.95,
    );
  }, 1_800_000);
});
