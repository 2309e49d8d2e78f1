/**
 * A given name's initial said with a surname ("A. Urrutia", "Zanatta, S.", "Vlasáková, M."): of the people the
 * surname leaves asked back, the one whose given name the letter begins is meant, as a clerk reads a signature or a
 * list of staff. Found asked back by the thirteenth held-out set (docs/smart-names.md). Narrowing only: the letter
 * never brings in anyone the words said did not, and it decides only when it fits exactly one of those asked back,
 * that one among the best scored (a sound twin of the surname said, "J. Meyer" for a Petr Meier, is no pick of the
 * letter's) and the list was not cut short. `M.` and `p.` are left out: they may be Monsieur, pan or paní
 * (docs/smart-names.md: "M. Dupont" beside a Marie and a Pierre Dupont is asked back).
 */
import type { Scored } from '../score.js';
import { fold, normalizeName } from '../normalize.js';

/** A capital letter and a full stop standing alone: the initials a phrase holds. */
const INITIAL = /(?:^|[\s,(])(\p{Lu})\.(?=[\s,)]|$)/gu;
const SALUTATION_LETTERS = new Set(['m', 'p']);
/** Scores this close to the best are one tier: the surname said fits them alike. */
const SAME_TIER = 0.05;
/** decide() asks back at most five: a list of five may have left someone out. */
const LIST_CUT = 5;

export function pickedByInitial<T extends { id: number; name: string }>(
  candidates: readonly Scored<T>[],
  asked: string,
): { best: Scored<T>; note: string } | null {
  const letters = [...asked.matchAll(INITIAL)].map((found) => found[1]!);
  if (letters.length !== 1 || candidates.length === 0 || candidates.length >= LIST_CUT) return null;
  const letter = fold(letters[0]!);
  if (SALUTATION_LETTERS.has(letter)) return null;
  const said = new Set(normalizeName(asked).words);
  const fits = candidates.filter((one) => normalizeName(one.item.name).words.some((word) => word.startsWith(letter) && !said.has(word)));
  const top = Math.max(...candidates.map((one) => one.score));
  const [only] = fits;
  if (fits.length !== 1 || only!.score < top - SAME_TIER) return null;
  return {
    best: only!,
    note: `read "${letters[0]}." as the initial of the given name of "${only!.item.name}", the only one of that surname it fits`,
  };
}
