/**
 * Lengths and clock spans of the eleventh held-out value set (values-fresh10.ts), as minutes for a time entry: lengths
 * written as a clock ("1h30", "1:30 h", "1,5 hod"), with fraction signs ("1 ¾ h", "1 1/2 hours") and as fractions in
 * words ("eineinhalb Stunden", "hodina a půl", "drei Viertelstunden"), where a dot may be minutes or a decimal ("1.30 h"
 * is 90 or 78 minutes); spans whose ends are said as quarters the way each region says them ("dreiviertel drei" is
 * 2:45 in southern and eastern German, "čtvrt na tři" 2:15), and breaks said as fractions of an hour.
 */
import type { Answer } from './values-fresh2.js';
import { minutes } from './values-fresh5-read.js';
import type { Case6, Expected6 } from './values-fresh6-judge.js';
import { seededDraws } from './seeded-draws.js';

const DE_HOURS = ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
/** The Czech hour after "čtvrt na", "tři čtvrtě na" (accusative) and after "půl" (genitive of the ordinal). */
const CS_NA = ['', 'jednu', 'dvě', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět', 'deset', 'jedenáct', 'dvanáct'];
const CS_PUL = ['', 'jedné', 'druhé', 'třetí', 'čtvrté', 'páté', 'šesté', 'sedmé', 'osmé', 'deváté', 'desáté', 'jedenácté', 'dvanácté'];

export function spanCases10(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 32_452_843 + 13);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6) =>
    cases.push({ kind, text, expected, read: minutes(text) as () => Answer });
  const v = (k: number): Expected6 => ({ value: String(k) });
  const maybe = (k: number): Expected6 => ({ any: [v(k), 'refuse'] });
  const regional = (k: number): Expected6 => ({ any: [v(k), 'ask', 'refuse'] });
  for (let i = 0; i < perKind; i++) {
    const h = int(1, 6);
    const m = pick([5, 10, 15, 20, 25, 35, 40, 45, 50, 55]);
    const mm = String(m).padStart(2, '0');
    const q = pick([15, 30, 45]);
    // "1.30 h": a clock's minutes (90) or a decimal hour (78); either said back, or asked.
    const dotted: Expected6 = { any: [{ warned: String(h * 60 + q) }, { warned: String(h * 60 + (q * 60) / 100) }, 'ask', 'refuse'] };
    const [said, expected] = pick([
      [`${h}h${mm}`, v(h * 60 + m)],
      [`${h}h ${mm}`, v(h * 60 + m)],
      [`${h}:${mm} h`, v(h * 60 + m)],
      [`${h}:${mm} hod`, v(h * 60 + m)],
      [`${h}:${mm} Std.`, v(h * 60 + m)],
      [`${h} hr ${m} min`, v(h * 60 + m)],
      [`${h} Std. ${m} Min.`, v(h * 60 + m)],
      [`${h},5 hod`, v(h * 60 + 30)],
      [`${h},25 Stunden`, v(h * 60 + 15)],
      [`${h}.75 h`, v(h * 60 + 45)],
      [`${h}.${q} h`, dotted],
      [`${h} ¾ h`, maybe(h * 60 + 45)],
      [`${h}¼ Stunden`, maybe(h * 60 + 15)],
      [`${h} ½ hod`, maybe(h * 60 + 30)],
      [`${h} 1/2 hours`, maybe(h * 60 + 30)],
      ['3/4 h', maybe(45)],
      [`${h * 60 + m} min`, v(h * 60 + m)],
      ['an hour and a half', v(90)],
      ['one and a half hours', v(90)],
      ['half an hour', v(30)],
      ['a quarter of an hour', v(15)],
      ['three quarters of an hour', v(45)],
      ['two and a half hours', v(150)],
      ['eineinhalb Stunden', v(90)],
      ['anderthalb Std.', v(90)],
      ['zweieinhalb Stunden', v(150)],
      ['eine halbe Stunde', v(30)],
      ['eine Viertelstunde', v(15)],
      ['drei Viertelstunden', v(45)],
      ['eine Dreiviertelstunde', v(45)],
      ['hodina a půl', v(90)],
      ['hodinu a půl', v(90)],
      ['dvě a půl hodiny', v(150)],
      ['půl hodiny', v(30)],
      ['čtvrt hodiny', v(15)],
      ['tři čtvrtě hodiny', v(45)],
      ['půl druhé hodiny', v(90)],
      ['półtorej godziny', maybe(90)],
      ['pół godziny', maybe(30)],
      ['hodinu a pol', v(90)],
      // A length's h:mm has one reading (a clock time is no length): read as it is, or asked.
      [`${h}:${mm}`, { any: [v(h * 60 + m), 'ask', 'refuse'] }],
      [`${h}-${h + 1} h`, { any: ['refuse', 'ask'] }],
      [`${h} or ${h + 1} hours`, { any: ['refuse', 'ask'] }],
      [`gut ${h} Stunden`, { any: ['refuse', 'ask'] }],
      [`skoro ${h} hodiny`, { any: ['refuse', 'ask'] }],
    ] as [string, Expected6][]);
    add('duration-clock10', said, expected);

    // Spans whose ends are quarters as each region says them; a start in the morning, an end in the afternoon.
    const s = int(7, 10);
    const e = int(1, 5);
    const len = (a: number, b: number) => b - a;
    const at = (hour: number, minute: number) => hour * 60 + minute;
    const [span, spanExpected] = pick([
      [`von dreiviertel ${DE_HOURS[s + 1]} bis ${e + 12} Uhr`, regional(len(at(s, 45), at(e + 12, 0)))],
      [`dreiviertel ${s + 1} bis halb ${e + 1}`, regional(len(at(s, 45), at(e + 12, 30)))],
      [`von viertel ${s + 1} bis ${e + 12} Uhr`, regional(len(at(s, 15), at(e + 12, 0)))],
      [`von Viertel nach ${s} bis Viertel vor ${e + 12}`, v(len(at(s, 15), at(e + 11, 45)))],
      ['dreiviertel drei bis fünf', regional(135)],
      [`od čtvrt na ${CS_NA[s + 1]} do ${e + 12}`, v(len(at(s, 15), at(e + 12, 0)))],
      [`od tři čtvrtě na ${CS_NA[s + 1]} do ${e + 12}:30`, v(len(at(s, 45), at(e + 12, 30)))],
      [`od půl ${CS_PUL[s + 1]} do ${e + 12}`, v(len(at(s, 30), at(e + 12, 0)))],
      ['čtvrt na tři až půl páté', regional(135)],
      [`${s}h30-${e + 12}h`, maybe(len(at(s, 30), at(e + 12, 0)))],
      [`${s}.45 bis ${e + 12}.15 Uhr`, v(len(at(s, 45), at(e + 12, 15)))],
      [`${s}:15-${e + 12}:45 mit einer Dreiviertelstunde Pause`, maybe(len(at(s, 15), at(e + 12, 45)) - 45)],
      [`${s}:00-${e + 12}:00 mit anderthalb Stunden Pause`, maybe(len(at(s, 0), at(e + 12, 0)) - 90)],
      [`od ${s} do ${e + 12} s hodinovou pauzou`, maybe(len(at(s, 0), at(e + 12, 0)) - 60)],
      [`od ${s} do ${e + 12} s pauzou tři čtvrtě hodiny`, maybe(len(at(s, 0), at(e + 12, 0)) - 45)],
      [`${s} to ${e + 12} with half an hour for lunch`, maybe(len(at(s, 0), at(e + 12, 0)) - 30)],
      [`${s}:00 to ${e + 12}:00 minus an hour and a half`, maybe(len(at(s, 0), at(e + 12, 0)) - 90)],
      [`from quarter to ${s + 1} till quarter past ${e}`, { warned: String(len(at(s, 45), at(e + 12, 15))) }],
      [`von ${s} bis ${e + 12} Uhr, Pause ungefähr eine Stunde`, { any: ['refuse', 'ask'] }],
      [`od ${s} do ${e + 12} s pauzou asi hodinu`, { any: ['refuse', 'ask'] }],
    ] as [string, Expected6][]);
    add('span-quarters10', span, spanExpected);
  }
  return cases;
}
