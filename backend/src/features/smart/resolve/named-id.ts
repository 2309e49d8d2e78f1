/**
 * An id said beside a name (`X (ID 17)`, `{"client": "X", "client_id": 17}`). The name decides, as said; an id that
 * is the same record agrees, and one that is no record of the organization is another system's number. One that is
 * another record of ours disagrees with the name: a wrong pick either way, so the caller is asked which.
 */
import { Problem } from '../../../platform/errors.js';
import type { Unwrapped } from '../names/wrapped.js';
import { problemFor } from './refusals.js';
import type { Match } from './match.js';

export async function checkedAgainstNamedId<T extends { id: number; name: string }>(
  match: Match,
  unwrapped: Unwrapped,
  byIds: (ids: number[]) => Promise<T[]>,
  said: { field: string; what: string; asked: string },
): Promise<Match> {
  if (unwrapped.id === undefined || unwrapped.id === match.id) return match;
  const found = await byIds([match.id, unwrapped.id]);
  const other = found.find((item) => item.id === unwrapped.id);
  const named = found.find((item) => item.id === match.id);
  if (!other || !named) return match;
  const problem = problemFor(
    {
      kind: 'ambiguous',
      candidates: [
        { item: named, score: match.score, matchedOn: match.matched_on },
        { item: other, score: 1, matchedOn: 'id' },
      ],
    },
    said.field,
    said.what,
    said.asked,
  );
  throw new Problem(
    422,
    'ambiguous_match',
    `"${said.asked}" names "${named.name}" but gives the id of "${other.name}" (${other.id}). Say which.`,
    {
      extensions: problem.extensions,
    },
  );
}
