/**
 * A legal form written the way a person shortens it: each word of its spelt-out name cut to its first letters
 * ("akc. spol." for akciová společnost, "spółka kom." for spółka komandytowa, "Komm.-Ges."), or a compound written
 * apart ("Kommandit-Gesellschaft" for Kommanditgesellschaft). The table (legal-forms.ts) lists the forms' own
 * spellings; a cut is read against every spelt-out row of it, so no abbreviation needs a row of its own. Read only
 * when no row matched as written, and only when every row it fits is of one form: a cut fitting two forms is none.
 */
import { LEGAL_FORMS, TRANSLATED_FORMS } from './legal-forms.js';

/** Letters a cut word keeps at least: "akc", "kom", "ges"; fewer are the initials the table lists itself. */
const CUT_AT_LEAST = 3;
/** Words a form's spelt-out name has at most (the table's longest). */
const MOST_WORDS = 6;

const SPELT_OUT = [...LEGAL_FORMS, ...TRANSLATED_FORMS]
  .map(([id, spelling]) => [id, spelling.split(' ')] as const)
  .filter(([, words]) => words.some((word) => word.length > CUT_AT_LEAST));

/** The form the last words are a cut of, and how many words it spans; null when none or several forms fit. */
export function cutLegalForm(words: readonly string[]): { id: string; size: number } | null {
  for (let size = Math.min(MOST_WORDS, words.length - 1); size >= 2; size--) {
    const tail = words.slice(-size);
    const ids = new Set(SPELT_OUT.filter(([, spelt]) => isCut(tail, spelt) || isApart(tail, spelt)).map(([id]) => id));
    if (ids.size === 1) return { id: [...ids][0]!, size };
    if (ids.size > 1) return null;
  }
  return null;
}

/** Every word the spelt one or its beginning (three letters at least), one word at least cut. */
function isCut(tail: readonly string[], spelt: readonly string[]): boolean {
  if (tail.length !== spelt.length) return false;
  let cut = false;
  for (const [index, word] of tail.entries()) {
    const full = spelt[index]!;
    if (word === full) continue;
    if (word.length < CUT_AT_LEAST || !full.startsWith(word)) return false;
    cut = true;
  }
  return cut;
}

/** A one-word form written in parts ("kommandit gesellschaft"), each part of three letters at least. */
function isApart(tail: readonly string[], spelt: readonly string[]): boolean {
  return spelt.length === 1 && tail.every((word) => word.length >= CUT_AT_LEAST) && tail.join('') === spelt[0];
}
