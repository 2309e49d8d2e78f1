/**
 * Amounts of the tenth held-out value set (values-fresh9.ts): number words with their currency agreeing, cents said,
 * shorthand, the whole-amount ending and signs either side, every locale's marks as Intl writes them (under the
 * organization's own locale, another one, and none), and traps that must never be one amount.
 */
import type { Answer } from './values-fresh2.js';
import { amount } from './values-fresh5-read.js';
import { type Expected6, marksOf } from './values-fresh6-judge.js';
import { csWords, deWords, enWords, korun, plForm, plWords, skWords, zlotych } from './values-fresh9-words.js';
import type { Int, Pick } from './seeded-draws.js';

export type AddAmount = (kind: string, text: string, expected: Expected6, read: () => Answer) => void;

const v = (n: number, code: string): Expected6 => ({ value: `${n} ${code}` });
const orRefuse = (n: number, code: string): Expected6 => ({ any: [v(n, code), 'refuse'] });
const grouped = (k: number, mark: string) => String(k).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
/** A thousand and a few in words ("osm tisíc jedna") may be price talk: asked or refused as documented, or read. */
const wordsExpected = (n: number, code: string): Expected6 =>
  n >= 1000 && n % 1000 > 0 && n % 1000 < 100 ? { any: [v(n, code), 'ask', 'refuse'] } : v(n, code);

export function wordCase(int: Int, pick: Pick, add: AddAmount) {
  const n = pick([int(1, 19), int(20, 99), int(100, 999), int(1_000, 9_999), int(10_000, 999_999), int(1, 99) * 1000]);
  const bit = int(0, 3);
  const [text, code] = pick([
    [`${enWords(n, (bit & 1) === 1, (bit & 2) === 0)} ${n === 1 ? 'euro' : 'euros'}`, 'EUR'],
    [`${enWords(n, (bit & 1) === 1)} ${n === 1 ? 'dollar' : 'dollars'}`, 'USD'],
    [`${enWords(n, true, false)} pounds`.replace(/^one pounds$/, 'one pound'), 'GBP'],
    [`USD ${enWords(n)}`, 'USD'],
    [`${csWords(n)} ${n < 5 ? korun(n) : 'korun'}`, 'CZK'],
    [`${csWords(n)} Kč`, 'CZK'],
    [`${csWords(n, false)} eur`, 'EUR'],
    [`${n === 1 ? 'ein' : deWords(n, bit === 1)} Euro`, 'EUR'],
    [`${n === 1 ? 'ein' : deWords(n)} Schweizer Franken`, 'CHF'],
    [`CHF ${deWords(n)}`, 'CHF'],
    [`${skWords(n, bit === 2)} eur`, 'EUR'],
    [`${skWords(n)} €`, 'EUR'],
    [`${plWords(n)} ${zlotych(n)}`, 'PLN'],
    [`${plWords(n)} PLN`, 'PLN'],
  ] as [string, string][]);
  add('amount-words9', text, wordsExpected(n, code), amount(text));
}

const haler = (c: number) => (c === 1 ? 'haléř' : c < 5 ? 'haléře' : 'haléřů');

export function centsCase(int: Int, pick: Pick, add: AddAmount) {
  const w = pick([int(2, 99), int(100, 999), int(1_000, 9_999)]);
  const c = int(10, 99);
  // A thousand and a few in words ("tritisíctri") may be price talk (3,300): asked or refused as documented, or read.
  const exact = (code: string): Expected6 => {
    const read = v(Number(`${w}.${String(c).padStart(2, '0')}`), code);
    return w >= 1000 && w % 1000 > 0 && w % 1000 < 100 ? { any: [read, 'ask', 'refuse'] } : read;
  };
  const [text, expected] = pick([
    [`${enWords(w)} dollars and ${enWords(c)} cents`, exact('USD')],
    [`${enWords(w, false, false)} euros and ${enWords(c, false, false)} cents`, exact('EUR')],
    [`${w} dollars and ${c} cents`, exact('USD')],
    [`${w} euros ${c} cents`, exact('EUR')],
    [`${w} pounds ${c}`, exact('GBP')],
    [`${csWords(w)} korun a ${csWords(c)} ${haler(c)}`, exact('CZK')],
    [`${csWords(w)} korun ${csWords(c)} ${haler(c)}`, exact('CZK')],
    [`${w} korun ${c} haléřů`, exact('CZK')],
    [`${csWords(w)} eur a ${csWords(c)} centů`, exact('EUR')],
    [`${deWords(w)} Euro und ${deWords(c)} Cent`, exact('EUR')],
    [`${deWords(w)} Euro ${deWords(c)}`, exact('EUR')],
    [`${w} Euro ${c} Cent`, exact('EUR')],
    [`${deWords(w)} Franken ${deWords(c)} Rappen`, exact('CHF')],
    [`${skWords(w)} eur a ${skWords(c)} centov`, exact('EUR')],
    [`${plWords(w)} ${zlotych(w)} i ${plWords(c)} ${plForm(c, ['grosz', 'grosze', 'groszy'])}`, exact('PLN')],
    [`${w} zł ${c} gr`, { any: [exact('PLN'), 'refuse'] }],
    [`${w} Kč ${c} hal.`, { any: [exact('CZK'), 'refuse'] }],
    [`$${w} and ${c} cents`, { any: [exact('USD'), 'refuse'] }],
    // "fifteen fifty": a number that is no one number, or 15.50 said as a price: asked or refused (documented).
    [`${enWords(int(2, 19))} ${enWords(int(2, 9) * 10)}`, { any: ['ask', 'refuse'] }],
    [`${w} euros ${int(1, 9)}`, 'ask'],
  ] as [string, Expected6][]);
  add('amount-cents9', text, expected, amount(text));
}

