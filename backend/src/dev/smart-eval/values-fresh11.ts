/**
 * The twelfth held-out value set, written blind (before reading the parsers) from issue 30 item 6 and the documented
 * rules alone (docs/smart-values.md), toward kinds no earlier set drew: the tax said in a phrase of its own, a price
 * per unit times a quantity, negatives and refunds, and number words a transcript splits (values-fresh11-money.ts);
 * dates with a year of two digits or none near a year's end, and dates said relative to another date
 * (values-fresh11-dates.ts); clock spans with time zones, noon and midnight, and breaks said in new ways
 * (values-fresh11-spans.ts). Number words come from the tenth set's tables (values-fresh9-words.ts) and this set's own.
 */
import type { Case6 } from './values-fresh6-judge.js';
import { dateCases11 } from './values-fresh11-dates.js';
import { type AddAmount, negativeCase, perUnitCase, splitCase, taxPhraseCase } from './values-fresh11-money.js';
import { spanCases11 } from './values-fresh11-spans.js';
import { seededDraws } from './seeded-draws.js';

export const SEEDS11 = [503, 509, 521, 523, 541];

export function generateSaid11(seed: number, perKind = 64): Case6[] {
  const { int, pick } = seededDraws(seed * 7_368_787 + 71);
  const cases: Case6[] = [];
  const add: AddAmount = (kind, text, expected, read) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    taxPhraseCase(int, pick, add);
    perUnitCase(int, pick, add);
    negativeCase(int, pick, add);
    splitCase(int, pick, add);
  }
  return [...cases, ...dateCases11(seed, perKind), ...spanCases11(seed, perKind)];
}
