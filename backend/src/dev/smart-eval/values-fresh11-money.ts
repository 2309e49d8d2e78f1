/**
 * Amounts of the twelfth held-out value set (values-fresh11.ts): the tax said in a phrase of its own against the
 * invoice line's rate ("500 €, plus VAT", "(bez DPH)", "including 21 %", in words), a price per unit times a quantity
 * ("3 hours at 800", "5 Stück à 12 €", "2 ks po 350 Kč": never one total taken silently), negatives and refunds
 * ("minus 200", "credit of 50", "dobropis 300": never the positive amount), and numbers as a transcript splits their
 * words ("two thousand and five hundred", "zwei tausend fünf hundert", "2 tisíce 500").
 */
import { Interpretation } from '../../features/smart/interpret.js';
import { readInvoiceLines } from '../../features/smart/invoice-lines.js';
import { AmbiguousValue, ParseError } from '../../features/smart/parse/amounts.js';
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import type { Expected6 } from './values-fresh6-judge.js';
import { csWords, enWords, plWords } from './values-fresh9-words.js';
import type { Int, Pick } from './seeded-draws.js';
import { taxed } from './values.js';

export type AddAmount = (kind: string, text: string, expected: Expected6, read: () => Answer) => void;

const v = (n: number, code: string): Expected6 => ({ value: `${n} ${code}` });
const NO: Expected6 = { any: ['refuse', 'ask'] };
const grouped = (k: number, mark: string) => String(k).replace(/\B(?=(\d{3})+(?!\d))/g, mark);

/**
 * A smart invoice's line read from `amount` alone at `rate`: its subtotal (quantity times unit price), with every
 * warning the reading gave; a refusal naming `amount` thrown as the parsers throw it.
 */
const lineOf = (text: string, rate: string) => (): Answer => {
  const reading = new Interpretation();
  const { items } = readInvoiceLines({ client: 'x', description: 'Work', amount: text, tax_rate: rate } as never, reading, null);
  try {
    reading.check();
  } catch (error) {
    const errors = ((error as { extensions?: { errors?: Array<{ field: string; message: string }> } }).extensions?.errors ?? []).filter(
      (one) => one.field === 'amount',
    );
    if (errors.length > 0) throw new AmbiguousValue(errors[0]!.message, []);
    throw new ParseError(String(error));
  }
  const line = lineAmounts(items[0]!.quantity ?? '1', items[0]!.unit_price ?? '0', items[0]!.tax_rate ?? '0');
  const warnings = reading.warnings.filter((warning) => warning.startsWith('amount'));
  return { value: line.subtotal, warning: warnings.length > 0 ? warnings.join('; ') : undefined };
};

/** Whether some net in cents has a line total of exactly `total` at `rate`. */
function grossReachable(total: string, rate: string): boolean {
  const guess = Math.round((Number(total) * 100) / (1 + Number(rate) / 100));
  for (let cents = guess - 3; cents <= guess + 3; cents++)
    if (cents >= 0 && lineAmounts('1', (cents / 100).toFixed(2), rate).total === total) return true;
  return false;
}

const RATES11 = ['21', '12', '19', '7', '20', '23', '10', '0'];

/**
 * The tax said in a phrase of its own: after a comma, in brackets, after a dash, before the amount, or with an amount
 * said in words. The documented wordings are read (net as it is, gross worked back to the net whose total is the
 * amount said), set apart by punctuation or not; a rate said inside the phrase, both wordings, or no rate on the line:
 * refused. Never the other.
 */
