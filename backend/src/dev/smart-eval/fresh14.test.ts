/**
 * The resolver on the fifteenth held-out set (kinds/fresh14/), written blind over issue 30's kinds: clients and
 * employees of Czech, Slovak, German, Austrian, Polish, British and Portuguese firms passed on as an AI agent, a chat
 * and a voice transcript pass them, with the plain cases beside and kinds no earlier set drew (firms of Lithuanian,
 * Latvian, Estonian, Turkish, Bulgarian and Icelandic registers; names said alike held by several records; a client
 * named by its brand; a firm called by its family in the plural; an agent's structured guesses that contradict each
 * other; names a speech recogniser splits or joins; Baltic, Finnish and Hungarian families; an initial two people
 * share); weighted toward cases where a wrong pick is possible. Per kind: right, wrong, over-cautious, missed; a right
 * pick that is not the name said must carry a warning. Targets: no wrong answer, no silent pick, the share right it
 * reaches (docs/smart-names.md, "Figures of the fifteenth set").
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { cases14, population14 } from './kinds/fresh14/set.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH14_SEEDS ?? '179,181,191').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH14_CASES ?? 1000);
/** The share right it holds honestly (docs/smart-names.md, "Figures of the fifteenth set"). */
const RIGHT_AT_LEAST = 0.92;

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the fifteenth held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick, at least ${RIGHT_AT_LEAST * 100} % right`, async () => {
    await expectHeldOutSet(
      kontor,
      { seeds: SEEDS, casesPerSeed: CASES_PER_SEED, population: population14, generators: cases14 },
      RIGHT_AT_LEAST,
    );
  }, 1_800_000);
});
