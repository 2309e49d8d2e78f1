/**
 * A name as an agent or a voice assistant passes it on, taken apart: the
 * words that may be the name (to look records up by), the words around them
 * that explain nothing ("firma", "our client", "the … company"), titles ("Mrs.",
 * "Ing."), and a place said beside the name ("from Hamburg", "(Brno)"), which
 * the record's address must explain. Refuses what names no one: only filler
 * words, only a role or a pronoun ("him", "the boss"), only digits, or more
 * words than a name has.
 */
import { validationError } from '../../../platform/errors.js';
import { LEGAL_FORM_WORDS, fold, normalizeName } from '../normalize.js';
import { FILLERS, JOINERS, PLACE_MARKERS, ROLES_AND_PRONOUNS, TITLES } from './fillers.js';

/** More words than any name and its phrasing hold: refused before any lookup. */
export const MAX_WORDS = 16;

/** One letter opening a name that is a man's salutation or the initial of a given name: "M." (Monsieur), "g." (gospod). */
const MAN_OR_INITIAL = new Set(['m', 'g']);

/**
 * Salutations written with a dot, read only so: "dl." is Romanian domnul, "dna." doamna, "sl." the Czech and Slovak
 * slečna (Ústav pro jazyk český, Internetová jazyková příručka: zkratky). Without the dot the letters are as often a
 * name's.
 */
const DOTTED_TITLES: ReadonlyMap<string, string> = new Map([
  ['dl.', 'domnul'],
  ['dna.', 'doamna'],
  ['sl.', 'slecna'],
  ['d-l', 'domnul'],
  ['d-na', 'doamna'],
]);

export interface Phrase {
  /** Every folded word said, brackets and place included, in order. */
  words: string[];
  /** The words that may be the name: no fillers, titles, joiners, nor the place. What records are looked up by. */
  core: string;
  /** Words said as where the record is ("hamburg" of "from Hamburg", "brno" of "(Brno)"). */
  place: string[];
  /** The caller said a woman is meant ("Mrs.", "Frau", "paní"), or a man; null when not said. */
  sex: 'f' | 'm' | null;
  /** True when something around the name was set aside: the match is then never exact. */
  trimmed: boolean;
  /** "M." opening the words: Monsieur, or the initial of a given name; the resolver tells which by who fits. */
  manOrInitial?: string;
}

/** Where a legal form closing these words begins (after one word at least); their length when none does. */
function legalFormAt(words: readonly string[]): number {
  for (let start = 1; start < words.length; start++) {
    const tail = normalizeName(['x', ...words.slice(start)].join(' '));
    if (tail.legalForm && tail.words.length === 1) return start;
  }
  return words.length;
}

/** The nouns for a firm an agent puts after a name, folded (en, de, cs, sk, pl, nl, fr, it, es). */
const COMPANY_NOUNS = new Set(
  'company firm firma unternehmen gesellschaft spolecnost spolocnost spolka bedrijf onderneming societe entreprise societa azienda empresa sociedad'.split(
    ' ',
  ),
);

/**
 * The name without the agent's noun after its legal form ("the X PLC company", "die X AG Firma"): "company" after a
 * form said is the wrapper's, not the form "Co." read in place of the one said, which then stood as a word of the name
 * (and X PLC beside X Ltd was asked back).
 */
function withoutNounAfterForm(words: string[]): string[] {
  const last = words.length - 1;
  if (last < 2 || !COMPANY_NOUNS.has(words[last]!) || !FILLERS.has(words[last]!)) return words;
  return legalFormAt(words.slice(0, last)) < last ? words.slice(0, last) : words;
}

/** Words a legal form spans at most, spelt out or letter by letter ("societe par actions simplifiee unipersonnelle"). */
const FORM_WORDS = 6;

/**
 * Whether the word at `index` is a letter or word of a legal form said before a place: the "v" of "B.V." before "uit" and a city
 * is no Czech "in" (it took the name's form for a place, and the twins of two cities were asked back).
 */
function inLegalForm(words: readonly string[], index: number): boolean {
  for (let start = Math.max(1, index - FORM_WORDS + 1); start <= index; start++)
    for (let end = index + 1; end <= Math.min(words.length, start + FORM_WORDS); end++) {
      const form = normalizeName(['x', ...words.slice(start, end)].join(' '));
      if (form.legalForm && form.words.length === 1) return true;
    }
  return false;
}

/**
 * The Italian, Portuguese and Catalan "a" and the French "à" (folded alike) say where, as "in" does: "Quillmarsh S.p.A.
 * a Vendrago", "Quillmarsh SA à Ostrello". Folded, the word is also the Czech and Slovak "and", which joins two names; after a
 * legal form closing the first name it joins only a second name with its own form ("Novák s.r.o. a Dvořák s.r.o.").
 * So "a" says a place after a legal form when no legal form follows it.
 */
function placeAfterForm(words: readonly string[], index: number): boolean {
  if (words[index] !== 'a' || index < 2 || index === words.length - 1) return false;
  const before = words.slice(0, index);
  const after = words.slice(index + 1);
  return legalFormAt(before) < index && !after.some((_, at) => legalFormAt(['x', ...after.slice(at)]) === 1);
}

/** A word that explains nothing when no word of the record pairs with it. */
export const isFiller = (word: string) => FILLERS.has(word) || JOINERS.has(word) || TITLES.has(word) || LEGAL_FORM_WORDS.has(word);

