/**
 * The words of a query that are not the name: fillers, the record's own city, street, e-mail domain and numbers, a
 * place said beside the name. A word the record explains costs nothing; one it does not lowers the score, and a place
 * the record is not in keeps it from being picked.
 */
import { type NormalizedName, fold, normalizeName } from '../normalize.js';
import { countryWords } from '../names/countries.js';
import { isFiller } from '../names/phrase.js';
import { isDeclined } from '../names/words.js';
import { soundsSame } from '../names/sound.js';
import { type Scored, type WordReading, editDistance, wordSimilarity } from '../score.js';
import type { ClientCandidate } from '../store.js';

/** What a record explains of a query besides its name: filler words, and the record's own words (see explainer()). */
export type Explains<T> = (item: T) => (word: string) => boolean;

/**
 * The words of a record that explain a query's words besides its name: its city, street and country, the first label of its
 * e-mail domain, its registration and VAT numbers. A word said beside the name ("Kratochvíl Stavby (Brno)", "Schröder
 * from Hamburg") costs nothing when the record explains it, and lowers the score when it does not.
 */
function explainer(fields: readonly string[]): (word: string) => boolean {
  // Taken apart when first asked: most candidates are scored without a word left to explain.
  let words: string[] | undefined;
  const ownWords = () => (words ??= fields.flatMap((field) => fold(field).split(' ')).filter((word) => word.length > 1));
  return (word) =>
    isFiller(word) ||
    ownWords().some((own) => own === word || isDeclined(word, own) || (own.length >= 5 && !/\d/.test(own) && editDistance(word, own) <= 1));
}

export const clientExplains: Explains<ClientCandidate> = (item) =>
  explainer([
    item.address_city ?? '',
    item.address_street ?? '',
    countryWords(item.address_country ?? '').join(' '),
    (item.email ?? '').split('@')[1]?.split('.')[0] ?? '',
    item.registration_no ?? '',
    item.vat_no ?? '',
  ]);

/** The query's words that neither a word of the name (or its beginning, for the last word said) nor the record explain. */
export function unexplained(
  query: readonly string[],
  names: readonly NormalizedName[],
  free: (word: string) => boolean,
  reading: WordReading,
) {
  return query.filter(
    (word, index) =>
      !free(word) &&
      !names.some((name) =>
        name.words.some(
          (own) =>
            wordSimilarity(word, own, reading) > 0 ||
            (word.length === 1 && own.startsWith(word)) ||
            (index === query.length - 1 && word.length >= 3 && own.startsWith(word)),
        ),
      ),
  );
}

/**
 * The words of a place said that neither the record's address nor a word of its name explains. A place is a name of
 * its own: a word of the record's name explains it as that word, declined or said the same, never as a near spelling
 * (Kryss is another town than the Pryss of a name, one letter apart). The address keeps its tolerance (explainer()).
 */
export function placeUnexplained(place: readonly string[], names: readonly NormalizedName[], free: (word: string) => boolean) {
  return place.filter(
    (word) =>
      !free(word) && !names.some((name) => name.words.some((own) => own === word || isDeclined(word, own) || soundsSame(word, own))),
  );
}

/**
 * A place said beside the name ("(Augsburg)", "from Szczecin") that the record neither is in nor is named after
 * contradicts it: such a record is offered back, never taken. Counted only as a word among the name's, it lowered a
 * three-word name's score too little ("Hamburg Nord Energie (Szczecin)" was taken at 0.81).
 */
export function placeHeld(
  scored: Scored<ClientCandidate>[],
  place: readonly string[],
  namesOf: (item: ClientCandidate) => readonly string[] = () => [],
): Scored<ClientCandidate>[] {
  if (place.length === 0) return scored;
  return scored.map((one) => {
    // A former name or a confirmed phrase holding the place explains it too: a confirmed "de schilders uit …" said as "de schilder uit …", misspelt from
    // the phrase confirmed for a client elsewhere, was held to the client's own city and refused.
    const names = [
      normalizeName(one.item.name),
      normalizeName(one.item.legal_name),
      ...namesOf(one.item).map((name) => normalizeName(name)),
    ];
    return placeUnexplained(place, names, clientExplains(one.item)).length === 0
      ? one
      : { ...one, score: Math.min(one.score, PLACE_CONTRADICTED) };
  });
}

/** The most a record whose address contradicts the place said may score: a candidate to offer, never a pick. */
const PLACE_CONTRADICTED = 0.7;
