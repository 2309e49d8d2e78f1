/**
 * The resolver on the fourteenth held-out set (kinds/fresh13/), written blind over issue 30's kinds: clients and
 * employees of Czech, Slovak, German, Austrian, Swiss, Polish, British, Irish, US, Dutch, French, Italian and Spanish
 * firms, and Ukrainian, Russian and Serbian staff, passed on as an AI agent, a chat, a CRM export and a voice
 * transcript pass them, with the plain cases beside and kinds no earlier set drew (a client by its e-mail address or
 * web domain, its registration or VAT number, its street; names in capitals, surname first; a name differing from
 * another record's only in a mark; transliterated names; chat wrappers; corrections and two names at once); weighted
 * toward cases where a wrong pick is possible. Per kind: right, wrong, over-cautious, missed; a right pick that is not
 * the name said must carry a warning. Targets: no wrong answer, no silent pick, the share right it reaches
 * (docs/smart-names.md, "Figures of the fourteenth set").
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { cases13, population13 } from './kinds/fresh13/set.js';
import { expectHeldOutSet } from './kinds/silent.js';

const SEEDS = (process.env.EVAL_FRESH13_SEEDS ?? '163,167,173').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH13_CASES ?? 1000);
/**
 * The share right it holds honestly: 0.878 on its first run on main's code, 0.936 with a number read by its label and
 * digits and a name read as corrected, 0.977 with an address or domain read inside the phrase and a street said
 * deciding (docs/smart-names.md, "Figures of the fourteenth set").
 */
const RIGHT_AT_LEAST = 0.97;

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

describe('resolution by kind, over the fourteenth held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick, at least ${RIGHT_AT_LEAST * 100} % right`, async () => {
    await expectHeldOutSet(
      kontor,
      { seeds: SEEDS, casesPerSeed: CASES_PER_SEED, population: population13, generators: cases13 },
      RIGHT_AT_LEAST,
    );
  }, 1_800_000);
});
