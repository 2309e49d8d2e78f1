/**
 * Words an agent or a voice assistant puts around a name, folded (see
 * normalize.ts's fold()). They explain nothing and cost nothing: a query word
 * that is one of these and pairs with no word of the record is left out of
 * the score; one that does pair (a client really named "Firma Novák") counts
 * like any word. Collected from the phrasings agents and transcripts produce
 * in cs, sk, de, pl, en, fr, it, nl and es ("firma X", "the X company", "for
 * our client X", "X from Hamburg", "für X", "pro X", "dla X").
 */
import { ABOUT_WORDS } from './fillers-about.js';
import { CLOSING_WORDS } from './closings.js';
import { FILLERS_ABROAD } from './fillers-abroad.js';
import { FILLERS_NEAR } from './fillers-near.js';
import { REQUEST_WORDS_ABROAD } from './requests-abroad.js';
import { REQUEST_WORDS } from './requests.js';

export { ROLES_AND_PRONOUNS } from './roles.js';
export { TITLES } from './titles.js';

export const FILLERS: ReadonlySet<string> = new Set([
  // The words of a request around the name, by class (requests.ts).
  ...REQUEST_WORDS,
  // The same classes in fr, nl, it, es, and framing words of cs, de, pl (requests-abroad.ts).
  ...REQUEST_WORDS_ABROAD,
  // en, cs, sk, de, pl; labels of a person; speech (fillers-near.ts).
  ...FILLERS_NEAR,
  // fr, it, nl, es, hu, Nordic, pt, ro, hr, sl; labels of forms and chat requests (fillers-abroad.ts).
  ...FILLERS_ABROAD,
  // A letter's closing formula, a copy's header, the account or delivery a name is said with (closings.ts).
  ...CLOSING_WORDS,
  // What a sentence is about, an order, a closing and a hesitation the lists above lacked (fillers-about.ts).
  ...ABOUT_WORDS,
]);

/** Joiners: "&", "+", "and" and their kin; "Harrington and Partners" is "Harrington + Partners". */
export const JOINERS: ReadonlySet<string> = new Set(['and', 'und', 'a', 'i', 'y', 'e', 'et', 'en', 'n', 'plus', 'oraz']);

/**
 * Words after which a place follows: "Schröder from Hamburg", "Novák z Brna", "Müller aus Köln". What comes after one
 * is read as where the record is (its city or street), not as its name.
 */
export const PLACE_MARKERS: ReadonlySet<string> = new Set([
  'from',
  'in',
  'at',
  'of',
  'z',
  'ze',
  'zo',
  'v',
  've',
  'aus',
  'von',
  'in',
  'bei',
  'w',
  'we',
  'de',
  'di',
  'da',
  'du',
  'uit',
  'te',
  'en',
  'based',
  'located',
]);
