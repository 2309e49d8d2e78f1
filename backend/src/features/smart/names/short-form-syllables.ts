/**
 * Short forms made by a language's regular rule from a syllable other than the name's first, which neither the lists
 * nor the rules of nicknames.ts and short-form-rules.ts read (they take a name's beginning, or a later syllable of four
 * letters):
 * - the name's closing syllable with a pet ending: the Alemannic and Bavarian -i, -li, -eli, -erl, -l (Köbi of Jakob,
 *   Minnerl of Hermine; Schweizerisches Idiotikon and Duden Grammatik, "Diminutiv- und Koseformen"), the English -y,
 *   -ie (Coby of Jacoba; Quirk et al., App. I.34), and with the name's first letter kept before it (Hettie of
 *   Henrietta);
 * - the Swiss German k said as ch at a word's start (Chlaus for Klaus; Schweizerisches Idiotikon, "Anlaut-k"), before
 *   the other rules and the lists;
 * - the name's beginning with an Alemannic or Bavarian -i, -li, -eli, -l, -erl or a Polish -ia/-io (Urseli of Ursula,
 *   Rosl of Rosina, Józia of Józefa; Nagórko,
 *   Zarys gramatyki polskiej, "spieszczenia");
 * - a later syllable with its consonant doubled and the sex's vowel after, as Italian makes them (Lello of
 *   Raffaele; Serianni, the grammar of Italian of 1988, "ipocoristici");
 * - the Dutch closing syllable said with its vowel long and the final -a dropped (Riek of Hendrika, Mien of
 *   Wilhelmina; Meertens Instituut, Nederlandse Voornamenbank, "vleivorm");
 * - the last two syllables of a Latin baptismal name in -us, as Dutch clips them (Dorus of Theodorus, Rinus of
 *   Marinus, Bertus of Lambertus; the same Voornamenbank's entries of each).
 * These are loose by nature: each reads only a name that is a given name (a list, or its ending when no list holds it
 * at all), never a word that is a curated given name itself, and a form that fits two people is asked back (the
 * resolver never picks between two equal readings); said alone, a form read only by these rules is never taken
 * (short-form-alone.ts reads listed forms only).
 */
import { sexInWiktionary, sexOfFirstGivenName, sexOfGivenName } from './given-sex.js';
import { sexByEnding } from './given-sex-endings.js';

const VOWEL = /[aeiouy]/;
/** Endings of Slavic surnames that lists also hold as given names: never read as a given name here. */
const SURNAME_ENDING = /(?:ek|ik|ak|sky|ski|cky|cki|ova|owa|ska|cka)$/;

/** The sex of a given name by the lists, else by its ending when no list tells one; null when none. */
function sexOfFormal(formal: string): 'f' | 'm' | null {
  if (formal.length < 5 || SURNAME_ENDING.test(formal)) return null;
  return sexOfGivenName(formal) ?? sexInWiktionary(formal) ?? sexByEnding(formal);
}

/** A form ending in -o is a man's, in -a a woman's (Slavic and Romance pet forms); others tell nothing. */
function fitsSex(short: string, sex: 'f' | 'm'): boolean {
  if (short.endsWith('o')) return sex === 'm';
  if (short.endsWith('a')) return sex === 'f';
  return true;
}

/** True when `short` (folded) is a short form of the given name `formal` (folded) by one of the rules above. */
export function isSyllableShortFormOf(short: string, formal: string): boolean {
  if (short === formal || short.length < 4 || sexOfGivenName(short) !== null) return false;
  const sex = sexOfFormal(formal);
  if (sex === null || !fitsSex(short, sex)) return false;
  // Chlaus: the ch of a Swiss k, read as k when the name holds no ch there.
  const spoken = short.startsWith('ch') && !formal.startsWith('ch') ? `k${short.slice(2)}` : short;
  return (
    (spoken !== short && spoken === formal) ||
    closingSyllableForm(spoken, formal) ||
    beginningWithEnding(spoken, formal) ||
    doubledSyllableForm(spoken, formal, sex) ||
    dutchLongSyllableForm(spoken, formal) ||
    latinTailForm(spoken, formal) ||
    (spoken !== short && isClippedEnd(spoken, formal))
  );
}

