/**
 * Whether an amount was said with its tax or without: "1500 bez DPH", "netto",
 * "zzgl. MwSt.", "plus VAT" say the tax comes on top (net); "s DPH", "včetně
 * DPH", "brutto", "inkl. MwSt.", "incl. VAT" say it is inside (gross). Read in
 * en, cs and de; the wording is taken off so the number and currency read as
 * usual. What the net is, given the invoice's rate, is worked out in
 * ../tax-basis.ts; this only reads the words.
 */
import { ParseError } from './errors.js';

export type TaxBasis = 'net' | 'gross';

export interface TaxWording {
  /** The text without the wording. */
  text: string;
  basis: TaxBasis;
  /** The words as said ("bez DPH"), to quote back. */
  said: string;
}

/** Names of the tax itself: cs DPH and daň, de MwSt. and USt., en VAT and tax. */
const TAX = String.raw`(?:dph|da[nň][iíeě]?|mwst\.?|ust\.?|mehrwertsteuer|umsatzsteuer|vat|tax)`;
/** A rate said inside the wording ("inkl. 19 % MwSt."): refused, the rate goes in tax_rate. */
const RATE = String.raw`(?:\d+(?:[.,]\d+)?\s*%\s*)?`;

/** Wording and what it says, longest first where one holds another ("s DPH" within "bez DPH" never: word bounds). */
const WORDINGS: ReadonlyArray<readonly [TaxBasis, string]> = [
  ['gross', String.raw`v[čc](?:\.|etn[ěe])?\s*${RATE}${TAX}`],
  ['gross', String.raw`(?:vcetne|včetně)\s*${RATE}${TAX}`],
  ['gross', String.raw`s\s+${RATE}${TAX}`],
  ['gross', String.raw`inkl(?:\.|usive)?\s*${RATE}${TAX}`],
  ['gross', String.raw`(?:incl(?:\.|uding|usive)?|inc\.?)\s*${RATE}${TAX}`],
  ['gross', String.raw`(?:mit|with)\s+${RATE}${TAX}`],
  // Slovak "vrátane DPH", Polish "z VAT" (with VAT); the tax named first: "VAT included", "MwSt. inklusive".
  ['gross', String.raw`vr[áa]tane\s*${RATE}${TAX}`],
  ['gross', String.raw`z\s+${RATE}${TAX}`],
  ['gross', String.raw`${TAX}\s*(?:included|incl\.?|inclusive|inkl\.?|inklusive|inbegriffen)`],
  ['gross', String.raw`brutto|gross`],
  ['net', String.raw`bez\s+${RATE}${TAX}`],
  ['net', String.raw`(?:zzgl\.?|zuz[üu]glich|exkl(?:\.|usive)?|ohne)\s*${RATE}${TAX}`],
  ['net', String.raw`(?:excl(?:\.|uding|usive)?|ex\.?|without|before|pre)\s*-?\s*${RATE}${TAX}`],
  ['net', String.raw`(?:plus|\+)\s*${RATE}${TAX}`],
  ['net', String.raw`${TAX}\s*(?:excluded|excl\.?|exclusive|exkl\.?|exklusive)`],
  // "net of VAT": the tax left out (its "of VAT" was left behind, and refused, once "net" alone was taken).
  ['net', String.raw`net\s+of\s+${RATE}${TAX}`],
  ['net', String.raw`netto|net`],
];

const PATTERNS = WORDINGS.map(([basis, source]) => [basis, new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}])`, 'iu')] as const);

/** The amount's tax wording, or null when it says none. Refuses wording that says both, or a rate inside it. */
export function readTaxWording(raw: string): TaxWording | null {
  let text = raw;
  const found: Array<{ basis: TaxBasis; said: string }> = [];
  for (const [basis, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    found.push({ basis, said: match[0].trim() });
    text = withoutWording(text, match.index, match.index + match[0].length);
  }
  if (found.length === 0) return null;
  const bases = new Set(found.map((one) => one.basis));
  const said = found.map((one) => `"${one.said}"`).join(' and ');
  if (bases.size > 1) throw new ParseError(`says both ${said}: with the tax or without it? Send the amount with one of them`);
  if (found.some((one) => /\d/.test(one.said)))
    throw new ParseError(`says a rate in ${said}: send the rate as tax_rate and the amount with "incl. VAT" or "plus VAT" alone`);
  return { text: text.replace(/\s+/g, ' ').trim(), basis: found[0]!.basis, said: found.map((one) => one.said).join(' ') };
}

/**
 * The text with the wording at `start`..`end` taken out, and the punctuation that only set it apart from the amount:
 * brackets around it ("500 € (plus VAT)"), a comma, semicolon or dash before it at the end ("500 €, plus VAT", "500 €
 * – netto"), a colon or comma after it at the start ("bez DPH: 500 Kč"). A dash after a decimal mark is the
 * whole-amount ending ("1500,– bez DPH") and stays.
 */
function withoutWording(text: string, start: number, end: number): string {
  let before = text.slice(0, start);
  let after = text.slice(end);
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) {
    before = before.replace(/\(\s*$/, '');
    after = after.replace(/^\s*\)/, '');
  } else if (/\[\s*$/.test(before) && /^\s*\]/.test(after)) {
    before = before.replace(/\[\s*$/, '');
    after = after.replace(/^\s*\]/, '');
  } else if (after.trim() === '' && /(?<![.,])\s*[,;\u2013\u2014]\s*$/.test(before)) {
    before = before.replace(/\s*[,;\u2013\u2014]\s*$/, '');
  } else if (before.trim() === '' && /^\s*[:,]/.test(after)) {
    after = after.replace(/^\s*[:,]/, '');
  }
  return `${before} ${after}`;
}
