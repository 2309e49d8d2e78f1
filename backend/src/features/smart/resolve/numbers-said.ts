/**
 * A number said in words inside a name ("Quayside Studio eighty", "Hotel zwei tausend", "Relais dix-neuf"; the romance
 * languages' and Dutch in numbers-romance.ts): the name with the number in
 * digits, as the record is written ("Quayside Studio 80"). The resolver tries it only when the name as said settles
 * nothing, so a record really named with the word ("Three Oaks Ltd") is found as said first; and since digits must
 * agree exactly (score.ts), "two hundred" never finds "Hotel 2000".
 */
import { fold } from '../normalize.js';
import { numberTokens } from '../parse/compounds.js';
import { SCALES, UNITS } from '../parse/number-words.js';
import { parseNumberWords } from '../parse/numbers.js';
import { isRomanceJoiner, isRomanceNumberWord, isRomanceOne, romanceNumber } from './numbers-romance.js';

/** Longer phrases are no name said aloud; the search below is quadratic in the words. */
const MAX_WORDS = 16;

/**
 * Words that join number words ("two thousand and five", "dvacet a tři", "cincuenta y uno") or are an article ("a
 * hundred"), never one alone.
 */
const JOINING = new Set(['and', 'und', 'a', 'an', 'y']);

const isNumberWord = (word: string) => {
  const folded = fold(word);
  if (JOINING.has(folded)) return false;
  const tokens = numberTokens(folded);
  return (tokens.length > 0 && tokens.every((token) => token in UNITS || token in SCALES)) || isRomanceNumberWord(word);
};
/** A word joining two number words: "two thousand and five", "vingt et un", "treinta y cinco". */
const isJoining = (word: string) => JOINING.has(fold(word)) || isRomanceJoiner(word);

/** The value of the words as one number, or null when they make none (or several side by side). */
function valueOf(words: readonly string[]): number | null {
  try {
    const value = parseNumberWords(words.join(' '));
    if (value !== null && Number.isInteger(value)) return value;
  } catch {
    // no one number in the languages of amounts: perhaps in another's
  }
  return romanceNumber(words);
}

/**
 * The text with each run of number words written in digits, and what was read; null when there is none. A run that
 * makes no one number ("one two", "twelve ninety nine") stays in words: which number was meant is not for us to pick.
 */
export function numbersInDigits(text: string): { text: string; read: Array<{ said: string; value: number }> } | null {
  const words = text.trim().split(/\s+/);
  if (words.length > MAX_WORDS || !words.some(isNumberWord)) return null;
  const out: string[] = [];
  const read: Array<{ said: string; value: number }> = [];
  for (let index = 0; index < words.length;) {
    if (!isNumberWord(words[index]!)) {
      out.push(words[index]!);
      index += 1;
      continue;
    }
    // The run: number words, with joiners between two of them.
    let end = index;
    while (
      end + 1 < words.length &&
      // "un"/"uno"/"een" is one inside a run ("cent un", "ciento uno"), an article only alone or first.
      (isNumberWord(words[end + 1]!) ||
        isRomanceOne(words[end + 1]!) ||
        (isJoining(words[end + 1]!) && end + 2 < words.length && (isNumberWord(words[end + 2]!) || isRomanceOne(words[end + 2]!))))
    )
      end += isNumberWord(words[end + 1]!) || isRomanceOne(words[end + 1]!) ? 1 : 2;
    const run = words.slice(index, end + 1);
    const value = valueOf(run);
    if (value === null) out.push(...run);
    else {
      read.push({ said: run.join(' '), value });
      out.push(String(value));
    }
    index = end + 1;
  }
  return read.length > 0 ? { text: out.join(' '), read } : null;
}
