/**
 * Given names and the diminutives and nicknames people call them by, folded
 * (lower case, no diacritics). No package on npm keeps such a list for these
 * languages (the registry's "nickname" packages generate gamer tags; the
 * English-only `carltonnorthern/nicknames` CSV, Apache-2.0, is not published
 * there), so the list ships here. Sources:
 * - en: carltonnorthern/nicknames (names.csv), the most common rows;
 * - cs, sk: "Domácké podoby křestních jmen" as listed by the Ústav pro jazyk
 *   český AV ČR's Internetová jazyková příručka and the Czech and Slovak
 *   Wikipedia articles of each name ("Domácké podoby");
 * - de: the German Wikipedia articles of each name ("Varianten / Kurzformen");
 * - pl: "Zdrobnienia imion" from the Polish Wikipedia articles of each name and
 *   the PWN language advice pages;
 * - nl, es, it, fr, hu: as said beside their rows.
 * One row per formal name; a nickname may stand for several (Jarda: Jaroslav,
 * Jaromír), and is then asked back when both are employed.
 */
import { sexOfFirstGivenName, sexOfGivenName } from './given-sex.js';
import { MORE_NICKNAME_ROWS } from './nicknames-more.js';
import { EN_NICKNAME_ROWS } from './nicknames-en-data.js';
import { WIKT_NICKNAME_ROWS } from './nicknames-wikt-data.js';
import { OWN_ROWS_FAR } from './nicknames-own-far.js';
import { OWN_ROWS_NEAR } from './nicknames-own-near.js';

/** The rows shipped here: cs, sk, de, nl (nicknames-own-near.ts), then pl, en, es, it, fr, hu, pt (nicknames-own-far.ts). */
const OWN_ROWS: ReadonlyArray<readonly [formal: string, nicknames: string]> = [...OWN_ROWS_NEAR, ...OWN_ROWS_FAR];

/** The English data's short forms that are given names of their own in our lists (Jan, Eva, Lena) are left out there. */
const EN_ROWS = EN_NICKNAME_ROWS.map(
  ([formal, nicknames]) =>
    [
      formal,
      nicknames
        .split(' ')
        .filter((word) => sexOfGivenName(word) === null)
        .join(' '),
    ] as const,
);
/** Wiktionary's short forms of the languages we read (generated, see nicknames-wikt-data.ts), left out the same way. */
const WIKT_ROWS = WIKT_NICKNAME_ROWS.trim()
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [formal = '', shorts = ''] = line.split(':');
    return [
      formal,
      shorts
        .split(' ')
        .filter((word) => sexOfGivenName(word) === null)
        .join(' '),
    ] as const;
  });
const ROWS = [...OWN_ROWS, ...MORE_NICKNAME_ROWS, ...EN_ROWS, ...WIKT_ROWS];
const BY_NICKNAME = new Map<string, Set<string>>();
for (const [formal, nicknames] of ROWS)
  for (const nickname of nicknames.split(' ').filter((word) => word && word !== formal)) {
    const formals = BY_NICKNAME.get(nickname) ?? new Set<string>();
    formals.add(formal);
    BY_NICKNAME.set(nickname, formals);
  }
/** Formal names that are no row's short form: a row of a short form (Wally: Walt) keeps it a short form by rule too. */
const FORMALS = new Set(ROWS.map(([formal]) => formal).filter((formal) => !BY_NICKNAME.has(formal)));

/** The formal given names a folded word may be the nickname of (empty when it is none). */
export function formalNamesOf(word: string): ReadonlySet<string> {
  return BY_NICKNAME.get(word) ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();

/**
 * True when one word is a nickname of the other, either way, also of the formal name spelt as another language spells
 * it (Alex of Alexander is Alex of Alexandr and Aleksander too).
 */
export const isNicknameOf = (a: string, b: string) => nicknameOfFormal(a, b) || nicknameOfFormal(b, a);

/** True when the data lists one word as a short form of the other as it is spelt, not of another language's spelling. */
export const isListedNicknameOf = (a: string, b: string) => formalNamesOf(a).has(b) || formalNamesOf(b).has(a);

function nicknameOfFormal(nickname: string, formal: string): boolean {
  const formals = formalNamesOf(nickname);
  if (formals.has(formal)) return true;
  for (const listed of formals) if (spelledAlike(listed, formal)) return true;
  return false;
}

/** Letters that spell the same sound across the languages of the rows, written one way (Alexander, Aleksander). */
const spelling = (name: string) => name.replace(/x/g, 'ks').replace(/ph/g, 'f').replace(/ch/g, 'k').replace(/w/g, 'v').replace(/y/g, 'i');

/**
 * One given name in two languages' spellings (Alexandr and Alexander, Kristina and Christina): five letters at least,
 * alike once written alike or but for one letter more, and both a woman's name or both a man's (Alexandra is not
 * Alexandr): a woman's name is listed as hers, or ends in -a.
 */
function spelledAlike(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5 || sexOf(a) !== sexOf(b)) return false;
  return withinOneLetter(spelling(a), spelling(b));
}