export function taxPhraseCase(int: Int, pick: Pick, add: AddAmount) {
  const rate = pick([...RATES11, undefined]);
  const gross = int(0, 1) === 1;
  const euros = int(0, 1) === 1;
  const whole = pick([int(10, 999), int(1_000, 99_999)]);
  const cents = pick([0, int(1, 99)]);
  const stated = `${whole}.${String(cents).padStart(2, '0')}`;
  const digits = euros
    ? pick([`${stated} €`, `€${grouped(whole, ',')}.${String(cents).padStart(2, '0')}`, `EUR ${stated}`])
    : pick([`${whole},${String(cents).padStart(2, '0')} Kč`, `${grouped(whole, ' ')},${String(cents).padStart(2, '0')} Kč`]);
  const word = gross
    ? pick(euros ? ['including VAT', 'incl. VAT', 'inkl. MwSt.', 'brutto', 'gross'] : ['s DPH', 'včetně DPH', 'vč. DPH'])
    : pick(euros ? ['plus VAT', 'excluding VAT', 'zzgl. MwSt.', 'netto', 'net', 'exkl. USt.'] : ['bez DPH', '+ DPH']);
  const rateSaid = rate ?? pick(['21', '19', '20']);
  // Whole crowns or euros in words, with the tax after them.
  const inWords = euros ? `${enWords(whole)} euros` : `${csWords(whole)} korun`;
  const shape = pick(['named', 'named', 'apart', 'apart', 'words', 'rate', 'rate', 'both'] as const);
  const text = pick(
    {
      named: [`${digits} ${word}`, `${word} ${digits}`],
      apart: [`${digits}, ${word}`, `${digits} (${word})`, `${digits} – ${word}`, `${digits}; ${word}`, `${word}: ${digits}`],
      words: [`${inWords} ${word}`, `${inWords}, ${word}`],
      rate: [
        `${digits} ${gross ? 'including' : 'plus'} ${rateSaid} %`,
        `${digits} ${gross ? 'inkl.' : 'zzgl.'} ${rateSaid} %`,
        `${digits} ${gross ? 'vč.' : 'bez'} ${rateSaid} % DPH`,
        `${digits} + ${rateSaid} % VAT`,
        `${digits} ${gross ? 'incl.' : 'excl.'} ${rateSaid}% VAT`,
      ],
      both: [
        `${digits} ${word}, ${gross ? 'plus VAT' : 's DPH'}`,
        `${digits} ${gross ? 'brutto' : 'netto'} ${gross ? 'zzgl. MwSt.' : 'inkl. MwSt.'}`,
      ],
    }[shape],
  );
  const said = shape === 'words' ? `${whole}.00` : stated;
  const readIt: Expected6 = { value: said };
  let expected: Expected6;
  if (shape === 'rate' || shape === 'both' || rate === undefined) expected = 'refuse';
  else if (gross && !grossReachable(said, rate)) expected = 'refuse';
  else expected = readIt;
  add('amount-taxphrase11', `${text} (rate ${rate ?? 'none'})`, expected, () => ({
    value: taxed(text, rate, gross ? 'total' : 'subtotal')(),
  }));
}

/**
 * A price per unit and a quantity said together: one total taken without a word is wrong. Refused, asked, or read as
 * the line they make (quantity times price) with a warning saying so.
 */
export function perUnitCase(int: Int, pick: Pick, add: AddAmount) {
  const q = int(2, 12);
  const p = pick([int(2, 99), int(10, 99) * 10, int(1, 20) * 50]);
  const [text, product] = pick([
    [`${q} hours at ${p}`, q * p],
    [`${q} hours at ${p} euros`, q * p],
    [`${q} h at €${p}/h`, q * p],
    [`${q} hrs @ ${p}`, q * p],
    [`${q} x ${p} EUR`, q * p],
    [`${q} × ${p} €`, q * p],
    [`${p} € x ${q}`, q * p],
    [`${q} pieces at ${p} dollars each`, q * p],
    [`${p} dollars each, ${q} pieces`, q * p],
    [`${q} Stück à ${p} €`, q * p],
    [`${q} Stk. à ${p} Euro`, q * p],
    [`${q} Stunden à ${p} Euro`, q * p],
    [`${q} Std. zu je ${p} €`, q * p],
    [`${p} € pro Stück, ${q} Stück`, q * p],
    [`${q} ks po ${p} Kč`, q * p],
    [`${q} kusy po ${p} korunách`, q * p],
    [`${q} hodin po ${p} Kč`, q * p],
    [`${q} hod. á ${p} Kč`, q * p],
    [`${p} Kč za hodinu, ${q} hodin`, q * p],
    [`${q} × ${p} Kč`, q * p],
    [`${q} szt. po ${p} zł`, q * p],
    [`${q} ks po ${p} eur`, q * p],
  ] as [string, number][]);
  const rate = pick(RATES11);
  const expected: Expected6 = { any: ['refuse', 'ask', { warned: (product as number).toFixed(2) }] };
  add('amount-perunit11', `${text} (rate ${rate})`, expected, lineOf(text, rate));
}

/** A negative amount, a refund or a credit: refused or asked, or read as the negative with a warning; never the positive. */
export function negativeCase(int: Int, pick: Pick, add: AddAmount) {
  const n = pick([int(5, 999), int(1_000, 9_999)]);
  const [text, code] = pick([
    [`minus ${n}`, '-'],
    [`minus ${n} euros`, 'EUR'],
    [`-${n} €`, 'EUR'],
    [`−${n} EUR`, 'EUR'],
    [`-€${n}`, 'EUR'],
    [`€-${n}`, 'EUR'],
    [`credit of ${n}`, '-'],
    [`credit of ${n} dollars`, 'USD'],
    [`refund ${n} EUR`, 'EUR'],
    [`a refund of £${n}`, 'GBP'],
    [`${n} USD credit`, 'USD'],
    [`${n} dollars off`, 'USD'],
    [`Gutschrift ${n} €`, 'EUR'],
    [`Gutschrift über ${n} Euro`, 'EUR'],
    [`Rückerstattung ${n} Euro`, 'EUR'],
    [`minus ${n} Euro`, 'EUR'],
    [`dobropis ${n} Kč`, 'CZK'],
    [`dobropis na ${n} korun`, 'CZK'],
    [`vratka ${n} Kč`, 'CZK'],
    [`mínus ${n} Kč`, 'CZK'],
    [`minus ${csWords(n)} korun`, 'CZK'],
    [`minus ${enWords(n)} euros`, 'EUR'],
    [`zwrot ${n} zł`, 'PLN'],
    [`${n} EUR (credit note)`, 'EUR'],
  ] as [string, string][]);
  add('amount-negative11', text, { any: ['refuse', 'ask', { warned: `-${n} ${code}` }] }, amount(text));
}

