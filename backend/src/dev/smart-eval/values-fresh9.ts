/**
 * The tenth held-out value set, written blind (before reading the parsers) from issue 30 item 6 and the documented
 * rules alone (docs/smart-values.md), toward kinds earlier sets lack: number words whose currency word agrees with them
 * ("dvě koruny", "złote"), cents said in five languages, shorthand in every language's abbreviation ("tys. zł", "Mrd.",
 * "kk"), the whole-amount ending and signs either side, every locale's marks as Intl writes them read under that locale,
 * another one and none, traps that are no one amount, and net or gross wording against rates of 0 to 23 % with gross
 * amounts no net reaches. Dates: values-fresh9-dates.ts; lengths and spans: values-fresh9-spans.ts.
 */
import type { Case6 } from './values-fresh6-judge.js';
import { dateCases9 } from './values-fresh9-dates.js';
import { type AddAmount, centsCase, endingCase, groupsCase, shortCase, trapCase, wordCase } from './values-fresh9-money.js';
import { spanCases9 } from './values-fresh9-spans.js';
import { taxCase } from './values-fresh9-tax.js';
import { seededDraws } from './seeded-draws.js';

export const SEEDS9 = [307, 311, 313, 317, 331];

export function generateSaid9(seed: number, perKind = 34): Case6[] {
  const { int, pick } = seededDraws(seed * 2_750_159 + 41);
  const cases: Case6[] = [];
  const add: AddAmount = (kind, text, expected, read) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    wordCase(int, pick, add);
    centsCase(int, pick, add);
    shortCase(int, pick, add);
    endingCase(int, pick, add);
    groupsCase(int, pick, add);
    trapCase(int, pick, add);
    taxCase(int, pick, add);
  }
  return [...cases, ...dateCases9(seed, perKind), ...spanCases9(seed, perKind)];
}