const sexOf = (name: string) => sexOfGivenName(name) ?? (name.endsWith('a') ? 'f' : 'm');

/** Equal, or one letter added: a changed letter is another name as often as not (Ivana, Ivona). */
function withinOneLetter(a: string, b: string): boolean {
  if (a === b) return true;
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let same = 0;
  while (same < short.length && long[same] === short[same]) same += 1;
  return long.slice(same + 1) === short.slice(same);
}

/**
 * Diminutive endings, folded, longest first: cs and sk (-ka, -ek, -ik, -da, -a: Jarka, Vojta), de (-i, -el, -l, -erl:
 * Reini, Friedel), en (-ie, -y: Archie), pl (-siek, -szek, -sia, -cia, -zia, -ek, -ka: Stasiek, Gosia), es and it
 * (-ito, -ita, -ino, -ina). Sources: the grammars' word-formation chapters (Karlík et al., Příruční mluvnice češtiny,
 * "zdrobněliny"; Duden Grammatik, "Diminutiv- und Koseformen"; Nagórko, Zarys gramatyki polskiej, "spieszczenia";
 * Quirk et al., A Comprehensive Grammar of the English Language, App. I.34 "hypocoristic -y/-ie"); cs and sk -uška,
 * -inka, -enka, -ička, -ečka (Maruška; Karlík, the same chapter).
 */
const DIMINUTIVE_ENDINGS = [
  'uska',
  'inka',
  'enka',
  'icka',
  'ecka',
  'siek',
  'szek',
  'erl',
  'sia',
  'cia',
  'zia',
  'ito',
  'ita',
  'ino',
  'ina',
  'ka',
  'ek',
  'ik',
  'ie',
  'el',
  'da',
  'a',
  'i',
  'y',
  'l',
];

/**
 * Stops that German, Dutch, Czech, Slovak and Polish say alike at a syllable's end (final devoicing: Duden Aussprachewörterbuch,
 * "Auslautverhärtung"; Karlík, Příruční mluvnice češtiny, "spodoba znělosti"), so a short form cut after one may be
 * written with its twin: Hardy of Hartmut.
 */
const STOP_TWIN: Record<string, string> = { d: 't', t: 'd', g: 'k', k: 'g', b: 'p', p: 'b' };

/**
 * A short form made by rule when no list holds it: the beginning of the formal name (three letters at least: Reinhold →
 * Reini, Archibald → Archie, Jaroslava → Jarka, Stanisław → Stasiek) or a later syllable of it (four letters at least:
 * Gottfried → Friedel, Johanna → Hanni), and a diminutive ending. A word that is itself a listed given name (`known`:
 * "Jana" is no short form of Jan, "Marek" none of Markéta) is never read so; a listed nickname of another name may be
 * ("Reini" is listed for Reinhard, and is Reinhold's too), and is asked back when both are employed.
 */
export function isDiminutiveOf(short: string, formal: string, known: (word: string) => boolean): boolean {
  if (short.length < 4 || short.length >= formal.length + 2 || short === formal || known(short) || FORMALS.has(short)) return false;
  if (isClippedTailOf(short, formal)) return true;
  return DIMINUTIVE_ENDINGS.some((ending) => {
    if (!short.endsWith(ending)) return false;
    const written = short.slice(0, -ending.length);
    // The English -y and -ie double the consonant before them (Sally, Billy): the stem has it once.
    const doubled = /([^aeiouy])\1$/.test(written) ? [written, written.slice(0, -1)] : [written];
    // A stop closing the stem is said voiced or voiceless alike (Hardy of Hartmut, as of Eberhard).
    const stems = doubled.flatMap((one) => {
      const twin = STOP_TWIN[one.at(-1)!];
      return twin ? [one, `${one.slice(0, -1)}${twin}`] : [one];
    });
    return stems.some((stem) => {
      if (stem.length < 3 || stem.length >= formal.length) return false;
      const at = formal.indexOf(stem);
      return at === 0 || (at >= 2 && stem.length >= 4);
    });
  });
}

/**
 * The end of a given name said for it (aphaeresis), as Italian, Spanish and Portuguese make short forms: Dino of
 * Bernardino, Berto of Umberto (Rohlfs, Historische Grammatik der italienischen Sprache, its word
 * formation's hypocoristics; RAE, Nueva gramática de la lengua española, "hipocorísticos"). Only of a name the data knows as a given name (a
 * surname's end is another surname: Mann is not Hartmann), four letters at least, ending in a vowel, three letters
 * or more cut.
 */
function isClippedTailOf(short: string, formal: string): boolean {
  if (short.length < 4 || formal.length < short.length + 3 || !/[aeiou]$/.test(short) || !formal.endsWith(short)) return false;
  return sexOfFirstGivenName(formal) !== null || FORMALS.has(formal);
}
