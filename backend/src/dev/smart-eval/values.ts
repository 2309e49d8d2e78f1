/**
 * Generated value phrasings for the smart parsers, each with the reading
 * expected or the refusal expected, rendered independently of the parsers'
 * own tables: number words by n2words (cs-CZ, de-DE, en-US), digits by
 * Intl.NumberFormat, dates by Date arithmetic. Seeded, so a failure replays.
 */
import { toCardinal as csWords } from 'n2words/cs-CZ';
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-US';
import { AmbiguousValue, ParseError, parseAmount } from '../../features/smart/parse/amounts.js';
import { parseDate } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import { Interpretation } from '../../features/smart/interpret.js';
import { readInvoiceLines } from '../../features/smart/invoice-lines.js';
import { lineAmounts } from '../../platform/lib/money.js';

export type Kind =
  | 'amount-words'
  | 'amount-digits'
  | 'amount-shorthand'
  | 'amount-cents'
  | 'date-relative'
  | 'date-slashed'
  | 'duration-words'
  | 'span'
  | 'amount-tax'
  | 'garbage';

export interface ValueCase {
  /** A Kind here, or one of values-said.ts. */
  kind: string;
  text: string;
  /** The value expected (amount string, ISO date, minutes), or 'refuse' / 'ask'. */
  expected: string;
  read: () => string;
}

export type Verdict = 'right' | 'wrong' | 'over-cautious' | 'missed';

/** A small seeded generator (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TODAY = '2026-11-23';
const addDays = (days: number) => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const amount = (text: string) => () => parseAmount(text).value;

const NET_WORDS = ['bez DPH', '+ DPH', 'netto', 'zzgl. MwSt.', 'exkl. USt.', 'plus VAT', 'excluding VAT', 'excl. VAT', 'net'];
const GROSS_WORDS = ['s DPH', 'včetně DPH', 'vč. DPH', 'brutto', 'inkl. MwSt.', 'incl. VAT', 'including VAT', 'gross'];

/**
 * An invoice amount said with its tax, read as a smart invoice reads it (its lines at the rate given): the line's
 * subtotal (net wording) or total (gross wording, which must also be said back as a warning), as cents. A refusal
 * that names `amount` is asked back; any other refusal is a miss.
 */
export const taxed = (text: string, rate: string | undefined, answer: 'subtotal' | 'total') => () => {
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
  if (answer === 'total' && rate !== '0' && !reading.warnings.some((warning) => warning.startsWith('amount:'))) return 'unsaid';
  return line[answer];
};

