/**
 * Names as a matcher sees them: folded (case, diacritics, letters such as ł,
 * ß and ø that do not decompose), punctuation gone, the legal form taken off
 * and kept apart, the remaining words sorted so that word order does not
 * matter. "Novák Stavby, s.r.o." → core "novak stavby", legal form "sro".
 */

import { cutLegalForm } from './names/legal-form-cuts.js';
import { LEGAL_FORMS, TRANSLATED_FORMS } from './names/legal-forms.js';
import { remembered } from '../../platform/lib/remembered.js';

/**
 * The revision of the keys derived from a name (`normalizeName`, `soundKey`, `soundWords`) that clients and employees
 * store to be found by. Raise it whenever a change here or in names/ changes a stored key (keys.test.ts fails until
 * it is raised): rows stored under an older revision are keyed again at the next start (clients/name-keys.ts,
 * employees/name-keys.ts), or the exact-key lookups would miss them.
 */
export const NAME_KEYS_REVISION = 5;

/** Letters that Unicode decomposition leaves alone. */
const SPECIAL_LETTERS: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};

/**
 * A transcript's false start ("Nov- Novák", "hriv- hrivnák"): a word's beginning cut off by a dash and said again whole
 * right after. The cut is no word of the name; a dash between two words ("Müller-Lüdenscheidt", "Bau- und Möbelmarkt",
 * "Novák - Brno") is none.
 */
const FALSE_START = /(?<![\p{L}\p{N}])(\p{L}{2,})-\s+(?=\1)/giu;

/** Lower case, no diacritics, only letters, digits and single spaces; a false start dropped. */
export function fold(text: string): string {
  return (text.includes('-') ? text.replace(FALSE_START, '') : text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[łđøßæœıþðħŧŋ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .replace(/&/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Legal forms as folded word sequences (see names/legal-forms.ts): "s.r.o.", "s r o" and "spol. s r.o." are all `sro`. */
const LEGAL_FORM_SPELLINGS = [...LEGAL_FORMS, ...TRANSLATED_FORMS];

// Longest first, so "spol s r o" wins over "s r o".
const FORMS_BY_LENGTH = [...LEGAL_FORM_SPELLINGS].sort((a, b) => b[1].split(' ').length - a[1].split(' ').length);

/** The forms spelt as one word ("sasu", "eurl"), by that word. */
const ONE_WORD_FORMS = new Map(LEGAL_FORMS.filter(([, words]) => !words.includes(' ')).map(([id, words]) => [words, id]));

export interface NormalizedName {
  /** The folded words without the legal form, in their order. */
  words: string[];
  /** The same words sorted: the key that word order does not change. */
  key: string;
  /** The canonical legal form, if the name ended with one. */
  legalForm: string | null;
  /**
   * Words written as a female surname (ending in "á" as written, or "-ová", "-ska", "-cka", "-owa"): "Hrubá" is one,
   * "Cibulka" is not, though both fold to a word ending in "a".
   */
  female: string[];
}

const FEMALE_ENDING = /(ova|owa|ska|cka|dzka)$/;

function femaleWords(name: string, words: readonly string[]): string[] {
  const said = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const written = new Set(said.filter((word) => word.endsWith('á')).map((word) => fold(word)));
  // Written "-čka" or "-ška" is a Czech or Slovak man's surname (Vodička, whose wife is Vodičková), not the Polish
  // woman's "-cka" or "-ska" it folds to.
  const czechMen = new Set(said.filter((word) => /[čš]ka$/.test(word)).map((word) => fold(word)));
  return words.filter((word) => written.has(word) || (FEMALE_ENDING.test(word) && !czechMen.has(word)));
}

function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length > words.length) return false;
  return tail.every((word, index) => words[words.length - tail.length + index] === word);
}

/** A name taken apart; remembered (see remembered.ts), so the object is frozen: callers share it. */
export const normalizeName = remembered((name: string): NormalizedName => Object.freeze(takeApart(name)) as NormalizedName);

function takeApart(name: string): NormalizedName {
  let words = fold(name)
    .split(' ')
    .filter((word) => word.length > 0);
  let legalForm: string | null = null;
  // A legal form closes a name ("Novák Stavby s.r.o."); a name that is only a legal form keeps it.
  for (const [id, form] of FORMS_BY_LENGTH) {
    const tail = form.split(' ');
    if (words.length > tail.length && endsWith(words, tail)) {
      legalForm = id;
      words = words.slice(0, words.length - tail.length);
      break;
    }
  }
  // A form written letter by letter however it is dotted ("S.A.S.U.", "s. c. i."): its letters joined are a spelling.
  for (let size = Math.min(5, words.length - 1); !legalForm && size >= 2; size--) {
    const tail = words.slice(-size);
    const id = tail.every((word) => word.length <= 2) ? ONE_WORD_FORMS.get(tail.join('')) : undefined;
    if (id) {
      legalForm = id;
      words = words.slice(0, words.length - size);
    }
  }
  // A form shortened as a person types it ("akc. spol.", "spółka kom.", "Kommandit-Gesellschaft"): see legal-form-cuts.ts.
  const cut = legalForm ? null : cutLegalForm(words);
  if (cut) {
    legalForm = cut.id;
    words = words.slice(0, words.length - cut.size);
  }
  return {
    words: Object.freeze(words) as string[],
    key: [...words].sort().join(' '),
    legalForm,
    female: Object.freeze(femaleWords(name, words)) as string[],
  };
}

/**
 * A rough phonetic key for one word, for what speech-to-text confuses:
 * "nowak"/"novak", "schmidt"/"smidt", "philip"/"filip", "mayer"/"meier".
 */
export const phoneticKey = remembered((word: string): string =>
  word
    .replace(/sch/g, 's')
    .replace(/sz/g, 's')
    .replace(/cz/g, 'c')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/w/g, 'v')
    .replace(/[yj]/g, 'i')
    .replace(/ie|ei|ey|ai|ay/g, 'i')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/ae/g, 'a')
    .replace(/th/g, 't')
    .replace(/dt/g, 't')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1'),
);

/** The sounds of a name's words, sorted: names a listener cannot tell apart share it. */
export const soundKey = (name: NormalizedName) => name.words.map(phoneticKey).sort().join(' ');

/** The distinct sounds of a name's words. */
export const soundWords = (name: NormalizedName) => [...new Set(name.words.map(phoneticKey))];

/** Identifiers as people type them: spaces and case do not matter. */
export const compactId = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

/** Every word that is part of some legal form's spelling ("gesellschaft", "haftung", "sp", "o"): explained, not matched. */
export const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set(LEGAL_FORM_SPELLINGS.flatMap(([, words]) => words.split(' ')));

/**
 * Letters that write a legal form, or a run of its letters, one by one however dotted ("S.p.A.", "s.r.o.", the "o.o." of
 * "sp. z o.o.").
 */
export const isLegalFormLetters = (letters: readonly string[]): boolean => {
  const folded = letters.map(fold);
  const run = ` ${folded.join(' ')} `;
  return ONE_WORD_FORMS.has(folded.join('')) || LEGAL_FORM_SPELLINGS.some(([, words]) => ` ${words} `.includes(run));
};
