/**
 * The words before a name that say what is said of it, not who it is: "Lieferung an Quendorf Bau", "die Leute von …",
 * "pour le compte de …", "bei der Firma …", "u Nováků", "over at …", a letter's closing above a signature ("Best regards,
 * Jan Novák", "Kind regards" — "Best" and "Kind" are surnames, so no filler), and a question opened by a modal that may
 * be a name ("Kun je … opzoeken?"); and the noun of the work after a name the phrase opened with an article ("the …
 * job"). By position, not by a list of phrases: an opening is up to four words closed by a preposition of who a thing
 * is for, at or from, by a closing formula's word, or by a comma or a line's end; what follows is the name. Tried only
 * when the phrase as said settles nothing (resolve/readings.ts), and never when another record holds a word set aside.
 */
import { fold } from '../normalize.js';
import { CLOSING_FORMULA_WORDS } from './closings.js';
import { FILLERS } from './fillers.js';
import type { NameAndTail } from './tail.js';

/** Prepositions that close an opening before a name (who it is for, at or from, of or with), folded: cs, sk, de, pl, en, nl, fr, it, es, pt. */
const OPENING_ENDS: ReadonlySet<string> = new Set([
  // One-letter prepositions (u, z, k, v, the French à) are left out: a letter of a name ("Eleven K Vittorel": a number and a letter) cut it.
  ...['pro', 'pre', 'od', 'ze', 'zo', 'ke', 'ku', 'do', 'na', 'tu', 'tady'],
  ...['an', 'fur', 'von', 'bei', 'mit', 'fuer', 'zu', 'zum', 'zur', 'hier'],
  ...['dla', 'od', 'do', 'ze'],
  ...['for', 'to', 'at', 'from', 'of', 'with', 'by', 'here'],
  ...['voor', 'van', 'bij', 'aan', 'met'],
  ...['pour', 'de', 'chez', 'avec', 'per', 'di', 'da', 'presso', 'con', 'para', 'en'],
]);

/** Modals that open a question and are names as well, so no filler: the Dutch "Kun", "Kan", "Zou". */
const QUESTION_OPENERS: ReadonlySet<string> = new Set(['kun', 'kan', 'zou']);

/** Nouns of the work said after a name the phrase opens with an article: "the Novák Stavby job". */
const WORK_NOUNS: ReadonlySet<string> = new Set(['job', 'project', 'contract', 'site', 'gig', 'account', 'order', 'matter']);
const ARTICLES: ReadonlySet<string> = new Set(['the', 'that', 'this']);

const MAX_OPENING = 4;

/** Readings of the name inside an opening and a closing noun, shortest opening first; none when nothing is set aside. */
export function namesAfterHead(said: string): NameAndTail[] {
  const found = [...said.trim().matchAll(/\S+/g)];
  const tokens = found.map((token) => token[0]);
  const folded = tokens.map((token) => fold(token).split(' ').filter(Boolean));
  const readings: NameAndTail[] = [];
  const named = (from: number, to: number) =>
    folded
      .slice(from, to)
      .flat()
      .some((word) => !FILLERS.has(word));
  const push = (from: number, to = tokens.length) => {
    // A number set aside is a name's: numbers are what tells names apart ("Hotel 200 for …").
    if (from >= to || !named(from, to) || [...tokens.slice(0, from), ...tokens.slice(to)].some((token) => /\d/.test(token))) return;
    readings.push({ name: tokens.slice(from, to).join(' '), tail: [...tokens.slice(0, from), ...tokens.slice(to)].join(' ') });
  };
  // "the … job": the article opening the phrase and the noun closing it are the frame.
  const last = folded.at(-1);
  if (tokens.length >= 3 && ARTICLES.has(folded[0]![0]!) && last?.length === 1 && WORK_NOUNS.has(last[0]!)) push(1, tokens.length - 1);
  for (let at = 1; at <= Math.min(MAX_OPENING, tokens.length - 1); at++) {
    const end = folded[at - 1]!.at(-1);
    if (end === undefined) continue;
    // A comma, a colon or a line's end after the opening closes it too ("Best regards,", "Kind regards" and a new line).
    const between = said.trim().slice(found[at - 1]!.index! + tokens[at - 1]!.length, found[at]!.index);
    const marked = /[,:;]$/.test(tokens[at - 1]!) || between.includes('\n');
    if (OPENING_ENDS.has(end) || CLOSING_FORMULA_WORDS.has(end) || (marked && at <= 3) || (at === 1 && QUESTION_OPENERS.has(end))) push(at);
  }
  return readings;
}

/** Particles that open names ("de la Tour", "van Dijk"): set aside before a name, still a word another record may hold. */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'de',
  'di',
  'da',
  'du',
  'del',
  'della',
  'van',
  'von',
  'den',
  'der',
  'ter',
  'ten',
  'dos',
  'das',
]);

/** The words set aside before a name that a record could hold: no filler, unless a particle of names. */
export const headWords = (head: string) =>
  fold(head)
    .split(' ')
    .filter((word) => (word.length > 2 && !FILLERS.has(word)) || NAME_PARTICLES.has(word));
