/**
 * The resolver on the thirteenth held-out set (kinds/fresh12/), written blind over issue 30's kinds: clients and
 * employees of Czech, Slovak, German, Austrian, Swiss, Polish, British, Irish, US, Dutch, French, Italian, Spanish and
 * Hungarian firms, passed on as an AI agent (tool arguments, JSON, markdown, `Re:` lines, polite sentences, closings)
 * and a voice transcript (lower case, no punctuation, numbers as words, spelling by sound, fillers, false starts) pass
 * them, with the plain cases beside and kinds no earlier set drew (joiners, particles, possessives, double-barrelled
 * surnames, initials, Hungarian order, a firm named after an employee); weighted toward cases where a wrong pick is
 * possible. Per kind: right, wrong, over-cautious, missed; a right pick that is not the name said must carry a warning.
 * Targets: no wrong answer, no silent pick, the share right it reaches (docs/smart-names.md, "Figures of the
 * thirteenth set").
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { cases12, population12 } from './kinds/fresh12/set.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH12_SEEDS ?? '149,151,157').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH12_CASES ?? 1000);
/**
 * The share right it holds honestly: 0.954 on its first run on main's code, 0.978 with the fillers of what a sentence
 * is about and the given name's initial (docs/smart-names.md, "Figures of the thirteenth set").
 */
const RIGHT_AT_LEAST = 0.97;

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the thirteenth held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick, at least ${RIGHT_AT_LEAST * 100} % right`, async () => {
    await expectHeldOutSet(
      kontor,
      { seeds: SEEDS, casesPerSeed: CASES_PER_SEED, population: population12, generators: cases12 },
      RIGHT_AT_LEAST,
    );
  }, 1_800_000);
});