/** A thousand and a hundreds part as a transcript splits them (thousands 1-9, hundreds 1-9, tens 0-99). */
const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEENS = ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
/** German tens as a transcript splits them: "fünf und zwanzig". */
const deTens = (r: number, split: boolean) =>
  r < 10
    ? r === 1
      ? 'eins'
      : DE_UNITS[r]!
    : r < 20
      ? DE_TEENS[r - 10]!
      : r % 10
        ? `${DE_UNITS[r % 10]}${split ? ' und ' : 'und'}${DE_TENS[Math.floor(r / 10)]}`
        : DE_TENS[Math.floor(r / 10)]!;

/** Numbers said in words a transcript splits: "two thousand and five hundred", "zwei tausend fünf hundert", "2 tisíce 500". */
export function splitCase(int: Int, pick: Pick, add: AddAmount) {
  const t = int(1, 9);
  const h = int(1, 9);
  const r = pick([0, 0, int(20, 99), int(10, 19)]);
  const n = t * 1000 + h * 100 + r;
  // Two thousands said twice ("two thousand two thousand"): a thousand said twice could be a million.
  const tt = Math.max(t, 2);
  const enT = enWords(t);
  const enH = enWords(h);
  const enR = r ? ` ${enWords(r)}` : '';
  const csT = t === 1 ? 'tisíc' : `${csWords(t, false)} ${t < 5 ? 'tisíce' : 'tisíc'}`;
  const csRest = csWords(h * 100 + r);
  const deT = t === 1 ? pick(['ein tausend', 'tausend', 'eintausend']) : `${DE_UNITS[t]} tausend`;
  const deH = `${h === 1 ? pick(['ein hundert', 'hundert']) : `${DE_UNITS[h]} hundert`}`;
  const deR = r ? ` ${deTens(r, int(0, 1) === 1)}` : '';
  const [text, expected] = pick([
    [`${enT} thousand and ${enH} hundred${enR} euros`, v(n, 'EUR')],
    [`${enT} thousand, ${enH} hundred${enR} dollars`, v(n, 'USD')],
    [`${enT} thousand ${enH} hundred${r ? ` and ${enWords(r)}` : ''} pounds`, v(n, 'GBP')],
    [`${t} thousand ${h * 100 + r} dollars`, v(n, 'USD')],
    [`${t} thousand and ${h * 100 + r} euros`, v(n, 'EUR')],
    [`${deT} ${deH}${deR} Euro`, v(n, 'EUR')],
    [`${DE_UNITS[t] || 'ein'}tausend ${deH}${deR} Euro`, v(n, 'EUR')],
    [`${deT} ${DE_UNITS[h] || 'ein'}hundert${deR} Franken`, v(n, 'CHF')],
    [`${t} Tausend ${h * 100 + r} Euro`, v(n, 'EUR')],
    [`${csT} ${csRest} korun`, v(n, 'CZK')],
    [`${csT}, ${csRest} korun`, v(n, 'CZK')],
    [`${t} ${t === 1 ? 'tisíc' : t < 5 ? 'tisíce' : 'tisíc'} ${h * 100 + r} Kč`, v(n, 'CZK')],
    [`${plWords(t * 1000)} ${plWords(h * 100 + r)} złotych`, v(n, 'PLN')],
    [`${t} ${t === 1 ? 'tysiąc' : t < 5 ? 'tysiące' : 'tysięcy'} ${h * 100 + r} zł`, v(n, 'PLN')],
    // A transcript that repeats or restarts says two numbers: never one of them.
    [`${enWords(tt)} thousand ${enWords(tt)} thousand ${enH} hundred euros`, NO],
    [`${DE_UNITS[tt]} tausend ${DE_UNITS[tt]} tausend Euro`, NO],
    [`${csWords(tt, false)} ${tt < 5 ? 'tisíce' : 'tisíc'} ${csWords(tt, false)} ${tt < 5 ? 'tisíce' : 'tisíc'} korun`, NO],
  ] as [string, Expected6][]);
  add('amount-split11', text, expected, amount(text));
}
