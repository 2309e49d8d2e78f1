/**
 * Numbers written as words, as voice transcripts give them: "fifteen
 * hundred", "two thousand five hundred and fifty", "one and a half",
 * "a dozen", "half a dozen", "two and a half thousand"; Czech and German
 * units and tens too ("tři", "dvacet", "zwei", "zwanzig"). Up to the
 * millions; answers null for anything else.
 *
 * Number words side by side that make no one number are refused, not added
 * up: "twelve ninety nine" (12.99? 1299?) was read as 111, "three fifty" as
 * 53 and "one five zero zero" as 6, without a word. A unit said right after
 * thousands or millions ("three thousand five") is asked about: 3005, or 3500
 * as prices are said? It was read as 3005 without a word; "three thousand
 * and five" and "three thousand five hundred" read one way.
 */
import { fold } from '../normalize.js';
import { numberTokens } from './compounds.js';
import { AmbiguousWords, ParseError } from './errors.js';
import { SCALES, UNITS } from './number-words.js';

/** German "hundert" and Czech "sto" stand without their "one" after thousands ("zweitausendhundert", "tisíc sto"). */
const BARE_HUNDREDS = new Set(['hundert', 'sto']);

/**
 * Czech hundreds after the unit that takes each form: "dvě stě", "tři sta", "čtyři sta", "pět set" … "devět set".
 * Alone, or after any other word, they are no number: "set" is also an English word, and "one set" was read as 100.
 */
const CZECH_HUNDREDS: Record<string, ReadonlySet<string>> = {
  ste: new Set(['dve']),
  sta: new Set(['tri', 'ctyri']),
  // "patnáct set" is 1500 as Czech says prices ("fifteen hundred").
  set: new Set([
    'pet',
    'sest',
    'sedm',
    'sedum',
    'osm',
    'osum',
    'devet',
    'jedenact',
    'dvanact',
    'trinact',
    'ctrnact',
    'patnact',
    'sestnact',
    'sedmnact',
    'osmnact',
    'devatenact',
  ]),
};
const czechHundredAt = (words: readonly string[], index: number) => CZECH_HUNDREDS[words[index]!]?.has(words[index - 1] ?? '') ?? false;

const FILLERS = new Set(['and', 'und']);
// Slovak "pol" and Polish "pół" (folded "pol") as Czech "půl".
const HALVES = new Set(['half', 'pul', 'pol', 'halb', 'halbe']);
const ARTICLES = new Set(['a', 'an']);

/** Where a number word may stand: after nothing in its group, or a unit after a ten ("twenty one"). */
type Last = null | 'unit' | 'teen' | 'tens' | 'hundred' | 'dozen';

const kindOf = (value: number): Exclude<Last, null | 'hundred' | 'dozen'> => (value < 10 ? 'unit' : value < 20 ? 'teen' : 'tens');

