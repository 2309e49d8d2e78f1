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
import { clientToColumns } from '../../features/clients/store.js';
import { normalizeName } from '../../features/smart/normalize.js';
import { addAlias, deleteAlias, listAliases } from '../../features/smart/aliases.js';
import { type Match, clientReference, employeeReference, resolveClient, resolveEmployee } from '../../features/smart/resolve.js';
import { Problem } from '../../platform/errors.js';
import { startTestKontor, type TestKontor } from '../test-support/kontor.js';
import { type KindCase, kindCases } from './kinds/cases.js';
import { evalPopulation } from './kinds/population.js';

const SEEDS = (process.env.EVAL_KIND_SEEDS ?? '11,23,37').split(',').map(Number);
const CASES_PER_SEED = Number(process.env.EVAL_KIND_CASES ?? 1100);

let kontor: TestKontor;
afterAll(() => kontor?.close());
beforeAll(async () => {
  kontor = await startTestKontor();
}, 60_000);

interface World {
  organizationId: number;
  clientIds: number[];
  employeeIds: number[];
}

async function build(seed: number): Promise<World & ReturnType<typeof evalPopulation>> {
  const population = evalPopulation(seed);
  const organizationId = (await kontor.createOrganization()).id;
  const rows = population.clients.map((client) => ({
    ...clientToColumns({ name: client.name, currency: 'EUR', address: { city: client.city } }),
    organization_id: organizationId,
  }));
  const clientIds = ((await kontor.db('clients').insert(rows).returning('id')) as Array<{ id: number }>).map((row) => Number(row.id));
  for (const [index, client] of population.clients.entries())
    if (client.former) await addAlias(kontor.db, organizationId, 'client', clientIds[index]!, client.former, 'former_name');
  const people = population.employees.map((employee, index) => ({
    organization_id: organizationId,
    name: employee.name,
    email: `person${index}@eval.test`,
    match_key: normalizeName(employee.name).key,
  }));
  const employeeIds = ((await kontor.db('employees').insert(people).returning('id')) as Array<{ id: number }>).map((row) => Number(row.id));
  return { ...population, organizationId, clientIds, employeeIds };
}

type Outcome = 'right' | 'wrong' | 'over_cautious' | 'missed';

async function resolve(world: World, item: KindCase): Promise<Match> {
  return item.record === 'client'
    ? resolveClient(kontor.db, world.organizationId, clientReference(item.text)!)
    : resolveEmployee(kontor.db, world.organizationId, employeeReference(item.text)!);
}

async function judge(world: World, item: KindCase): Promise<{ outcome: Outcome; got: string }> {
  const ids = item.record === 'client' ? world.clientIds : world.employeeIds;
  const expected = item.expected === null ? null : ids[item.expected]!;
  try {
    const match = await resolve(world, item);
    return { outcome: match.id === expected ? 'right' : 'wrong', got: `${match.name} (${match.score}, ${match.matched_on})` };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    if (expected === null) return { outcome: 'right', got: error.code };
    const offered = ((error.extensions.candidates ?? error.extensions.suggestions ?? []) as Array<{ id: number; name: string }>) ?? [];
    const among = offered.some((candidate) => candidate.id === expected);
    return {
      outcome: error.code === 'ambiguous_match' && among ? 'over_cautious' : 'missed',
      got: `${error.code} ${offered.map((candidate) => candidate.name).join(' | ')}`,
    };
  }
}

describe('resolution by kind, over held-out populations', () => {
  it(`answers ${SEEDS.length} × ${CASES_PER_SEED} generated cases with no wrong pick and at least 97 % right`, async () => {
    const table = new Map<string, Record<Outcome, number>>();
    const notes: string[] = [];
    for (const seed of SEEDS) {
      const world = await build(seed);
      for (const item of kindCases(world.clients, world.employees, CASES_PER_SEED, seed + 1)) {
        const { outcome, got } = await judge(world, item);
        const row = table.get(item.kind) ?? { right: 0, wrong: 0, over_cautious: 0, missed: 0 };
        row[outcome] += 1;
        table.set(item.kind, row);
        if (outcome !== 'right') {
          const ids = item.record === 'client' ? world.clients : world.employees;
          notes.push(
            `${outcome} ${item.kind}: "${item.text}" → ${got}; expected ${item.expected === null ? 'a refusal' : ids[item.expected]!.name}`,
          );
        }
      }
    }
    const total = { right: 0, wrong: 0, over_cautious: 0, missed: 0 };
    const shown: Record<string, Record<string, string | number>> = {};
    for (const [kind, row] of [...table].sort()) {
      const cases = row.right + row.wrong + row.over_cautious + row.missed;
      for (const key of Object.keys(total) as Outcome[]) total[key] += row[key];
      shown[kind] = { cases, ...row, right_pct: `${((100 * row.right) / cases).toFixed(1)}%` };
    }
    const all = total.right + total.wrong + total.over_cautious + total.missed;
    shown.ALL = { cases: all, ...total, right_pct: `${((100 * total.right) / all).toFixed(1)}%` };
    console.table(shown);
    if (notes.length > 0) console.table([...notes.filter((note) => note.startsWith('wrong')), ...notes].slice(0, 60));
    expect(total.wrong, notes.filter((note) => note.startsWith('wrong')).join('\n')).toBe(0);
    expect(total.right / all).toBeGreaterThanOrEqual(0.97);
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
