/**
 * A name written down by an ear of another language: a German ear writes Kučera "Kutschera" and Růžička
 * "Ruschitschka", an English one writes Szymański "Shimanski". Double Metaphone and Kölner Phonetik (sound.ts) read
 * each spelling by one language's rules, so the two never meet. Here both are brought to one rough spelling: the
 * ways Czech, Slovak, Polish, German and English write one hiss or hush (č, cz, tsch, tch, ch; š, sz, sch, sh; ž, rz,
 * zh), w and v, y and j. The consonants left must then agree, or differ by one (the "r" a German ear hears in ř is
 * "rsch"; the ł an English ear hears as "w"). Only a pair whose spellings differ in one of those ways is heard so:
 * two names spelt in one orthography are told apart by their letters, as before.
 */

/** Spellings of one sound in the orthographies the resolver reads, longest first; folded text (no diacritics). */
const ACROSS: Readonly<Record<string, string>> = {
  tsch: 'c',
  tch: 'c',
  sch: 's',
  cz: 'c',
  ch: 'c',
  kh: 'c',
  sz: 's',
  sh: 's',
  zh: 'z',
  rz: 'z',
};
const ONE_SOUND = /tsch|tch|sch|cz|ch|kh|sz|sh|zh|rz/g;

/** The spellings of those sounds a word uses, in order: two words using the same ones are spelt in one way. */
const SPELLINGS = /tsch|tch|sch|cz|ch|kh|sz|sh|zh|rz|w|ph/g;

/** Consonants fewer than this are too few for one of them to differ. */
const MIN_CONSONANTS = 4;

const across = (word: string) =>
  word
    .replace(ONE_SOUND, (spelling) => ACROSS[spelling]!)
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/[yj]/g, 'i')
    .replace(/q/g, 'k')
    .replace(/(.)\1+/g, '$1');
const consonants = (word: string) => word.replace(/[aeiou]/g, '');
const spellings = (word: string) => (word.match(SPELLINGS) ?? []).join(' ');

/** True when `a` and `b` are one name written by ears of two languages (their vowels checked by the caller). */
export function heardAcross(a: string, b: string): boolean {
  const [ka, kb] = [consonants(across(a)), consonants(across(b))];
  if (ka === kb) return true;
  // Spelt the same way ("Bartoník", "Bartošík"), one consonant apart is two names, not one heard twice.
  if (spellings(a) === spellings(b)) return false;
  if (Math.min(ka.length, kb.length) < MIN_CONSONANTS || Math.abs(ka.length - kb.length) > 1) return false;
  return oneApart(ka, kb);
}

/** One letter inserted, deleted or changed. */
function oneApart(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
