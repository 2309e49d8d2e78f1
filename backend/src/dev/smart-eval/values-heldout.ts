/**
 * Held-out value phrasings: templates written apart from values.ts, values-said.ts and the parse tests, the way the
 * judges' sets are, so that a reading tuned to those phrasings shows here as missed or wrong. Expected values are
 * rendered without the parsers: currencies, separators and month names by Intl (each locale's own formatting),
 * number words by n2words, dates by Date arithmetic. Cases that must be refused (no such day, a separator that could
 * group or point) expect 'refuse' or 'ask'; a value read from them is wrong.
 */
import { toCardinal as csWords } from 'n2words/cs-CZ';
import { toCardinal as deWords } from 'n2words/de-DE';
import { toCardinal as enWords } from 'n2words/en-US';
import { parseAmount } from '../../features/smart/parse/amounts.js';
import { type DateOrder, parseDate } from '../../features/smart/parse/dates.js';
import { parseDuration } from '../../features/smart/parse/durations.js';
import { type ValueCase, random } from './values.js';

type FreshKind =
  | 'money-currency'
  | 'money-separators'
  | 'money-cents'
  | 'money-short'
  | 'date-monthname'
  | 'date-numeric'
  | 'date-relative'
  | 'duration'
  | 'span'
  | 'must-refuse'
  | 'duration-fraction'
  | 'money-cents-only'
  | 'date-month-end'
  | 'span-words';

/** A Tuesday in spring, unlike the generators' November Monday. */
export const FRESH_TODAY = '2026-03-10';
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const shift = (offset: number, from = FRESH_TODAY) => {
  const date = utc(from);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const pad = (n: number) => String(n).padStart(2, '0');
const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const dow = (iso: string) => utc(iso).getUTCDay();
const said = (locale: string, options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(utc(iso));
const money = (locale: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...options }).format(value);
/** The plain decimal of cents, as parseAmount answers it ("1250.5", "12"). */
const plain = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(/0$/, ''));
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const CURRENCIES = ['EUR', 'CZK', 'USD', 'GBP', 'CHF', 'PLN'] as const;

