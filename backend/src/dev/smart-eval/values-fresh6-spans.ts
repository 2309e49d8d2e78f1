/**
 * Spans of clock time and durations of the seventh held-out value set (values-fresh6.ts), as minutes: quarters and
 * halves said in words (British "quarter past eight", Czech "čtvrt na devět" is 8:15, "půl deváté" 8:30, German
 * "Viertel nach acht"), twelve-hour ends read in the afternoon and said, breaks said in words, "8.15" as a clock time,
 * fractions of an hour ("3/4 Stunde", "an hour and a half"), and vague lengths (refused).
 */
import type { Answer } from './values-fresh2.js';
import { minutes } from './values-fresh5-read.js';
import type { Case6, Expected6 } from './values-fresh6-judge.js';
import { seededDraws } from './seeded-draws.js';

const EN_HOURS = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
/** Czech hours in the genitive after "do" ("do tří") and the ordinal feminine after "půl" ("půl deváté"). */
const CS_TILL = ['dvanácti', 'jedné', 'dvou', 'tří', 'čtyř', 'pěti', 'šesti', 'sedmi', 'osmi', 'devíti', 'deseti', 'jedenácti'];
const CS_HALF = ['dvanácté', 'jedné', 'druhé', 'třetí', 'čtvrté', 'páté', 'šesté', 'sedmé', 'osmé', 'deváté', 'desáté', 'jedenácté'];
const CS_NA = ['dvanáct', 'jednu', 'dvě', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět', 'deset', 'jedenáct'];
const DE_HOURS = ['zwölf', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf'];

export function spanCases6(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 67_867_967 + 5);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6) =>
    cases.push({ kind, text, expected, read: minutes(text) as () => Answer });
  for (let i = 0; i < perKind; i++) {
    // A morning start (7-9) with a quarter or half, to an afternoon end (1-5) said on a twelve-hour clock.
    const [s, e] = [int(7, 9), int(1, 5)];
    const end = (12 + e) * 60;
    const till = (start: number) => String(end - start);
    const [span, spanExpected] = pick([
      [`from quarter past ${EN_HOURS[s]} till ${EN_HOURS[e]}`, { warned: till(s * 60 + 15) }],
      [`from half past ${EN_HOURS[s]} to ${EN_HOURS[e]}`, { warned: till(s * 60 + 30) }],
      [`quarter to ${EN_HOURS[s + 1]} till ${e}pm`, { any: [{ value: till(s * 60 + 45) }] }],
      [`from quarter past ${EN_HOURS[s]} till noon with a half-hour lunch`, { value: String(12 * 60 - s * 60 - 15 - 30) }],
      [`od půl ${CS_HALF[s + 1]} do ${CS_TILL[e]}`, { warned: till(s * 60 + 30) }],
      [`od čtvrt na ${CS_NA[s + 1]} do ${CS_TILL[e]}`, { warned: till(s * 60 + 15) }],
      [`od tři čtvrtě na ${CS_NA[s + 1]} do ${CS_TILL[e]}`, { warned: till(s * 60 + 45) }],
      [`od čtvrt na ${CS_NA[s + 1]} do poledne`, { value: String(12 * 60 - s * 60 - 15) }],
      [`von Viertel nach ${DE_HOURS[s]} bis ${12 + e} Uhr`, { value: till(s * 60 + 15) }],
      [`von Viertel vor ${DE_HOURS[s + 1]} bis ${12 + e} Uhr`, { value: till(s * 60 + 45) }],
      [`von halb ${DE_HOURS[s + 1]} bis ${DE_HOURS[e]}`, { warned: till(s * 60 + 30) }],
      [`${s}.15-${12 + e}`, { any: [{ value: till(s * 60 + 15) }, 'refuse'] }],
      [`${s}.30 - ${12 + e}.00`, { any: [{ value: till(s * 60 + 30) }, 'refuse'] }],
      [`${s}:45am-${e}:00pm`, { value: till(s * 60 + 45) }],
      [`${s} a.m. to ${e} p.m.`, { value: till(s * 60) }],
      [`${s} to ${e} with a 45 minute lunch`, { warned: String(end - s * 60 - 45) }],
      [`od ${s} do ${e} s obědem 30 minut`, { any: [{ warned: String(end - s * 60 - 30) }, 'refuse'] }],
      [`${s}-${12 + e} Uhr, ${int(2, 4) * 15} min Pause`, 'computed'],
      [`${s} to ${e} minus lunch`, 'refuse'],
      [`${s}-${12 + e} with a break`, 'refuse'],
      [`from ${s} to ${12 + e}`, { value: till(s * 60) }],
      [`10pm to ${e}am`, { any: [{ warned: String((12 - 10 + e) * 60) }, { value: String((12 - 10 + e) * 60) }, 'refuse'] }],
    ] as [string, Expected6 | 'computed'][]);
    const pause = span.match(/(\d+) min Pause/);
    add('span6', span, spanExpected === 'computed' ? { value: String(end - s * 60 - Number(pause![1])) } : spanExpected);

    const [h, m] = [int(1, 8), pick([5, 10, 15, 20, 30, 40, 45])];
    const [said, saidExpected] = pick([
      ['3/4 Stunde', { value: '45' }],
      ['eine Dreiviertelstunde', { value: '45' }],
      ['dreiviertel Stunde', { value: '45' }],
      ['eine Viertelstunde', { value: '15' }],
      ['eine halbe Stunde', { value: '30' }],
      ['eineinhalb Stunden', { value: '90' }],
      ['zweieinhalb Stunden', { value: '150' }],
      ['an hour and a half', { value: '90' }],
      ['half an hour', { value: '30' }],
      ['a quarter of an hour', { value: '15' }],
      ['three quarters of an hour', { value: '45' }],
      ['two and a half hours', { value: '150' }],
      ['1 1/2 hours', { value: '90' }],
      ['1½ h', { value: '90' }],
      ['půl hodiny', { value: '30' }],
      ['čtvrt hodiny', { value: '15' }],
      ['tři čtvrtě hodiny', { value: '45' }],
      ['hodinu a půl', { value: '90' }],
      ['dvě a půl hodiny', { value: '150' }],
      ['pol hodiny', { value: '30' }],
      ['dve hodiny', { value: '120' }],
      ['pół godziny', { value: '30' }],
      ['półtorej godziny', { value: '90' }],
      [`${h}h${String(m).padStart(2, '0')}`, { value: String(h * 60 + m) }],
      [`${h} hod. ${m} min.`, { value: String(h * 60 + m) }],
      [`${h} Std. ${m} Min.`, { value: String(h * 60 + m) }],
      [`${h} hours ${m} minutes`, { value: String(h * 60 + m) }],
      [`${h}:${String(m).padStart(2, '0')} h`, { value: String(h * 60 + m) }],
      [`${h * 60 + m} min`, { value: String(h * 60 + m) }],
      [`${h},5 hod`, { value: String(h * 60 + 30) }],
      [`${h}.25 hrs`, { any: [{ value: String(h * 60 + 15) }, { warned: String(h * 60 + 15) }] }],
    ] as [string, Expected6][]);
    add('duration6', said, saidExpected);

    const vague = pick([
      'a couple of hours',
      'pár hodin',
      'ein paar Stunden',
      'kilka godzin',
      'několik hodin',
      'a few minutes',
      `${h}-${h + 1} hours`,
      `${h} až ${h + 1} hodiny`,
      `${h} bis ${h + 1} Stunden`,
      `${h} or ${h + 1} hours`,
      'half a day',
      'all day',
      'celý den',
      'den ganzen Tag',
      'a while',
      `about ${h} hours`,
      `cca ${h} hodiny`,
      `etwa ${h} Stunden`,
      `${h}+ hours`,
    ]);
    add('duration-vague6', vague, 'refuse');
  }
  return cases;
}
