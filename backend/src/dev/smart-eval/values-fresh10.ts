/**
 * The eleventh held-out value set, written blind (before reading the parsers) from issue 30 item 6 and the documented
 * rules alone (docs/smart-values.md), toward kinds no earlier set drew: ranges and approximations in five languages,
 * fractions of thousands and millions, number words misspelt, colloquial or without accents, the currency said apart
 * from the number, and marks another locale reads the other way (values-fresh10-money.ts); payment terms, quarters,
 * weeks, month ends by name and working days at a month's edge (values-fresh10-dates.ts); lengths written as a clock
 * or a fraction and spans whose ends are regional quarters (values-fresh10-spans.ts). Number words come from the
 * tenth set's tables (values-fresh9-words.ts), which are the sets' own, never the parsers'.
 */
import type { Case6 } from './values-fresh6-judge.js';
import { dateCases10 } from './values-fresh10-dates.js';
import { type AddAmount, apartCase, fractionCase, localeCase, rangeCase, spokenCase } from './values-fresh10-money.js';
import { spanCases10 } from './values-fresh10-spans.js';
import { seededDraws } from './seeded-draws.js';

export const SEEDS10 = [401, 409, 419, 421, 431];

export function generateSaid10(seed: number, perKind = 42): Case6[] {
  const { int, pick } = seededDraws(seed * 4_256_249 + 89);
  const cases: Case6[] = [];
  const add: AddAmount = (kind, text, expected, read) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    rangeCase(int, pick, add);
    fractionCase(int, pick, add);
    spokenCase(int, pick, add);
    apartCase(int, pick, add);
    localeCase(int, pick, add);
  }
  return [...cases, ...dateCases10(seed, perKind), ...spanCases10(seed, perKind)];
}