/** The value of a phrase made only of number words, or null; throws for number words that make no one number. */
export function parseNumberWords(text: string): number | null {
  // Garbage of any length is refused by its first unknown word; a phrase this long is no number said aloud.
  if (text.length > 400) return null;
  const quarters = quartersOfScale(fold(text));
  if (quarters !== null) return quarters;
  const words = numberTokens(fold(text));
  const known = (word: string, index: number) =>
    word in UNITS || word in SCALES || FILLERS.has(word) || HALVES.has(word) || czechHundredAt(words, index);
  if (words.length === 0 || !words.every(known)) return null;
  const sideBySide = (before: string, word: string) =>
    new ParseError(`"${text}" puts "${before}" and "${word}" side by side, which make no one number; write it in digits`);
  /** Groups of a thousand and more, closed; the group under way (below a thousand, or a dozen's multiple). */
  let total = 0;
  let current = 0;
  let last: Last = null;
  let lastWord = '';
  let lastLargeScale = Infinity;
  let seen = false;
  let half = false;
  /** An "and" (or Czech "a") since the last number word: "one and a half" is 1.5, "two half" no number. */
  let joined = false;
  /** The unit just said right after thousands or millions, without an "and" ("three thousand five"), or null. */
  let unitAfterScale: string | null = null;
  for (const [index, word] of words.entries()) {
    if (HALVES.has(word)) {
      if (half) throw sideBySide(lastWord, word);
      if (seen && !joined) {
        // "one half", "eine halbe": the one is the article, and the number a half; after another number, no number.
        if (!(total === 0 && current === 1 && last === 'unit')) throw sideBySide(lastWord, word);
        current = 0;
      }
      half = true;
      lastWord = word;
      continue;
    }
    if (FILLERS.has(word)) {
      joined = true;
      continue;
    }
    // "and a half", "jeden a půl", "half an hour's", "half a dozen": the article (or Czech "and") goes with the half.
    if (ARTICLES.has(word) && (HALVES.has(words[index + 1] ?? '') || words[index - 1] === 'and' || HALVES.has(words[index - 1] ?? ''))) {
      joined = true;
      continue;
    }
    const afterAnd = joined;
    joined = false;
    unitAfterScale = null;
    // A Czech hundred multiplies its unit alone: "dvacet pět set" is no Czech number (2500 is "dva tisíce pět set").
    if (czechHundredAt(words, index) && current !== UNITS[words[index - 1]!]) throw sideBySide(lastWord, word);
    const scale = czechHundredAt(words, index) ? 100 : SCALES[word];
    if (scale !== undefined) {
      // A scale multiplies what its group holds ("fifteen hundred"), a half with it ("two and a half thousand"); on its
      // own it is one ("hundred", "a dozen") only at the start.
      const group = current + (half ? 0.5 : 0);
      const bareHundred = BARE_HUNDREDS.has(word) && last === null && lastLargeScale !== Infinity;
      if (group === 0 && seen && !bareHundred) throw sideBySide(lastWord, word);
      // "five hundred hundred", "one hundred twenty hundred": a hundred or a dozen of what holds one already.
      if (scale < 1000 && (last === 'hundred' || last === 'dozen' || current >= 100)) throw sideBySide(lastWord, word);
      if (scale >= 1000) {
        if (scale >= lastLargeScale) throw sideBySide(lastWord, word);
        total += (group === 0 ? 1 : group) * scale;
        current = 0;
        last = null;
        lastLargeScale = scale;
      } else {
        current = (group === 0 ? 1 : group) * scale;
        last = scale === 100 ? 'hundred' : 'dozen';
      }
      half = false;
      seen = true;
      lastWord = word;
      continue;
    }
    const value = UNITS[word]!;
    const kind = kindOf(value);
    // After a half only a scale may come ("half a dozen"); a number after it is another number.
    if (half) throw sideBySide(lastWord, word);
    const fits = last === null || last === 'hundred' || (last === 'tens' && kind === 'unit' && value > 0);
    if (!fits) throw sideBySide(lastWord, word);
    if (kind === 'unit' && value > 0 && last === null && current === 0 && lastLargeScale !== Infinity && !afterAnd) unitAfterScale = word;
    current += value;
    last = kind;
    seen = true;
    lastWord = word;
  }
  // "three thousand five": 3005 as written, or 3500 as a price is said ("three thousand five hundred" cut short).
  if (unitAfterScale !== null && !half) {
    const said = [current, current * (lastLargeScale / 10)].map((part) => ({
      number: total + part,
      how: `"${unitAfterScale}" as ${part}`,
    }));
    throw new AmbiguousWords(
      `"${text}" could be ${said.map((one) => `${one.number} (${one.how})`).join(' or ')}; write it in digits`,
      said,
    );
  }
  if (!seen) return half ? 0.5 : null;
  // "a million and a half", "a hundred and a half", "a dozen and a half": half of the scale just said, not half a unit.
  if (half && current === 0 && total > 0 && last === null) return total + lastLargeScale / 2;
  if (half && (last === 'hundred' || last === 'dozen')) return total + current + (last === 'hundred' ? 50 : 6);
  return total + current + (half ? 0.5 : 0);
}

/**
 * A quarter or three quarters of a thousand or a million, said as such: "a quarter of a million", "three quarters of a
 * million", "čtvrt milionu", "tři čtvrtě milionu", "eine Viertelmillion", "drei Viertel Millionen",
 * "Dreiviertelmillion". Null for anything else (a quarter of an hour is a length, read in durations.ts).
 */
function quartersOfScale(folded: string): number | null {
  const match =
    /^(?:(a|one|eine|ein|jednu|three|tri|drei) ?)?(quarters?|ctvrt|ctvrte|viertel) ?(?:of )?(?:(?:a|one) )?(thousand|million|tausend|millionen?|tisic|tisice|milion|milionu|miliony)$/.exec(
      folded,
    );
  if (!match) return null;
  const three = /^(three|tri|drei)$/.test(match[1] ?? '');
  // English says one quarter and three quarters; Czech "čtvrt" and "tři čtvrtě"; German "Viertel" either way.
  if (match[2] === 'quarters' && !three) return null;
  if (match[2] === 'quarter' && three) return null;
  if (match[2]!.startsWith('ctvrt') && (match[2] === 'ctvrt') === three) return null;
  const scale = /^(thousand|tausend|tisic|tisice)$/.test(match[3]!) ? 1000 : 1_000_000;
  return ((three ? 3 : 1) * scale) / 4;
}
