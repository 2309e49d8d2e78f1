/**
 * Records found by holding every word said, when no name is near enough as a whole: the one such record is taken, with
 * a warning; several are asked back.
 */
import type { Db } from '../../../platform/db/knex.js';
import { MIN_PREFIX, formsAgree, holds } from '../contain.js';
import { type NormalizedName, normalizeName, phoneticKey } from '../normalize.js';
import { ACCEPT_SCORE, type Decision, type Scored, byRank } from '../score.js';
import { clientsHoldingWords } from '../store-holders.js';
import type { ClientCandidate } from '../store.js';
import { MATCHED_ON_WORDS } from './match.js';

/** Clients whose name holds every word of the query, by the strictest tier that finds any (see contain.ts). */
export async function clientHolders(db: Db, organizationId: number, query: NormalizedName): Promise<ClientCandidate[]> {
  const held = (rows: ClientCandidate[], tier: 'words' | 'initials_or_prefix') =>
    rows.filter((row) => {
      const name = normalizeName(row.name);
      return formsAgree(query, name) && holds(query.words, name.words, tier, name.female);
    });
  if (query.words.every((word) => word.length > 1)) {
    const strict = held(await clientsHoldingWords(db, organizationId, query.key, query.words, phoneticKey, false), 'words');
    if (strict.length > 0) return strict;
  }
  if (!query.words.some((word) => word.length >= MIN_PREFIX)) return [];
  return held(await clientsHoldingWords(db, organizationId, query.key, query.words, phoneticKey, true), 'initials_or_prefix');
}

/**
 * When no name is near enough, a name holding all the query's words is the one a person would pick,
 * if it is the only one; several are asked back. An ambiguous decision stays ambiguous: the records
 * holding the words join its candidates, so the one meant is among those offered.
 */
export function byWords<T extends { id: number }>(decision: Decision<T>, holders: Scored<T>[]): Decision<T> {
  const ranked = [...holders].sort(byRank).map((holder) => ({ ...holder, matchedOn: MATCHED_ON_WORDS }));
  if (decision.kind === 'match') {
    // A match on part of a name stands only when no other name holds the same words.
    return ranked.length > 1 ? { kind: 'ambiguous', candidates: ranked.slice(0, 5) } : decision;
  }
  const others = decision.kind === 'ambiguous' ? decision.candidates : decision.suggestions;
  const held = new Set(ranked.map((holder) => holder.item.id));
  // The one name holding every word wins over names sharing only some, unless one of those is itself
  // a near spelling of the whole query.
  if (ranked.length === 1 && !others.some((other) => !held.has(other.item.id) && other.score >= ACCEPT_SCORE))
    return { kind: 'match', best: ranked[0]!, runnerUp: null };
  if (ranked.length > 1 || decision.kind === 'ambiguous') {
    const joined = [
      ...ranked,
      ...(decision.kind === 'ambiguous' ? decision.candidates.filter((candidate) => !held.has(candidate.item.id)) : []),
    ];
    return { kind: 'ambiguous', candidates: joined.sort(byRank).slice(0, 5) };
  }
  return decision;
}

/** True when the query is some of the name's words, or their beginnings, and not the name itself. */
export function isPartial(query: NormalizedName, name: NormalizedName): boolean {
  return query.key !== name.key && holds(query.words, name.words, 'initials_or_prefix');
}
