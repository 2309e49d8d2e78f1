/**
 * Which legal forms are the same kind in law (a translation of one may name the other) and the English names of the
 * continental forms: the part of the legal-form table (legal-forms.ts, whose header cites the sources) that joins
 * forms rather than spells them.
 */

/**
 * Ids that a translation joins: "Müller GmbH" said as "Müller limited liability company", "Zielona Energia S.A."
 * as "… joint-stock company". Each set names one kind of company in law, so a query under one id is not refused
 * for a record under another of the same set.
 */
export const EQUIVALENT_FORMS: ReadonlyArray<ReadonlySet<string>> = [
  new Set([
    'sro',
    'gmbh',
    'spzoo',
    'llc',
    'ltd',
    'sarl',
    'srl',
    'bv',
    'sl',
    'eurl',
    'slu',
    'srls',
    'sll',
    'kft',
    'aps',
    'lda',
    'doo',
    'jdoo',
    'sagl',
    'uab',
    'sia',
    'ou',
    'ltdsti',
    'eood',
    'ood',
    'ehf',
  ]),
  // Finland's Oy is Sweden's AB in law (its Swedish name is Ab), public or not; Oyj is the public one.
  new Set(['as', 'ag', 'sa', 'spa', 'nv', 'plc', 'corp', 'inc', 'ab', 'zrt', 'nyrt', 'rt', 'oy', 'oyj', 'dd', 'ead', 'ad', 'hf']),
  // Partnerships: limited (a partner liable without limit beside limited ones), and general (all liable).
  new Set(['kg', 'ks', 'spk', 'cv', 'scs', 'scom', 'sas_it', 'bt']),
  new Set(['ohg', 'vos', 'spj', 'og', 'vof', 'snc', 'src', 'kkt']),
];

/** Translations of a legal form that are not its spelling: English names for the continental forms. */
export const TRANSLATED_FORMS: ReadonlyArray<readonly [id: string, words: string]> = [
  ['as', 'joint stock company'],
  ['sa', 'joint stock company'],
  ['ag', 'joint stock company'],
  ['kg', 'limited partnership'],
  ['ks', 'limited partnership'],
  ['spk', 'limited partnership'],
  ['ohg', 'general partnership'],
  ['vos', 'general partnership'],
  ['spj', 'general partnership'],
  ['cv', 'limited partnership'],
  ['og', 'general partnership'],
  ['vof', 'general partnership'],
  ['snc', 'general partnership'],
];

/** True when a legal form the caller named may be the record's. */
export function formsCompatible(asked: string, recorded: string): boolean {
  if (asked === recorded) return true;
  // "S.a.s." and "SAS" fold alike: the Italian limited partnership or the French simplified joint-stock company. Either
  // spelt out fits the abbreviation, and so does a limited partnership said in another language.
  if (asked === 'sas' || recorded === 'sas') {
    const other = asked === 'sas' ? recorded : asked;
    if (other === 'sas_fr' || other === 'sas_it' || EQUIVALENT_FORMS[2]!.has(other)) return true;
  }
  return EQUIVALENT_FORMS.some((set) => set.has(asked) && set.has(recorded));
}
