/**
 * How two folded words of a name relate beyond spelling: a declined form of
 * the same name (Czech, Slovak and Polish cases and possessives: "Novákovi",
 * "Nováka", "Novákem", "Novákův", "Kowalskiego"), the female form of a
 * surname (a related but different person: "Nováková" is not "Novák"), or a
 * longer word that merely begins like the other ("Bartošek" is not a typo of
 * "Bartoš", "Hotel 2000" is not "Hotel 200").
 */
import { remembered } from '../../../platform/lib/remembered.js';

/**
 * The endings a female surname takes in its cases, after its final "a" (folded): Czech -ová and -á ("Novákové",
 * "Novákovou", "Hrubé", "Hrubou"), Slovak ("Novákovej", "Novákovú"), Polish -ska ("Kowalskiej"). "Tůmovi" is no
 * case of "Tůmová" but of "Tůma": the man.
 */
const FEMALE_CASE_ENDINGS: ReadonlySet<string> = new Set(['e', 'ou', 'ej', 'u', 'iej']);

/** Case endings and possessive endings, folded, longest first (cs, sk, pl). */
const ENDINGS = [
  'owiem',
  'iemu',
  'iego',
  'owie',
  'ovou',
  'ovej',
  'ovho',
  'ovym',
  'ovcu',
  'ovi',
  'owi',
  'emu',
  'eho',
  'ymu',
  'imu',
  'ego',
  'iem',
  'ych',
  'ymi',
  'ami',
  'ach',
  'uv',
  'ov',
  'ova',
  'ovo',
  'ove',
  'ovu',
  'ove',
  'om',
  'ou',
  'em',
  'um',
  'im',
  'ym',
  'ho',
  'mu',
  'ie',
  // Slovak -ej of a woman's surname ("pani Novákovej") and the German and Dutch possessive -s ("Ortners Rechnung").
  'ej',
  's',
  'y',
  'a',
  'u',
  'e',
  'i',
  'o',
];

/** A record's word as it may be bent before an ending: "marek" → "mark", "nemec" → "nemc", "novotny" → "novotn". */
function stems(word: string): string[] {
  const found = [word];
  if (/[aeiouy]$/.test(word)) found.push(word.slice(0, -1));
  const mobileE = word.match(/^(.*[^aeiouy])e([kcl])$/);
  if (mobileE) found.push(`${mobileE[1]}${mobileE[2]}`);
  if (word.endsWith('ec')) found.push(`${word.slice(0, -2)}c`);
  // Czech and Slovak -ka, -ha and -ga soften before the dative's and locative's -e: "Lence" of Lenka, "Olze" of Olga,
  // "v bance" of banka (Polish alike: "Kasi" aside, "Agnieszce" of Agnieszka).
  const softened = softenedStem(word);
  if (softened) found.push(softened);
  return found;
}

function softenedStem(word: string): string | null {
  const hard = /^(.{2,})(?:ka|ha|ga)$/.exec(word);
  return hard ? `${hard[1]}${word.endsWith('ka') ? 'c' : 'z'}` : null;
}

const softenedOf = (word: string, stem: string) => softenedStem(word) === stem;

/** True when `asked` is `recorded` declined or made possessive: "novakovi" of "novak", "marka" of "marek". */
export function isDeclined(asked: string, recorded: string): boolean {
  return endingsOf(asked, recorded).length > 0;
}

/** The case endings that make `asked` of `recorded` ("ovi" of "novakovi" and "novak"); none when it is no case of it. */
function endingsOf(asked: string, recorded: string): string[] {
  if (asked === recorded || recorded.length < 3 || /\d/.test(asked)) return [];
  return (
    stems(recorded)
      .filter((stem) => stem.length >= 3 && asked.startsWith(stem) && asked !== stem && ENDINGS.includes(asked.slice(stem.length)))
      // "-ej" or "-iej" after an adjectival surname is a woman's case ("Zielińskiej" of Zielińska), never the man's:
      // Zieliński, Hrubý take -ego/-ého, -emu/-ému, -im/-ým, -om; whichever stem the ending was taken from.
      .filter(() => !(/[iy]$/.test(recorded) && asked.endsWith('ej')))
      // The possessive -s is German and Dutch, after a consonant ("Ortners"); after a vowel it makes another surname
      // of the Romance languages ("Santos" is not Santo's).
      .filter((stem) => !(asked.slice(stem.length) === 's' && /[aeiouy]$/.test(recorded)))
      // The softened stem takes only the -e that softened it ("Lence", never "Lenci").
      .filter((stem) => !softenedOf(recorded, stem) || asked.slice(stem.length) === 'e')
      .map((stem) => asked.slice(stem.length))
  );
}

