/**
 * Number words of French, Italian, Spanish, Portuguese and Dutch, as said inside a client's name ("Relais dix-neuf",
 * "Hostal cincuenta", "Officina diciassette", "Hotel Ribeira duzentos", "Kapsalon drieëndertig"): read for names only
 * (resolve/numbers-said.ts), where a reading is tried when nothing else settles and its digits must then agree
 * exactly. Amounts keep en, cs, sk, pl and de (parse/number-words.ts): "due", "once" and "cent" are English words there.
 *
 * Numbers below a million, read as their parts add up, each part smaller than the one before ("soixante dix neuf" is
 * 60 + 10 + 9, "doscientos treinta y cinco" 200 + 30 + 5); a unit before "cent", "mille" or "quatre vingt" multiplies.
 * Words that add up in no such order ("tres cinco") make no number.
 */
import { fold } from '../normalize.js';
import { HUNDREDS, SCALES, UNITS } from './numbers-romance-words.js';

/** Joiners between parts: "vingt et un", "treinta y cinco", "vinte e cinco". Never a number alone. */
const JOINERS = new Set(['et', 'y', 'e']);

/** Articles that are also "one": a number only beside other number words ("un" of "vingt et un"). */
const ARTICLES = new Set(['un', 'une', 'uno', 'una', 'um', 'uma', 'een']);

/** A word that is a number in one of the languages (a word of two, as "tres" or "quinze", is one entry). */
const value = (word: string): number | undefined => UNITS[word];

/** Italian tens as they join a unit starting with a vowel ("ventuno", "trentotto"). */
const ELIDED: Record<string, number> = { vent: 20, trent: 30, quarant: 40, cinquant: 50, sessant: 60, settant: 70, ottant: 80, novant: 90 };

/** The pieces a number written as one word is made of (Italian "duemilatrecentoquaranta", Dutch "tweehonderddrieëndertig"). */
const PIECES = [...Object.keys(UNITS), ...Object.keys(HUNDREDS), ...Object.keys(SCALES), ...Object.keys(ELIDED), 'en'].sort(
  (a, b) => b.length - a.length,
);

/** The word as its pieces, longest first where several cut it whole; null when it is no number. */
function segment(word: string): string[] | null {
  const from: Array<string[] | null> = Array<string[] | null>(word.length + 1).fill(null);
  from[word.length] = [];
  for (let at = word.length - 1; at >= 0; at--)
    for (const piece of PIECES)
      if (word.startsWith(piece, at) && from[at + piece.length]) {
        from[at] = [piece, ...from[at + piece.length]!];
        break;
      }
  return from[0] ?? null;
}

/** A word's parts: itself when known, else its pieces, a Dutch unit put after its ten ("drie en dertig" is 30 + 3). */
function split(word: string): string[] {
  if (value(word) !== undefined || word in HUNDREDS || word in SCALES) return [word];
  const pieces = segment(word);
  if (!pieces || pieces.length < 2) return [word];
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const [unit, joiner, ten] = [pieces[index]!, pieces[index + 1], pieces[index + 2]];
    if (joiner === 'en' && ten !== undefined && (value(unit) ?? 10) < 10 && (value(ten) ?? 0) >= 20) {
      out.push(ten, unit);
      index += 2;
    } else if (unit === 'en') return [word];
    else out.push(unit);
  }
  return out;
}

export const isRomanceNumberWord = (word: string) => {
  // A hyphenated compound may hold its joiner ("vingt-et-un"): a number when its other parts are.
  const parts = fold(word)
    .split(' ')
    .flatMap(split)
    .filter((part, index) => !(index > 0 && JOINERS.has(part)));
  return (
    parts.every((part) => value(part) !== undefined || part in HUNDREDS || part in SCALES || part in ELIDED) && !ARTICLES.has(fold(word))
  );
};

export const isRomanceJoiner = (word: string) => JOINERS.has(fold(word));

/** "un", "uno", "um", "een": one only after a joiner ("vingt et un"), an article anywhere else. */
export const isRomanceOne = (word: string) => ARTICLES.has(fold(word));

/**
 * Whether a part may follow the last within a group: anything first; below a hundred after hundreds; a unit after a
 * ten or after "dix"/"diez"/"tien" (dix-neuf); 10-19 after 60 or 80, as French says 70 and 90 (soixante-dix,
 * quatre-vingt-dix).
 */
function follows(last: number, worth: number): boolean {
  if (last === Infinity) return true;
  if (last >= 100) return worth < 100;
  if (last === 10 || (last >= 20 && last % 10 === 0)) {
    if (worth < 10) return true;
    return (last === 60 || last === 80) && worth >= 10 && worth < 20;
  }
  return false;
}

/** The number the words make, or null when they make none (or several side by side). */
export function romanceNumber(words: readonly string[]): number | null {
  const parts = words.flatMap((word) => fold(word).split(' ')).flatMap(split);
  let total = 0;
  let group = 0;
  let last = Infinity;
  let joined = false;
  for (const [index, part] of parts.entries()) {
    if (JOINERS.has(part)) {
      if (index === 0 || joined) return null;
      joined = true;
      continue;
    }
    joined = false;
    const scale = SCALES[part];
    if (scale === 100) {
      // "cent", "quatre cents", "honderd", "elfhonderd": the group so far (below a hundred) times a hundred.
      if (group >= 100) return null;
      group = (group || 1) * 100;
      last = 100;
      continue;
    }
    if (scale === 1000) {
      total += (group || 1) * 1000;
      group = 0;
      last = Infinity;
      continue;
    }
    const worth = HUNDREDS[part] ?? ELIDED[part] ?? value(part);
    if (worth === undefined) return null;
    // "quatre vingt(s)": four twenties, after a hundred too ("cent quatre-vingts").
    if (worth === 20 && last === 4) {
      group += 76;
      last = 80;
      continue;
    }
    if (!follows(last, worth)) return null;
    group += worth;
    last = worth;
  }
  if (joined) return null;
  const number = total + group;
  return number > 0 ? number : null;
}
