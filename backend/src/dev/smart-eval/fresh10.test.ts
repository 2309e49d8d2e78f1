/**
 * The resolver on the eleventh held-out set (kinds/fresh10/), written blind over issue 30's kinds: clients and
 * employees of Czech, Slovak, German, Austrian, Polish, English, Dutch and French firms (and Italian and Spanish
 * staff), passed on as an AI agent (tool arguments, JSON, markdown, polite requests) and a voice transcript (lower
 * case, no punctuation, numbers as words, spelling by sound, fillers) pass them; weighted toward cases where a wrong
 * pick is possible. Per kind: right, wrong, over-cautious, missed. A right pick that is not the name said must carry a
 * warning: one without is counted apart as silent. Targets: no wrong answer, no silent pick, the share right it
 * reaches (docs/smart-names.md, "Figures of the eleventh set").
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { clientCases10, peopleCases10, population10 } from './kinds/fresh10/set.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH10_SEEDS ?? '109,113,127').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH10_CASES ?? 1000);
/**
 * The share right it holds honestly: 0.923 on its first run on the code it was written against, 0.950 on the first run
 * of the next code (written without it), 0.981 after the rules its misses showed, 0.988 after session 15's kinds
 * and 0.995 after session 16's (docs/smart-names.md, "Figures of the eleventh set").
 */
const RIGHT_AT_LEAST = 0.995;

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the eleventh held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick, at least ${RIGHT_AT_LEAST * 100} % right`, async () => {
    await expectHeldOutSet(
      kontor,
      {
        seeds: SEEDS,
        casesPerSeed: CASES_PER_SEED,
        population: population10,
        generators: (population, rand) => [...clientCases10(population.clients, rand), ...peopleCases10(population.employees, rand)],
      },
      RIGHT_AT_LEAST,
    );
  }, 1_800_000);
});