/**
 * The words `asked` may be a case or possessive of, found from the declined form alone: each ending taken off, and the
 * stem given back the vowel or the mobile "e" a case may have dropped ("novaka" → "novak", "marka" → "marek", "hrubeho"
 * → "hruby"). What the database is asked for besides the word itself, so a name said declined reaches its record.
 */
export const nominatives = remembered((asked: string): readonly string[] => {
  if (asked.length < 4 || /\d/.test(asked)) return Object.freeze([]);
  const found = new Set<string>();
  // A woman's surname in its cases ("Zielińskiej", "Novákové", "Novákovou"): its nominative ends in "a".
  for (const ending of FEMALE_CASE_ENDINGS)
    if (asked.endsWith(ending) && asked.length - ending.length >= 3) found.add(`${asked.slice(0, -ending.length)}a`);
  for (const ending of new Set(ENDINGS)) {
    if (!asked.endsWith(ending) || asked.length - ending.length < 3) continue;
    const stem = asked.slice(0, -ending.length);
    const mobileE = stem.match(/^(.*[^aeiouy])([kcl])$/);
    // A softened stem before -e ("lenc" of "Lence") is given back its -ka, -ha or -ga.
    const hardened =
      ending === 'e' && /[cz]$/.test(stem)
        ? stem.endsWith('c')
          ? [`${stem.slice(0, -1)}ka`]
          : ['ha', 'ga'].map((end) => `${stem.slice(0, -1)}${end}`)
        : [];
    for (const form of [
      stem,
      ...'aeoyiu'.split('').map((vowel) => stem + vowel),
      ...(mobileE ? [`${mobileE[1]}e${mobileE[2]}`] : []),
      ...hardened,
    ])
      if (isDeclined(asked, form)) found.add(form);
  }
  return Object.freeze([...found]);
});

/** True when `asked` is a case of the female surname `recorded` (see FEMALE_CASE_ENDINGS). */
export const isDeclinedFemale = (asked: string, recorded: string) =>
  recorded.length >= 4 &&
  recorded.endsWith('a') &&
  asked.startsWith(recorded.slice(0, -1)) &&
  FEMALE_CASE_ENDINGS.has(asked.slice(recorded.length - 1));

/** True when `asked` is a case of a female form of the male surname `male`: "novakove" and "novakovou" of "novak". */
export const isDeclinedFemaleOf = (asked: string, male: string) => femaleForms(male).some((female) => isDeclinedFemale(asked, female));

/** The female surname formed from a male one: novak → novakova, novotny → novotna, kowalski → kowalska. Remembered. */
export const femaleForms = remembered((male: string): readonly string[] => Object.freeze(formsOf(male)));

function formsOf(male: string): string[] {
  if (male.endsWith('sky') || male.endsWith('cky') || male.endsWith('ny') || male.endsWith('y')) return [`${male.slice(0, -1)}a`];
  if (male.endsWith('ski') || male.endsWith('cki') || male.endsWith('dzki')) return [`${male.slice(0, -1)}a`];
  if (/[aeiou]$/.test(male)) return [`${male.slice(0, -1)}ova`];
  const mobileE = male.match(/^(.*[^aeiouy])e([kcl])$/);
  return [`${male}ova`, `${male}owa`, ...(mobileE ? [`${mobileE[1]}${mobileE[2]}ova`] : [])];
}

