/**
 * The words after a name that say what the work is about, not who it is for: "bill Beta Media s.r.o. for the
 * March work", "Zielona Energia S.A. please", "Novák Stavby ohledně webu". Read whole, "march" and "work" are
 * words of the name no record explains, and a legal form followed by "please" no longer closes the name, so its
 * sibling of another form tied with it. Tried only when the phrase as said settles nothing (see resolve/client.ts).
 */
import { fold, normalizeName } from '../normalize.js';
import { FILLERS, JOINERS, PLACE_MARKERS } from './fillers.js';

/** Words that open what a request is about, in the languages the resolver reads. */
const ABOUT: ReadonlySet<string> = new Set([
  'for',
  're',
  'regarding',
  'about',
  'concerning',
  'fur',
  'wegen',
  'bezuglich',
  'betreffend',
  'betreff',
  'ohledne',
  'kvuli',
  'pour',
  'concernant',
  'riguardo',
  'per',
  'sobre',
  'para',
  'voor',
  'inzake',
  'betreffende',
  'pentru',
  'dotyczy',
  'odnosno',
  // "for" in the Slavic languages: "faktura pro Novák Stavby za březen" (a filler before the name, a tail after it).
  'za',
  'pro',
]);

export interface NameAndTail {
  /** The words that may be the name, as said. */
  name: string;
  /** What was set aside after it, as said. */
  tail: string;
}

const isAround = (word: string) => FILLERS.has(word) && !JOINERS.has(word);

/**
 * The name said before the words about the work: after a legal form closing it, any words opening with a filler (or
 * fillers only) that is no place marker; without one, the words from the first "about" word that follows a word of the name. A tail holding a
 * legal form of its own or opening with a joiner ("Novák s.r.o. a Dvořák s.r.o.") names another record: never cut.
 */
export function nameBeforeTail(said: string): NameAndTail | null {
  const tokens = said.trim().split(/\s+/);
  const folded = tokens.map((token) => fold(token).split(' ').filter(Boolean));
  const cut = (at: number): NameAndTail => ({ name: tokens.slice(0, at).join(' '), tail: tokens.slice(at).join(' ') });
  for (let at = tokens.length - 1; at >= 1; at--) {
    const tail = folded.slice(at).flat();
    if (tail.length === 0 || JOINERS.has(tail[0]!) || !isAround(tail[0]!)) continue;
    // "… KG aus Mirnbach" says where the record is, not what the work is about: a place the record is not in must keep
    // lowering the score ("Huber Bau KG aus Mirnbach" for the KG in Kralsdorf, beside a GmbH in Mirnbach, is asked back).
    if (PLACE_MARKERS.has(tail[0]!)) continue;
    const head = normalizeName(tokens.slice(0, at).join(' '));
    if (!head.legalForm || head.words.length === 0) continue;
    if (normalizeName(`x ${tokens.slice(at).join(' ')}`).legalForm) return null;
    return cut(at);
  }
  for (let at = 1; at < tokens.length; at++) {
    const first = folded[at]![0];
    if (first === undefined || !ABOUT.has(first)) continue;
    const before = folded.slice(0, at).flat();
    const after = folded.slice(at).flat();
    if (!before.some((word) => !FILLERS.has(word)) || !after.some((word) => !FILLERS.has(word))) continue;
    if (normalizeName(`x ${tokens.slice(at).join(' ')}`).legalForm) return null;
    return cut(at);
  }
  return null;
}

/** The tail's words that could be a name's: a record whose name holds one was perhaps meant by them. */
export const tailWords = (tail: string) =>
  fold(tail)
    .split(' ')
    .filter((word) => word.length > 2 && !FILLERS.has(word));
