/**
 * A second batch of the seventh held-out value set (values-fresh6.ts), written after the first read right, aimed at
 * what its fixes could read wrong: timestamps that are no time, a weekday abbreviated before a numeric date (and "do"
 * or "po" as prepositions), days counted back, spans said with a.m. and quarters, ranges of hours said like spans,
 * "+" in a duration, Czech number words joined in one word.
 */
import type { Answer } from './values-fresh2.js';
import { amount, minutes } from './values-fresh5-read.js';
import { type Case6, type Expected6, TODAYS6, addMonthsTo, dateOf, plus, weekday, ymd } from './values-fresh6-judge.js';
import { CS_DAYS_SHORT, DE_DAYS_SHORT, EN_DAYS_SHORT, EN_MONTHS_SHORT } from './calendar-words.js';
import { seededDraws } from './seeded-draws.js';

const CS_UNITS = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
const CS_HUNDREDS = ['', 'sto', 'dvěstě', 'třista', 'čtyřista', 'pětset', 'šestset', 'sedmset', 'osmset', 'devětset'];
const CS_TENS = ['', '', 'dvacet', 'třicet', 'čtyřicet', 'padesát', 'šedesát', 'sedmdesát', 'osmdesát', 'devadesát'];

export function moreCases6(seed: number, perKind: number): Case6[] {
  const { next, int, pick } = seededDraws(seed * 86_028_121 + 17);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    const today = pick(TODAYS6);
    const [y, m, d] = [int(2026, 2028), int(1, 12), int(13, 28)];
    const day = ymd(y, m, d);
    const mm = String(m).padStart(2, '0');
    const [stamp, stampExpected] = pick([
      [`${day}T24:00`, { any: [{ value: day }, { value: plus(day, 1) }, 'refuse'] }],
      [`${day}T24:30`, 'refuse'],
      [`${day}T12:60:00Z`, 'refuse'],
      [
        `${y}-${mm}-${d + 10 > 31 ? 32 : 31}T10:00:00Z`,
        m === 1 || m === 3 || m === 5 || m === 7 || m === 8 || m === 10 || m === 12 ? 'skip' : 'refuse',
      ],
      [`${day}T08:00:00+14:00`, { value: day }],
      [`${day}T08:00:00.123456Z`, { value: day }],
      [`${day}t08:00z`, { value: day }],
      [`${day}T8:00`, { any: [{ value: day }, 'refuse'] }],
      [`${day}T08:00:00 Z`, { any: [{ value: day }, 'refuse'] }],
    ] as [string, Expected6 | 'skip'][]);
    if (stampExpected !== 'skip') add('date-stamp-more', `${stamp} (${today})`, stampExpected, dateOf(stamp, today, 'DMY'));

    // A weekday abbreviated before a numeric date: right, read; wrong, refused; "So" without a month's language, refused.
    const wrong = next() < 0.5;
    const actual = weekday(day);
    const said = wrong ? (actual + int(1, 6)) % 7 : actual;
    const numeric = `${d}.${m}.${y}`;
    const [abbr, abbrExpected] = pick([
      [`${DE_DAYS_SHORT[said]}, ${numeric}`, said === 0 ? 'refuse' : wrong ? 'refuse' : { value: day }],
      [`${DE_DAYS_SHORT[said]}. ${numeric}`, said === 0 ? 'refuse' : wrong ? 'refuse' : { value: day }],
      [`${CS_DAYS_SHORT[said]}, ${numeric}`, said === 6 ? 'refuse' : wrong ? 'refuse' : { value: day }],
      [`${EN_DAYS_SHORT[said]}, ${m}/${d}/${y}`, wrong ? 'refuse' : { value: day }],
      [`${EN_DAYS_SHORT[said]} ${d} ${EN_MONTHS_SHORT[m - 1]} ${y}`, wrong ? 'refuse' : { value: day }],
      [`do ${numeric}`, { value: day }],
      [`Do ${numeric}`, { any: [{ value: day }, ...(actual === 4 ? [] : ['refuse' as const])] }],
    ] as [string, Expected6][]);
    add('date-abbr-more', `${abbr} (${today})`, abbrExpected, dateOf(abbr, today, pick(['DMY', 'MDY'] as const)));

    // Days counted back, for work done.
    const n = int(2, 20);
    const [back, backExpected] = pick([
      [`${n} days ago`, { value: plus(today, -n) }],
      [`vor ${n} Tagen`, { value: plus(today, -n) }],
      [`před ${n} dny`, { value: plus(today, -n) }],
      [`${n} dni temu`, { value: plus(today, -n) }],
      [`${Math.ceil(n / 7)} weeks ago`, { value: plus(today, -7 * Math.ceil(n / 7)) }],
      ['two weeks ago', { value: plus(today, -14) }],
      ['před dvěma týdny', { value: plus(today, -14) }],
      ['vor zwei Wochen', { value: plus(today, -14) }],
      ['a month ago', { value: addMonthsTo(today, -1) }],
      ['před měsícem', { value: addMonthsTo(today, -1) }],
      ['vor einem Monat', { value: addMonthsTo(today, -1) }],
      ['a few days ago', 'refuse'],
      ['před pár dny', 'refuse'],
      ['vor ein paar Tagen', 'refuse'],
      ['some days ago', 'refuse'],
      [`${n}-${n + 2} days ago`, 'refuse'],
    ] as [string, Expected6][]);
    add('date-ago-more', `${back} (${today}, work done)`, backExpected, dateOf(back, today, 'DMY', true));

    // Spans with a.m./p.m. and quarters; ranges of hours said like spans; "+".
    const [s, e, h] = [int(7, 9), int(1, 5), int(1, 6)];
    const [span, spanExpected] = pick([
      [`${s} a.m. to ${e}:30 p.m.`, { value: String((12 + e) * 60 + 30 - s * 60) }],
      [`from ${s} a.m. till noon`, { value: String(12 * 60 - s * 60) }],
      [`${s}:15 a.m. - ${e}:45 p.m.`, { value: String((12 + e) * 60 + 45 - s * 60 - 15) }],
      [`quarter past ${s} to ${e}`, { warned: String((12 + e) * 60 - s * 60 - 15) }],
      [`quarter to ${s + 1} to quarter to ${e}`, { warned: String((12 + e) * 60 - 15 - (s * 60 + 45)) }],
      [
        `od půl ${['', '', '', '', '', '', '', 'sedmé', 'osmé', 'deváté', 'desáté'][s + 1]} do ${['', 'jedné', 'dvou', 'tří', 'čtyř', 'pěti'][e]}`,
        { warned: String((12 + e) * 60 - (s * 60 + 30)) },
      ],
      [`${h}-${h + 1} h`, 'refuse'],
      [`${h} až ${h + 1} hod.`, 'refuse'],
      [`${h} bis ${h + 1} h`, 'refuse'],
      [`${h}-${h + 2}h`, 'refuse'],
      [`od ${s} do ${12 + e} hodin`, { value: String((12 + e - s) * 60) }],
      [`${s}-${12 + e} Uhr`, { value: String((12 + e - s) * 60) }],
      [`${h}h+`, 'refuse'],
      [`${h}+ hod`, 'refuse'],
      [`${h} Stunden+`, 'refuse'],
      [`${h}h + 30min`, { value: String(h * 60 + 30) }],
      [`${h} h + ${h} h`, { value: String(h * 120) }],
    ] as [string, Expected6][]);
    add('span-more', span, spanExpected, minutes(span));

    // Czech number words joined in one word, as a transcript may write them.
    const [th, hu, te, un] = [int(1, 9), int(1, 9), int(2, 9), int(0, 9)];
    const thousands = th === 1 ? 'tisíc' : `${CS_UNITS[th] === 'jedna' ? 'jeden' : CS_UNITS[th]}${th < 5 ? 'tisíce' : 'tisíc'}`;
    const [joined, joinedValue] = pick([
      [`${thousands}${CS_HUNDREDS[hu]}`, th * 1000 + hu * 100],
      [`${thousands}${CS_HUNDREDS[hu]}${CS_TENS[te]}`, th * 1000 + hu * 100 + te * 10],
      [`${CS_HUNDREDS[hu]}${CS_TENS[te]}${un ? CS_UNITS[un] : ''}`, hu * 100 + te * 10 + un],
      [`${thousands} ${CS_HUNDREDS[hu]}`, th * 1000 + hu * 100],
      [`${CS_HUNDREDS[hu]}${CS_HUNDREDS[hu]}`, 0],
      [`${thousands}${thousands}`, 0],
    ] as [string, number][]);
    const unit = pick(['korun', 'Kč', '']);
    const text = `${joined} ${unit}`.trim();
    add('amount-joined-cs', text, joinedValue === 0 ? 'refuse' : { value: `${joinedValue} ${unit ? 'CZK' : '-'}` }, amount(text));
  }
  return cases;
}
