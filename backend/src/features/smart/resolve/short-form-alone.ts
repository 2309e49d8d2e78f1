/**
 * A short form said alone, without a surname, is the weakest way to name a person: only the data's lists tie it to a
 * given name, and they hold one reading of a form more often than all. Two readings that would pick wrong are asked:
 *
 * - a short form names whoever's given name it begins, not only the one its list gives: "Broňa" is Bronislav's and
 *   Bronislava's, "Sam" Samuel's and Samantha's;
 * - a short form listed for a name in another language's spelling (a Swedish list's Kristina for a Krystyna) is a
 *   chain of two readings; the person's own language may give the form to another name, so it is offered, not taken;
 * - a form read only by the Italian rule of a later syllable with its consonant doubled is offered, not taken: the
 *   rule reads a name of any language.
 */
import { sexOfFirstGivenName } from '../names/given-sex.js';
import { isListedNicknameOf, isNicknameOf } from '../names/nicknames.js';
import { isMadeShortFormOf } from '../names/short-form-rules.js';
import { isSyllableShortFormOf } from '../names/short-form-syllables.js';
import { normalizeName } from '../normalize.js';

/** Letters a short form keeps of the name it was cut from: itself, less a final vowel ("brona" keeps "bron"). */
const STEM_MIN = 3;
/** A pet form of a syllable with its consonant doubled and a vowel after (Italian: a syllable, its consonant twice). */
const DOUBLED_SYLLABLE = /([^aeiouy])\1[aeiou]$/;

function stemOf(word: string): string | null {
  const stem = /[aeiouy]$/.test(word) && word.length > STEM_MIN ? word.slice(0, -1) : word;
  return stem.length >= STEM_MIN ? stem : null;
}

export type ShortFormDoubt<T> = { kind: 'others'; others: T[] } | { kind: 'chain' } | null;

/** What leaves a pick made through the short form `said` (said alone) in doubt, if anything. */
export function shortFormDoubt<T extends { id: number; name: string }>(said: string, picked: T, everyone: readonly T[]): ShortFormDoubt<T> {
  const words = normalizeName(picked.name).words;
  if (words.includes(said)) return null;
  // A form of a later syllable with its consonant doubled (the Italian rule of names/short-form-syllables.ts, not the
  // name's beginning with a pet ending, as Walli of Waltraud) that no list holds is offered, not taken, said alone:
  // the rule reads a name of any language, so an Italian pet form was read as a Czech name's middle syllable and taken.
  if (!words.some((word) => isNicknameOf(said, word)))
    return DOUBLED_SYLLABLE.test(said) &&
      words.some((word) => isSyllableShortFormOf(said, word) && !isMadeShortFormOf(said, word) && !word.startsWith(said.slice(0, 2)))
      ? { kind: 'chain' }
      : null;
  const stem = stemOf(said);
  // Their given name, said first: a surname beginning so ("Kuba" beside a Kubík) is no reading of a short form.
  const begins = (given: string | undefined) =>
    given !== undefined && given !== said && given.length > stem!.length && given.startsWith(stem!) && sexOfFirstGivenName(given) !== null;
  const others = stem ? everyone.filter((one) => one.id !== picked.id && begins(normalizeName(one.name).words[0])) : [];
  if (others.length > 0) return { kind: 'others', others };
  return words.some((word) => isListedNicknameOf(said, word)) ? null : { kind: 'chain' };
}
