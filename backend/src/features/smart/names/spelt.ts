/**
 * A word spelt letter by letter, as people dictate a name they expect to be misheard: "K O W A L C Z Y K",
 * "B. A. R. T. O. Š.", "J-E-D-L-I-C-K-A", "P.T.A.K.S.". Read as single letters, "a" and "i" were joiners, "o" was another
 * name's word and the rest matched nothing, so a name said most carefully was the one missed. Four letters or more
 * in a row are one word; three or fewer may be initials ("K S B"), which names/acronyms.ts reads.
 */
import { isLegalFormLetters } from '../normalize.js';

/** Letters in a row read as one spelt word: fewer may be a name's initials. */
const MIN_SPELT = 4;

/** One letter, alone or with a dot, or letters joined by dots or dashes ("B.A.R.T.", "B-A-R-T"). */
const LETTERS = /^(?:\p{L}[.\-–]?)+$/u;
const ONE_LETTER = /\p{L}/gu;

/** The text with each run of letters spelt one by one joined into its word; null when it holds none. */
export function joinSpeltLetters(text: string): string | null {
  const out: string[] = [];
  let run: Array<{ letters: string[]; marked: boolean }> = [];
  let joined = false;
  const flush = () => {
    const letters = run.flatMap((one) => one.letters);
    // Lower-case single letters may be prepositions in a row ("k a s v"): joined when in capitals, marked, or long.
    const sure = run.some((one) => one.marked) || letters.every((letter) => letter === letter.toUpperCase()) || letters.length >= 6;
    if (letters.length >= MIN_SPELT && sure) {
      out.push(letters.join(''));
      joined = true;
    } else out.push(...run.map((one) => one.letters.join('')));
    run = [];
  };
  for (const token of text.trim().split(/\s+/)) {
    const letters = spelt(token);
    if (letters) run.push({ letters, marked: /[.\-–]/.test(token) });
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return joined ? out.join(' ') : null;
}

/**
 * The letters a token spells, or null when it is a word: one letter ("K", "K."), or letters each followed by a dot
 * or a dash ("P.T.A.K.", "J-E-D"). A word with a dot ("Ing.", "Sp.") spells nothing.
 */
function spelt(token: string): string[] | null {
  if (!LETTERS.test(token)) return null;
  const letters = token.match(ONE_LETTER) ?? [];
  if (letters.length === 1) return letters;
  // Every letter but perhaps the last followed by a mark: "P.T.A.K." or "J-E-D", not "Ing." nor "s.r.o." pieces.
  if (!/^(?:\p{L}[.\-–])+\p{L}?[.\-–]?$/u.test(token)) return null;
  // A legal form written letter by letter ("S.p.A.", "s.r.o.", the "o.o." of "sp. z o.o.") is that form, never letters
  // of a name spelt out: joined with a letter beside it ("S.p.A. a Vendrago", the Italian "a" of a place; "z o.o. z"),
  // it made a word no record holds.
  return isLegalFormLetters(letters) ? null : letters;
}
