/**
 * Short forms made by rule of given names that the lists do not hold as short forms, of kinds the rules of
 * nicknames.ts left out (the Dutch closed first syllable and the Romance and Slavic pet suffixes are below):
 * - a name's first syllable said twice, or followed by a later syllable of it, in four letters (German, Dutch, French
 *   pet forms: Mimi of Michaela, Lulu of Lucinda, Bibi of Bibiana; Duden Grammatik, "Koseformen":
 *   Reduplikation and Silbenkürzung);
 * - a Slovak or Czech man's name cut after its stem and closed by -o or -ko (Stano of Stanislav, Svato of Svätopluk,
 *   Jožko of Jozef; Dvonč et al., Morfológia slovenského jazyka, "hypokoristiká").
 * Only of a word a list knows as a given name (given-sex.ts's own list, or Wiktionary's given names, which hold no
 * surnames), never of a word that is itself a given name of that list, and the -o forms only of a man's name. A form
 * that fits two people's names is asked back: these rules say which names it may be, not which one was meant.
 */
import { sexInWiktionary, sexOfFirstGivenName, sexOfGivenName } from './given-sex.js';

const VOWEL = /[aeiouy]/;
/**
 * Endings of Slavic surnames that Wiktionary also lists as given names (Kubíček, Novák): a short form is never read
 * of these, as "Kuba" is no short form of the surname Kubík (familiar-forms.ts).
 */
const SURNAME_ENDING = /(?:ek|ik|ak|sky|ski|cky|cki|ova)$/;
const sexOfGiven = (word: string) => sexOfGivenName(word) ?? sexInWiktionary(word);

/** True when `short` (folded) is a pet or clipped form of the given name `formal` (folded) by one of the rules above. */
export function isMadeShortFormOf(short: string, formal: string): boolean {
  if (short === formal || formal.length < 5 || sexOfGivenName(short) !== null) return false;
  const sex = sexOfGiven(formal);
  if (sex === null || SURNAME_ENDING.test(formal)) return false;
  return (
    isSyllableFormOf(short, formal) ||
    (sameSexIfTold(short, sex) && (isClosedSyllableOf(short, formal) || isStemWithSuffixOf(short, formal))) ||
    (sex === 'm' && isSlavicMansFormOf(short, formal))
  );
}

/**
 * The Dutch and Low German truncation: the name's first syllable closed by the consonant after it, its vowel written
 * long (doubled) when that syllable was open (Joop, Kees, Wim; Meertens Instituut, Nederlandse Voornamenbank, "vleivorm";
 * the ANS, "verkorting"). Three to five letters ending in a consonant, the name two letters longer at least.
 */
function isClosedSyllableOf(short: string, formal: string): boolean {
  if (short.length < 3 || short.length > 5 || VOWEL.test(short.at(-1)!) || formal.length < short.length + 2) return false;
  const written = short.replace(/([aeiou])\1/, '$1');
  if (written.length < 3 || !formal.startsWith(written) || !VOWEL.test(written)) return false;
  // Before a vowel the closing consonant opens the next syllable: kept only after an open first syllable (Ro-bert: Rob),
  // not after a closed one (Mar-cel is Mar, never Marc).
  return !VOWEL.test(formal[written.length]!) || VOWEL.test(written.at(-2)!);
}

/** A word that the data gives a sex (Marta, a woman's name) is a short form only of a name of that sex. */
function sameSexIfTold(short: string, sex: 'f' | 'm'): boolean {
  const told = sexOfFirstGivenName(short);
  return told === null || told === sex;
}

/**
 * A syllable of the name, from its start or later, with a pet suffix of the Romance and Slavic families: the Spanish
 * -cho/-cha (Nacho, Concha; RAE, Nueva gramática, "hipocorísticos"), the Italian -etto/-etta, -uccio/-uccia, -ello/-ella
 * (Serianni, the grammar of Italian of 1988, "alterati"), the Portuguese -inho/-inha, the Czech and Slovak -ža/-ša/-ďa/-ťa after
 * the first syllable's lengthened vowel (Karlík et al., Příruční mluvnice češtiny, "domácké podoby"). Three letters of
 * the name at least before the suffix.
 */
const PET_SUFFIXES = ['uccio', 'uccia', 'inho', 'inha', 'etto', 'etta', 'ello', 'ella', 'cho', 'cha', 'za', 'sa', 'ta'];
function isStemWithSuffixOf(short: string, formal: string): boolean {
  return PET_SUFFIXES.some((suffix) => {
    if (!short.endsWith(suffix)) return false;
    const stem = short.slice(0, -suffix.length);
    if (stem.length < 3 || stem.length >= formal.length - 1) return false;
    const at = formal.indexOf(stem);
    return at === 0 || (at > 0 && suffix.length >= 3);
  });
}

/** Mimi (Mi-chaela), Lulu (Lu-cinda): consonant and vowel twice, the first opening the name, the second its or later in it. */
function isSyllableFormOf(short: string, formal: string): boolean {
  if (short.length !== 4) return false;
  const [c1, v1, c2, v2] = short;
  if (VOWEL.test(c1!) || !VOWEL.test(v1!) || VOWEL.test(c2!) || !VOWEL.test(v2!)) return false;
  const first = c1! + v1!;
  const second = c2! + v2!;
  // The last syllable twice (Gigi of a name ending -gi, Nene of -ne), as Italian makes pet forms too.
  if (second === first && formal.endsWith(first) && formal.length >= 5) return sameSexIfTold(short, sexOfGiven(formal)!);
  if (!formal.startsWith(first)) return false;
  return second === first || formal.indexOf(second, 2) >= 2;
}

/** Stano, Svato, Jožko: the name's first three letters or more, then -o or -ko, shorter than the name. */
function isSlavicMansFormOf(short: string, formal: string): boolean {
  for (const ending of ['ko', 'o']) {
    if (!short.endsWith(ending)) continue;
    const stem = short.slice(0, -ending.length);
    if (stem.length >= 3 && stem.length < formal.length - 1 && formal.startsWith(stem) && !VOWEL.test(stem.at(-1)!)) return true;
  }
  return false;
}