/** Pet endings after a name's closing syllable, longest first. */
const CLOSING_ENDINGS = ['eli', 'erl', 'li', 'ie', 'i', 'y', 'l'];

/**
 * The name's closing syllable (three letters at least, a consonant first, the name going on by one vowel at most:
 * Ja-kob, Ja-co-ba, Her-mi-ne) with a pet ending, written with its consonant doubled before the ending or not; or
 * with the name's first letter before it (H-ett-ie of Henrietta).
 */
function closingSyllableForm(short: string, formal: string): boolean {
  return CLOSING_ENDINGS.some((ending) => {
    if (!short.endsWith(ending)) return false;
    const written = short.slice(0, -ending.length);
    const stems = /([^aeiouy])\1$/.test(written) ? [written, written.slice(0, -1)] : [written];
    return stems.some((stem) => closes(stem, formal) || (stem[0] === formal[0] && stem.length >= 3 && closes(stem.slice(1), formal, 2)));
  });
}

/** True when `stem` is the end of the name, less one final vowel at most, from its third letter on or later. */
function closes(stem: string, formal: string, least = 3): boolean {
  if (stem.length < least || !VOWEL.test(stem) || formal.length < stem.length + 2) return false;
  const at = formal.endsWith(stem)
    ? formal.length - stem.length
    : VOWEL.test(formal.at(-1)!) && formal.slice(0, -1).endsWith(stem)
      ? formal.length - 1 - stem.length
      : -1;
  // The stem opens a syllable with its consonant (Ja-kob, Her-mi-ne); after a kept first letter, any letter may (H-ett-ie).
  return at >= 2 && (least < 3 || !VOWEL.test(stem[0]!));
}

/** Urseli, Rosl, Józia, Józio: the name's first three letters or more, closing on a consonant, and a pet ending. */
function beginningWithEnding(short: string, formal: string): boolean {
  return ['eli', 'erl', 'li', 'ia', 'io', 'l', 'i'].some((ending) => {
    if (!short.endsWith(ending)) return false;
    const stem = short.slice(0, -ending.length);
    return stem.length >= 3 && stem.length < formal.length - 1 && formal.startsWith(stem) && !VOWEL.test(stem.at(-1)!);
  });
}

/** Lello of Raffaele: consonant, vowel, the consonant twice, -o or -a by the sex, the first two a later syllable of the name. */
function doubledSyllableForm(short: string, formal: string, sex: 'f' | 'm'): boolean {
  const match = /^([^aeiouy])([aeiou])\1\1([oa])$/.exec(short);
  if (!match || match[3] !== (sex === 'm' ? 'o' : 'a')) return false;
  return formal.lastIndexOf(match[1]! + match[2]!) >= 2;
}

const LONG_VOWELS: Record<string, string> = { ie: 'i', ee: 'e', aa: 'a', oo: 'o', uu: 'u' };

/** Riek of Hendrika: the closing syllable's onset, its vowel written long, its consonant; the name ends so with -a. */
function dutchLongSyllableForm(short: string, formal: string): boolean {
  const match = /^([^aeiouy]+)(ie|ee|aa|oo|uu)([^aeiouy])$/.exec(short);
  if (!match || !formal.endsWith('a')) return false;
  const tail = `${match[1]}${LONG_VOWELS[match[2]!]}${match[3]}a`;
  return formal.length >= tail.length + 2 && formal.endsWith(tail);
}

/** Dorus of Theodorus: the name's end in -us from a syllable's consonant on, five letters at least, three letters or more cut. */
function latinTailForm(short: string, formal: string): boolean {
  return short.length >= 5 && short.endsWith('us') && !VOWEL.test(short[0]!) && formal.length >= short.length + 3 && formal.endsWith(short);
}

/** Klaus of Niklaus, once the ch is read (Chaspar is Kaspar itself): the end of a given name the lists hold, four letters at least. */
function isClippedEnd(short: string, formal: string): boolean {
  return short.length >= 4 && formal.length >= short.length + 2 && formal.endsWith(short) && sexOfFirstGivenName(short) !== null;
}
