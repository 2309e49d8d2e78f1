/**
 * The resolver on the seventh held-out set (kinds/fresh6/), written from the outside in and weighted toward cases where
 * a wrong pick is possible. Per kind: right, wrong, over-cautious, missed. A right pick that is not the name said
 * (words beside it, a surname for a company, a short form) must carry a warning: one without is counted apart as
 * silent. Targets: no wrong answer, no silent pick, at least 95 % right overall: 96.5 % (2026-11-29, with the given
 * names by sex and short forms as data), what is left is named in docs/smart-names.md.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { clientCases6 } from './kinds/fresh6/cases.js';
import { peopleCases6 } from './kinds/fresh6/people.js';
import { population6 } from './kinds/fresh6/population.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH6_SEEDS ?? '59,61,67').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH6_CASES ?? 1000);
/** Above the set's 0.95 target: it stands at 0.985 with the merged rules of 2026-11-29 (0.965 with the name data alone). */
const RIGHT_AT_LEAST = 0.96;

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the seventh held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick, at least ${RIGHT_AT_LEAST * 100} % right`, async () => {
    await expectHeldOutSet(
      kontor,
      {
        seeds: SEEDS,
        casesPerSeed: CASES_PER_SEED,
        population: population6,
        generators: (population, rand) => [...clientCases6(population.clients, rand), ...peopleCases6(population.employees, rand)],
      },
      RIGHT_AT_LEAST,
    );
  }, 1_800_000);
});
