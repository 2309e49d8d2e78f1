/**
 * Numbers written as words, as voice transcripts give them: "fifteen
 * hundred", "two thousand five hundred and fifty", "one and a half",
 * "a dozen"; Czech and German units and tens too ("tři", "dvacet", "zwei",
 * "zwanzig"). Up to the millions; answers null for anything else.
 */
import { fold } from '../normalize.js';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // Czech
  nula: 0,
  jeden: 1,
  jedna: 1,
  jedno: 1,
  dva: 2,
  dve: 2,
  tri: 3,
  ctyri: 4,
  pet: 5,
  sest: 6,
  sedm: 7,
  osm: 8,
  devet: 9,
  deset: 10,
  jedenact: 11,
  dvanact: 12,
  trinact: 13,
  ctrnact: 14,
  patnact: 15,
  sestnact: 16,
  sedmnact: 17,
  osmnact: 18,
  devatenact: 19,
  dvacet: 20,
  tricet: 30,
  ctyricet: 40,
  padesat: 50,
  sedesat: 60,
  sedmdesat: 70,
  osmdesat: 80,
  devadesat: 90,
  // German
  null: 0,
  eins: 1,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

const SCALES: Record<string, number> = {
  dozen: 12,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
  sto: 100,
  set: 100,
  sta: 100,
  tisic: 1000,
  tisice: 1000,
  milion: 1_000_000,
  hundert: 100,
  tausend: 1000,
  millionen: 1_000_000,
};

const FILLERS = new Set(['and', 'und']);

/** The value of a phrase made only of number words, or null. */
export function parseNumberWords(text: string): number | null {
  const words = fold(text).replace(/-/g, ' ').split(' ').filter(Boolean);
  if (words.length === 0) return null;
  let total = 0;
  let current = 0;
  let seen = false;
  let half = false;
  for (const [index, word] of words.entries()) {
    if (word === 'half' || word === 'pul' || word === 'halb' || word === 'halbe') {
      half = true;
      continue;
    }
    if (FILLERS.has(word)) continue;
    // "and a half", "half an": the article belongs to the half.
    if ((word === 'a' || word === 'an') && (words[index + 1] === 'half' || words[index - 1] === 'and' || words[index - 1] === 'half'))
      continue;
    const unit = UNITS[word];
    if (unit !== undefined) {
      current += unit;
      seen = true;
      continue;
    }
    const scale = SCALES[word];
    if (scale !== undefined) {
      current = (current === 0 ? 1 : current) * scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
      seen = true;
      continue;
    }
    return null;
  }
  if (!seen && half) return 0.5;
  if (!seen) return null;
  return total + current + (half ? 0.5 : 0);
}
