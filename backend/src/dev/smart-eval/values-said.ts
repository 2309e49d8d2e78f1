/**
 * More value phrasings, the kinds values.ts leaves out: slashed dates read by
 * the organization's date order, ordinal days ("by the 15th", "do 15."),
 * weekdays named alone ("v pondělí", "am Montag"), month ends and starts,
 * days around Christmas and New Year, amounts in the forms people write
 * ("1.500,- Kč", "patnáct set", "2 Mio.", "dva tisíce"), durations as said
 * ("hodinu a čtvrt", "pětačtyřicet minut") and spans with their breaks. Expected values are
 * rendered independently of the parsers: number words by n2words, dates by
 * Date arithmetic, Czech inverted tens ("pětačtyřicet") composed from parts.
 */
import { toCardinal as csWords } from 'n2words/cs-CZ';
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-US';
import { parseAmount } from '../../features/smart/parse/amounts.js';
import { type DateOrder, parseDate } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import { type ValueCase, random } from './values.js';
import { CS_IN_DAYS, DE_AM_DAYS, EN_ON_DAYS } from './calendar-words.js';

type SaidKind =
  'date-ordered' | 'date-ordinal' | 'date-weekday' | 'date-month-edge' | 'date-holiday' | 'amount-forms' | 'duration-said' | 'span-break';

const TODAY = '2026-11-23';
const day = (offset: number, from = TODAY) => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');
const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
/** The working day (Monday to Friday) at or after `iso`, stepping by `step`. */
const working = (iso: string, step: 1 | -1) => {
  let date = iso;
  while (weekday(date) === 0 || weekday(date) === 6) date = day(step, date);
  return date;
};

const WEEKDAYS = { en: EN_ON_DAYS, cs: CS_IN_DAYS, de: DE_AM_DAYS };

/** Czech units as they begin an inverted number ("pětačtyřicet" is 45): the unit, "a", the tens. */
const CS_UNITS = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
const CS_TENS = ['', '', 'dvacet', 'třicet', 'čtyřicet', 'padesát'];
/** "jednadvacet", "pětačtyřicet": one joins its tens without the "a". */
const inverted = (tens: number, unit: number) => `${CS_UNITS[unit]}${unit === 1 ? '' : 'a'}${CS_TENS[tens]}`;
/** Hours are feminine in Czech: "dvě hodiny". */
const CS_HOURS = ['', '', 'dvě', 'tři', 'čtyři'];