export function readPhrase(asked: string, field: string, what: 'client' | 'employee'): Phrase {
  const refuse = (message: string) => validationError([{ field, message }], `${field}: ${message}`);
  // A title written with dots inside ("Ph.D.") folds to several words ("ph d"); read whole, it is the title it spells.
  // An e-mail header's address after its display name ("Acme <billing@acme.io>"): the display name says who; the
  // address's words ("billing", the domain's parts) would count as unexplained words of the name.
  const displayed = asked.replace(/(?<=\p{L}\S*["'“”]?\s*)<[^<>\s@]+@[^<>\s]+>/gu, ' ');
  const undotted = displayed.replace(
    /(?<![\p{L}.])(?:dl\.|dna\.|sl\.|d-l|d-na)(?=\s)/giu,
    (token) => DOTTED_TITLES.get(token.toLowerCase()) ?? token,
  );
  const said = undotted.replace(/[\p{L}.]+\.[\p{L}.]*/gu, (token) =>
    TITLES.has(fold(token).replace(/ /g, '')) ? ` ${fold(token).replace(/ /g, '')} ` : token,
  );
  const placed = what === 'client' ? trailingPlace(said) : said;
  const bracketed = [...placed.matchAll(/[([{]([^)\]}]*)[)\]}]/g)].flatMap((found) => fold(found[1] ?? '').split(' ')).filter(Boolean);
  const outside = fold(placed.replace(/[([{][^)\]}]*[)\]}]/g, ' '))
    .split(' ')
    .filter(Boolean);
  const words = [...outside, ...bracketed];
  if (words.length > MAX_WORDS)
    throw refuse(`has ${words.length} words; ${what === 'employee' ? 'an' : 'a'} ${what}'s name has at most ${MAX_WORDS}`);
  if (!words.some((word) => /\p{L}/u.test(word))) throw refuse(`holds no letters: name the ${what}, or send its id as a number`);
  let sex: 'f' | 'm' | null = null;
  for (const word of words) sex = TITLES.get(word) ?? sex;
  // "Sr." before a name is Señor: "senior" follows the name it tells apart ("Juan Pérez Sr.").
  if (sex === null && words[0] === 'sr' && words.length > 1) sex = 'm';
  // A place follows its marker and at least one word of the name: "Schröder from Hamburg", not "From Scratch", nor the
  // "von" of "Auftrag von Schröder" or the "de" of "au nom de Schröder", which only filler words precede.
  // Not inside a legal form closing the name: the "z" of "Sp. z o.o." is no "from".
  const formAt = legalFormAt(outside);
  const marker = outside.findIndex(
    (word, index) =>
      index > 0 &&
      (PLACE_MARKERS.has(word) || placeAfterForm(outside, index)) &&
      index < formAt - 1 &&
      outside.slice(0, index).some((before) => !isFiller(before)) &&
      !inLegalForm(outside, index),
  );
  const named = withoutNounAfterForm(marker > 0 ? outside.slice(0, marker) : outside);
  const place = [...(marker > 0 ? outside.slice(marker + 1) : []), ...bracketed].filter((word) => !isFiller(word));
  // A legal form closing the name keeps its words, though some are fillers elsewhere ("s" of "a.s.", "z" of "Sp. z o.o.").
  const form = legalFormAt(named);
  const core = [
    ...named.slice(0, form).filter((word) => !FILLERS.has(word) && !JOINERS.has(word) && !TITLES.has(word)),
    ...named.slice(form),
  ];
  const meaningful = words.filter((word) => !isFiller(word) && !ROLES_AND_PRONOUNS.has(word));
  if (meaningful.length === 0) {
    const roles = words.filter((word) => ROLES_AND_PRONOUNS.has(word) && !FILLERS.has(word));
    throw refuse(
      roles.length > 0 || what === 'employee'
        ? `"${asked}" names a role or a pronoun, not ${what === 'employee' ? 'an' : 'a'} ${what}: say the ${what}'s name`
        : `"${asked}" holds only words around a name: say the ${what}'s name`,
    );
  }
  return {
    words,
    core: (core.length > 0 ? core : meaningful).join(' '),
    place,
    sex,
    trimmed: core.length !== outside.length || bracketed.length > 0,
    ...(sex === null && MAN_OR_INITIAL.has(words[0]!) && words.length > 1 ? { manOrInitial: words[0] } : {}),
  };
}

/**
 * A client's place said after a comma, a slash, a spaced dash ("Kratochvíl Stavby, Brno", "Schröder Logistik – Hamburg")
 * or an export's field separator (`KRATOCHVIL STAVBY;BRNO`), read as if in brackets: words the record's address must explain. Not a legal form ("Müller, GmbH"), not more than
 * three words, and never for people, whose comma parts a surname from a given name ("Novák, Jan").
 */
function trailingPlace(said: string): string {
  const found = said.match(/^(.*\p{L}.*?)(?:\s*[,/|;]\s*|\s+[–—-]\s+)([^,/|;()[\]{}–—]+)$/u);
  if (!found) return said;
  const [, name, tail] = found as unknown as [string, string, string];
  const words = fold(tail).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 3 || !words.some((word) => /\p{L}/u.test(word))) return said;
  const form = normalizeName(`x ${tail}`);
  if (form.legalForm && form.words.length === 1) return said;
  // A slash inside a legal form ("A/S", "S/A", "s/n") parts no place from the name.
  const around = said.match(/(\S+)\/(\S+)$/u);
  const slashed = around ? normalizeName(`x ${around[1]}/${around[2]}`) : null;
  if (slashed?.legalForm && slashed.words.length === 1) return said;
  return `${name} (${tail.trim()})`;
}
