/**
 * A given name said the way people say it to or of someone they know: a listed nickname ("Honza" for Jan), a short
 * form made by rule ("Reini" for Reinhold), a woman's name made tender ("Lenička" for Lenka, "Hanička" for Hana), and
 * any of these declined as the sentence asks ("s Jirkou", "Honzovi", "pro Katku").
 */
import { sexOfGivenName } from './given-sex.js';
import { isDiminutiveOf, isNicknameOf } from './nicknames.js';
import { isMadeShortFormOf } from './short-form-rules.js';
import { isSyllableShortFormOf } from './short-form-syllables.js';
import { isDeclined, nominatives } from './words.js';

const isGivenName = (word: string) => sexOfGivenName(word) !== null;

/**
 * Endearing endings of a woman's given name, folded (cs, sk: -ička, -ečka, -inka, -uška, -ulka, -unka; pl: -eńka, -unia,
 * -usia), put where the name's final "a" or "ka" was: Lenka → Lenička, Jana → Janinka, Eva → Evička, Marta →
 * Martuška, Kasia → Kasieńka. Sources: Karlík et al., Příruční mluvnice češtiny, "přechýlená a zdrobnělá jména";
 * Nagórko, Zarys gramatyki polskiej, "spieszczenia". A man's name made so (Petříček, Tomášek) is left out: those are
 * surnames as often as not.
 */
const TENDER_ENDINGS = ['icka', 'ecka', 'inka', 'uska', 'ulka', 'unka', 'enka', 'unia', 'usia'];

/** True when `said` is the woman's given name `formal` with an endearing ending in place of its last syllable. */
export function isTenderFormOf(said: string, formal: string): boolean {
  if (!formal.endsWith('a') || sexOfGivenName(formal) !== 'f' || said === formal || isGivenName(said)) return false;
  const stems = [formal.slice(0, -1), ...(formal.endsWith('ka') && formal.length >= 5 ? [formal.slice(0, -2)] : [])];
  return TENDER_ENDINGS.some((ending) => said.endsWith(ending) && stems.some((stem) => stem.length >= 2 && said === stem + ending));
}

/** How `said` (folded) is a familiar form of the given name `formal` (folded), as said or declined; false when not. */
export function isFamiliarFormOf(said: string, formal: string): boolean {
  // A case of the name itself ("Lenko", "Procházkovi") is the name declined, which the declension rules read.
  if (said === formal || isDeclined(said, formal)) return false;
  if (asSaid(said, formal)) return true;
  // Declined: "Jirkou" is Jirka in the instrumental. A given name is itself ("Jane" is no case of anyone's Jana). Only
  // familiar forms in -a are declined so (Jirka, Pepa, Honza, Kasia: the Slavic ones), and only a listed or tender
  // form is read through a case: a guessed nominative is loose ("Trude" would be a case of Trudi, Geertruida's).
  return (
    !isGivenName(said) &&
    nominatives(said).some(
      (nominative) => nominative.endsWith('a') && (isNicknameOf(nominative, formal) || isTenderFormOf(nominative, formal)),
    )
  );
}

/** A short form made by rule is read only of a given name: "Kuba" is Jakub's, not a short form of the surname Kubík. */
const asSaid = (said: string, formal: string) =>
  isNicknameOf(said, formal) ||
  (isGivenName(formal) && isDiminutiveOf(said, formal, isGivenName)) ||
  isTenderFormOf(said, formal) ||
  isMadeShortFormOf(said, formal) ||
  isSyllableShortFormOf(said, formal);
