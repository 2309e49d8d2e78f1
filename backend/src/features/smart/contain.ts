/**
 * Names found the way a person finds them: a query whose words all occur in
 * one record's name ("Schroder" → "Schröder Logistik GmbH", "Acme" → "Acme
 * Trading Ltd", "J. Novák" → "Jan Novák") means that record when it is the
 * only one; when several hold the words, the caller is asked which.
 *
 * Two tiers, the stricter first: every query word is a word of the name, or
 * sounds like one; then initials ("j") and a word's beginning ("schrö",
 * three letters at least, two short of the word at least) count too. A looser tier is only tried when the
 * stricter one found nobody, so "Jan" finds "Jan Novák", not "Jana Dvořáková".
 */
import { type NormalizedName, phoneticKey } from './normalize.js';
import { formsCompatible } from './names/legal-forms.js';
import { isFamiliarFormOf } from './names/familiar-forms.js';
import { isNicknameOf } from './names/nicknames.js';
import { addsNameVowel, hasDigit, isDeclined, isDeclinedFemale, isDeclinedFemaleOf, isFemaleFormOf } from './names/words.js';

/**
 * `spelt`: the words as written, sounded or declined; `words`: also a nickname for a given name ("Honza" for Jan);
 * `initials_or_prefix`: also initials and beginnings.
 */
export type Tier = 'spelt' | 'words' | 'initials_or_prefix';

/** The shortest beginning of a word that may stand for it. */
export const MIN_PREFIX = 3;

/** True when each query word pairs with a distinct word of the name under the tier's rule. */
export function holds(query: readonly string[], name: readonly string[], tier: Tier, female?: readonly string[], people = false): boolean {
  if (query.length === 0 || query.length > name.length) return false;
  const used = new Set<number>();
  // Longer query words first: they are the pickier ones. Only the last word said may be cut short ("Schröder Logis"):
  // a shorter word before it is a name of its own ("Bartoš Stavby" is not "Bartošek Stavby").
  const last = query.length - 1;
  const ordered = [...query.keys()].sort((a, b) => query[b]!.length - query[a]!.length);
  const pair = (index: number): boolean => {
    if (index === ordered.length) return true;
    const at = ordered[index]!;
    const word = query[at]!;
    for (const [position, candidate] of name.entries()) {
      if (used.has(position) || !fits(word, candidate, at === last ? tier : strictest(tier), female, people)) continue;
      used.add(position);
      if (pair(index + 1)) return true;
      used.delete(position);
    }
    return false;
  };
  return pair(0);
}

/** Words before the last keep initials but not beginnings. */
const strictest = (tier: Tier): Tier | 'initials' => (tier === 'initials_or_prefix' ? 'initials' : tier);

function fits(word: string, candidate: string, tier: Tier | 'initials', female?: readonly string[], people = false): boolean {
  if (word === candidate) return true;
  // A number is only itself; a female surname is another person than the male one.
  const recordFemale = isFemaleFormOf(candidate, word) && (!female || female.includes(candidate));
  if (hasDigit(word) || hasDigit(candidate) || isFemaleFormOf(word, candidate) || recordFemale) return false;
  // A feminine word in its cases ("Zielińskiej", "Novákovou" of Nováková, "Prahu") is that word; among people, a
  // woman's case of a man's surname never names him, however alike the two sound ("zielinskiej", "zielinski").
  if (isDeclinedFemale(word, candidate)) return true;
  if (people && isDeclinedFemaleOf(word, candidate)) return false;
  // A company's word with an -i or -o more is another surname, however alike it sounds (names/words.ts).
  if (!people && addsNameVowel(word, candidate)) return false;
  if (word.length > 1 && phoneticKey(word) === phoneticKey(candidate)) return true;
  // "Nováka" and "Novákovi" are Novák declined; "Honza" is Jan, and so are "Honzovi" and "s Honzou" among people.
  // A woman's surname is declined as a woman's: "Peškovi" is no case of "Pešková".
  // Among people, a surname declined as a woman's ("Zedníkové", "Novákovou") names the woman, never the man.
  if (isDeclined(word, candidate)) {
    if (female?.includes(candidate)) return isDeclinedFemale(word, candidate);
    return !(people && isDeclinedFemaleOf(word, candidate));
  }
  if (people ? isFamiliarFormOf(word, candidate) : isNicknameOf(word, candidate)) return tier !== 'spelt';
  if (tier === 'spelt' || tier === 'words') return false;
  if (word.length === 1) return candidate.startsWith(word);
  if (tier === 'initials') return false;
  // A word one letter short is a typo like any other ("Nova" for "Novák"), left to the scores.
  return word.length >= MIN_PREFIX && candidate.length - word.length >= 2 && candidate.startsWith(word);
}

/** A legal form the query names must be the record's, when the record has one. */
export const formsAgree = (query: NormalizedName, name: NormalizedName) =>
  !query.legalForm || !name.legalForm || query.legalForm === 'co' || formsCompatible(query.legalForm, name.legalForm);

/**
 * The records holding the query's words, by the strictest tier that finds any. A word as written outranks a nickname:
 * "Kubík" is Krzysztof Kubík, not Jakub Hanák whom "Kubík" could also call, and "Jakub" is Jakub Hanák, not Kubík;
 * the nickname is read only when no name holds the word itself.
 */
export function containers<T>(
  query: NormalizedName,
  items: readonly T[],
  namesOf: (item: T) => NormalizedName[],
): { tier: Tier; found: T[] } | null {
  for (const tier of ['spelt', 'words', 'initials_or_prefix'] as const) {
    if (tier !== 'initials_or_prefix' && query.words.some((word) => word.length === 1)) continue;
    const found = items.filter((item) =>
      namesOf(item).some((name) => formsAgree(query, name) && holds(query.words, name.words, tier, name.female, true)),
    );
    if (found.length > 0) return { tier, found };
  }
  return null;
}
