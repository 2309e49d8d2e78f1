/**
 * Hostile value text through the smart endpoints' reading (Interpretation): a 10,000-character phrase, 500 words,
 * only digits, nested repeats. Each is one 422 naming its field, in bounded CPU time (process.cpuUsage, so that the
 * other work on a shared machine does not count; the bound is generous against the 50 ms asked).
 */
import { describe, expect, it } from 'vitest';
import { Interpretation } from '../interpret.js';
import { parseAmount } from './amounts.js';
import { parseDate } from './dates.js';
import { parseDuration } from './durations.js';
import { parseQuantity } from './quantities.js';

const PHRASES: Record<string, string> = {
  '10,000 characters': 'zwölf Euro fünfzig und '.repeat(500).slice(0, 10_000),
  '500 words': Array.from({ length: 500 }, (_, i) => ['od', 'půl', 'desáté', 'do', '12', 'a', 'in', 'zwei', 'Wochen'][i % 9]).join(' '),
  'only digits': '7'.repeat(10_000),
  'digits and marks': '1.2,'.repeat(2_500),
  'nested repeats': `${'(('.repeat(2_000)}1${'))'.repeat(2_000)}`,
  'spans joined': Array.from({ length: 300 }, (_, i) => `${i % 24}-${(i % 24) + 1}`).join(' a '),
  'number words': 'two thousand '.repeat(100).trim(),
};

const FIELDS: Record<string, (input: unknown) => unknown> = {
  amount: (input) => parseAmount(input),
  due_date: (input) => parseDate(input, '2026-06-18'),
  minutes: (input) => parseDuration(input),
  quantity: (input) => parseQuantity(input),
};

const CPU_BOUND_MS = 50;

describe('hostile value text', () => {
  for (const [name, phrase] of Object.entries(PHRASES))
    it(`answers ${name} with a 422 naming each field, within ${CPU_BOUND_MS} ms of CPU`, () => {
      for (const [field, parse] of Object.entries(FIELDS)) {
        const reading = new Interpretation();
        const started = process.cpuUsage();
        reading.read(field, phrase, parse, () => ({ value: null, how: '' }));
        let refused: unknown;
        try {
          reading.check();
        } catch (error) {
          refused = error;
        }
        const spent = process.cpuUsage(started);
        expect((spent.user + spent.system) / 1000, `${field}: ${name}`).toBeLessThan(CPU_BOUND_MS);
        const problem = refused as { status?: number; extensions?: { errors?: Array<{ field: string }> } };
        expect(problem?.status, `${field}: ${name}`).toBe(422);
        expect(problem.extensions?.errors?.map((error) => error.field)).toEqual([field]);
      }
    });
});
