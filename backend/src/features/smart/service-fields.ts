/** The smart endpoints' small fields read from words: a task's priority, a time entry's billable. */
import type { Task } from '../tasks/schemas.js';
import { normalizeName } from './normalize.js';
import { ParseError } from './parse/amounts.js';

const PRIORITIES: ReadonlyArray<readonly [RegExp, Task['priority']]> = [
  [/^(urgent|asap|immediately|critical|emergency|urgentni|dringend|sofort|now)$/, 'urgent'],
  [/^(high|important|soon|vysoka|dulezite|hoch|wichtig)$/, 'high'],
  [/^(normal|medium|regular|default|stredni|bezna|mittel)$/, 'normal'],
  [/^(low|whenever|later|someday|nizka|niedrig|spater)$/, 'low'],
];

export function parsePriority(input: unknown): Task['priority'] {
  const text = normalizeName(String(input)).words.join(' ');
  const found = PRIORITIES.find(([pattern]) => pattern.test(text));
  if (!found) throw new ParseError(`"${String(input)}" is not a priority; use low, normal, high or urgent`);
  return found[1];
}

/** What billable takes besides true and false, as said back when a value is none of them. */
const BILLABLE_WORDS: ReadonlyArray<readonly [boolean, readonly string[]]> = [
  [true, ['yes', 'y', '1', 'billable', 'ano', 'ja']],
  [false, ['no', 'n', '0', 'non-billable', 'not billable', 'unbillable', 'internal', 'ne', 'nein']],
];
/** Spaces, hyphens and underscores alike: "non billable", "Non-Billable" and "not_billable" are spellings of one word. */
const billableKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

export function parseBillable(input: unknown): boolean {
  if (typeof input === 'boolean') return input;
  const key = billableKey(String(input));
  if (key === 'true') return true;
  if (key === 'false') return false;
  const found = BILLABLE_WORDS.find(([, words]) => words.some((word) => billableKey(word) === key || key === word.replace('-', '')));
  if (found) return found[0];
  // It said "is not yes or no" (or "must be boolean") while "billable" and "internal" were taken too.
  const [yes, no] = BILLABLE_WORDS.map(([, words]) => words.map((word) => `"${word}"`).join(', '));
  throw new ParseError(`"${String(input)}" is not yes or no; use true or false, or for true ${yes}; for false ${no}`);
}
