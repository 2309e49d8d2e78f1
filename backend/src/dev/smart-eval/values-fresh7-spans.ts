/**
 * Spans of clock time and durations of the eighth held-out value set (values-fresh7.ts), as minutes: 12- and 24-hour
 * clocks, am/pm, breaks said in three languages, two spans in one phrase; hours against minutes ("90 min", "1:30 h",
 * "1,5 h", "1h30"); ranges of hours said with "od … do … hodin" or "von … bis … Stunden"; limits and approximations
 * ("max. 3 hodiny", "nejméně", "knapp", "gut"), all refused.
 */
import type { Answer } from './values-fresh2.js';
import { minutes } from './values-fresh5-read.js';
import type { Case6, Expected6 } from './values-fresh6-judge.js';
import { cs, de, en } from './values-fresh7-words.js';
import { seededDraws } from './seeded-draws.js';

const CS_HOURS_GEN = ['', 'jedné', 'dvou', 'tří', 'čtyř', 'pěti', 'šesti', 'sedmi', 'osmi', 'devíti', 'deseti', 'jedenácti', 'dvanácti'];

export function spanCases7(seed: number, perKind: number): Case6[] {
  const { int, pick } = seededDraws(seed * 86_028_121 + 9);
  const cases: Case6[] = [];
  const add = (kind: string, text: string, expected: Expected6) =>
    cases.push({ kind, text, expected, read: minutes(text) as () => Answer });
  for (let i = 0; i < perKind; i++) {
    // A working day on the 24-hour clock and its 12-hour sayings, a break taken off.
    const [s, e] = [int(6, 10), int(14, 19)];
    const [sm, em] = [pick([0, 0, 15, 30, 45]), pick([0, 0, 15, 30, 45])];
    const brk = pick([15, 30, 45, 60]);
    const length = e * 60 + em - (s * 60 + sm);
    const hm = (h: number, min: number) => `${h}:${String(min).padStart(2, '0')}`;
    const [span, spanExpected] = pick([
      [`${hm(s, sm)}-${hm(e, em)}`, { value: String(length) }],
      [`${hm(s, sm)} – ${hm(e, em)}`, { value: String(length) }],
      [`od ${hm(s, sm)} do ${hm(e, em)}`, { value: String(length) }],
      [`von ${hm(s, sm)} bis ${hm(e, em)} Uhr`, { value: String(length) }],
      [`${hm(s, sm)}-${hm(e, em)}, ${brk} min Pause`, { value: String(length - brk) }],
      [`od ${hm(s, sm)} do ${hm(e, em)}, pauza ${brk} minut`, { value: String(length - brk) }],
      [`${hm(s, sm)} to ${hm(e, em)} with a ${brk} minute break`, { value: String(length - brk) }],
      [`${hm(s, sm)}am to ${hm(e - 12, em)}pm`, { value: String(length) }],
      [
        `${s}${sm ? `:${String(sm).padStart(2, '0')}` : ''} to ${e - 12}${em ? `:${String(em).padStart(2, '0')}` : ''}`,
        { warned: String(length) },
      ],
      [`${s} AM - ${e - 12} PM`, { value: String(e * 60 - s * 60) }],
      [`${s}-12 a 13-${e}`, { value: String(e * 60 - s * 60 - 60) }],
      [`${s}-12 und 12:30-${e}`, { value: String(e * 60 - s * 60 - 30) }],
      [`od ${s} do ${e} hodin`, { value: String(e * 60 - s * 60) }],
      [`${s}-${e} Uhr`, { value: String(e * 60 - s * 60) }],
      [`${s}h-${e}h`, { any: [{ value: String(e * 60 - s * 60) }, 'refuse'] }],
      [`${s}:${String(sm).padStart(2, '0')}-${e}`, { value: String(e * 60 - s * 60 - sm) }],
      [`${s}.${String(sm).padStart(2, '0')}-${e}.${String(em).padStart(2, '0')}`, { any: [{ value: String(length) }, 'refuse'] }],
      [`${e}-${s}`, 'refuse'],
      [`${hm(s, sm)}-${hm(e, em)} bez pauzy`, { any: [{ value: String(length) }, { warned: String(length) }, 'refuse'] }],
    ] as [string, Expected6][]);
    add('span7', span, spanExpected);

    // Small hours that may be a span of the clock or a range of hours: a range reads as neither one length.
    const [lo, hi] = [int(1, 5), 0];
    const up = lo + pick([1, 2]) + hi;
    const [hours, hoursExpected] = pick([
      [`od ${lo} do ${up} hodin`, { any: ['ask', 'refuse', { warned: String((up - lo) * 60) }] }],
      [`od ${CS_HOURS_GEN[lo]} do ${CS_HOURS_GEN[up]} hodin`, { any: ['ask', 'refuse', { warned: String((up - lo) * 60) }] }],
      [`von ${lo} bis ${up} Stunden`, 'refuse'],
      [`${lo} bis ${up} Stunden`, 'refuse'],
      [`${lo} až ${up} hodiny`, 'refuse'],
      [`${lo}–${up} h`, 'refuse'],
      [`${lo} to ${up} hours`, 'refuse'],
      [`between ${lo} and ${up} hours`, 'refuse'],
      [`${lo}-${up} hodin`, 'refuse'],
      [`${en(lo)} or ${en(up)} hours`, 'refuse'],
      [`${cs(lo)} nebo ${cs(up)} hodiny`, 'refuse'],
      [`${lo}pm-${up}pm`, { value: String((up - lo) * 60) }],
      [`${12 + lo}-${12 + up}`, { value: String((up - lo) * 60) }],
      [`od ${12 + lo} do ${12 + up} hodin`, { value: String((up - lo) * 60) }],
    ] as [string, Expected6][]);
    add('span-hours7', hours, hoursExpected);

    // Lengths: hours against minutes, decimal hours, words.
    const [h, m] = [int(1, 7), pick([10, 15, 20, 30, 40, 45, 50])];
    const total = h * 60 + m;
    const [said, saidExpected] = pick([
      [`${total} min`, { value: String(total) }],
      [`${total} minut`, { value: String(total) }],
      [`${total} Minuten`, { value: String(total) }],
      [`${total}min`, { value: String(total) }],
      [`${h}:${String(m).padStart(2, '0')} h`, { value: String(total) }],
      [`${h}h${String(m).padStart(2, '0')}`, { value: String(total) }],
      [`${h}h ${m}m`, { value: String(total) }],
      [`${h} h ${m} min`, { value: String(total) }],
      [`${h} hod ${m} min`, { value: String(total) }],
      [`${h} Std ${m} Min`, { value: String(total) }],
      [`${h},5 h`, { value: String(h * 60 + 30) }],
      [`${h}.5h`, { value: String(h * 60 + 30) }],
      [`${h},25 hod`, { value: String(h * 60 + 15) }],
      [`${h},75 Std.`, { value: String(h * 60 + 45) }],
      [`0,${pick([25, 5, 75])} h`, 'decimal'],
      [`${en(h)} hours and ${en(m)} minutes`, { value: String(total) }],
      [
        `${de(h === 1 ? 0 : h)}${h === 1 ? 'eine' : ''} Stunden ${de(m)} Minuten`.replace('eine Stunden', 'eine Stunde'),
        { value: String(total) },
      ],
      [`${h === 1 ? 'jedna hodina' : `${h === 2 ? 'dvě' : cs(h)} ${h < 5 ? 'hodiny' : 'hodin'}`} ${cs(m)} minut`, { value: String(total) }],
      [`${h}½ h`, { value: String(h * 60 + 30) }],
      [`${h} a půl hodiny`, { value: String(h * 60 + 30) }],
      [
        `${h}.${String(m).padStart(2, '0')} h`,
        {
          any: [
            { warned: String(Math.round(Number(`${h}.${String(m).padStart(2, '0')}`) * 60)) },
            { warned: String(total) },
            'ask',
            'refuse',
          ],
        },
      ],
      [`${h}:${String(m).padStart(2, '0')}`, { any: [{ value: String(total) }, { warned: String(total) }, 'refuse', 'ask'] }],
      [`${h} MD`, 'refuse'],
      [`${h} days`, { any: ['refuse', 'ask'] }],
    ] as [string, Expected6 | 'decimal'][]);
    const expected: Expected6 =
      saidExpected === 'decimal' ? { value: String(Math.round(Number(said.slice(0, -2).replace(',', '.')) * 60)) } : saidExpected;
    add('duration7', said, expected);

    // Limits, approximations and ranges of length: never one length.
    const vague = pick([
      `max. ${h} hodiny`,
      `maximálně ${h} hodiny`,
      `nejméně ${h} hodiny`,
      `minimálně ${h} hodiny`,
      `alespoň ${h} hodinu`,
      `asi tak ${h} hodiny`,
      `asi ${h} h`,
      `zhruba ${h} hodiny`,
      `přibližně ${total} minut`,
      `skoro ${h} hodiny`,
      `necelé ${h} hodiny`,
      `přes ${h} hodiny`,
      `ungefähr ${h} Stunden`,
      `etwa ${total} Minuten`,
      `knapp ${h} Stunden`,
      `gut ${h} Stunden`,
      `höchstens ${h} Stunden`,
      `mindestens ${h} Stunden`,
      `bis zu ${h} Stunden`,
      `über ${h} Stunden`,
      `at least ${h} hours`,
      `at most ${h} hours`,
      `up to ${h} hours`,
      `almost ${h} hours`,
      `nearly ${total} minutes`,
      `just over ${h} hours`,
      `roughly ${h}h`,
      `~${h}h`,
      `${h}h+`,
      `${h}+ h`,
      `${h} hours or so`,
      `${h}-${h + 1}h`,
      `${total}-${total + 15} min`,
      `under ${h} hours`,
      `less than ${h} hours`,
    ]);
    add('duration-vague7', vague, 'refuse');
  }
  return cases;
}