/** True when one of the two is the female form of the other's surname. */
export const isFemaleFormOf = (female: string, male: string) => femaleForms(male).includes(female);

/**
 * True when the longer word begins with the shorter and adds two letters or more that are no case ending ("bartosek"
 * and "bartos"), or an -s after a vowel ("santos" and "santo"): two different names, never one typo'd.
 */
export function extendsInto(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // An -s after a final vowel makes another name of the Romance languages ("Santos", "Marcos"), not a typo.
  if (long === `${short}s` && short.length >= 4 && /[aeiouy]$/.test(short)) return true;
  if (short.length < 3 || long.length - short.length < 2 || !long.startsWith(short)) return false;
  // "sch" for a final "s" is how German writes the sound a Hungarian "s" is: a spelling, left to the sound reading.
  if (short.endsWith('s') && long === `${short}ch`) return false;
  return !isDeclined(long, short);
}

/**
 * True when the asked word is the recorded one, ending in a consonant no case softens, with an -i or -o after it
 * ("quarellini" of "quarellin", "quarellino"): the Italian and Spanish surnames made so are another owner's. No Czech,
 * Slovak or Polish case of a surname ending in a consonant ends in -o, and -i only after a soft one (the Czech vocative
 * "Tomáši", "Kovači") or in the plural, which no client's name is said in. Not said of given names, whose short forms
 * end so ("Toni", "Paco").
 */
export function addsNameVowel(asked: string, recorded: string): boolean {
  return recorded.length >= 4 && /[bdfghklmnptv]$/.test(recorded) && (asked === `${recorded}i` || asked === `${recorded}o`);
}

/**
 * True when the longer word begins with the shorter's stem, its final vowel given way to two letters or more that are
 * no case ending and hold a consonant ("martinella" and "martina", "hrabalik" and "hrabala": -ík, -ek, -ák make another
 * Czech surname of a stem, as -ella another name): another name of a company. Not said of given names, whose short
 * forms are made so ("Reini" of Reinhold, "Archie" of Archibald).
 */
export function extendsPastStem(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 5 || long.length - short.length < 1 || !/[aeiouy]$/.test(short)) return false;
  const stem = short.slice(0, -1);
  const added = long.slice(stem.length);
  // The letters added make a syllable of their own (a consonant among them): vowels alone are another spelling of the
  // same sound ("Bordo" as a transcript writes Bordeaux). Two letters are a syllable here only as the Czech and Slovak
  // -ík, -ek, -ák in place of a final -a, which make another surname; other two letters are as often a spelling by ear
  // (a Dutch "-ij" heard as "-y", a silent French "-ix" written "-a") or a slipped letter ("-wsi" for "-wski").
  const syllable = added.length >= 3 || (short.endsWith('a') && /^[iea]k$/.test(added));
  return long.startsWith(stem) && !long.startsWith(short) && syllable && /[^aeiouy]/.test(added) && !isDeclined(long, short);
}

/**
 * True when the longer word is the shorter with a syllable put inside it, after its first three letters: two letters
 * or more together, a vowel and a consonant among them ("dvoracek" and "dvorak", "janacek" and "janak": the Czech
 * and Slovak diminutive suffixes -ík/-íček, -ák/-áček make another surname, as "Bartošek" does of "Bartoš"). Never a
 * typo, which slips a letter, not a syllable; vowels alone are another spelling of one sound, and a German ear's
 * "tsch" for "č" puts letters in more than one place.
 */
export function insertsSyllable(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const added = long.length - short.length;
  if (short.length < 4 || added < 2) return false;
  let same = 0;
  while (same < short.length && short[same] === long[same]) same += 1;
  if (same < 3 || same === short.length || long.slice(same + added) !== short.slice(same)) return false;
  const syllable = long.slice(same, same + added);
  return /[aeiouy]/.test(syllable) && /[^aeiouy]/.test(syllable) && !isDeclined(long, short);
}

/** True when a word holds a digit: names with numbers ("Hotel 2000", "Studio 54") match only on the same number. */
export const hasDigit = (word: string) => /\d/.test(word);
