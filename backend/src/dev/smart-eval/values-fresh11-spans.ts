/**
 * Spans of the twelfth held-out value set (values-fresh11.ts), as minutes for a time entry: clock times with a time
 * zone (one zone for both ends is the same length; two zones are a sum to do, said back or refused, never the
 * clock's difference), noon and midnight by name and as 12 am / 12 pm, and breaks said in ways the earlier sets did
 * not: as a span of their own ("lunch 12-12:30"), counted ("two 15-minute breaks", "2x 15 min Pause"), "davon",
 * "including", none ("ohne Pause", "bez přestávky"), or longer than the day.
 */
import type { Answer } from './values-fresh2.js';
import { minutes } from './values-fresh5-read.js';
import type { Case6, Expected6 } from './values-fresh6-judge.js';
import { seededDraws } from './seeded-draws.js';

const NO: Expected6 = { any: ['refuse', 'ask'] };

export function spanCases11(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 86_028_121 + 41);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6) =>
    cases.push({ kind, text, expected, read: minutes(text) as () => Answer });
  const v = (k: number): Expected6 => ({ value: String(k) });
  const maybe = (k: number): Expected6 => ({ any: [v(k), 'refuse'] });
  const askable = (k: number): Expected6 => ({ any: [v(k), 'ask', 'refuse'] });
  const sums = (k: number): Expected6 => ({ any: [{ warned: String(k) }, 'ask', 'refuse'] });
  for (let i = 0; i < perKind; i++) {
    const s = int(7, 10);
    const e = int(1, 6);
    const E = e + 12;
    const len = (E - s) * 60;
    const late = E + 5;
    const [clock, clockExpected] = pick([
      // One zone for both ends: the same length.
      [`${s}:00-${E}:00 CET`, maybe(len)],
      [`${s}:00–${E}:00 UTC`, maybe(len)],
      [`${s}-${E} Uhr MEZ`, maybe(len)],
      [`od ${s}:00 do ${E}:00 SEČ`, maybe(len)],
      [`${s}am-${e}pm EST`, maybe(len)],
      [`${s}:00 UTC to ${E}:00 UTC`, maybe(len)],
      [`${s}:00+01:00 to ${E}:00+01:00`, maybe(len)],
      // Two zones: the end counted in the start's zone, said back, or refused.
      [`${s}am EST to ${e}pm CET`, len > 6 * 60 ? sums(len - 6 * 60) : NO],
      [`${s}:00 UTC bis ${E}:00 MEZ`, sums(len - 60)],
      [`${s}:00 CET to ${E}:00 GMT`, sums(len + 60)],
      // Noon and midnight by name.
      [`from noon to ${e}pm`, v(e * 60)],
      [`12 noon to ${e}pm`, v(e * 60)],
      [`von 12 Uhr mittags bis ${E} Uhr`, maybe(e * 60)],
      [`od poledne do ${E}:00`, v(e * 60)],
      [`from ${s}am to noon`, v((12 - s) * 60)],
      [`${s} Uhr bis Mittag`, v((12 - s) * 60)],
      [`from midnight to ${e}am`, maybe(e * 60)],
      [`von Mitternacht bis ${e} Uhr`, maybe(e * 60)],
      [`od půlnoci do ${e}:00`, maybe(e * 60)],
      [`${late}:00 to midnight`, maybe((24 - late) * 60)],
      [`from noon to midnight`, maybe(720)],
      [`von Mittag bis Mitternacht`, maybe(720)],
      // 12 am is midnight and 12 pm noon: read so, or asked.
      [`12am to ${e}am`, askable(e * 60)],
      [`12pm to ${e}pm`, askable(e * 60)],
      [`12:30pm to ${e}pm`, askable(e * 60 - 30)],
      [`${s}pm to 12am`, askable((12 - s) * 60)],
      // No span: from a time to the same time, or a 24-hour span past midnight.
      ['midnight to midnight', NO],
      ['noon to noon', NO],
      [`${late}:00-0${e}:00`, 'refuse'],
    ] as [string, Expected6][]);
    add('span-clock11', clock, clockExpected);

    const b = pick([15, 20, 30, 45]);
    const [said, breakExpected] = pick([
      [`${s} to ${e} with an hour for lunch`, v(len - 60)],
      [`${s} to ${e} with a ${b}-minute break`, v(len - b)],
      [`od ${s} do ${E}:30, pauza ${b} min`, v(len + 30 - b)],
      [`od ${s} do ${E}, přestávka ${b} minut`, v(len - b)],
      [`${s}-${E} Uhr, davon ${b} Min. Pause`, v(len - b)],
      [`${s}-${E} Uhr, davon 1 Std. Pause`, v(len - 60)],
      // The break as a span of its own.
      [`${s}:00-${E}:00, lunch 12-12:30`, maybe(len - 30)],
      [`${s}:00-${E}:00, Mittagspause von 12 bis 13 Uhr`, maybe(len - 60)],
      [`od ${s} do ${E}, oběd 12:00-12:30`, maybe(len - 30)],
      // Breaks counted.
      [`${s}:00-${E}:00 with two 15-minute breaks`, maybe(len - 30)],
      [`${s}-${E} Uhr, 2x 15 Min. Pause`, maybe(len - 30)],
      [`od ${s} do ${E}, dvě pauzy po 15 minutách`, maybe(len - 30)],
      // "Including" a break: taken off and said, or refused.
      [`${s}:00-${E}:00 including a ${b} min break`, { any: [{ warned: String(len - b) }, 'refuse', 'ask'] }],
      [`${s}-${E} Uhr inkl. ${b} Min. Pause`, { any: [{ warned: String(len - b) }, 'refuse', 'ask'] }],
      // No break: the whole span.
      [`${s}:00-${E}:00, no break`, maybe(len)],
      [`${s}-${E} Uhr ohne Pause`, maybe(len)],
      [`od ${s} do ${E} bez přestávky`, maybe(len)],
      // A break as long as the day or longer, of no length, or not understood: no length to enter.
      [`${s}:00-${s + 1}:00 with a 90 minute break`, 'refuse'],
      [`od ${s} do ${E}, pauza podle potřeby`, NO],
      [`${s}-${E} Uhr mit kurzer Pause`, NO],
      [`${s} to ${e} with a long lunch`, NO],
      // A length said with a break: is the break inside it or not?
      [`${E - s} hours with a ${b} minute break`, NO],
    ] as [string, Expected6][]);
    add('span-break11', said, breakExpected);
  }
  return cases;
}