export function shortCase(int: Int, pick: Pick, add: AddAmount) {
  const [k, f] = [int(2, 99), int(1, 9)];
  const kf = k * 1000 + f * 100;
  const [text, expected] = pick([
    [`${k}k`, v(k * 1000, '-')],
    [`${k},${f}k`, v(kf, '-')],
    [`${k}.${f}K €`, v(kf, 'EUR')],
    [`€${k},${f}k`, v(kf, 'EUR')],
    [`${k}k USD`, v(k * 1000, 'USD')],
    [`${k} tis.`, v(k * 1000, '-')],
    [`${k} tis. Kč`, v(k * 1000, 'CZK')],
    [`${k},${f} tis. Kč`, v(kf, 'CZK')],
    [`${k} tisíc korun`, v(k * 1000, 'CZK')],
    [`${k} tis. eur`, v(k * 1000, 'EUR')],
    [`${k} Tsd. Euro`, v(k * 1000, 'EUR')],
    [`${k},${f} Tsd. €`, v(kf, 'EUR')],
    [`${k} Mio. €`, v(k * 1_000_000, 'EUR')],
    [`${k},${f} Mio. Euro`, v(k * 1_000_000 + f * 100_000, 'EUR')],
    [`${k} Millionen Euro`, v(k * 1_000_000, 'EUR')],
    [`${k},${f} mil. Kč`, v(k * 1_000_000 + f * 100_000, 'CZK')],
    [`${k} milionů korun`, v(k * 1_000_000, 'CZK')],
    [`${k} tys. zł`, v(k * 1000, 'PLN')],
    [`${k} tys. złotych`, v(k * 1000, 'PLN')],
    [`${k} mld. Kč`, v(k * 1_000_000_000, 'CZK')],
    [`${k} Mrd. €`, orRefuse(k * 1_000_000_000, 'EUR')],
    [`${k}.${f} million euros`, v(k * 1_000_000 + f * 100_000, 'EUR')],
    [`${k} thousand dollars`, v(k * 1000, 'USD')],
    [`${k}m`, 'refuse'],
    [`${k}M €`, { any: [v(k * 1_000_000, 'EUR'), 'ask', 'refuse'] }],
    [`${k}kk`, { any: ['refuse', v(k * 1_000_000, '-')] }],
    [`${k} tisícovek`, { any: [v(k * 1000, '-'), v(k * 1000, 'CZK'), 'refuse'] }],
  ] as [string, Expected6][]);
  add('amount-short9', text, expected, amount(text));
}

export function endingCase(int: Int, pick: Pick, add: AddAmount) {
  const w = pick([int(10, 999), int(1_000, 99_999), int(100_000, 999_999)]);
  const [text, expected] = pick([
    [`${w},-`, v(w, '-')],
    [`${w},- Kč`, v(w, 'CZK')],
    [`${w},-Kč`, v(w, 'CZK')],
    [`Kč ${w},-`, v(w, 'CZK')],
    [`${grouped(w, ' ')},- Kč`, v(w, 'CZK')],
    [`${grouped(w, '.')},-`, v(w, '-')],
    [`${grouped(w, '.')},- €`, v(w, 'EUR')],
    [`€ ${grouped(w, '.')},-`, v(w, 'EUR')],
    [`${grouped(w, "'")}.-`, v(w, '-')],
    [`CHF ${grouped(w, "'")}.-`, v(w, 'CHF')],
    [`${w},–`, orRefuse(w, '-')],
    [`${w},--`, orRefuse(w, '-')],
    [`€${w}`, v(w, 'EUR')],
    [`€ ${w}`, v(w, 'EUR')],
    [`${w} €`, v(w, 'EUR')],
    [`${w}€`, v(w, 'EUR')],
    [`£${w}`, v(w, 'GBP')],
    [`$ ${w}`, v(w, 'USD')],
    [`${w} $`, v(w, 'USD')],
    [`USD ${w}`, v(w, 'USD')],
    [`${w} zł`, v(w, 'PLN')],
    [`${w} PLN`, v(w, 'PLN')],
    [`Fr. ${w}.–`, orRefuse(w, 'CHF')],
    [`${w} SFr.`, orRefuse(w, 'CHF')],
    [`$${w} EUR`, 'refuse'],
    [`${w} € Kč`, 'refuse'],
    [`€${w} CZK`, 'refuse'],
    [`${w} Kčs`, { any: ['refuse', 'ask'] }],
    [`${w} DM`, { any: ['refuse', 'ask'] }],
    [`${w} Sk`, { any: ['refuse', 'ask'] }],
  ] as [string, Expected6][]);
  add('amount-ending9', text, expected, amount(text));
}

