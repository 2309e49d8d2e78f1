/**
 * A name corrected as it is said: "X, sorry, I mean Y", "X – no wait, Y", "X… correction: Y", "not X but Y", and the
 * same in cs, sk, de, pl, nl, fr, it, es ("X, pardon, myslím Y", "X, nein, ich meine Y", "X, przepraszam, Y", "nicht X,
 * sondern Y", "ne X, ale Y"). The correction is the name meant, never the one corrected: what follows the last marker
 * is read, and a legal form said alone as the correction ("X s.r.o., ne, a.s.") replaces the first name's form. A bare
 * "no", "ne", "nein" counts only between commas or after a dash, so a name holding the word is left as it is.
 */
import { LEGAL_FORM_WORDS, normalizeName } from '../normalize.js';
import { isFiller } from './phrase.js';

/** Words that take back what was just said, in the languages read. */
const TAKING_BACK = [
  'sorry',
  'pardon',
  'excuse me',
  'przepraszam',
  'perdón',
  'perdon',
  'scusa',
  'scusi',
  'excusez-moi',
  'sorry, ik bedoel',
  'correction',
  'korrektur',
  'oprava',
  'no wait',
  'wait',
  'moment',
  'počkej',
  'i mean',
  'i meant',
  'ich meine',
  'ich meinte',
  'myslím',
  'myslel jsem',
  'myslela jsem',
  'mám na mysli',
  'chodzi mi o',
  'ik bedoel',
  'je veux dire',
  'cioè',
  'quiero decir',
  'no',
  'ne',
  'nein',
  'nie',
  'nee',
  'non',
];
const NEGATIONS = new Set(['no', 'ne', 'nein', 'nie', 'nee', 'non']);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKER = TAKING_BACK.map((word) =>
  // A bare negation only with a comma after it ("X, ne, Y"): "No" or "Ne" may begin a name.
  NEGATIONS.has(word) ? `${escape(word)}\\s*,` : `${escape(word)}(?![\\p{L}])[\\s,:.!]*`,
).join('|');
/** The first name, a break (a comma, an ellipsis, a dash between spaces), the markers, the name meant. */
const CORRECTED = new RegExp(`^(.+?)\\s*(?:,|…|\\.\\.\\.|\\s[–—-])\\s*(?:(?:${MARKER})\\s*)+(.+)$`, 'iu');
/** "not X but Y" in the languages read. */
const NOT_BUT = /^(?:not|nicht|ne|nie|niet|pas|non|no)\s+(.+?),?\s+(?:but|sondern|ale|ale spíš|tylko|lecz|maar|mais|ma|sino)\s+(.+)$/iu;

export interface Correction {
  /** What was said first and taken back. */
  first: string;
  /** The name meant, as it is to be read. */
  meant: string;
}

/** The correction in the text, if it holds one; null when it corrects nothing. */
export function correctionSaid(text: string): Correction | null {
  const said = text.trim();
  const found = said.match(NOT_BUT) ?? said.match(CORRECTED);
  if (!found) return null;
  // The last correction counts: what follows a second marker takes back the first correction too.
  const first = found[1]!.trim();
  let meant = found[2]!.trim();
  const again = correctionSaid(meant);
  if (again) meant = again.meant;
  if (!first || !meant) return null;
  // A legal form said alone ("…, ne, a.s.", "… – nein, die PLC") corrects the first name's form.
  const read = normalizeName(meant);
  const formOnly = read.legalForm !== null || (read.words.length > 0 && read.words.some((word) => LEGAL_FORM_WORDS.has(word)));
  if (formOnly && read.words.every((word) => isFiller(word))) {
    const core = normalizeName(first).words.filter((word) => !isFiller(word));
    if (core.length === 0) return null;
    meant = `${core.join(' ')} ${meant.replace(/^\s*(?:die|der|das|the|la|le|el)\s+/i, '')}`;
  }
  return { first, meant };
}

/** What the resolver says back of a name read as a correction. */
export const correctionNote = (correction: Correction) =>
  `read "${correction.meant}" as the name meant, "${correction.first}" as taken back`;
