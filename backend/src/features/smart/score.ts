/**
 * How alike two names are, from 0 to 1, and when a best candidate is good
 * enough to act on. A wrong confident match (an invoice to the wrong
 * company) is the worst outcome, so acceptance needs both a high score and a
 * clear lead over the runner-up; anything less is a question back.
 */
import { type NormalizedName, phoneticKey } from './normalize.js';
import { formsCompatible } from './names/legal-forms.js';
import { isFamiliarFormOf } from './names/familiar-forms.js';
import { isDiminutiveOf, isNicknameOf } from './names/nicknames.js';
import { sexOfFirstGivenName, sexOfGivenName } from './names/given-sex.js';
import { sectorsMeet } from './names/sectors.js';
import {
  extendsInto,
  addsNameVowel,
  extendsPastStem,
  hasDigit,
  insertsSyllable,
  isDeclined,
  isDeclinedFemale,
  isDeclinedFemaleOf,
  isFemaleFormOf,
} from './names/words.js';
import { soundsSame } from './names/sound.js';
import { editDistance } from './edit-distance.js';

export { ACCEPT_SCORE, SUGGESTION_FLOOR, type Decision, type Scored, byRank, decide, soundsAlike } from './decide.js';
export { editDistance } from './edit-distance.js';

/**
 * How a word is read beside spelling. `people`: words of a person's name, where a nickname is the given name
 * ("Honza" is Jan) and a female surname is another person ("Nováková" is not "Novák") unless the caller said a woman
 * is meant (`female`).
 */
export interface WordReading {
  people?: boolean;
  female?: boolean;
  /** The record's words written as female surnames (see NormalizedName.female); others ending in "a" are not. */
  femaleWords?: readonly string[];
  /** Letters only: no reading by pronunciation (see names/sound.ts); what tells a sound match from a spelling. */
  spellingOnly?: boolean;
}

/** A word spelt otherwise but said the same ("shroeder" for "schroder"): below a one-letter typo of a long word. */
const SOUND_SIMILARITY = 0.85;

/**
 * One word against another: equal 1, declined or possessive 0.88, same sound 0.85, a nickname 0.85, the same
 * trade in another language 0.8, else by edit distance (short words must be near-equal). Hard limits first: a
 * number matches only itself ("200" is not "2000"), and a word that extends another by letters that are no case
 * ending is another word ("Bartošek" is not "Bartoš"), as is one with a syllable more inside ("Dvořáček", "Dvořák").
 */
export function wordSimilarity(a: string, b: string, reading: WordReading = {}): number {
  if (a === b) return 1;
  // Remembered by the two words and what of the reading they can depend on: scoring asks the same pairs for every
  // candidate and again for the spelling, and the checks below (cases, sounds, nicknames) were most of its CPU.
  const recordFemale = reading.femaleWords ? (reading.femaleWords.includes(b) ? 1 : 2) : 0;
  const how = (reading.people ? 1 : 0) | (reading.female ? 2 : 0) | (reading.spellingOnly ? 4 : 0) | (recordFemale << 3);
  return rememberedSimilarity(a, b, how, reading);
}

/**
 * By the first word, then the second, then the reading's flags (an index below 24; a pair is mostly asked under one
 * or two): two lookups of strings the caller already holds, where one key joined of both cost an allocation and a hash
 * per pair.
 */
const similarities = new Map<string, Map<string, number[]>>();
let rememberedPairs = 0;
/** As remembered.ts: a table that fills is emptied, so odd input cannot grow it without end. */
const MAX_SIMILARITIES = 100_000;

function rememberedSimilarity(a: string, b: string, how: number, reading: WordReading): number {
  let ofFirst = similarities.get(a);
  let ofPair = ofFirst?.get(b);
  const known = ofPair?.[how];
  if (known !== undefined) return known;
  const value = similarity(a, b, reading);
  if (!ofPair) {
    if (rememberedPairs >= MAX_SIMILARITIES) {
      similarities.clear();
      rememberedPairs = 0;
      ofFirst = undefined;
    }
    if (!ofFirst) similarities.set(a, (ofFirst = new Map()));
    ofFirst.set(b, (ofPair = []));
    rememberedPairs += 1;
  }
  ofPair[how] = value;
  return value;
}