export function generateFresh(seed: number, perKind = 40): ValueCase[] {
  const next = random(seed * 7919 + 13);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: ValueCase[] = [];
  const add = (kind: FreshKind, text: string, expected: string, read: () => string) => cases.push({ kind, text, expected, read });
  const amount = (text: string) => () => parseAmount(text).value;
  const date =
    (text: string, order: DateOrder | null = 'DMY') =>
    () =>
      parseDate(text, FRESH_TODAY, order).date;
  const minutes = (text: string) => () => String(parseDuration(text).minutes);
  const year = Number(FRESH_TODAY.slice(0, 4));
  const month = Number(FRESH_TODAY.slice(5, 7));

  for (let i = 0; i < perKind; i++) {
    // A currency as each locale writes it, symbol or code, before or after.
    const cents = int(100, 9_999_999) * (next() < 0.3 ? 100 : 1);
    const currency = pick(CURRENCIES);
    const locale = pick(['cs-CZ', 'de-DE', 'de-AT', 'de-CH', 'en-US', 'en-GB', 'pl-PL', 'fr-FR']);
    const display = pick(['symbol', 'code', 'narrowSymbol'] as const);
    const written = money(locale, cents / 100, { style: 'currency', currency, currencyDisplay: display });
    add('money-currency', written, plain(cents), amount(written));

    // Grouping marks of each locale, without a currency or with a code the other side.
    const grouped = int(1000, 9_999_999);
    const [sepText] = pick([
      [money(pick(['cs-CZ', 'de-DE', 'de-CH', 'fr-FR', 'en-US', 'en-IN']), grouped / 100)],
      [`${money('en-US', grouped / 100).replaceAll(',', "'")}`],
      [`${money('de-DE', grouped / 100).replaceAll('.', ' ')}`],
      [`${pick(['EUR', 'CZK', 'CHF'])} ${money(pick(['cs-CZ', 'de-CH', 'de-DE']), grouped / 100)}`],
      [`${money(pick(['cs-CZ', 'de-DE']), grouped / 100)} ${pick(['€', 'Kč', 'EUR', 'CZK'])}`],
    ] as const);
    add('money-separators', sepText, plain(grouped), amount(sepText));

    // Money said with its cents.
    const [units, cent] = [int(5, 980), int(5, 95)];
    const spoken = pick([
      `${enWords(units)} dollars and ${enWords(cent)} cents`,
      `${enWords(units)} euros and ${cent} cents`,
      `${units} pounds and ${cent} pence`,
      `${csWords(units)} korun a ${csWords(cent)} haléřů`,
      `${units} korun ${cent} haléřů`,
      `${csWords(units)} eur ${csWords(cent)} centů`,
      `${deWords(units)} Euro und ${deWords(cent)} Cent`,
      `${deWords(units)} Euro ${deWords(cent)}`,
      `${units} Franken ${cent} Rappen`,
    ]);
    add('money-cents', spoken, plain(units * 100 + cent), amount(spoken));

    // Shorthand for thousands and millions, in each language's abbreviations.
    const k = int(2, 250);
    const m = int(2, 40);
    const [short, shortValue] = pick([
      [`${k}k €`, k * 1000],
      [`EUR ${k}k`, k * 1000],
      [`${k}K`, k * 1000],
      [`${k} tis.`, k * 1000],
      [`${k} tis. korun`, k * 1000],
      [`${k} tisíc eur`, k * 1000],
      [`${k} Tsd. €`, k * 1000],
      [`${k} Tausend Euro`, k * 1000],
      [`${m} Mio. CHF`, m * 1_000_000],
      [`${m} Millionen Euro`, m * 1_000_000],
      [`${m} mil. Kč`, m * 1_000_000],
      [`${m} milionů korun`, m * 1_000_000],
      [`${m} million dollars`, m * 1_000_000],
      [`${m},5 tis. Kč`, m * 1000 + 500],
      [`${m}.5 Mio. €`, m * 1_000_000 + 500_000],
    ] as const);
    add('money-short', short, String(shortValue), amount(short));

    // Month names in each language and its case, with and without the year.
    const withYear = next() < 0.6;
    const when = `${withYear ? year + 1 : year}-${pad(int(1, 12))}-${pad(int(1, 28))}`;
    const [y, d] = [Number(when.slice(0, 4)), Number(when.slice(8))];
    const dm = withYear ? { day: 'numeric', month: 'long', year: 'numeric' } : { day: 'numeric', month: 'long' };
    const enMonth = said('en-US', { month: 'long' }, when);
    const enShort = said('en-US', { month: 'short' }, when);
    const named = pick([
      said('cs-CZ', dm as Intl.DateTimeFormatOptions, when),
      said('de-DE', dm as Intl.DateTimeFormatOptions, when),
      said('en-GB', dm as Intl.DateTimeFormatOptions, when),
      `am ${said('de-DE', dm as Intl.DateTimeFormatOptions, when)}`,
      `${enShort} ${ordinal(d)}${withYear ? `, ${y}` : ''}`,
      `${enMonth} ${d}${withYear ? `, ${y}` : ''}`,
      `the ${ordinal(d)} of ${enMonth}${withYear ? ` ${y}` : ''}`,
      `dne ${said('cs-CZ', dm as Intl.DateTimeFormatOptions, when)}`,
      said('de-DE', { ...(dm as Intl.DateTimeFormatOptions), month: 'short' }, when),
    ]);
    add('date-monthname', named, when, date(named));

    // Digits in each order the organization may have: dots and dashes day first, slashes by its date_order.
    const order = pick(['DMY', 'MDY'] as const);
    const at = `${year + 1}-${pad(int(1, 12))}-${pad(int(1, 28))}`;
    const [ay, am, ad] = [Number(at.slice(0, 4)), Number(at.slice(5, 7)), Number(at.slice(8))];
    const numeric = pick([
      [said('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric' }, at), 'DMY'],
      [said('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }, at), 'DMY'],
      [`${ay}/${pad(am)}/${pad(ad)}`, order],
      [`${order === 'DMY' ? `${ad}/${am}` : `${am}/${ad}`}/${ay}`, order],
      [`${order === 'DMY' ? `${pad(ad)}/${pad(am)}` : `${pad(am)}/${pad(ad)}`}/${ay}`, order],
    ] as const);
    add('date-numeric', `${numeric[0]} (${numeric[1]})`, at, date(numeric[0], numeric[1]));

    // Days relative to today, said as people say them.
    const n = int(2, 9);
    const thisFriday = shift((5 - dow(FRESH_TODAY) + 7) % 7);
    const [relative, relativeDate] = pick([
      ['übermorgen', shift(2)],
      ['pozítří', shift(2)],
      ['the day after tomorrow', shift(2)],
      ['za týden', shift(7)],
      [`za ${csWords(n)} ${n <= 4 ? 'týdny' : 'týdnů'}`, shift(7 * n)],
      [`in ${deWords(n)} Wochen`, shift(7 * n)],
      [`in ${enWords(n)} weeks`, shift(7 * n)],
      [`heute in ${n} Tagen`, shift(n)],
      ['konec měsíce', monthEnd(year, month)],
      ['konec příštího měsíce', monthEnd(year, month + 1)],
      ['end of next month', monthEnd(year, month + 1)],
      ['Ende des Monats', monthEnd(year, month)],
      ['Ende nächster Woche', shift(7, thisFriday)],
      ['end of this week', thisFriday],
      ['do konce týdne', thisFriday],
    ] as const);
    add('date-relative', relative, relativeDate, date(relative));

    // Durations said.
    const h = int(1, 6);
    const q = pick([15, 30, 45]);
    const [duration, durationMinutes] = pick([
      ['anderthalb Stunden', 90],
      ['půl hodiny', 30],
      ['an hour and a half', 90],
      [`${h}h${q}`, h * 60 + q],
      [`${h * 60 + q} min`, h * 60 + q],
      [`${h},5 h`, h * 60 + 30],
      [`${h}.5 hrs`, h * 60 + 30],
      [`${deWords(h)} Stunden und ${deWords(q)} Minuten`, h * 60 + q],
      [`${h} hodin ${q} minut`.replace(/^1 hodin /, '1 hodina '), h * 60 + q],
      [`${enWords(h)} hours ${q} minutes`.replace(/^one hours/, 'one hour'), h * 60 + q],
      [`${h} Std. ${q} Min.`, h * 60 + q],
      [`${h}:${pad(q)} h`, h * 60 + q],
    ] as const);
    add('duration', duration, String(durationMinutes), minutes(duration));

    // Clock spans with breaks.
    const [from, to] = [int(6, 10), int(11, 18)];
    const pause = pick([15, 30, 45, 60]);
    const [span, spanMinutes] = pick([
      [`od ${from} do půl ${to}`, (to - from) * 60 - 30],
      [`${from}–${to}:30 mit ${pause} Minuten Pause`, (to - from) * 60 + 30 - pause],
      [`${from}:15 - ${to}:45`, (to - from) * 60 + 30],
      [`from ${from} to ${to} with a ${pause}-minute break`, (to - from) * 60 - pause],
      [`von ${from}:30 bis ${to} Uhr`, (to - from) * 60 - 30],
      [`${pad(from)}:00–${to}:00 s přestávkou ${pause} minut`, (to - from) * 60 - pause],
    ] as const);
    add('span', span, String(spanMinutes), minutes(span));

    // What must not be read: no such day, a mark that could group or point, an order not given.
    const february = `${pick([30, 31])}. února`;
    const [refuse, verdict, read] = pick([
      [february, 'refuse', date(february)],
      ['31.04.2027', 'refuse', date('31.04.2027')],
      ['February 30, 2027', 'refuse', date('February 30, 2027')],
      ['31. Juni 2027', 'refuse', date('31. Juni 2027')],
      ['2027-13-05', 'refuse', date('2027-13-05')],
      [`${pad(int(1, 6))}/${pad(int(7, 12))}`, 'ask', null],
      [`${int(1, 99)}.${pad(int(0, 99))}0 €`, 'ask', null],
      [`EUR ${int(1, 99)},${pad(int(0, 99))}0`, 'ask', null],
      ['soon', 'refuse', date('soon')],
      ['a few hours', 'refuse', minutes('a few hours')],
      ['several thousand euros', 'refuse', amount('several thousand euros')],
      ['1.234.5', 'refuse', amount('1.234.5')],
      [`${csWords(units)} eur ${csWords(int(1, 9))}`, 'refuse', null],
      [`${units}${pick(['USD', 'CZK', 'EUR'])}${int(100, 999)}`, 'refuse', null],
    ] as const);
    const refuseRead = read ?? (/\//.test(refuse) ? date(refuse, null) : amount(refuse));
    add('must-refuse', refuse, verdict, refuseRead);
  }
  more(seed, perKind, add);
  return cases;
}

/** A second set of templates, from a stream of its own so that the cases above stay as they were. */
function more(seed: number, perKind: number, add: (kind: FreshKind, text: string, expected: string, read: () => string) => void) {
  const next = random(seed * 104_729 + 71);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const year = Number(FRESH_TODAY.slice(0, 4));
  const month = Number(FRESH_TODAY.slice(5, 7));
  for (let i = 0; i < perKind; i++) {
    const h = int(2, 4);
    const [fraction, fractionMinutes] = pick([
      [`${['', '', 'dvě', 'tři', 'čtyři'][h]} hodiny a půl`, h * 60 + 30],
      [`${h} a půl hodiny`, h * 60 + 30],
      [`${h}½ h`, h * 60 + 30],
      [`${h} 1/2 hours`, h * 60 + 30],
      [`${h} ½ Stunden`, h * 60 + 30],
      ['3/4 h', 45],
      ['1/2 hodiny', 30],
      [`${enWords(h)} and a quarter hours`, h * 60 + 15],
    ] as const);
    add('duration-fraction', fraction, String(fractionMinutes), () => String(parseDuration(fraction).minutes));

    const c = int(5, 95);
    const [centsOnly, centsValue] = pick([
      [`${c} Cent`, c],
      [`${c} haléřů`, c],
      [`${enWords(c)} cents`, c],
      [`${deWords(c)} Cent`, c],
      [`${c} centů`, c],
      [`${c}p`, c],
    ] as const);
    add('money-cents-only', centsOnly, (c / 100).toFixed(2).replace(/0$/, ''), () => parseAmount(centsOnly).value);
    void centsValue;

    const target = int(month, 12);
    const last = new Date(Date.UTC(year, target, 0)).toISOString().slice(0, 10);
    const [edge, edgeDate] = pick([
      ['last day of the month', monthEnd(year, month)],
      ['poslední den měsíce', monthEnd(year, month)],
      ['letzter Tag des Monats', monthEnd(year, month)],
      [`Ende ${said('de-DE', { month: 'long' }, last)}`, last],
      [`end of ${said('en-US', { month: 'long' }, last)}`, last],
      [`konec ${said('cs-CZ', { day: 'numeric', month: 'long' }, last).replace(/^\d+\. /, '')}`, last],
    ] as const);
    add('date-month-end', edge, edgeDate, () => parseDate(edge, FRESH_TODAY, 'DMY').date);

    const [from, to] = [int(7, 9), int(10, 12)];
    const [spoken, spokenMinutes] = pick([
      [`halb ${deWords(from + 1)} bis ${deWords(to)}`, (to - from) * 60 - 30],
      [`from ${enWords(from)} to ${enWords(to)}`, (to - from) * 60],
      [`von ${deWords(from)} bis ${deWords(to)} Uhr`, (to - from) * 60],
      [`${from}-${to} ohne Pause`, (to - from) * 60],
      [`${from}:00-${to}:00 minus 30 min`, (to - from) * 60 - 30],
    ] as const);
    add('span-words', spoken, String(spokenMinutes), () => String(parseDuration(spoken).minutes));
  }
}
