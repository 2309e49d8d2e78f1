/** The fresh cases of one seed: client and people kinds drawn in turn until there are `count`. */
import { pick, random } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { freshClientCases } from './cases.js';
import { freshPeopleCases } from './people.js';
import type { FreshClient, FreshEmployee } from './pools.js';

export function freshCases(
  clients: readonly FreshClient[],
  employees: readonly FreshEmployee[],
  count: number,
  seed: number,
): JudgedCase[] {
  const rand = random(seed);
  const generators = [...freshClientCases(clients, rand), ...freshPeopleCases(employees, rand)];
  const out: JudgedCase[] = [];
  while (out.length < count) {
    const made = pick(rand, generators)();
    if (made) out.push(made);
  }
  return out;
}
