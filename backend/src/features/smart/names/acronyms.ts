/**
 * A client said by its initials: "ČEZ" for České energetické závody, "HSL"
 * for Hamburg Süd Logistik, "RBW" for Royal Bank of Wessex. An acronym is
 * written in capitals, as one word ("CEZ", "C.E.Z.") or letter by letter as
 * a transcript spells it ("C E Z"), perhaps among words that name no one
 * ("firma ČEZ", "our client IBM") and before a legal form ("ČEZ a.s.").
 * Letters in lower case are read as a name, not as initials ("ksb"). The
 * small words a person leaves out of an acronym ("of", "und", "a") may be
 * there or not: "Royal Bank of Wessex" is RBW and RBOW.
 */
import { fold, normalizeName } from '../normalize.js';
import { FILLERS, TITLES } from './fillers.js';

/** Capitals said as one word, dots allowed ("KSB", "K.S.B."). */
const ACRONYM_WORD = /^(?:\p{Lu}\.?){2,6}$/u;
/** One capital, alone: a letter spelt out. */
const LETTER = /^\p{Lu}\.?$/u;

/**
 * Words left out of an acronym, folded: the articles, prepositions and conjunctions of the languages we read, as their
 * grammars list them (en "of", "and"; de "der", "und", "für"; fr "des", "de la"; it "del", "della", "degli"; es "del",
 * "y"; nl "van", "het"; cs, sk, pl "a", "i", "na"). A name's initials are read with and without them.
 */
export const UNSAID_IN_ACRONYMS: readonly string[] = [
  ...new Set([
    ...['of', 'and', 'for', 'the', 'a', 'an', 'at', 'on', 'to', 'in'],
    ...['und', 'fur', 'der', 'die', 'das', 'des', 'den', 'dem', 'von', 'vom', 'zu', 'zum', 'zur', 'am', 'im', 'an', 'auf'],
    ...['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'en', 'au', 'aux'],
    ...['di', 'da', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'il', 'lo', 'gli', 'e', 'ed', 'per', 'con'],
    ...['el', 'los', 'las', 'y'],
    ...['van', 'het', 'voor', 'op', 'te', 'ter'],
    ...['i', 'oraz', 'w', 'z', 'na', 'v', 'pro', 'pre', 'nad', 'pod'],
  ]),
];

export interface AcronymSaid {
  /** The letters, folded ("cez"). */
  letters: string;
  /** The legal form said after them, when one was. */
  legalForm: string | null;
  /**
   * Said as letters beyond doubt: spelt out ("U G S"), dotted ("S.S.Z.") or as two to four capitals. Such letters name
   * a company only as they are, never as a near spelling of others ("VPS" is not "WPS"), as digits do. Five or six
   * capitals may be a name shouted ("NOVAK"), which keeps its near spellings.
   */
  spelt: boolean;
}

/** The acronym a phrase says, or null when it says none. */
export function acronymSaid(asked: string): AcronymSaid | null {
  const tokens = asked.trim().split(/\s+/).filter(Boolean);
  let end = tokens.length;
  let legalForm: string | null = null;
  // A legal form closes the phrase ("ČEZ a.s.", "HSL GmbH"): the words after the letters, read as one.
  for (let i = 1; i < tokens.length; i++) {
    const tail = normalizeName(`x ${tokens.slice(i).join(' ')}`);
    if (tail.legalForm && tail.words.length === 1) {
      legalForm = tail.legalForm;
      end = i;
      break;
    }
  }
  const around = (token: string) =>
    !LETTER.test(token) &&
    !ACRONYM_WORD.test(token) &&
    fold(token)
      .split(' ')
      .every((word) => word === '' || FILLERS.has(word) || TITLES.has(word));
  const kept = tokens.slice(0, end).filter((token) => !around(token));
  if (kept.length === 1 && ACRONYM_WORD.test(kept[0]!)) {
    const letters = fold(kept[0]!).replace(/[ .]/g, '');
    return { letters, legalForm, spelt: letters.length <= 4 || kept[0]!.includes('.') };
  }
  if (kept.length >= 2 && kept.length <= 6 && kept.every((token) => LETTER.test(token)))
    return { letters: kept.map((token) => fold(token).replace(/\./g, '')).join(''), legalForm, spelt: true };
  return null;
}

/**
 * True when the name's words, in their order, begin with these letters, each small word ("del", "sur", "van") said or
 * left out as the speaker pleases: "Banco de la Sierra" is BS and BDLS, "Royal Bank of Wessex" RBW and RBOW.
 */
export function initialsFit(words: readonly string[], letters: string): boolean {
  const fit = (word: number, letter: number): boolean => {
    if (word === words.length) return letter === letters.length;
    if (UNSAID.has(words[word]!) && fit(word + 1, letter)) return true;
    return letter < letters.length && words[word]![0] === letters[letter] && fit(word + 1, letter + 1);
  };
  return fit(0, 0);
}

const UNSAID: ReadonlySet<string> = new Set(UNSAID_IN_ACRONYMS);
