/**
 * A registration or VAT number as people, forms and agents write it: after its label in the languages read (`IČO`,
 * `DIČ`, `IČ DPH`, `NIP`, `KRS`, `REGON`, `USt-IdNr.`, `UID`, `FN`, `HRB`, `VAT`, `Company No.`, `EIN`, `KvK`, `btw`,
 * `SIREN`, `TVA`, `P.IVA`, `CIF`, `NIF`, `CUI`, `MWST` …), its country prefix apart or joined (`CZ`, `DE`, `ATU`,
 * `CHE`, a Spanish `B`), in groups split by spaces, dots, dashes or slashes, alone or after the client's name. Read by
 * its digits: the label and the prefix say which register, the digits which record, so a number said without its
 * prefix (`NIP 5747763504` for PL5747763504) finds it too. The labels are each register's own words for its numbers
 * (the registers' and tax offices' forms); no npm package reads them across these languages (validator.js and
 * jsvat check a VAT number's form, not the words said around it).
 */

/** Each register's words for its numbers, folded to lower case without marks; longest first where one begins another. */
const LABELS = [
  'ic dph',
  'ico',
  'ic',
  'dic',
  'nip',
  'krs',
  'regon',
  'ust-idnr',
  'ust-id',
  'ust id',
  'uid',
  'steuernummer',
  'fn',
  'hrb',
  'hra',
  'vat reg no',
  'vat no',
  'vat number',
  'vat',
  'company reg no',
  'company registration number',
  'company number',
  'company no',
  'reg no',
  'registration number',
  'ein',
  'tin',
  'kvk-nummer',
  'kvk',
  'btw-nummer',
  'btw',
  'siren',
  'siret',
  'n° tva',
  'tva',
  'p.iva',
  'p. iva',
  'p iva',
  'piva',
  'partita iva',
  'codice fiscale',
  'cif',
  'nif',
  'cui',
  'mwst',
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The number's own characters: a prefix of up to three capitals, then digits with separators and a few letters. */
const NUMBER = /^(?:[A-Z]{1,3}[\s-]?)?\d[\dA-Za-z\s./-]*$/;
/** A closing word some registers write after the number ("CHE-123.456.789 MWST"). */
const CLOSING = /\s+(?:MWST|TVA|IVA|MVA)\.?$/i;
const MIN_DIGITS = 4;

/** The digits of a number said with its label (`IČO 274 58 331` → "27458331"); null when the text is no such number. */
export function labelledNumber(text: string): string | null {
  const said = text.trim();
  const folded = fold(said);
  for (const label of LABELS) {
    if (!folded.startsWith(label) || /[a-z0-9]/.test(folded[label.length] ?? '')) continue;
    // The label's own dots (`P.IVA`, `USt-IdNr.`, `No.`) and a colon, a hash or "nr"/"no" after it.
    const rest = said
      .slice(label.length)
      .replace(/^[\s.:#]*(?:(?:nr|no|n°|number|nummer)\b[\s.:#]*)?/i, '')
      .replace(CLOSING, '');
    const digits = numberDigits(rest);
    if (digits) return digits;
  }
  return null;
}

/** The digits of a number as written, its prefix and separators aside; null when it is not one number. */
function numberDigits(text: string): string | null {
  if (!NUMBER.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const letters = text.replace(/^[A-Z]{1,3}[\s-]?/, '').replace(/[^A-Za-z]/g, '');
  return digits.length >= MIN_DIGITS && letters.length <= 3 ? digits : null;
}

/**
 * A name followed by a labelled number (`Novák Stavby (IČO 274 58 331)`, `Novák Stavby, DIČ CZ27458331`): the name and
 * the number's digits; null when the text ends in no such number or holds nothing before it.
 */
export function nameWithNumber(text: string): { name: string; digits: string } | null {
  const said = text.trim().replace(/[)\]]\s*$/, '');
  // The number begins at a bracket, a comma or a space before its label: tried from the last such place back.
  for (let at = said.length - 1; at > 0; at--) {
    if (!/[\s,([;]/.test(said[at]!)) continue;
    const digits = labelledNumber(said.slice(at + 1));
    const name = said
      .slice(0, at)
      .replace(/[\s,([;–-]+$/, '')
      .trim();
    if (digits && name) return { name, digits };
  }
  return null;
}
