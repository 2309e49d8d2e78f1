/**
 * The resolver by kind of what agents and voice assistants pass on (see
 * kinds/cases.ts), over held-out populations of several seeds: per kind, how
 * many are right, wrong (another record picked, or one picked where a clerk
 * would ask), over-cautious (asked back with the right record among the
 * candidates) or missed (refused without offering it). Targets: no wrong
 * answer in any kind, at least 97 % right overall. Then learning: a phrase
 * confirmed once finds its record again, also misspelt, with a warning, and
 * deleting the alias restores the old answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAlias, deleteAlias, listAliases } from '../../features/smart/aliases.js';
import { clientReference, resolveClient } from '../../features/smart/resolve.js';
import type { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { type KindCase, kindCases } from './kinds/cases.js';
import { Tally, type World, buildWorld, expectTally, judge as judged, judgeInto } from './kinds/harness.js';
import { evalPopulation } from './kinds/population.js';

const SEEDS = (process.env.EVAL_KIND_SEEDS ?? '11,23,37').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_KIND_CASES ?? 1100);

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

async function build(seed: number): Promise<World & ReturnType<typeof evalPopulation>> {
  const population = evalPopulation(seed);
  return { ...population, ...(await buildWorld(kontor, population)) };
}

const judge = (world: World, item: KindCase) => judged(kontor, world, item);

describe('resolution by kind, over held-out populations', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} generated cases with no wrong pick and at least 97 % right`, async () => {
    const tally = new Tally();
    for (const seed of SEEDS) {
      const world = await build(seed);
      await judgeInto(tally, kontor, world, world, kindCases(world.clients, world.employees, CASES_PER_SEED, seed + 1));
    }
    expectTally(tally, 0.97, 60);
  }, 1_800_000);

  it('finds a confirmed phrase again, also misspelt, with a warning; deleting the alias restores the old answer', async () => {
    const world = await build(101);
    let learned = 0;
    let tried = 0;
    const notes: string[] = [];
    const words = ['Alpha', 'Brava', 'Cortex', 'Delta', 'Epsilon', 'Ferro', 'Gamma', 'Helix', 'Ionic', 'Juno'];
    for (let index = 0; index < 100; index++) {
      const target = (index * 7) % world.clients.length;
      const phrase = `${words[index % words.length]} ${['Werke', 'Haus', 'Kontor', 'Dům', 'Zakład'][index % 5]} ${index}`;
      const before = await judge(world, { kind: 'renamed', record: 'client', text: phrase, expected: null });
      const id = world.clientIds[target]!;
      await addAlias(kontor.db, world.organizationId, 'client', id, phrase, 'confirmed');
      const misspelt = phrase.replace(/(\w)(\w)(\w*)$/, '$2$1$3');
      for (const text of [phrase, phrase.toLowerCase(), misspelt.replace(/ \d+$/, ` ${index}`)]) {
        tried += 1;
        try {
          const match = await resolveClient(kontor.db, world.organizationId, clientReference(text)!);
          if (match.id === id && match.matched_on === 'alias' && match.warning) learned += 1;
          else notes.push(`"${text}" → ${match.name} ${match.matched_on}`);
        } catch (error) {
          notes.push(`"${text}" → ${(error as Problem).code}`);
        }
      }
      const alias = (await listAliases(kontor.db, world.organizationId, 'client', id)).find((one) => one.alias === phrase);
      await deleteAlias(kontor.db, world.organizationId, 'client', id, alias!.id);
      const after = await judge(world, { kind: 'renamed', record: 'client', text: phrase, expected: null });
      expect(after.got).toBe(before.got);
    }
    console.table({ learned, tried, percent: ((100 * learned) / tried).toFixed(1), misses: notes.slice(0, 10).join(' / ') });
    expect(learned / tried).toBeGreaterThanOrEqual(0.99);
  }, 600_000);
});
