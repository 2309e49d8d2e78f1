/**
 * Phrases that name no one, in the sizes issue 30 lists: 10,000 characters, 500 words, only words around a name, only
 * digits, JSON of 10,000 keys or nested, a correction chain, a 5,000-digit number, a 10,000-character e-mail, 1,000
 * mentions, mixed scripts. Each is a 422 naming the field, answered within a bounded CPU time (refused before any
 * lookup is scored; those shaped like a name or an identifier within the length allowed are looked up, and name no
 * one). The time is this process's CPU for the whole request, the test client's and the OpenAPI check of the answer
 * included.
 */
import { describe, expect, it } from 'vitest';
import { useKontor } from '../../dev/test-support/fixture.js';

const { org } = useKontor();

/** CPU time (user and system) of this process while `run` runs, in milliseconds: what the request cost, not the wait. */
async function cpuMs<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}

const BAD: Array<[string, string]> = [
  ['10,000 characters', 'Novák'.repeat(2000)],
  ['500 words', Array.from({ length: 500 }, (_, i) => `slovo${String.fromCharCode(97 + (i % 26))}`).join(' ')],
  ['only filler words', 'the company for our client firma von der'],
  ['only digits', '123 456 789 012'],
  // Session 18's trial: the rest of issue 30's list, over the 300 characters a phrase may hold and within them.
  ['JSON of 10,000 keys', `{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":"v"`).join(',')}}`],
  ['JSON of 30 keys', `{${Array.from({ length: 30 }, (_, i) => `"k${i}":"v"`).join(',')}}`],
  ['JSON nested 25 deep', `${'{"client":'.repeat(25)}"Qx"${'}'.repeat(25)}`],
  ['a correction chain of 500', Array.from({ length: 500 }, (_, i) => `Qorvex${i}`).join(', sorry, I mean ')],
  ['a registration number of 5,000 digits', `IČO ${'2'.repeat(5000)}`],
  ['an e-mail of 10,000 characters', `${'a'.repeat(10_000)}@example.test`],
  ['1,000 @mentions', Array.from({ length: 1000 }, (_, i) => `@u${i}`).join(' ')],
  ['100 @mentions', Array.from({ length: 100 }, () => '@a').join(' ')],
  ['mixed scripts', 'Qorvex Дворжак Δβόρζακ ドヴォルザーク دفورجاك '.repeat(5)],
];
/** Within the length a phrase may hold, shaped like a name or an identifier and naming no one: asked back, field named. */
const NAMING_NONE: Array<[string, string]> = [
  ['a registration number of 290 digits', `IČO ${'2'.repeat(290)}`],
  ['an e-mail of 290 characters', `${'a'.repeat(285)}@x.test`],
  ['one word of 300 letters', 'q'.repeat(300)],
  ['a correction chain within 300 characters', `Qa, ${'no, '.repeat(70)}Qb`],
];

describe('a client or employee phrase of bad shape', () => {
  it.each(BAD)('refuses %s with a 422 naming the field, in under 50 ms of CPU', async (_, phrase) => {
    for (const [path, field, body] of [
      ['/api/automation/smart/invoice/', 'client', { client: phrase, description: 'Work', amount: '100', dry_run: true }],
      ['/api/automation/smart/time/', 'employee', { employee: phrase, duration: '30 min', dry_run: true }],
    ] as const) {
      // The least of three: the first call of a size also pays for compiling the code paths it takes.
      const runs = [
        await cpuMs(() => org.api.post(path, body)),
        await cpuMs(() => org.api.post(path, body)),
        await cpuMs(() => org.api.post(path, body)),
      ];
      const { result: res } = runs[0]!;
      const ms = Math.min(...runs.map((run) => run.ms));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(ms, `${field}: ${ms} ms of CPU`).toBeLessThan(50);
    }
  });

  it.each(NAMING_NONE)('answers %s with a 422 naming the field, in under 50 ms of CPU', async (_, phrase) => {
    for (const [path, field, body] of [
      ['/api/automation/smart/invoice/', 'client', { client: phrase, description: 'Work', amount: '100', dry_run: true }],
      ['/api/automation/smart/time/', 'employee', { employee: phrase, duration: '30 min', dry_run: true }],
    ] as const) {
      const runs = [
        await cpuMs(() => org.api.post(path, body)),
        await cpuMs(() => org.api.post(path, body)),
        await cpuMs(() => org.api.post(path, body)),
      ];
      const { result: res } = runs[0]!;
      const ms = Math.min(...runs.map((run) => run.ms));
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      const fields = [res.body.field, ...(res.body.errors ?? []).map((error: { field: string }) => error.field)];
      expect(fields).toContain(field);
      expect(ms, `${field}: ${ms} ms of CPU`).toBeLessThan(50);
    }
  });
});
