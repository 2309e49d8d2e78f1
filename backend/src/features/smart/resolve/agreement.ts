/**
 * A reference that names its record more than one way must name the same record each way; a choice confirmed after
 * asking back is taken by its id, and its phrase is learned unless it already finds that record.
 */
import { type FieldError, Problem, validationError } from '../../../platform/errors.js';
import type { Match } from './match.js';

/** The phrase a confirmed choice is to be remembered by, per match answered (see confirmed()). */
export const phraseToLearn = new WeakMap<Match, string>();

/**
 * A choice confirmed after an ambiguous_match or no_match: `{"id": 7, "name": "the phrase", "confirm": true}`. The
 * record is taken by its id; the phrase is to be learned as its alias unless it already finds that record. A phrase
 * that confidently names another record is refused: learning it would make one phrase name two records.
 */
async function confirmed(
  reference: { id?: number; name?: string },
  field: string,
  byId: () => Promise<Match>,
  byName: () => Promise<Match>,
): Promise<Match> {
  const phrase = reference.name?.trim();
  if (reference.id === undefined || !phrase)
    throw validationError([{ field: `${field}.confirm`, message: 'confirms a choice: send it with the chosen id and the phrase as name' }]);
  const chosen = await byId();
  let found: Match | null = null;
  try {
    found = await byName();
  } catch (error) {
    if (!(error instanceof Problem) || (error.code !== 'ambiguous_match' && error.code !== 'no_match')) throw error;
  }
  if (found && found.id !== chosen.id)
    throw validationError([
      {
        field: `${field}.name`,
        message: `"${phrase}" is ${found.name}, not ${chosen.name}; it is not learned as an alias of another record`,
      },
    ]);
  if (!found) phraseToLearn.set(chosen, phrase);
  return chosen;
}

/**
 * A reference that names its record several ways (`{"id": 1, "name": "…"}`) must name the same one by each: the
 * record found by the strongest is checked against every other, and a way that names another record, none, or several
 * without it, is refused (422 naming `<field>.<key>`). Taken by the strongest alone, "Thames Consulting" with the
 * registration number of another client was invoiced to that other client, without a word. One string read two ways
 * (`"CZ27082440"` as a VAT number and as a name) is not two ways.
 */
async function agreeing(
  match: Match,
  reference: object,
  field: string,
  identifiers: readonly string[],
  findBy: (reference: object) => Promise<Match>,
): Promise<Match> {
  const given = Object.entries(reference).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const used = match.score === 1 && identifiers.includes(match.matched_on) ? match.matched_on : 'name';
  const errors: FieldError[] = [];
  for (const [key, value] of given) {
    if (key === used || String(value) === String((reference as Record<string, unknown>)[used])) continue;
    let other: Match | null = null;
    let candidates: number[] = [];
    try {
      other = await findBy({ [key]: value });
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      // Several that fit (ambiguous_match), or the nearest (no_match): the record found may be among them.
      const listed = (error.extensions.candidates ?? error.extensions.suggestions ?? []) as Array<{ id: number }>;
      candidates = listed.map((candidate) => candidate.id);
    }
    if (other?.id === match.id || candidates.includes(match.id)) continue;
    const found = other ? `is ${other.name}` : candidates.length > 0 ? 'fits others better' : 'names none';
    errors.push({
      field: `${field}.${key}`,
      message: `${JSON.stringify(value)} ${found}, while ${field}.${used} is ${match.name}; send one of them, or make them agree`,
    });
  }
  if (errors.length > 0)
    throw validationError(
      errors,
      `${field} names more than one record: ${errors.map((error) => `${error.field} ${error.message}`).join('; ')}`,
    );
  return match;
}

/**
 * A reference resolved by `findBy`: a confirmed choice taken by its id (its phrase to be learned), any other checked
 * for agreement between every identifier and the name it gives. `readPhrase` reads a confirmed phrase as it was read
 * when it was asked back (an e-mail that is also a name, a correction), so that the choice it asked for is not refused.
 */
export async function resolveReference(
  reference: { id?: number; name?: string; confirm?: boolean },
  field: string,
  identifiers: readonly string[],
  findBy: (reference: object) => Promise<Match>,
  readPhrase: (phrase: string | undefined) => Promise<Match> = (name) => findBy({ name }),
): Promise<Match> {
  if (reference.confirm === true)
    return confirmed(
      reference,
      field,
      () => findBy({ id: reference.id }),
      () => readPhrase(reference.name),
    );
  return agreeing(await findBy(reference), reference, field, identifiers, findBy);
}
