/**
 * Lengths and clock spans of the tenth held-out value set (values-fresh9.ts), as minutes for a time entry: lengths in
 * words and digits in five languages; spans with quarters and halves as each language says them ("quarter past 8",
 * "halb 9" = 8:30, "čtvrt na 9" = 8:15, "tři čtvrtě na 8" = 7:45), the 12-hour clock with am/pm in English and its
 * German and Czech words ("nachmittags", "odpoledne"), overnight spans, and breaks taken off.
 */
import type { Answer } from './values-fresh2.js';
import { minutes } from './values-fresh5-read.js';
import type { Case6, Expected6 } from './values-fresh6-judge.js';
import { csWords, deWords, enWords, skWords } from './values-fresh9-words.js';
import { seededDraws } from './seeded-draws.js';

const CS_GEN_HOURS = [
  '',
  'jedné',
  'druhé',
  'třetí',
  'čtvrté',
  'páté',
  'šesté',
  'sedmé',
  'osmé',
  'deváté',
  'desáté',
  'jedenácté',
  'dvanácté',
];
const CS_TO_HOUR = ['', 'jednu', 'dvě', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět', 'deset', 'jedenáct', 'dvanáct'];
const CS_UNTIL = ['', 'jedné', 'dvou', 'tří', 'čtyř', 'pěti', 'šesti', 'sedmi', 'osmi', 'devíti', 'deseti', 'jedenácti', 'dvanácti'];
const EN_HOUR_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Czech inverted tens as one word ("pětačtyřicet"). */
const csInverted = (k: number) =>
  k % 10 && k > 20 ? `${csWords(k % 10, false).replace('jeden', 'jedna')}a${csWords(k - (k % 10))}` : csWords(k);

export function spanCases9(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 15_485_867 + 31);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6) =>
    cases.push({ kind, text, expected, read: minutes(text) as () => Answer });
  const v = (k: number): Expected6 => ({ value: String(k) });
  const maybe = (k: number): Expected6 => ({ any: [v(k), 'refuse'] });
  for (let i = 0; i < perKind; i++) {
    const h = int(1, 7);
    const m = int(11, 59);
    const [said, expected] = pick([
      [`${enWords(m)} minutes`, v(m)],
      [`${enWords(m, false, false)} minutes`, v(m)],
      [`${csInverted(m)} minut`, v(m)],
      [`${csWords(m, false)} minut`, v(m)],
      [`${deWords(m)} Minuten`, v(m)],
      [`${skWords(m)} minút`, v(m)],
      ['an hour and a quarter', v(75)],
      [`${enWords(h)} and a quarter hours`, v(h * 60 + 15)],
      [`${enWords(h)} ${h === 1 ? 'hour' : 'hours'} and ${enWords(m)} minutes`, v(h * 60 + m)],
      ['ninety minutes', v(90)],
      ['a couple of hours', { any: ['refuse', 'ask'] }],
      ['dvě hodiny a čtvrt', v(135)],
      ['tři hodiny a půl', v(210)],
      [`${csWords(h, true)} ${h === 1 ? 'hodina' : h < 5 ? 'hodiny' : 'hodin'} ${csWords(m, false)} minut`, maybe(h * 60 + m)],
      ['devadesát minut', v(90)],
      ['sedm a půl hodiny', v(450)],
      ['osm hodin', v(480)],
      ['eineinviertel Stunden', v(75)],
      ['dreieinhalb Stunden', v(210)],
      ['zwei Stunden und zwanzig Minuten', v(140)],
      ['achtzig Minuten', v(80)],
      ['acht Stunden', v(480)],
      ['eine Stunde und ein Viertel', maybe(75)],
      ['dve hodiny', v(120)],
      ['štvrť hodiny', maybe(15)],
      ['tri štvrte hodiny', maybe(45)],
      ['kwadrans', maybe(15)],
      ['trzy kwadranse', maybe(45)],
      [`${h},25 h`, v(h * 60 + 15)],
      [`${h}.75 hrs`, v(h * 60 + 45)],
      [`${h}h${m}m`, v(h * 60 + m)],
      [`${h} hod ${m} min`, v(h * 60 + m)],
      [`${h}:${m} Std.`, v(h * 60 + m)],
      [`${h * 60 + m} Min.`, v(h * 60 + m)],
    ] as [string, Expected6][]);
    add('duration9', said, expected);

    // Clock spans as each language says its quarters and halves, and the 12-hour clock in three languages.
    const s = int(6, 10);
    const e = int(2, 5); // an afternoon hour on the 12-hour clock
    const b = pick([30, 45, 60]);
    const q = (start: number, startMin: number, end: number, endMin: number) => end * 60 + endMin - (start * 60 + startMin);
    const [span, spanExpected] = pick([
      [`quarter past ${s} to ${e}`, { warned: String(q(s, 15, e + 12, 0)) }],
      [`from quarter past ${EN_HOUR_WORDS[s]} to half past twelve`, v(q(s, 15, 12, 30))],
      [`half past ${s} to quarter to ${e}`, { warned: String(q(s, 30, e + 11, 45)) }],
      [`${s}:15am to ${e}:45pm`, v(q(s, 15, e + 12, 45))],
      [`${s} a.m. till ${e} p.m.`, v(q(s, 0, e + 12, 0))],
      [`${s}am-${e}pm with a ${b} minute break`, v(q(s, 0, e + 12, 0) - b)],
      [`from ${s} in the morning to ${e} in the afternoon`, v(q(s, 0, e + 12, 0))],
      [`${8 + (e % 3)}pm to ${e - 1}am`, maybe(q(20 + (e % 3), 0, 24 + e - 1, 0))],
      [`Viertel nach ${s} bis 12`, v(q(s, 15, 12, 0))],
      [`von halb ${s + 1} bis ${e + 12} Uhr`, v(q(s, 30, e + 12, 0))],
      [`Viertel vor ${s + 1} bis ${e + 12} Uhr`, v(q(s, 45, e + 12, 0))],
      [`von halb ${s + 1} bis halb 1`, v(q(s, 30, 12, 30))],
      [`von ${s} Uhr morgens bis ${e} Uhr nachmittags`, v(q(s, 0, e + 12, 0))],
      [`von ${s} Uhr vormittags bis ${e} Uhr nachmittags`, v(q(s, 0, e + 12, 0))],
      [`${s}.30-${e + 12}.15 Uhr`, v(q(s, 30, e + 12, 15))],
      [`von ${s} bis ${e + 12} Uhr mit einer halben Stunde Pause`, v(q(s, 0, e + 12, 0) - 30)],
      [`${s}:00-${e + 12}:00 abzüglich ${b} Minuten Pause`, v(q(s, 0, e + 12, 0) - b)],
      [`dreiviertel ${s + 1} bis 12`, { any: [v(q(s, 45, 12, 0)), 'ask', 'refuse'] }],
      [`od čtvrt na ${CS_TO_HOUR[s + 1]} do dvanácti`, v(q(s, 15, 12, 0))],
      [`od půl ${CS_GEN_HOURS[s + 1]} do ${CS_UNTIL[e]}`, { warned: String(q(s, 30, e + 12, 0)) }],
      [`od tři čtvrtě na ${CS_TO_HOUR[s + 1]} do ${e + 12}`, v(q(s, 45, e + 12, 0))],
      [`od ${s} ráno do ${e} odpoledne`, v(q(s, 0, e + 12, 0))],
      [`od ${s} dopoledne do ${e} odpoledne`, v(q(s, 0, e + 12, 0))],
      [`od 10 večer do ${e} ráno`, maybe(q(22, 0, 24 + e, 0))],
      [`od ${s} do ${e + 12}:30 s půlhodinovou přestávkou`, v(q(s, 0, e + 12, 30) - 30)],
      [`od ${s} do 12 a od 13 do ${e + 12}`, v(q(s, 0, 12, 0) + q(13, 0, e + 12, 0))],
      [`čtvrt na ${s + 1} až ${e + 12}`, v(q(s, 15, e + 12, 0))],
      [`${20 + (e % 4)}:00-0${e}:00`, { any: [{ warned: String(q(20 + (e % 4), 0, 24 + e, 0)) }, 'ask', 'refuse'] }],
      [`Nachtschicht von 22 bis ${e + 3} Uhr`, { any: [{ warned: String(q(22, 0, 24 + e + 3, 0)) }, 'ask', 'refuse'] }],
      [`${20 + (e % 4)}-${e}`, { any: ['refuse', 'ask'] }],
    ] as [string, Expected6][]);
    add('span9', span, spanExpected);
  }
  return cases;
}
