/**
 * A second batch of the sixth held-out value set, written after the first was read right, to hunt further: larger
 * number words and slang ("two grand", "three hundred quid", "půl druhého tisíce", "półtora tysiąca"), marks in long
 * numbers and their traps (lakh grouping, four decimals), dates said by week, quarter and year and with "week" after a
 * weekday ("Friday week": British for a week after the coming Friday), spans where English and German halves differ
 * ("half 5" is 5:30 in Britain, "halb 5" 4:30 in Germany), a night shift, and durations with fractions.
 */
import { parseDate } from '../../features/smart/parse/dates.js';
import type { Answer } from './values-fresh2.js';
import type { Case5, Expected5 } from './values-fresh5.js';
import { TODAYS, last, monday, plus, weekday, ymd } from './values-fresh5-dates.js';
import { amount, minutes } from './values-fresh5-read.js';
import { random } from './values.js';

export function moreCases5(seed: number, perKind: number): Case5[] {
  const next = random(seed * 32_452_843 + 11);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)]!;
  const cases: Case5[] = [];
  const add = (kind: string, text: string, expected: Expected5, read: () => Answer) => cases.push({ kind, text, expected, read });
  for (let i = 0; i < perKind; i++) {
    const [words, wordsExpected] = pick([
      ['two grand', { value: '2000 -' }],
      ['three hundred quid', { warned: '300 GBP' }],
      ['půl druhého tisíce', { value: '1500 -' }],
      ['dvě stě tisíc korun', { value: '200000 CZK' }],
      ['tři sta tisíc Kč', { value: '300000 CZK' }],
      ['a hundred and fifty thousand dollars', { value: '150000 USD' }],
      ['hunderttausend Euro', { value: '100000 EUR' }],
      ['eine Million zweihunderttausend Euro', { value: '1200000 EUR' }],
      ['półtora tysiąca złotych', { value: '1500 PLN' }],
      ['tisícpäťsto eur', { value: '1500 EUR' }],
      ['jeden a půl tisíce', { value: '1500 -' }],
      [`${int(2, 9)},5 tisíce Kč`, 'computed'],
      ['zweitausend Euro fünfzig', { value: '2000.5 EUR' }],
    ] as [string, Expected5 | 'computed'][]);
    const computed = words.endsWith('tisíce Kč') ? { value: `${Number(words[0]) * 1000 + 500} CZK` } : wordsExpected;
    add('amount-words-more', words, computed as Expected5, amount(words));

    const [m1, m2, m3] = [int(1, 9), int(100, 999), int(100, 999)];
    const [marks, marksExpected] = pick([
      [`${m1}.${m2}.${m3},89`, { value: `${m1}${m2}${m3}.89 -` }],
      [`${m1},${m2},${m3}.89`, { value: `${m1}${m2}${m3}.89 -` }],
      [`${m1} ${m2} ${m3},89`, { value: `${m1}${m2}${m3}.89 -` }],
      [`${m1}’${m2}’${m3}.89`, { value: `${m1}${m2}${m3}.89 -` }],
      [`${m2},5${m1} €`, { value: `${m2}.5${m1} EUR` }],
      [`${m2}.5${m1} €`, { value: `${m2}.5${m1} EUR` }],
      [`${m1}.${m2}.${m3}`, { value: `${m1}${m2}${m3} -` }],
      [`${m1},${m2},${m3}`, { value: `${m1}${m2}${m3} -` }],
      [`${m1}.${m2},- Kč`, { value: `${m1}${m2} CZK` }],
      [`${m1} ${m2}.50`, { value: `${m1}${m2}.5 -` }],
      [`${m1},${String(m2).slice(0, 2)},${m3}`, 'refuse'],
      [`${m1}.${m2},${m3}8`, 'refuse'],
      [`${m1}.${String(m2).slice(0, 2)}.${m3}`, 'refuse'],
    ] as [string, Expected5][]);
    add('amount-marks-more', marks, marksExpected, amount(marks));

    const today = pick(TODAYS);
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const comingFriday = plus(today, (5 - weekday(today) + 7) % 7 || 7);
    const nextMonday = plus(monday(today), 7);
    const quarterEnd = last(year, Math.ceil(month / 3) * 3);
    const [said, saidExpected] = pick([
      ['this Friday', { value: comingFriday }],
      ['diesen Freitag', { value: comingFriday }],
      ['tento pátek', { value: comingFriday }],
      ['Friday week', { within: [plus(comingFriday, 7), plus(comingFriday, 7)] }],
      ['Anfang nächster Woche', { within: [nextMonday, plus(nextMonday, 1)] }],
      ['začátkem příštího týdne', { within: [nextMonday, plus(nextMonday, 1)] }],
      ['early next week', { within: [nextMonday, plus(nextMonday, 1)] }],
      ['Ende des Quartals', { value: quarterEnd }],
      ['end of the quarter', { value: quarterEnd }],
      ['konec čtvrtletí', { value: quarterEnd }],
      ['Jahresende', { value: ymd(year, 12, 31) }],
      ['konec roku', { value: ymd(year, 12, 31) }],
      ['end of the year', { value: ymd(year, 12, 31) }],
      ['3 Mar 2028', { value: '2028-03-03' }],
      ['March 3rd, 2028', { value: '2028-03-03' }],
      ['3rd of March 2028', { value: '2028-03-03' }],
      ['3. März 2028', { value: '2028-03-03' }],
      ['3. března 2028', { value: '2028-03-03' }],
      ['heute in einer Woche', { value: plus(today, 7) }],
      ['a week from today', { value: plus(today, 7) }],
      ['in anderthalb Wochen', { within: [plus(today, 10), plus(today, 11)] }],
      ['za týden a půl', { within: [plus(today, 10), plus(today, 11)] }],
      ['ASAP', { within: [today, today] }],
      ['co nejdřív', { within: [today, today] }],
    ] as [string, Expected5][]);
    add('date-said-more', `${said} (${today})`, saidExpected, (): Answer => {
      const parsed = parseDate(said, today, 'DMY', { yearlessAhead: true, terms: true });
      return { value: parsed.date, warning: parsed.warning };
    });

    const [span, spanExpected] = pick([
      ['8 till half 5', { warned: '570' }],
      ['8 bis halb 5', { warned: '510' }],
      ['od 8 do půl 5', { warned: '510' }],
      ['9 to 5:30 less 45 min lunch', { warned: '465' }],
      ['8–16 Uhr abzüglich 30 Min. Pause', { value: '450' }],
      ['od 7:30 do 16:00 s hodinovou pauzou', { value: '450' }],
      ['8:00 bis 12:00 und 12:30 bis 17:00', { value: '510' }],
      ['from 9 till noon', { value: '180' }],
      ['od 9 do poledne', { value: '180' }],
      ['9 bis Mittag', { value: '180' }],
      ['22:00–06:00', { within: ['480', '480'] }],
      ['8-16 minus 1h Mittag', { value: '420' }],
    ] as [string, Expected5][]);
    add('span-more', span, spanExpected, minutes(span));

    const [duration, total] = pick([
      ['1½ h', 90],
      ['1 1/2 hours', 90],
      ['eine halbe Stunde', 30],
      ['pół godziny', 30],
      ['1 h 15', 75],
      ['1:45 h', 105],
      ['105 Min.', 105],
      ['dvě hodiny', 120],
      ['0,75 h', 45],
      ['3/4 h', 45],
      ['2 Stunden 10 Minuten', 130],
      ['hodinu a deset minut', 70],
    ] as const);
    add('duration-more', duration, { value: String(total) }, minutes(duration));
  }
  return cases;
}
