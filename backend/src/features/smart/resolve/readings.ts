/**
 * Other readings of what was said: the name read out of a tool call's syntax (names/wrapped.ts), letters spelt one by
 * one read as their word (names/spelt.ts), and, when the text settles nothing as said, the name before the words
 * about the work (names/tail.ts). Each pick made so is said back
 * with how it was read.
 */
import { Problem } from '../../../platform/errors.js';
import { normalizeName } from '../normalize.js';
import { headWords, namesAfterHead } from '../names/head.js';
import { numbersInDigits } from './numbers-said.js';
import { type NameAndTail, nameBeforeTail, tailWords } from '../names/tail.js';
import { formsCompatible } from '../names/legal-forms.js';
import { type Unwrapped, quotedInside } from '../names/wrapped.js';
import type { Match } from './match.js';

/** The match with how the text was read put before any warning it already carries. */
export function readAs(match: Match, how: string): Match {
  return { ...match, warning: `${how}${match.warning ? `; ${match.warning}` : '; check it'}` };
}

/** The match read out of a tool call's syntax, said back with where the name was found (quotes alone say nothing). */
export const unwrappedMatch = (match: Match, unwrapped: Unwrapped): Match =>
  unwrapped.from === null ? match : readAs(match, `read the name "${unwrapped.text}" from ${unwrapped.from}; send the name alone`);

/**
 * The name read out of a wrapping with what the wrapping says beside it, as a person would say both: a city in
 * brackets ("X (Brno)", read by the place rule: a city none of the name's records is in is asked back), a legal form
 * after a name said without one. A legal form of another kind than the one the name itself ends with is the caller
 * contradicting itself: null, asked back.
 */
export function besideRead(unwrapped: Unwrapped): string | null {
  const { place, form } = unwrapped.beside ?? {};
  let text = unwrapped.text;
  if (form !== undefined) {
    const own = normalizeName(text).legalForm;
    const said = normalizeName(`${text} ${form}`).legalForm;
    if (own && said && said !== own && !formsCompatible(said, own)) return null;
    if (!own) text = `${text} ${form}`;
  }
  return place === undefined ? text : `${text} (${place})`;
}

export const speltNote = (asked: string, spelt: string) => `read the letters spelt one by one in "${asked}" as "${spelt}"`;

const tailNote = (read: NameAndTail) => `read "${read.name}" as the name and "${read.tail}" as words around it`;

/** The one span the text quotes as the name, and the rest as what was set aside. */
function quotedPart(asked: string): NameAndTail | null {
  const name = quotedInside(asked);
  return name === null ? null : { name, tail: asked.replace(name, ' ').trim() };
}

/**
 * The name read with words set aside: the one span the text quotes, else the name before words about the work
 * (names/tail.ts), each read by `read`. A pick stands unless `holding` finds another record with a word of the pick's
 * name and a word set aside ("Beta Media for Schools" beside Beta Schools Ltd): then the shorter reading is no answer.
 */
export async function readWithWordsAside(
  asked: string,
  read: (name: string) => Promise<Match | null>,
  holding: (picked: Match, named: string[], after: string[]) => Promise<boolean>,
): Promise<Match | null> {
  for (const part of [quotedPart(asked), nameBeforeTail(asked)]) {
    const picked = part ? await read(part.name) : null;
    if (!picked || !part) continue;
    const after = tailWords(part.tail);
    if (after.length === 0 || !(await holding(picked, normalizeName(picked.name).words, after))) return readAs(picked, tailNote(part));
  }
  // The name after an opening ("Lieferung an …", "Best regards, …", "the … job"), shortest opening first. Stricter than
  // a tail: a word set aside that any other record holds (a surname "Best", a particle opening another's name) may be
  // that record's, so the reading is then no answer.
  for (const part of namesAfterHead(asked)) {
    // A number said in words is a name's, as digits are (names/head.ts): "Eleven K Vittorel" is no "K Vittorel".
    if (numbersInDigits(part.tail) !== null) continue;
    const picked = await read(part.name);
    if (!picked) continue;
    const aside = headWords(part.tail);
    if (aside.length === 0) return readAs(picked, tailNote(part));
    const named = normalizeName(picked.name).words;
    if (!(await holding(picked, aside, aside)) && !(await holding(picked, named, aside))) return readAs(picked, tailNote(part));
    return null;
  }
  return null;
}

/** Whether one of `others` (by name) holds a word of each list: the same test for records already read (employees). */
export const holdsBoth = (others: ReadonlyArray<{ name: string }>, named: readonly string[], after: readonly string[]) =>
  others.some((other) => {
    const words = normalizeName(other.name).words;
    return words.some((word) => named.includes(word)) && words.some((word) => after.includes(word));
  });

/** A reading that is refused (no record, or several) is no answer: the text as said is refused instead. */
export const unlessRefused = (error: unknown): null => {
  if (error instanceof Problem) return null;
  throw error;
};

/**
 * Letters spelt one by one that name several records are asked back: read as said instead, the letters are noise a
 * record's other words or place could outscore (`V-I-R-T-A-N-E-N Kuljetus` took one of two sibling firms). A spelling
 * that names no one is read as said, as before (names/spelt.ts never joins a legal form's letters, so `S.p.A. a
 * Vendrago` is no spelling at all).
 */
export const unlessSpeltAmbiguous = (error: unknown): null => {
  if (error instanceof Problem && error.code === 'ambiguous_match') throw error;
  return unlessRefused(error);
};
