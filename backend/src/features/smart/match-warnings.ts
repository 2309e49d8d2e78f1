/** The warnings the smart endpoints say back with a pick: how it was matched, and what makes it worth a check. */
import { MATCHED_ON_ADDRESS_NAME, MATCHED_ON_WORDS, type Match } from './resolve.js';
import { familiarFormsRead } from './resolve/familiar.js';

/** Below this a match is acted on but flagged, so a person can glance at it. */
const CONFIDENT_SCORE = 0.9;

const isNameMatch = (match: Match) => ['name', 'legal_name', 'former_name', 'alias'].includes(match.matched_on);

/** The fields that name a person, whose given name may be said in a familiar form ("Pepa" for Josef). */
const PERSON_FIELDS = new Set(['employee', 'assignee']);

/**
 * The warning a pick carries; for a person found through a familiar form of their given name, that reading is the
 * reason given ("Pepa" as Josef), not how the record was then found, which told the caller nothing of the step to check.
 */
export function matchWarning(field: string, asked: unknown, match: Match): string[] {
  const warnings = howMatched(field, asked, match);
  const said = typeof asked === 'string' ? asked : (asked as { name?: unknown } | null)?.name;
  const familiar =
    warnings.length > 0 && PERSON_FIELDS.has(field) && typeof said === 'string' ? familiarFormsRead(said, match.name) : undefined;
  return familiar ? [`${field}: "${said}" was taken to be "${match.name}": ${familiar}.`] : warnings;
}

function howMatched(field: string, asked: unknown, match: Match): string[] {
  const said = `${field}: "${String(typeof asked === 'object' ? JSON.stringify(asked) : asked)}" was taken to be "${match.name}"`;
  // Said with what decided it (resolve/words-decided.ts): the words alone, the place or the salutation said.
  if (match.matched_on === MATCHED_ON_WORDS) return [`${said}, ${match.warning ?? 'the only one whose name holds those words; check it'}.`];
  if (match.matched_on === MATCHED_ON_ADDRESS_NAME) return [`${said}, by the first part of their e-mail address; check it.`];
  if (match.warning) return [`${said}: ${match.warning}.`];
  // Only the name itself (any case, diacritics or word order) or an identifier is taken without a word.
  if (match.score < 1 && isNameMatch(match)) return [`${said} (score ${match.score}); check it.`];
  // Identifiers match exactly (score 1); a name or a task's title below this is a guess.
  if (match.score >= CONFIDENT_SCORE) return [];
  return [`${said} (score ${match.score}); check it.`];
}
