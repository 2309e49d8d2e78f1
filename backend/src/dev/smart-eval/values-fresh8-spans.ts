/**
 * Lengths and spans of the ninth held-out value set (values-fresh8.ts), as minutes: minutes against hours ("90 min",
 * "1:30 h", "1,5 h", "1h30", "1.30 hod"), fraction words ("anderthalb", "tři čtvrtě hodiny", "a quarter of an hour",
 * "Dreiviertelstunde"), 12- and 24-hour clocks with am/pm, noon and midnight, and ranges of hours that are as much a
 * span of the clock ("von 2 bis 3 Stunden": asked, naming both readings), with approximations of a length refused.
 */
import type { Answer } from './values-fresh2.js';
import { minutes } from './values-fresh5-read.js';
import type { Case6, Expected6 } from './values-fresh6-judge.js';
import { cs, de, en } from './values-fresh8-words.js';
import { seededDraws } from './seeded-draws.js';

const CS_HOURS = ['', 'hodinu', 'dvě hodiny', 'tři hodiny', 'čtyři hodiny', 'pět hodin'];
const CS_HALF_OF = ['', '', 'druhé', 'třetí', 'čtvrté', 'páté', 'šesté'];
const DE_HOURS = ['', 'eine Stunde', 'zwei Stunden', 'drei Stunden', 'vier Stunden', 'fünf Stunden'];
const EN_HOURS = ['', 'an hour', 'two hours', 'three hours', 'four hours', 'five hours'];