/** Locales Intl writes with marks Kontor accepts (documented), in groups of three. */
const LOCALES9 = [
  'en-US',
  'en-GB',
  'en-IE',
  'de-DE',
  'de-AT',
  'de-CH',
  'cs-CZ',
  'sk-SK',
  'pl-PL',
  'fr-FR',
  'fr-CH',
  'it-IT',
  'it-CH',
  'es-ES',
  'nl-NL',
  'pt-BR',
  'da-DK',
  'sv-SE',
  'nb-NO',
  'fi-FI',
  'hu-HU',
];

export function groupsCase(int: Int, pick: Pick, add: AddAmount) {
  const written = pick(LOCALES9);
  const cents = pick([int(100_000, 999_999), int(1_000_000, 99_999_999), int(100_000_000, 9_999_999_999)]);
  const whole = int(0, 2) === 0;
  const value = whole ? Math.floor(cents / 100) : cents / 100;
  const text = new Intl.NumberFormat(written, whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }).format(value);
  const org = pick([written, written, pick(LOCALES9), null]);
  const own = marksOf(written);
  const marks = org ? marksOf(org) : null;
  const exact = v(value, '-');
  const sameMarks = marks !== null && marks.decimal === own.decimal && marks.group === own.group;
  // Under its own marks, exact. A lone "." or "," before three digits is the organization's to decide (its decimal
  // mark or its grouping; neither: asked or refused); anything else reads one way only, which another locale may
  // still ask about or refuse, but never read as another number.
  const marksIn = [...text.matchAll(/\D/g)].map((one) => one[0]);
  const lone = marksIn.length === 1 && (marksIn[0] === '.' || marksIn[0] === ',') && /[.,]\d{3}$/.test(text) ? marksIn[0] : null;
  const expected: Expected6 = sameMarks
    ? exact
    : lone
      ? marks?.group === lone
        ? exact
        : marks?.decimal === lone
          ? { any: [v(Number(text.replace(lone, '.')), '-'), 'ask', 'refuse'] }
          : { any: ['ask', 'refuse'] }
      : marks
        ? { any: [exact, 'ask', 'refuse'] }
        : { any: [exact, 'ask'] };
  add('amount-groups9', `${text} (${written} written, ${org ?? 'no'} locale)`, expected, amount(text, marks));
}

export function trapCase(int: Int, pick: Pick, add: AddAmount) {
  const [a, b] = [int(2, 999) * 10, int(2, 999) * 10];
  const k = int(2, 30);
  const no: Expected6 = { any: ['refuse', 'ask'] };
  const [text, expected] = pick([
    [`2 x ${a} Kč`, no],
    [`${a} Kč × 3`, no],
    [`${a} + ${b} €`, no],
    [`${a} € + ${b} €`, no],
    [`${k}k-${k + 2}k`, no],
    [`€${k}k–${k + 5}k`, no],
    [`${k} tis. až ${k + 3} tis.`, no],
    [`${a} EUR / ${b} CZK`, no],
    [`${a}€ netto ${b}€ brutto`, no],
    [`${a} euros or dollars`, no],
    [`about ${a} €`, no],
    [`knapp ${a} Euro`, no],
    [`přes ${a} Kč`, no],
    [`více než ${a} Kč`, no],
    [`mindestens ${a} €`, no],
    [`at least ${a} dollars`, no],
    [`nejvýše ${a} Kč`, no],
    [`höchstens ${a} €`, no],
    [`ponad ${a} zł`, no],
    [`${a} %`, no],
    [`${a} ks`, no],
    [`${a} h`, no],
    ['+420 603 123 456', no],
    [`12.3.2027`, no],
    [`${k}e3`, no],
    // Not "620 620": a space groups thousands (cs-CZ writes 620 620), so that is one number.
    [`${a} Kč, ${b} Kč`, no],
    [`${k} pence`, v(k / 100, 'GBP')],
    [`${k}p`, 'ask'],
    [`-${a} €`, { any: [v(-a, 'EUR'), 'refuse', 'ask'] }],
    [`${a} haléřů`, { any: [v(a / 100, 'CZK'), 'refuse'] }],
    [`${a} Kč/hod`, { any: [v(a, 'CZK'), 'refuse'] }],
  ] as [string, Expected6][]);
  add('amount-traps9', text, expected, amount(text));
}
