/**
 * The resolver on the seventh held-out set (kinds/fresh6/), written from the outside in and weighted toward cases where
 * a wrong pick is possible. Per kind: right, wrong, over-cautious, missed. A right pick that is not the name said
 * (words beside it, a surname for a company, a short form) must carry a warning: one without is counted apart as
 * silent. Targets: no wrong answer, no silent pick, at least 95 % right overall.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAlias } from '../../features/smart/aliases.js';
import { normalizeName } from '../../features/smart/normalize.js';
import {
  MATCHED_ON_ADDRESS_NAME,
  MATCHED_ON_WORDS,
  type Match,
  clientReference,
  employeeReference,
  resolveClient,
  resolveEmployee,
} from '../../features/smart/resolve.js';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { clientCases6 } from './kinds/fresh6/cases.js';
import { peopleCases6 } from './kinds/fresh6/people.js';
import { population6 } from './kinds/fresh6/population.js';
import { type JudgedCase, Tally, type World, buildWorld, judge } from './kinds/harness.js';
import { pick, random } from './population.js';

const SEEDS = (process.env.EVAL_FRESH6_SEEDS ?? '59,61,67').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_FRESH6_CASES ?? 1000);

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

const NAME_MATCHES = new Set(['name', 'legal_name', 'former_name', 'alias']);
/** As the smart endpoints decide it (service.ts): whether a pick is said back with a warning. */
const warned = (match: Match) =>
  match.warning !== undefined ||
  match.matched_on === MATCHED_ON_WORDS ||
  match.matched_on === MATCHED_ON_ADDRESS_NAME ||
  match.score < (NAME_MATCHES.has(match.matched_on) ? 1 : 0.9);
/** Said as the name itself: every word said, its legal form aside, is a word of the name (in any case, accents or order). */
const isTheName = (text: string, name: string) => normalizeName(text).words.every((word) => normalizeName(name).words.includes(word));

async function pickOf(world: World, item: JudgedCase): Promise<Match | null> {
  try {
    return item.record === 'client'
      ? await resolveClient(kontor.db, world.organizationId, clientReference(item.text)!)
      : await resolveEmployee(kontor.db, world.organizationId, employeeReference(item.text)!);
  } catch {
    return null;
  }
}

describe('resolution by kind, over the seventh held-out set', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} cases with no wrong or silent pick and at least 95 % right`, async () => {
    const tally = new Tally();
    const silent: string[] = [];
    for (const seed of SEEDS) {
      const population = population6(seed);
      const world = await buildWorld(kontor, population);
      for (const [index, client] of population.clients.entries())
        if (client.alias) await addAlias(kontor.db, world.organizationId, 'client', world.clientIds[index]!, client.alias, 'confirmed');
      const rand = random(seed + 1);
      const generators = [...clientCases6(population.clients, rand), ...peopleCases6(population.employees, rand)];
      let made = 0;
      for (let tries = 0; made < CASES_PER_SEED && tries < CASES_PER_SEED * 20; tries++) {
        const item = pick(rand, generators)();
        if (!item) continue;
        made += 1;
        const { outcome, got } = await judge(kontor, world, item);
        const records = item.record === 'client' ? population.clients : population.employees;
        const expectedName = item.expected === null ? null : records[item.expected]!.name;
        tally.add(item, outcome, got, expectedName);
        if (outcome === 'right' && expectedName && !isTheName(item.text, expectedName)) {
          const match = await pickOf(world, item);
          if (match && !warned(match)) silent.push(`silent ${item.kind}: "${item.text}" → ${got}`);
        }
      }
    }
    console.table(tally.table());
    const shown = [...tally.wrongNotes(), ...tally.notes.filter((note) => !note.startsWith('wrong')), ...silent];
    if (shown.length > 0) console.error([...new Set(shown)].slice(0, Number(process.env.EVAL_NOTES ?? 150)).join('\n'));
    console.error(`silent picks: ${silent.length}`);
    const total = tally.total;
    const all = total.right + total.wrong + total.over_cautious + total.missed;
    expect(total.wrong, tally.wrongNotes().join('\n')).toBe(0);
    expect(silent, silent.join('\n')).toEqual([]);
    expect(total.right / all).toBeGreaterThanOrEqual(0.95);
  }, 1_800_000);
});
