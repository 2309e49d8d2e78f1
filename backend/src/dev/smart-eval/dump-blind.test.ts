/**
 * Dumps every blind names set's population and cases per seed as JSON (DUMP_BLIND=/some/dir), drawn as
 * kinds/silent.ts draws them, so that a refactor of the generators can be checked byte for byte with `diff -r`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { clientCases4 } from './kinds/fresh4/cases.js';
import { peopleCases4 } from './kinds/fresh4/people.js';
import { population4 } from './kinds/fresh4/population.js';
import { clientCases5 } from './kinds/fresh5/cases.js';
import { peopleCases5 } from './kinds/fresh5/people.js';
import { population5 } from './kinds/fresh5/population.js';
import { clientCases6 } from './kinds/fresh6/cases.js';
import { peopleCases6 } from './kinds/fresh6/people.js';
import { population6 } from './kinds/fresh6/population.js';
import { clientCases7 } from './kinds/fresh7/cases.js';
import { peopleCases7 } from './kinds/fresh7/people.js';
import { population7 } from './kinds/fresh7/population.js';
import { clientCases8, peopleCases8, population8 } from './kinds/fresh8/set.js';
import { clientCases11, peopleCases11, population11 } from './kinds/fresh11/set.js';
import { cases12, population12 } from './kinds/fresh12/set.js';
import { cases13, population13 } from './kinds/fresh13/set.js';
import { clientCases9, peopleCases9, population9 } from './kinds/fresh9/set.js';
import { clientCases10, peopleCases10, population10 } from './kinds/fresh10/set.js';
import type { JudgedCase, Population } from './kinds/harness.js';
import { pick, random } from './population.js';

const DIR = process.env.DUMP_BLIND;
type Gen = () => JudgedCase | null;
const SETS: Array<[string, number[], (seed: number) => Population, (population: never, rand: () => number) => Gen[]]> = [
  [
    'fresh4',
    [43, 47, 53],
    population4,
    (p: ReturnType<typeof population4>, r) => [...clientCases4(p.clients, r), ...peopleCases4(p.employees, r)],
  ],
  [
    'fresh5',
    [59, 61, 67],
    population5,
    (p: ReturnType<typeof population5>, r) => [...clientCases5(p.clients, r), ...peopleCases5(p.employees, r)],
  ],
  [
    'fresh6',
    [59, 61, 67],
    population6,
    (p: ReturnType<typeof population6>, r) => [...clientCases6(p.clients, r), ...peopleCases6(p.employees, r)],
  ],
  [
    'fresh7',
    [71, 73, 79],
    population7,
    (p: ReturnType<typeof population7>, r) => [...clientCases7(p.clients, r), ...peopleCases7(p.employees, r)],
  ],
  [
    'fresh8',
    [83, 89, 97],
    population8,
    (p: ReturnType<typeof population8>, r) => [...clientCases8(p.clients, r), ...peopleCases8(p.employees, r)],
  ],
  [
    'fresh9',
    [101, 103, 107],
    population9,
    (p: ReturnType<typeof population9>, r) => [...clientCases9(p.clients, r), ...peopleCases9(p.employees, r)],
  ],
  [
    'fresh10',
    [109, 113, 127],
    population10,
    (p: ReturnType<typeof population10>, r) => [...clientCases10(p.clients, r), ...peopleCases10(p.employees, r)],
  ],
  [
    'fresh11',
    [131, 137, 139],
    population11,
    (p: ReturnType<typeof population11>, r) => [...clientCases11(p.clients, r), ...peopleCases11(p.employees, r)],
  ],
  ['fresh12', [149, 151, 157], population12, cases12],
  ['fresh13', [163, 167, 173], population13, cases13],
];

describe.skipIf(!DIR)('blind sets dumped', () => {
  it('writes each set and seed as JSON', () => {
    for (const [name, seeds, population, generators] of SETS)
      for (const seed of seeds) {
        const people = population(seed);
        const rand = random(seed + 1);
        const gens = generators(people as never, rand);
        const cases: JudgedCase[] = [];
        for (let tries = 0; cases.length < 1000 && tries < 20_000; tries++) {
          const item = pick(rand, gens)();
          if (item) cases.push(item);
        }
        mkdirSync(join(DIR!, name), { recursive: true });
        writeFileSync(join(DIR!, name, `${seed}.json`), JSON.stringify({ population: people, cases }, null, 1));
      }
  }, 600_000);
});
