/**
 * A match as the resolver answers it: the record, its score, what it matched on, and the warning that says why the
 * pick needs checking when it does. The ways of matching that always warn are named here, as service.ts says them back.
 */
import type { Phrase } from '../names/phrase.js';
import type { Scored } from '../score.js';
import { wordsDecided } from './words-decided.js';

/** How a record found by the words of its name is reported: always with a warning (see service.ts). */
export const MATCHED_ON_WORDS = 'name_words';
/**
 * How an employee found by the first part of their e-mail address ("jan" of jan@…) is reported: always with a warning.
 * Reported as `email`, it claimed an address had matched, and "Jan" went to Jan Novák without a word.
 */
export const MATCHED_ON_ADDRESS_NAME = 'email_name';
/** How a client found by the initials of its name ("KSB") is reported: always with a warning. */
export const MATCHED_ON_INITIALS = 'initials';

export interface Match {
  id: number;
  name: string;
  score: number;
  matched_on: string;
  /** Why this pick needs checking, when it does (said back by the smart endpoints as a warning). */
  warning?: string;
}

/** The match as answered, with what makes it worth a check. */
export function matchOf<T extends { id: number; name: string }>(best: Scored<T>, phrase: Phrase): Match {
  const match: Match = { id: best.item.id, name: best.item.name, score: best.score, matched_on: best.matchedOn };
  const warning = WARNINGS[best.matchedOn];
  if (warning) match.warning = warning(best.item.name);
  else if (best.matchedOn === MATCHED_ON_WORDS) match.warning = wordsDecided(best.item.name, phrase);
  else if (best.spelling !== undefined) match.warning = `read by how it sounds, not how it is spelt ("${phrase.core}"); check it`;
  else if (best.score < 1 && phrase.trimmed) match.warning = `read the words around the name as not part of it; check it`;
  return match;
}

const WARNINGS: Record<string, (name: string) => string> = {
  [MATCHED_ON_INITIALS]: (name) => `read as the initials of "${name}", the only name they fit; check it`,
  former_name: (name) => `a former name of the record now called "${name}"; check it`,
  alias: (name) => `an alias learned for "${name}" from an earlier confirmation; check it`,
};