export function generate(seed: number, perKind = 40): ValueCase[] {
  const next = random(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: Array<ValueCase & { kind: Kind }> = [];
  for (let i = 0; i < perKind; i++) {
    const n = pick([int(1, 99), int(100, 999), int(1000, 9999), int(10_000, 999_999)]);
    const [words, currency] = pick([
      [enWords(n), 'euros'],
      [csWords(n), 'korun'],
      [deWords(n), 'Euro'],
    ] as const);
    cases.push({ kind: 'amount-words', text: `${words} ${currency}`, expected: String(n), read: amount(`${words} ${currency}`) });
    const cents = int(0, 99_999_99);
    const locale = pick(['en-US', 'de-DE', 'cs-CZ', 'de-CH', 'fr-FR']);
    const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
    cases.push({
      kind: 'amount-digits',
      text: digits,
      expected: (cents / 100).toFixed(2).replace(/\.?0+$/, '') || '0',
      read: amount(digits),
    });
    const k = int(1, 99);
    const short = pick([`${k}k`, `${k} tis.`, `${k} Tsd.`, `$${k}k`, `${k} tisíc Kč`]);
    cases.push({ kind: 'amount-shorthand', text: short, expected: String(k * 1000), read: amount(short) });
    const [units, cent] = [int(1, 999), int(10, 99)];
    const spoken = pick([
      `${units} euros ${cent}`,
      `${enWords(units)} dollars and ${enWords(cent)} cents`,
      `${csWords(units)} korun ${csWords(cent)} haléřů`,
      `${deWords(units)} Euro ${deWords(cent)}`,
    ]);
    cases.push({ kind: 'amount-cents', text: spoken, expected: (units + cent / 100).toFixed(2).replace(/0$/, ''), read: amount(spoken) });
    const days = int(2, 60);
    const [relative, offset] = pick([
      [`in ${days} days`, days],
      [`za ${days} dní`, days],
      [`in ${days} Tagen`, days],
      [`binnen ${days} Tagen`, days],
      [`in ${enWords(days)} days`, days],
      ['in a fortnight', 14],
      ['za týden', 7],
      ['vorgestern', -2],
      ['předevčírem', -2],
      [`in ${Math.min(days, 8)} weeks`, Math.min(days, 8) * 7],
    ] as const);
    cases.push({ kind: 'date-relative', text: relative, expected: addDays(offset), read: () => parseDate(relative, TODAY).date });
    const [d, m] = [int(1, 28), int(1, 12)];
    const slashed = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2027`;
    const ambiguous = d <= 12 && d !== m;
    cases.push({
      kind: 'date-slashed',
      text: slashed,
      expected: ambiguous ? 'ask' : `2027-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      read: () => parseDate(slashed, TODAY, null).date,
    });
    const [hours, quarter] = [int(1, 5), pick([0, 15, 30, 45])];
    const said = int(5, 59);
    const [durationText, minutes] = pick([
      [`${enWords(said)} minutes`, said],
      [`${csWords(said)} minut`, said],
      [`${deWords(said)} Minuten`, said],
      [`${csWords(hours)} hodiny`, hours * 60],
      [`${deWords(hours)} Stunden`, hours * 60],
      [`${hours}h ${quarter}m`, hours * 60 + quarter],
    ] as const);
    cases.push({
      kind: 'duration-words',
      text: durationText,
      expected: String(minutes),
      read: () => String(parseDuration(durationText).minutes),
    });
    const [from, to] = [int(6, 11), int(12, 18)];
    const half = pick([0, 30]);
    const span = pick([
      `${from}:00-${to}:${half === 0 ? '00' : '30'}`,
      `von ${from} bis ${to}:${half === 0 ? '00' : '30'}`,
      `od ${from} do ${to}:${half === 0 ? '00' : '30'}`,
    ]);
    cases.push({ kind: 'span', text: span, expected: String((to - from) * 60 + half), read: () => String(parseDuration(span).minutes) });
    const net = (int(1, 9_999_999) / 100).toFixed(2);
    const rate = pick(['21', '12', '19', '7', '20', '15', '0', undefined]);
    const [word, basis] = next() < 0.5 ? [pick(NET_WORDS), 'net' as const] : [pick(GROSS_WORDS), 'gross' as const];
    const stated = basis === 'net' ? net : lineAmounts('1', net, rate ?? '0').total;
    const money = pick([stated, `${stated} EUR`, `€${stated}`, `${stated.replace('.', ',')} Kč`]);
    cases.push({
      kind: 'amount-tax',
      text: `${money} ${word}`,
      expected: rate === undefined ? 'ask' : stated,
      read: taxed(`${money} ${word}`, rate, basis === 'net' ? 'subtotal' : 'total'),
    });
    const junk = pick([
      `Hotel ${int(100, 9999)}`,
      `${enWords(n)} apples ${enWords(int(1, 9))}`,
      'x'.repeat(int(1000, 10_000)),
      '9'.repeat(int(50, 10_000)),
      `${'(('.repeat(int(10, 500))}1`,
    ]);
    cases.push({ kind: 'garbage', text: junk, expected: 'refuse', read: amount(junk) });
  }
  return cases;
}

export function judge(one: ValueCase): Verdict {
  let value: string;
  try {
    value = one.read();
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (one.expected === 'refuse') return 'right';
    if (one.expected === 'ask') return error instanceof AmbiguousValue ? 'right' : 'over-cautious';
    return error instanceof AmbiguousValue ? 'over-cautious' : 'missed';
  }
  return value === one.expected ? 'right' : 'wrong';
}
