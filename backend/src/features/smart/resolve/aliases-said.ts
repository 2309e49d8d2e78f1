/**
 * Aliases near what was said: a phrase a caller confirmed settles the record outright; former names and other aliases
 * are scored with the names.
 */
import type { AliasHit } from '../alias-store.js';
import { normalizeName } from '../normalize.js';

/**
 * The record a caller chose for exactly this phrase (a confirmed or added alias, which one record holds at most): the
 * phrase was asked back once because several names fit it, and the choice settles it from then on. A former name, or
 * an alias only near what was said, is scored with the names instead.
 */
export function confirmedFor<T extends { id: number }>(
  hits: readonly AliasHit[],
  keys: readonly string[],
  candidates: readonly T[],
): T | null {
  const owners = new Set(
    hits.filter((hit) => hit.source !== 'former_name' && keys.includes(normalizeName(hit.alias).key)).map((hit) => hit.owner_id),
  );
  if (owners.size !== 1) return null;
  const [owner] = owners;
  return candidates.find((candidate) => candidate.id === owner) ?? null;
}

/** A record's aliases as further names to score, each reported by its source. */
export const aliasKeys = (hits: readonly AliasHit[], id: number): Array<[string, string]> =>
  hits.filter((hit) => hit.owner_id === id).map((hit) => [hit.source === 'former_name' ? 'former_name' : 'alias', hit.alias]);
