/**
 * A renamed client's former name that another client now holds as its current name: the current holder is meant.
 * Names are handed on (a firm sold, a brand taken over), and who holds a name now is what a person saying it refers
 * to; the renamed client answers to its new name. The pick carries a warning naming the renamed client, so a caller
 * who did mean the old firm sees it. Decided in issue 30 (session 14); asking back between the two was over-cautious.
 */
import { formsCompatible } from '../names/legal-forms.js';
import { type NormalizedName, normalizeName } from '../normalize.js';
import type { Decision, Scored } from '../score.js';
import type { Match } from './match.js';

/** What a current name scores said whole (1) or as its core with words set aside (CORE_EXACT in name-scores.ts). */
const CURRENT_EXACT = 0.99;

const CURRENT = new Set(['name', 'legal_name']);
const OTHER_NAME = new Set(['former_name', 'alias']);

export interface CurrentOverFormer<T> {
  decision: Decision<T>;
  /** The records whose former name or alias the current holder outranked: named in the pick's warning. */
  outranked: Scored<T>[];
}

/**
 * Asked back between one record whose current name is exactly what was said and others that only a former name or
 * an alias of theirs brought in: the current name wins. Anything else close (a second current name, a near spelling)
 * leaves the question as it was.
 */
export function currentOverFormer<T extends { id: number }>(decision: Decision<T>): CurrentOverFormer<T> {
  if (decision.kind !== 'ambiguous') return { decision, outranked: [] };
  const current = decision.candidates.filter((one) => CURRENT.has(one.matchedOn) && one.score >= CURRENT_EXACT);
  if (current.length !== 1) return { decision, outranked: [] };
  const holder = current[0]!;
  const others = decision.candidates.filter((one) => one !== holder);
  if (!others.every((one) => OTHER_NAME.has(one.matchedOn))) return { decision, outranked: [] };
  return { decision: { kind: 'match', best: holder, runnerUp: others[0] ?? null }, outranked: others };
}

/** The pick said back with the records whose former name or alias was the same words. */
export function warnOutranked<T extends { id: number; name: string }>(match: Match, outranked: readonly Scored<T>[]): Match {
  const held = outranked.filter((one) => one.item.id !== match.id);
  if (held.length === 0) return match;
  const whose = held
    .map((one) => `${one.matchedOn === 'former_name' ? 'the former name' : 'an alias'} of "${one.item.name}" (id ${one.item.id})`)
    .join(' and ');
  const note = `"${match.name}" holds this name now; it was also ${whose}; check it`;
  return { ...match, warning: match.warning ? `${match.warning}; ${note}` : note };
}

/**
 * A confirmed or added alias of one client that is another client's current name, said as that name (its words, and
 * no legal form other than its own): the current holder is meant, as for a former name. A person confirmed the alias,
 * but the other client's name was said exactly, and a caller naming a record by its name expects that record (as a
 * lookup by name does in any API); the alias still settles every other phrase, and the pick names the alias's record
 * in its warning. Decided in issue 30 (session 15), with the rule above.
 */
export function currentOverAlias<T extends { id: number; name: string; match_key: string; legal_key: string }>(
  chosen: T,
  candidates: readonly T[],
  said: NormalizedName,
): T | null {
  if (!said.key) return null;
  const holds = (one: T) => {
    if (one.match_key !== said.key && one.legal_key !== said.key) return false;
    const form = normalizeName(one.name).legalForm;
    return !said.legalForm || (form !== null && formsCompatible(said.legalForm, form));
  };
  // The alias's own client holding the name said too (two firms of one name under two forms): the alias is what
  // tells them apart, as it was confirmed to.
  if (holds(chosen)) return null;
  const holders = candidates.filter((one) => one.id !== chosen.id && holds(one));
  return holders.length === 1 ? holders[0]! : null;
}
