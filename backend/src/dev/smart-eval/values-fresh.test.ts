/** The held-out style value phrasings of values-fresh.ts over several seeds: none read wrong, at least 97 % right per kind. */
import { describe, expect, it } from 'vitest';
import { ParseError, parseAmount } from '../../features/smart/parse/amounts.js';
import { parseDate } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import { type Verdict, judge } from './values.js';
import { generateFresh } from './values-fresh.js';

describe('fresh value phrasings (en, cs, de)', () => {
  it('reads none wrong and at least 97 % of each kind right', () => {
    const cases = [1, 2, 3, 4, 5, 6].flatMap((seed) => generateFresh(seed, 60));
    const table: Record<string, Record<Verdict, number>> = {};
    const failed: string[] = [];
    for (const one of cases) {
      const verdict = judge(one);
      table[one.kind] ??= { right: 0, wrong: 0, 'over-cautious': 0, missed: 0 };
      table[one.kind]![verdict]++;
      if (verdict !== 'right') failed.push(`${one.kind} ${verdict}: ${JSON.stringify(one.text)} expected ${one.expected}`);
    }
    console.table(table);
    if (failed.length > 0) console.error([...new Set(failed)].slice(0, 80).join('\n'));
    for (const [kind, counts] of Object.entries(table)) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      expect(counts.wrong, kind).toBe(0);
      expect(counts.right / total, kind).toBeGreaterThanOrEqual(0.97);
    }
  });

  it('refuses a 10,000-character phrase or 500 words in each parser within 50 ms', () => {
    const phrases = [
      'zwölf Euro fünfzig '.repeat(530).slice(0, 10_000),
      Array.from({ length: 500 }, (_, i) => ['od', '9', 'do', 'půl', '11', 'in', 'zwei', 'Wochen'][i % 8]).join(' '),
      `${'1 '.repeat(5000)}`,
      `${'15. ledna '.repeat(1000)}`,
    ];
    for (const phrase of phrases)
      for (const parse of [
        (text: string) => parseAmount(text),
        (text: string) => parseDate(text, '2026-10-13'),
        (text: string) => parseDuration(text),
      ]) {
        // CPU time, not the wall clock: the bound is the parser's work, whatever else the machine runs.
        const started = process.cpuUsage();
        expect(() => parse(phrase)).toThrow(ParseError);
        const spent = process.cpuUsage(started);
        expect((spent.user + spent.system) / 1000, phrase.slice(0, 40)).toBeLessThan(50);
      }
  });
});