/** The same reading not remembered: exported so a test can hold the table to it. */
export function similarity(a: string, b: string, reading: WordReading): number {
  if (a === b) return 1;
  if (hasDigit(a) || hasDigit(b)) return 0;
  const recordFemale = isFemaleFormOf(b, a) && (!reading.femaleWords || reading.femaleWords.includes(b));
  if (isFemaleFormOf(a, b) || recordFemale) {
    // In a company's name too the woman's form names another owner ("Pietrzykowska Szklarstwo" is not Pietrzykowski's).
    if (!reading.people) return 0;
    return reading.female && recordFemale ? 0.85 : 0;
  }
  // A company's owner with an -i or -o more is another surname ("Quarellini" of Quarellin), not a case of it.
  if (!reading.people && addsNameVowel(a, b)) return 0;
  if (isDeclined(a, b)) {
    // Among people, a woman's surname is declined as a woman's ("paní Peškové", "Peškovou"): "Peškovi" is the man's.
    if (reading.people && reading.femaleWords?.includes(b) && !isDeclinedFemale(a, b)) return 0;
    // A surname declined as a woman's ("pro Zedníkové", "s Novákovou") names the woman, not the man whose surname it
    // also begins with, whether or not a woman was said.
    if (reading.people && !reading.femaleWords?.includes(b) && isDeclinedFemaleOf(a, b)) return 0;
    return 0.88;
  }
  // A listed short form is the name whatever its letters, though it begins the name (the rule below): Fede of Federico.
  if (reading.people && isNicknameOf(a, b)) return 0.85;
  // So is a short form made by rule of a word the data knows as a given name (Beni begins Benedikt).
  if (reading.people && extendsInto(a, b) && sexOfFirstGivenName(b) !== null && isDiminutiveOf(a, b, isGivenName)) return 0.8;
  if (extendsInto(a, b) || (!reading.people && (extendsPastStem(a, b) || insertsSyllable(a, b)))) return 0;
  if (!reading.spellingOnly && phoneticKey(a) === phoneticKey(b)) return 0.85;
  // A short form no list holds, made by rule (Reini for Reinhold): below a listed nickname.
  if (reading.people && isDiminutiveOf(a, b, isGivenName)) return 0.8;
  // A familiar form declined ("s Jirkou") or made tender ("Lenička"): as far from the name as a made short form.
  if (reading.people && (isFamiliarFormOf(a, b) || isFamiliarFormOf(b, a))) return 0.8;
  // Checked after the short forms, which are made so (Jana, Janička): a surname with a syllable more is another.
  if (reading.people && insertsSyllable(a, b)) return 0;
  if (!reading.people && sectorsMeet(a, b)) return 0.8;
  const longest = Math.max(a.length, b.length);
  const edits = editDistance(a, b);
  const sound = !reading.spellingOnly && soundsSame(a, b) ? SOUND_SIMILARITY : 0;
  if (longest <= 3 || edits > Math.max(1, Math.floor(longest / 3))) return sound;
  // Three letters changed and the word's beginning too is another word, not a slip: another trade sharing its ending.
  if (edits >= 3 && a.slice(0, 2) !== b.slice(0, 2)) return sound;
  return Math.max(sound, 1 - edits / longest - 0.05);
}

/**
 * Words matched one to one, best first; words left over on either side lower the score, except a query word the
 * record explains otherwise (`free`: a filler such as "firma" or "from", a legal form, the record's city) and a
 * joiner ("and", "+") on either side.
 */
export function tokenScore(
  query: readonly string[],
  candidate: readonly string[],
  free: (word: string) => boolean = () => false,
  reading: WordReading = {},
): number {
  if (query.length === 0 || candidate.length === 0) return 0;
  // Only pairs alike at all are matched (the loop below passes over the others): sorted stably, as before, in fewer.
  const pairs: Array<[number, number, number]> = [];
  for (let i = 0; i < query.length; i++)
    for (let j = 0; j < candidate.length; j++) {
      const alike = wordSimilarity(query[i]!, candidate[j]!, reading);
      if (alike !== 0) pairs.push([alike, i, j]);
    }
  pairs.sort((a, b) => b[0] - a[0]);
  const usedQuery = new Set<number>();
  const usedCandidate = new Set<number>();
  let total = 0;
  for (const [similarity, i, j] of pairs) {
    if (similarity === 0 || usedQuery.has(i) || usedCandidate.has(j)) continue;
    usedQuery.add(i);
    usedCandidate.add(j);
    total += similarity;
  }
  const counted = query.filter((word, i) => usedQuery.has(i) || !free(word)).length;
  const named = candidate.filter((word, j) => usedCandidate.has(j) || !JOINER_WORDS.has(word)).length;
  return total / Math.max(counted, named, 1);
}

const JOINER_WORDS = new Set(['and', 'und', 'a', 'i', 'y', 'e', 'et', 'en', 'n', 'plus']);

/**
 * The score of a candidate name for a query name: mostly the word-level
 * score, steadied by Postgres' trigram similarity; the legal form, when the
 * query names one, tells apart "Novák Stavby s.r.o." from "Novák Stavby a.s.".
 */