export function generateSaid(seed: number, perKind = 40): ValueCase[] {
  const next = random(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: ValueCase[] = [];
  const add = (kind: SaidKind, text: string, expected: string, read: () => string) => cases.push({ kind, text, expected, read });
  const [year, month] = [Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7))];
  for (let i = 0; i < perKind; i++) {
    // A slashed date in the organization's order: that reading, whichever both would allow.
    const order = pick(['DMY', 'MDY'] as const satisfies readonly DateOrder[]);
    const [d, m] = [int(1, 28), int(1, 12)];
    const withYear = next() < 0.6;
    const [first, second] = order === 'DMY' ? [d, m] : [m, d];
    const slashed = `${pad(first)}/${pad(second)}${withYear ? '/2027' : ''}`;
    add(
      'date-ordered',
      `${slashed} (${order})`,
      `${withYear ? 2027 : year}-${pad(m)}-${pad(d)}`,
      () => parseDate(slashed, TODAY, order).date,
    );

    // An ordinal day alone: the next such day, today included.
    const nth = int(1, 28);
    const suffix = nth % 10 === 1 && nth !== 11 ? 'st' : nth % 10 === 2 && nth !== 12 ? 'nd' : nth % 10 === 3 && nth !== 13 ? 'rd' : 'th';
    const ordinal = pick([`by the ${nth}${suffix}`, `the ${nth}${suffix}`, `do ${nth}.`, `bis zum ${nth}.`]);
    const ahead = nth >= Number(TODAY.slice(8)) ? `${year}-${pad(month)}-${pad(nth)}` : `${year}-${pad(month + 1)}-${pad(nth)}`;
    add('date-ordinal', ordinal, ahead, () => parseDate(ordinal, TODAY).date);

    // A weekday named alone: the coming one, never today.
    const target = int(0, 6);
    const named = WEEKDAYS[pick(['en', 'cs', 'de'] as const)][target]!;
    add('date-weekday', named, day((target - weekday(TODAY) + 7) % 7 || 7), () => parseDate(named, TODAY).date);

    // The end of this or next month, the first of next month.
    const [edge, edgeDate] = pick([
      ['end of month', lastOfMonth(year, month)],
      ['Monatsende', lastOfMonth(year, month)],
      ['do konce měsíce', lastOfMonth(year, month)],
      ['end of next month', lastOfMonth(year, month + 1)],
      ['first of next month', `${year}-${pad(month + 1)}-01`],
      ['am 1. nächsten Monats', `${year}-${pad(month + 1)}-01`],
      ['prvního příštího měsíce', `${year}-${pad(month + 1)}-01`],
    ] as const);
    add('date-month-edge', edge, edgeDate, () => parseDate(edge, TODAY).date);

    // Around Christmas and New Year: the last working day before, the first after.
    const [holiday, holidayDate] = pick([
      ['after Christmas', working(`${year}-12-27`, 1)],
      ['po Vánocích', working(`${year}-12-27`, 1)],
      ['nach Weihnachten', working(`${year}-12-27`, 1)],
      ['before Christmas', working(`${year}-12-23`, -1)],
      ['před Vánoci', working(`${year}-12-23`, -1)],
      ['after New Year', working(`${year + 1}-01-02`, 1)],
      ['nach Neujahr', working(`${year + 1}-01-02`, 1)],
    ] as const);
    add('date-holiday', holiday, holidayDate, () => parseDate(holiday, TODAY).date);

    // Amounts as written and said beyond digits.
    const whole = int(100, 99_999);
    const grouped = whole >= 1000 && next() < 0.5 ? `${Math.floor(whole / 1000)}.${String(whole % 1000).padStart(3, '0')}` : String(whole);
    const hundreds = int(11, 19);
    const thousands = int(2, 4);
    const millions = int(2, 9);
    const [form, formValue] = pick([
      [`${grouped},- Kč`, String(whole)],
      [`${grouped},-`, String(whole)],
      [`${csWords(hundreds)} set`, String(hundreds * 100)],
      [`${enWords(hundreds)} hundred euros`, String(hundreds * 100)],
      [`${deWords(hundreds)}hundert Euro`, String(hundreds * 100)],
      [`${csWords(thousands)} tisíce`, String(thousands * 1000)],
      [`${thousands} tisíce Kč`, String(thousands * 1000)],
      [`${millions} Mio. Euro`, String(millions * 1_000_000)],
      [`${millions},5 Mio.`, String(millions * 1_000_000 + 500_000)],
      [`${thousands}.5k`, String(thousands * 1000 + 500)],
      [`€${thousands}k`, String(thousands * 1000)],
    ] as const);
    add('amount-forms', form, formValue, () => parseAmount(form).value);

    // Durations as said.
    const tens = int(2, 5);
    const unit = int(1, 9);
    const [said, minutes] = pick([
      ['hodinu a čtvrt', 75],
      ['hodinu a půl', 90],
      ['půl hodiny', 30],
      ['tři čtvrtě hodiny', 45],
      ['anderthalb Stunden', 90],
      ['eine Viertelstunde', 15],
      ['an hour and a half', 90],
      ['half an hour', 30],
      [`${inverted(tens, unit)} minut`, tens * 10 + unit],
      [`${deWords(tens * 10 + unit)} Minuten`, tens * 10 + unit],
      [`${CS_HOURS[thousands]} hodiny a ${inverted(tens, unit)} minut`, thousands * 60 + tens * 10 + unit],
    ] as const);
    add('duration-said', said, String(minutes), () => String(parseDuration(said).minutes));

    // A span of clock time with its break.
    const [from, to] = [int(7, 10), int(14, 18)];
    const pause = pick([30, 60]);
    const span = pick([
      `${from} to ${to} with ${pause === 60 ? 'an hour' : '30 minutes'} lunch`,
      `${from}:00-${to}:00 with a ${pause} min break`,
      `von ${from} bis ${to} Uhr mit ${pause} Minuten Pause`,
      `od ${from} do ${to} s ${pause === 60 ? 'hodinovou' : 'půlhodinovou'} pauzou`,
    ]);
    add('span-break', span, String((to - from) * 60 - pause), () => String(parseDuration(span).minutes));
  }
  return cases;
}
