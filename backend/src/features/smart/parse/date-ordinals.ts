/**
 * Ordinal days said in Czech and German words ("do dvacátého", "dvacátého druhého března", "bis zum Zwanzigsten",
 * "am Einundzwanzigsten nächsten Monats") rewritten as the digits the date readers take ("do 20.", "22. března",
 * "bis zum 20.", "am 21. nächsten Monats"). Only where a day is meant: the words alone, or before a month or "next
 * month"; "do druhého dne" (by the next day) and "in der zweiten Woche" are left as they are.
 */
import { fold } from '../normalize.js';
import { MONTHS } from './date-calendar.js';

const CS_ORDINALS = [
  'prv',
  'druh',
  'tret',
  'ctvrt',
  'pat',
  'sest',
  'sedm',
  'osm',
  'devat',
  'desat',
  'jedenact',
  'dvanact',
  'trinact',
  'ctrnact',
  'patnact',
  'sestnact',
  'sedmnact',
  'osmnact',
  'devatenact',
  'dvacat',
];
const DE_ORDINALS = [
  'erst',
  'zweit',
  'dritt',
  'viert',
  'funft',
  'sechst',
  'siebt',
  'acht',
  'neunt',
  'zehnt',
  'elft',
  'zwolft',
  'dreizehnt',
  'vierzehnt',
  'funfzehnt',
  'sechzehnt',
  'siebzehnt',
  'achtzehnt',
  'neunzehnt',
  'zwanzigst',
];
const DE_UNITS = ['ein', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'];

/**
 * A Czech ordinal word's stem and ending: "prvního", "první", "druhého", "druhý", "třetího", "třetí". Not "-i" after
 * other stems: "sedmi", "osmi" are cardinals ("do osmi": until eight o'clock).
 */
const CS_ENDING = /^(prvn|tret)i$|^(.+?)(?:iho|eho|y)$/;

/** The day a folded ordinal word (or two, "dvacateho prvniho") names, 1 to 31; null otherwise. */
function dayOf(words: string): number | null {
  const [first, second] = words.split(' ') as [string, string | undefined];
  const cs = (word: string) => {
    const found = CS_ENDING.exec(word);
    const stem = found?.[1] ?? found?.[2];
    const index = stem === undefined ? -1 : CS_ORDINALS.indexOf(stem === 'prvn' ? 'prv' : stem);
    return index < 0 ? null : index + 1;
  };
  if (second !== undefined) {
    const tens = /^(dvacat|tricat)(?:eho|y)$/.exec(first)?.[1];
    const unit = cs(second);
    if (!tens || unit === null || unit > 9) return null;
    const day = (tens === 'dvacat' ? 20 : 30) + unit;
    return day <= 31 ? day : null;
  }
  if (/^tricat(?:eho|y)$/.test(first)) return 30;
  const czech = cs(first);
  if (czech !== null) return czech;
  const german = /^(.+?)(?:en|er|e|es|em)$/.exec(first)?.[1];
  if (german === undefined) return null;
  const direct = DE_ORDINALS.indexOf(german);
  if (direct >= 0) return direct + 1;
  const compound = /^(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun)und(zwanzigst|dreissigst)$/.exec(german);
  if (compound) {
    const day = (compound[2] === 'zwanzigst' ? 20 : 30) + DE_UNITS.indexOf(compound[1]!) + 1;
    return day <= 31 ? day : null;
  }
  return german === 'dreissigst' ? 30 : null;
}

/** What may follow a day: nothing, a month, or this or next month. */
const AFTER_DAY = /^(?:|(?:des )?(?:nachsten|diesen|dieses) monats|(?:pristiho|tohoto) mesice|monats|mesice)$/;

/** The text with an ordinal day in words written as "N.", or as it was. */
export function ordinalsAsDigits(raw: string): string {
  const words = raw.trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    for (const length of [2, 1]) {
      const said = words.slice(start, start + length);
      if (said.length < length) continue;
      const day = dayOf(fold(said.join(' ')));
      if (day === null) continue;
      const rest = fold(words.slice(start + length).join(' '));
      if (!AFTER_DAY.test(rest) && MONTHS[rest] === undefined) continue;
      return [...words.slice(0, start), `${day}.`, ...words.slice(start + length)].join(' ');
    }
  }
  return raw;
}