export function nameScore(
  query: NormalizedName,
  candidate: NormalizedName,
  trigram: number,
  free: (word: string) => boolean = () => false,
  reading: WordReading = {},
): number {
  // The same words (in any order, any case, with or without diacritics) are the name itself; anything
  // less stays below it, so an exact name is never tied by a look-alike.
  const exact = query.key === candidate.key;
  // Trigrams steady a word score but must not sink one whose every word is explained: words around a name ("the …
  // company") or a trade said in another language share few trigrams with the name.
  const words = exact ? 1 : tokenScore(query.words, candidate.words, free, { ...reading, femaleWords: candidate.female });
  let score = exact ? 1 : 0.75 * words + 0.25 * Math.max(Math.min(1, trigram), words - 0.1);
  if (!exact) score = Math.max(score, spacingScore(query.words, candidate.words));
  // Numbers in a name are never typos: a query whose numbers are not the record's is another name.
  if (!exact && !sameNumbers(query.words, candidate.words)) score = Math.min(score, NUMBER_MISMATCH);
  // A legal form the caller named must agree: "s.r.o." never means the "a.s." of the same name. "Company" says no form.
  if (query.legalForm && candidate.legalForm && query.legalForm !== 'co') {
    if (query.legalForm === candidate.legalForm) score += 0.03;
    else score += formsCompatible(query.legalForm, candidate.legalForm) ? -0.02 : -0.25;
  }
  // The ceiling comes last, so an exact name always leads any other spelling by more than ACCEPT_MARGIN.
  score = Math.min(
    exact && (query.legalForm === candidate.legalForm || !query.legalForm || !candidate.legalForm) ? 1 : NEAR_MISS_CEILING,
    score,
  );
  return Math.max(0, Math.round(score * 1000) / 1000);
}

/** The score a name with other numbers than the query's may keep at most: a suggestion, never a match. */
const NUMBER_MISMATCH = 0.5;

function sameNumbers(query: readonly string[], candidate: readonly string[]): boolean {
  // Most names hold no number at all: nothing to join or compare.
  if (!query.some(hasDigit) && !candidate.some(hasDigit)) return true;
  const numbers = (words: readonly string[]) => spokenApart(words).filter(hasDigit).sort().join(' ');
  return numbers(query) === numbers(candidate);
}

/**
 * A number and one letter said apart are the word written together: "3 M" is "3M", "A 1" is "A1" (a voice
 * transcript or a person spelling it out). Anything longer stays apart: "B2 B" is not "B2B"'s spelling, nor "5 4" 54;
 * and a letter that starts a run of single letters is spelling something else ("Galerie 8 s. r. o.").
 */
function spokenApart(words: readonly string[]): readonly string[] {
  const letter = (word: string | undefined) => word !== undefined && /^\p{L}$/u.test(word);
  const digits = (word: string | undefined) => word !== undefined && /^\d+$/.test(word);
  const joined: string[] = [];
  words.forEach((word, index) => {
    const last = joined.at(-1);
    const alone = !letter(words[index - 2]) && !letter(words[index + 1]);
    if (alone && ((digits(last) && letter(word)) || (letter(last) && digits(word)))) joined[joined.length - 1] = last + word;
    else joined.push(word);
  });
  return joined;
}

/** The highest score a name that is not the same words can reach. */
const NEAR_MISS_CEILING = 0.9;

/**
 * The names compared without their spaces, in their order: "Merku rMedia" and
 * "MerkurMedia" are "Merkur Media" with a space moved or lost. The same letters
 * score like a one-letter typo; one edit more, like two.
 */
function spacingScore(query: readonly string[], candidate: readonly string[]): number {
  // A joiner said as a word ("S M I T H and Sons" for "Smith & Sons") is no letter of the name; one-letter joiners
  // ("a", "i") stay, since a name spelt letter by letter has them.
  const letters = (words: readonly string[]) => words.filter((word) => word.length === 1 || !JOINER_WORDS.has(word)).join('');
  const [a, b] = [letters(query), letters(candidate)];
  if (a.length < 6 || b.length < 6) return 0;
  // More than one letter apart in length is more than one edit, which scores nothing: the cheap test first.
  if (a !== b && Math.abs(a.length - b.length) > 1) return 0;
  // A word that is another name of its own ("Santos", "Martinella") stays so with the spaces taken out, unless
  // only a space moved ("Davi sHoldings").
  // So does a surname's other sex ("Pietrzykowska" beside "Pietrzykowski"): one letter apart, another owner.
  const another = (word: string, i: number) =>
    extendsInto(word, candidate[i]!) ||
    extendsPastStem(word, candidate[i]!) ||
    addsNameVowel(word, candidate[i]!) ||
    isFemaleFormOf(word, candidate[i]!) ||
    isFemaleFormOf(candidate[i]!, word);
  if (a !== b && query.length === candidate.length && query.some(another)) return 0;
  if (a.replace(/\D/g, '') !== b.replace(/\D/g, '')) return 0;
  if (a === b) return 0.88;
  const edits = editDistance(a, b);
  if (edits === 1 && Math.min(a.length, b.length) >= 8) return 0.82;
  return 0;
}

/**
 * How much of a short query a longer text contains ("invoice reminders" in
 * "Send invoice reminders to clients"): the query's words found, fuzzily,
 * with a small nod to how much of the text they cover.
 */
export function containmentScore(query: readonly string[], text: readonly string[]): number {
  if (query.length === 0 || text.length === 0) return 0;
  const found = query.map((word) => Math.max(...text.map((other) => wordSimilarity(word, other))));
  const covered = found.reduce((sum, value) => sum + value, 0);
  return Math.round((0.85 * (covered / query.length) + 0.15 * Math.min(1, covered / text.length)) * 1000) / 1000;
}

const isGivenName = (word: string) => sexOfGivenName(word) !== null;
