/**
 * Dumps every held-out value set's cases per seed as JSON lines (DUMP_VALUES=/some/dir): kind, text, expectation and
 * what the parsers answered, so that a refactor of the generators (the shared calendar words of calendar-words.ts) can
 * be checked byte for byte with `diff -r`, cases and tallies alike. Skipped without DUMP_VALUES.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { generate } from './values.js';
import { generateFresh } from './values-fresh.js';
import { generateSaid } from './values-fresh2.js';
import { generateSaid3 } from './values-fresh3.js';
import { generateSaid4 } from './values-fresh4.js';
import { generateSaid5 } from './values-fresh5.js';
import { generateSaid6 } from './values-fresh6.js';
import { generateSaid7 } from './values-fresh7.js';
import { generateSaid8 } from './values-fresh8.js';
import { SEEDS9, generateSaid9 } from './values-fresh9.js';
import { SEEDS10, generateSaid10 } from './values-fresh10.js';
import { SEEDS11, generateSaid11 } from './values-fresh11.js';
import { generateFresh as generateHeldout } from './values-heldout.js';
import { generateSaid as generateSaidFirst } from './values-said.js';

const DIR = process.env.DUMP_VALUES;
interface Dumped {
  kind: string;
  text: string;
  expected: unknown;
  read: () => unknown;
}
const SETS: Array<[string, number[], (seed: number) => Dumped[]]> = [
  ['values', [1, 2, 3, 4, 5], (seed) => [...generate(seed, 40), ...generateSaidFirst(seed, 40)]],
  ['fresh', [1, 2, 3, 4, 5, 6], (seed) => generateFresh(seed, 60)],
  ['heldout', [11, 12, 13, 14, 15], (seed) => generateHeldout(seed, 60)],
  ['fresh2', [21, 22, 23, 24, 25], (seed) => generateSaid(seed, 60)],
  ['fresh3', [51, 52, 53, 54, 55], (seed) => generateSaid3(seed, 40)],
  ['fresh4', [71, 72, 73, 74, 75], (seed) => generateSaid4(seed, 30)],
  ['fresh5', [81, 82, 83, 84, 85], (seed) => generateSaid5(seed, 30)],
  ['fresh6', [91, 92, 93, 94, 95], (seed) => generateSaid6(seed, 24)],
  ['fresh7', [101, 102, 103, 104, 105], (seed) => generateSaid7(seed, 23)],
  ['fresh8', [211, 223, 227, 229, 233], (seed) => generateSaid8(seed, 28)],
  ['fresh9', SEEDS9, (seed) => generateSaid9(seed)],
  ['fresh10', SEEDS10, (seed) => generateSaid10(seed)],
  ['fresh11', SEEDS11, (seed) => generateSaid11(seed)],
];

function answer(one: Dumped): string {
  try {
    return JSON.stringify(one.read());
  } catch (error) {
    return `${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
}

describe.skipIf(!DIR)('dump of the held-out value sets', () => {
  it('writes each set and seed', () => {
    for (const [name, seeds, cases] of SETS) {
      mkdirSync(join(DIR!, name), { recursive: true });
      for (const seed of seeds) {
        const lines = cases(seed).map((one) =>
          JSON.stringify({ kind: one.kind, text: one.text, expected: one.expected, got: answer(one) }),
        );
        writeFileSync(join(DIR!, name, `${seed}.jsonl`), `${lines.join('\n')}\n`);
      }
    }
  });
});
