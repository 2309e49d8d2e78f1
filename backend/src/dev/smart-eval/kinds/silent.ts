/**
 * A held-out set judged with silent picks counted apart (fresh4.test.ts, fresh5.test.ts): each seed's population
 * stored in an organization of its own, cases drawn from its generators, and every right pick that is not the name
 * said checked for the warning the smart endpoints would say back.
 */
import { expect } from 'vitest';
import { addAlias } from '../../../features/smart/aliases.js';
import { normalizeName } from '../../../features/smart/normalize.js';
import {
  MATCHED_ON_ADDRESS_NAME,
  MATCHED_ON_WORDS,
  type Match,
  clientReference,
  employeeReference,
  resolveClient,
  resolveEmployee,
} from '../../../features/smart/resolve.js';
import type { TestKontor } from '../../test-support/kontor.js';
import { pick, random } from '../population.js';
import { type JudgedCase, type Population, Tally, type World, buildWorld, judge } from './harness.js';

const NAME_MATCHES = new Set(['name', 'legal_name', 'former_name', 'alias']);
/** As the smart endpoints decide it (service.ts): whether a pick is said back with a warning. */
const warned = (match: Match) =>
  match.warning !== undefined ||
  match.matched_on === MATCHED_ON_WORDS ||
  match.matched_on === MATCHED_ON_ADDRESS_NAME ||
  match.score < (NAME_MATCHES.has(match.matched_on) ? 1 : 0.9);
/** A record's own identifier found whole (an e-mail address, a registration or VAT number): the record itself, no guess. */
const IDENTIFIERS = new Set(['id', 'email', 'registration_no', 'vat_no']);
const byIdentifier = (match: Match) => IDENTIFIERS.has(match.matched_on) && match.score === 1;
/** Said as the name itself: every word said, its legal form aside, is a word of the name (in any case, accents or order). */
const isTheName = (text: string, name: string) => normalizeName(text).words.every((word) => normalizeName(name).words.includes(word));

async function pickOf(kontor: TestKontor, world: World, item: JudgedCase): Promise<Match | null> {
  try {
    return item.record === 'client'
      ? await resolveClient(kontor.db, world.organizationId, clientReference(item.text)!)
      : await resolveEmployee(kontor.db, world.organizationId, employeeReference(item.text)!);
  } catch {
    return null;
  }
}

type Generator = () => JudgedCase | null;

export interface HeldOutSet<P extends Population> {
  seeds: readonly number[];
  casesPerSeed: number;
  population(seed: number): P;
  generators(population: P, rand: () => number): Generator[];
}

/** Runs the set and holds it to its targets: no wrong pick, no silent one, at least `minRight` right. */
export async function expectHeldOutSet<P extends Population>(kontor: TestKontor, set: HeldOutSet<P>, minRight: number): Promise<void> {
  const tally = new Tally();
  const silent: string[] = [];
  for (const seed of set.seeds) {
    const population = set.population(seed);
    const world = await buildWorld(kontor, population);
    for (const [index, client] of population.clients.entries())
      if (client.alias) await addAlias(kontor.db, world.organizationId, 'client', world.clientIds[index]!, client.alias, 'confirmed');
    const rand = random(seed + 1);
    const generators = set.generators(population, rand);
    let made = 0;
    for (let tries = 0; made < set.casesPerSeed && tries < set.casesPerSeed * 20; tries++) {
      const item = pick(rand, generators)();
      if (!item) continue;
      made += 1;
      const { outcome, got } = await judge(kontor, world, item);
      const records = item.record === 'client' ? population.clients : population.employees;
      const expectedName = item.expected === null ? null : records[item.expected]!.name;
      tally.add(item, outcome, got, expectedName);
      if (outcome === 'right' && expectedName && !isTheName(item.text, expectedName)) {
        const match = await pickOf(kontor, world, item);
        if (match && !warned(match) && !byIdentifier(match)) silent.push(`silent ${item.kind}: "${item.text}" → ${got}`);
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
  expect(total.right / all).toBeGreaterThanOrEqual(minRight);
}
