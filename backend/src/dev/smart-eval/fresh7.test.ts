/**
 * The resolver on the eighth held-out set (kinds/fresh7/), written blind from the outside in: French, Italian,
 * Spanish, Dutch and Flemish, Hungarian registers, and English, German and Czech names wrapped the way LLM agents
 * write tool arguments; weighted toward cases where a wrong pick is possible. Per kind: right, wrong, over-cautious,
 * missed. A right pick that is not the name said must carry a warning: one without is counted apart as silent.
 * Targets: no wrong answer, no silent pick, at least 95 % right overall: 95.2 % with the merged rules of 2026-11-29
 * (90.6 % with its author's fixes alone), 97.6 % with the short forms, salutations and particles of session 13; what
 * is left is named in docs/smart-names.md.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { clientCases7 } from './kinds/fresh7/cases.js';
import { peopleCases7 } from './kinds/fresh7/people.js';
import { population7 } from './kinds/fresh7/population.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH7_SEEDS ?? '71,73,79').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH7_CASES ?? 1000);
/** What the set reaches (0.976, see above), held so that no change lowers it. */
const RIGHT_AT_LEAST = 0.975;

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the eighth held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick, at least ${RIGHT_AT_LEAST * 100} % right`, async () => {
    await expectHeldOutSet(
      kontor,
      {
        seeds: SEEDS,
        casesPerSeed: CASES_PER_SEED,
        population: population7,
        generators: (population, rand) => [...clientCases7(population.clients, rand), ...peopleCases7(population.employees, rand)],
      },
      RIGHT_AT_LEAST,
    );
  }, 1_800_000);
});
