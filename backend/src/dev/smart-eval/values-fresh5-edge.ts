/**
 * A third batch of the sixth held-out value set, aimed only at what could be read wrong without a word: amounts that
 * are sums, products, alternatives or negatives in accounting brackets; tax said with its rate after the tax's name,
 * or a bare "inkl."; dates that name a weekday the day is not, days a month lacks, two-digit years long gone; spans
 * overnight or with the break "included"; "1.30 h" (an hour and a half, or 1.3 hours?). Most must be asked or refused.
 */
import { parseDate } from '../../features/smart/parse/dates.js';
import { lineAmounts } from '../../platform/lib/money.js';
import type { Answer } from './values-fresh2.js';
import type { Case5, Expected5 } from './values-fresh5.js';
import { TODAYS, plus, weekday } from './values-fresh5-dates.js';
import { amount, minutes } from './values-fresh5-read.js';
import { random, taxed } from './values.js';
import { EN_DAYS } from './calendar-words.js';

export function edgeCases5(seed: number, perKind: number): Case5[] {
  const next = random(seed * 49_979_687 + 5);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: Case5[] = [];
  const add = (kind: string, text: string, expected: Expected5, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    const [n, m] = [int(2, 999), int(2, 99)];
    const [odd, oddExpected] = pick([
      [`(${n})`, 'refuse'],
      [`${n} EUR + ${m} EUR`, 'refuse'],
      [`${n} + ${m}`, 'refuse'],
      [`2 x ${n}`, 'refuse'],
      [`${n} CZK or ${m} EUR`, 'refuse'],
      [`${n} Kč nebo ${m} €`, 'refuse'],
      [`1e3`, 'refuse'],
      [`${m} %`, 'refuse'],
      [`twelve ninety-nine`, 'refuse'],
      [`${n}.-`, { value: `${n} -` }],
      [`0.5k`, { value: '500 -' }],
      [`USD ${n},${String(m).padStart(3, '0')}.00`, { value: `${n * 1000 + m} USD` }],
      [`${n} Kč/h`, 'refuse'],
    ] as [string, Expected5][]);
    add('amount-edge', odd, oddExpected, amount(odd));

    // Words that make no one number, or slang for notes: asked or refused; words that make one: read.
    const [said, saidExpected] = pick([
      ['two fifty', 'refuse'],
      ['fünf fünfzig', 'refuse'],
      ['pět padesát', 'refuse'],
      ['dvacet tisíc pět', 'ask'],
      // Asked as "three thousand five" is: German price talk says "zwanzigtausendfünf" for 20,500 too.
      ['zwanzigtausendfünf', 'ask'],
      ['tausendeins Euro', 'ask'],
      ['one million two', 'ask'],
      // Read and said back since the ninth set (slang for a note of ten, no currency said); refused before.
      ['a tenner', { warned: '10 -' }],
      ['dva litry', 'refuse'],
      ['tři kila', 'refuse'],
      ['a hundred thousand', { value: '100000 -' }],
      ['sto tisíc', { value: '100000 -' }],
    ] as [string, Expected5][]);
    add('amount-words-edge', said, saidExpected, amount(said));

    const net = int(100, 99_999);
    const rate = pick(['21', '19', '20']);
    const gross = lineAmounts('1', String(net), rate).total;
    const [tax, taxExpected, basis] = pick([
      [`${net} Kč + DPH ${rate} %`, 'refuse', 'subtotal'],
      [`${net} € zzgl. MwSt. ${rate}%`, 'refuse', 'subtotal'],
      [`${net} EUR plus VAT at ${rate}%`, 'refuse', 'subtotal'],
      [`${gross} € inkl.`, 'refuse', 'total'],
      [`${gross} Kč vč.`, 'refuse', 'total'],
      [`${net} € netto zzgl. ${rate} % MwSt.`, 'refuse', 'subtotal'],
      [`${net} EUR tax-free`, 'refuse', 'subtotal'],
      [`${net} Kč osvobozeno od DPH`, 'refuse', 'subtotal'],
      [`${net} € steuerfrei`, 'refuse', 'subtotal'],
      [`${gross.replace('.', ',')} Kč včetně ${rate}% DPH`, 'refuse', 'total'],
    ] as [string, Expected5, 'subtotal' | 'total'][]);
    add('amount-tax-edge', `${tax} (rate ${rate})`, taxExpected, () => ({ value: taxed(tax, rate, basis)() }));

    const today = pick(TODAYS);
    const year = Number(today.slice(0, 4)) + 1;
    const day = int(1, 28);
    const iso = `${year}-03-${String(day).padStart(2, '0')}`;
    const wrongDay = EN_DAYS[(weekday(iso) + int(1, 6)) % 7];
    const comingFriday = plus(today, (5 - weekday(today) + 7) % 7 || 7);
    const [date, dateExpected, past] = pick([
      [`${EN_DAYS[weekday(iso)]} ${day} March ${year}`, { value: iso }, false],
      [`${wrongDay} ${day} March ${year}`, 'refuse', false],
      ['03/04/05', 'refuse', false],
      [`${year}-13-01`, 'refuse', false],
      [`31.11.${year}`, 'refuse', false],
      ['30. února', 'refuse', false],
      ['next Friday', { within: [comingFriday, plus(comingFriday, 7)] }, false],
      ['übernächste Woche', { within: [plus(today, 7), plus(today, 20)] }, false],
      ['yesterday', { value: plus(today, -1) }, true],
      ['gestern', { value: plus(today, -1) }, true],
      ['včera', { value: plus(today, -1) }, true],
      // Read as said; the service warns that a time entry's date is in the future (service.ts).
      ['in 3 days', { value: plus(today, 3) }, true],
    ] as [string, Expected5, boolean][]);
    add('date-edge', `${date} (${today}${past ? ', work done' : ''})`, dateExpected, (): Answer => {
      const parsed = parseDate(date, today, 'DMY', past ? { past: true } : { yearlessAhead: true, terms: true });
      return { value: parsed.date, warning: parsed.warning };
    });

    const [span, spanExpected] = pick([
      ['17-9', { within: ['960', '960'] }],
      ['8:30-12', { value: '210' }],
      ['12-13:30', { value: '90' }],
      ['8 to 12:30 and 1:30 to 5', { warned: '480' }],
      ['od 8 do 12 a od 13 do 17', { value: '480' }],
      ['7-15:30 inkl. 30 min Pause', { within: ['480', '480'] }],
      ['9-12, 13-17 minus 15 min', { value: '405' }],
      // Decimal hours, said back with how to write an hour and a half (parse.test.ts: "2.30h" is 138 minutes, warned).
      ['1.30 h', { warned: '78' }],
      ['1,30 h', { warned: '78' }],
      ['2h15', { value: '135' }],
      ['2 hod 15 min', { value: '135' }],
      ['2 Std 15', { value: '135' }],
    ] as [string, Expected5][]);
    add('span-edge', span, spanExpected, minutes(span));
  }
  return cases;
}
