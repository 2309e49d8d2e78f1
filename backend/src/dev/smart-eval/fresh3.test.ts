/**
 * The resolver on the fourth held-out set (kinds/fresh3/), written from how agents and transcripts pass names on
 * rather than from our generators. Per kind: right, wrong, over-cautious, missed. Targets: no wrong answer, at least
 * 95 % right overall.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { cases3, population3 } from './kinds/fresh3/cases.js';
import { Tally, buildWorld, expectTally, judgeInto } from './kinds/harness.js';

const SEEDS = (process.env.EVAL_FRESH3_SEEDS ?? '31,37,41').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH3_CASES ?? 1000);

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the fourth held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong pick and at least 95 % right`, async () => {
    const tally = new Tally();
    for (const seed of SEEDS) {
      const population = population3(seed);
      const world = await buildWorld(kontor, population);
      await judgeInto(tally, kontor, world, population, cases3(population.clients, population.employees, CASES_PER_SEED, seed + 1));
    }
    expectTally(tally, 0.95, Number(process.env.EVAL_NOTES ?? 120));
  }, 1_800_000);
});
