/** The third set's cases of one seed: client and people kinds drawn in turn until there are `count`. */
import { pick, random } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import { clientCases2 } from './cases.js';
import { peopleCases2 } from './people.js';
import type { Client2, Employee2 } from './pools.js';

export function cases2(clients: readonly Client2[], employees: readonly Employee2[], count: number, seed: number): JudgedCase[] {
  const rand = random(seed);
  const generators = [...clientCases2(clients, rand), ...peopleCases2(employees, rand)];
  const out: JudgedCase[] = [];
  while (out.length < count) {
    const made = pick(rand, generators)();
    if (made) out.push(made);
  }
  return out;
}