export function spanCases8(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 49_979_687 + 7);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6) =>
    cases.push({ kind, text, expected, read: minutes(text) as () => Answer });
  const v = (k: number): Expected6 => ({ value: String(k) });
  const maybe = (k: number): Expected6 => ({ any: [v(k), 'refuse'] });
  for (let i = 0; i < perKind; i++) {
    const h = int(1, 5);
    const m = pick([10, 15, 20, 30, 40, 45]);
    const total = h * 60 + m;
    const mm = String(m).padStart(2, '0');
    const [said, expected] = pick([
      [`${total} min`, v(total)],
      [`${total} minut`, v(total)],
      [`${total} Minuten`, v(total)],
      [`${h}:${mm} h`, v(total)],
      [`${h}:${mm} hod`, v(total)],
      [`${h}h${mm}`, v(total)],
      [`${h}h ${m}min`, v(total)],
      [`${h} hr ${m} mins`, v(total)],
      [`${h} Std. ${m} Min.`, v(total)],
      [`${h} hod. ${m} min.`, v(total)],
      [`${h},5 h`, v(h * 60 + 30)],
      [`${h},5 hod.`, v(h * 60 + 30)],
      [`${h}.5 hrs`, v(h * 60 + 30)],
      [`${h}.${mm} hod`, { any: [{ warned: String(Math.round(Number(`${h}.${mm}`) * 60)) }, { warned: String(total) }, 'ask', 'refuse'] }],
      [`PT${h}H${m}M`, maybe(total)],
      [`${EN_HOURS[h]} and ${en(m)} minutes`, v(total)],
      [`${CS_HOURS[h]} a ${cs(m)} minut`, v(total)],
      [`${DE_HOURS[h]} und ${de(m)} Minuten`, v(total)],
      ['anderthalb Stunden', v(90)],
      ['eineinhalb Stunden', v(90)],
      [`${de(h)}einhalb Stunden`.replace('einseinhalb', 'eineinhalb'), v(h * 60 + 30)],
      ['eine halbe Stunde', v(30)],
      ['eine Viertelstunde', v(15)],
      ['eine Dreiviertelstunde', v(45)],
      ['dreiviertel Stunde', v(45)],
      ['půl hodiny', v(30)],
      ['čtvrt hodiny', v(15)],
      ['tři čtvrtě hodiny', v(45)],
      ['hodinu a půl', v(90)],
      ['hodinu a čtvrt', v(75)],
      ['hodinu a tři čtvrtě', v(105)],
      [`půl ${CS_HALF_OF[Math.min(h + 1, 6)]} hodiny`, v(Math.min(h, 5) * 60 + 30)],
      [`${h === 1 ? 'jedna' : h === 2 ? 'dvě' : cs(h)} a půl hodiny`, v(h * 60 + 30)],
      ['a quarter of an hour', v(15)],
      ['three quarters of an hour', v(45)],
      ['half an hour', v(30)],
      ['an hour and a half', v(90)],
      [`${en(h)} and a half hours`, v(h * 60 + 30)],
      [`${h} 3/4 hours`, maybe(h * 60 + 45)],
      [`${h}¾ h`, maybe(h * 60 + 45)],
      ['pół godziny', maybe(30)],
      ['półtorej godziny', maybe(90)],
      ['pol hodiny', maybe(30)],
      ['hodinu a pol', v(90)],
      ['une heure et demie', maybe(90)],
      ["un'ora e mezza", maybe(90)],
      [`${h}h ${m}`, maybe(total)],
      [`0:${mm}`, { any: [v(m), 'ask', 'refuse'] }],
      [`${m} m`, { any: [v(m), 'ask', 'refuse'] }],
    ] as [string, Expected6][]);
    add('duration8', said, expected);

    // Spans of the clock: 12- and 24-hour, am/pm with and without dots, noon and midnight, overnight.
    const [s, e] = [int(6, 11), int(13, 19)];
    const [sm, em] = [pick([0, 0, 15, 30, 45]), pick([0, 0, 15, 30, 45])];
    const len = e * 60 + em - (s * 60 + sm);
    const t12 = (hour: number, min: number) => `${hour > 12 ? hour - 12 : hour}${min ? `:${String(min).padStart(2, '0')}` : ''}`;
    const k = int(1, 5);
    const [span, spanExpected] = pick([
      [`${t12(s, sm)}am-${t12(e, em)}pm`, v(len)],
      [`${t12(s, sm)} a.m. – ${t12(e, em)} p.m.`, v(len)],
      [`${t12(s, sm)} AM to ${t12(e, em)} PM`, v(len)],
      [`${s}:${String(sm).padStart(2, '0')}-${e}:${String(em).padStart(2, '0')}`, v(len)],
      // On a twelve-hour clock the end before the start is the afternoon, said back (documented); "6 to 7" is an hour.
      e - 12 < s
        ? [`${t12(s, sm)} to ${t12(e, em)}`, { warned: String(len) }]
        : [`${s}:${String(sm).padStart(2, '0')} to ${e}:${String(em).padStart(2, '0')}`, v(len)],
      [`12pm-${k}pm`, v(k * 60)],
      [`12:30pm to ${k}:30pm`, v(k * 60)],
      [`from noon to ${k}pm`, v(k * 60)],
      [`od poledne do ${12 + k}`, v(k * 60)],
      [`von ${12 + k} Uhr bis Mitternacht`, { any: [v((12 - k) * 60), 'refuse'] }],
      [`${6 + k}pm to midnight`, { any: [v((6 - k) * 60), 'refuse'] }],
      [`od ${18 + (k % 4)} do půlnoci`, { any: [v((6 - (k % 4)) * 60), 'refuse'] }],
      [`12am-${k + 5}am`, { any: [v((k + 5) * 60), 'ask', 'refuse'] }],
      [`${20 + (k % 4)}:00-0${k}:00`, { any: [v((4 - (k % 4) + k) * 60), { warned: String((4 - (k % 4) + k) * 60) }, 'ask', 'refuse'] }],
      [`${s}-${e}, 30 Min. Mittagspause`, v((e - s) * 60 - 30)],
      [`${t12(s, 0)}am-${t12(e, 0)}pm minus 1h lunch`, { any: [v((e - s) * 60 - 60), 'refuse'] }],
      [`od ${s} do ${e}, oběd půl hodiny`, { any: [v((e - s) * 60 - 30), 'refuse'] }],
      [`${s} Uhr bis Mittag`, v((12 - s) * 60)],
      [`${s}h–${e}h`, { any: [v((e - s) * 60), 'refuse'] }],
    ] as [string, Expected6][]);
    add('span8', span, spanExpected);

    // Ranges of small hours: a length of 2-3 hours or a span of the clock 2:00-3:00; asked or refused, never one.
    const lo = int(1, 4);
    const hi = lo + pick([1, 1, 2]);
    const [range, rangeExpected] = pick([
      [`von ${lo} bis ${hi} Stunden`, 'ask'],
      [`von ${lo} bis ${hi} Stunden`, 'ask'],
      [`${lo} bis ${hi} Stunden`, { any: ['ask', 'refuse'] }],
      [`${lo}-${hi} Stunden`, { any: ['ask', 'refuse'] }],
      [`${de(lo)} bis ${de(hi)} Stunden`, { any: ['ask', 'refuse'] }],
      [`${lo} až ${hi} hodiny`, { any: ['ask', 'refuse'] }],
      [`od ${lo} do ${hi} hodin`, { any: ['ask', 'refuse'] }],
      [`${lo} to ${hi} hours`, { any: ['ask', 'refuse'] }],
      [`from ${lo} to ${hi} hours`, { any: ['ask', 'refuse'] }],
      [`between ${en(lo)} and ${en(hi)} hours`, { any: ['ask', 'refuse'] }],
      [`${lo}–${hi} hrs`, { any: ['ask', 'refuse'] }],
      [`${lo * 15}-${hi * 15} min`, 'refuse'],
      [`ungefähr ${lo} Stunden`, 'refuse'],
      [`cca ${lo} hodiny`, 'refuse'],
      [`zhruba ${CS_HOURS[lo]}`, 'refuse'],
      [`bis zu ${lo} Stunden`, 'refuse'],
      [`až ${lo} hodiny`, 'refuse'],
      [`about ${EN_HOURS[lo]}`, 'refuse'],
      [`von ${12 + lo} bis ${12 + hi} Uhr`, v((hi - lo) * 60)],
      [`od ${12 + lo} do ${12 + hi} hodin`, v((hi - lo) * 60)],
      [`${lo}pm to ${hi}pm`, v((hi - lo) * 60)],
      [`von ${lo} bis ${hi} Uhr`, { any: [v((hi - lo) * 60), 'ask', 'refuse'] }],
    ] as [string, Expected6][]);
    add('hours-range8', range, rangeExpected);
  }
  return cases;
}
