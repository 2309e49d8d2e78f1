/**
 * Numbers from 1 to 99 said in French, Italian, Spanish and Dutch words, as a name holds them ("Auberge dix-neuf",
 * "Trattoria diciassette", "Posada cincuenta y uno", "Herberg drieëndertig"): read for names only, never for amounts,
 * where "due", "once" or "sei" are English or German words more often than numbers. A name tries them only when
 * said as it is it settles nothing, and the number in digits must then name a record (numbers-said.ts). Written here
 * from the languages' grammars; no maintained npm package reads these four languages' compounds without also
 * reading amounts (words-to-numbers and its kin are English only).
 */
import { fold } from '../normalize.js';

const table = (text: string, from = 0) =>
  Object.fromEntries(
    text
      .split(' ')
      .map((word, index) => [word, index + from] as const)
      .filter(([word]) => word !== '-'),
  );

const FR_UNITS = table('- un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize');
const FR_TENS: Record<string, number> = { vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60 };
const IT_UNITS = table(
  '- uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove',
);
const IT_TENS: Record<string, number> = {
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
};
const ES_UNITS = table(
  '- uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte',
);
const ES_TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const NL_UNITS = table(
  '- een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien',
);
const NL_TENS: Record<string, number> = {
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
};

/** French: parts joined by hyphens ("dix-neuf", "vingt-et-un", "soixante-dix-sept", "quatre-vingt-onze"). */
function french(word: string): number | null {
  const parts = word.split('-').filter((part) => part !== 'et');
  let total = 0;
  let last = Infinity;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    // "quatre-vingt(s)": four twenties.
    const value = part === 'quatre' && /^vingts?$/.test(parts[index + 1] ?? '') ? (index++, 80) : (FR_TENS[part] ?? FR_UNITS[part] ?? null);
    if (value === null || value >= last) return null;
    total += value;
    last = value;
  }
  return total > 0 && total < 100 ? total : null;
}

/** Italian: one word, the tens losing their last vowel before "uno" and "otto" ("ventuno", "trentotto", "ventitré"). */
function italian(word: string): number | null {
  if (IT_UNITS[word] !== undefined) return IT_UNITS[word]!;
  for (const [tens, value] of Object.entries(IT_TENS)) {
    if (word === tens) return value;
    for (const stem of [tens, tens.slice(0, -1)])
      if (word.startsWith(stem)) {
        const unit = IT_UNITS[word.slice(stem.length)];
        if (unit !== undefined && unit < 10) return value + unit;
      }
  }
  return null;
}

/** Spanish: one word up to 29 ("veintiuno", "veintisiete"); from 31 tens "y" units, in three words. */
function spanish(words: readonly string[]): number | null {
  if (words.length === 1) {
    const [word] = words as [string];
    if (ES_UNITS[word] !== undefined) return ES_UNITS[word]!;
    if (ES_TENS[word] !== undefined) return ES_TENS[word]!;
    const unit = word.startsWith('veinti') ? ES_UNITS[word.slice(6)] : undefined;
    return unit !== undefined && unit < 10 ? 20 + unit : null;
  }
  const [tens, joiner, unit] = words as [string, string, string];
  if (words.length !== 3 || joiner !== 'y' || ES_TENS[tens] === undefined) return null;
  const units = ES_UNITS[unit];
  return units !== undefined && units < 10 ? ES_TENS[tens]! + units : null;
}

/** Dutch: one word, the unit before the tens ("drieëndertig", "eenentwintig"). */
function dutch(word: string): number | null {
  if (NL_UNITS[word] !== undefined) return NL_UNITS[word]!;
  if (NL_TENS[word] !== undefined) return NL_TENS[word]!;
  const found = /^(.+?)en(twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)$/.exec(word);
  const unit = found ? NL_UNITS[found[1]!] : undefined;
  return found && unit !== undefined && unit < 10 ? NL_TENS[found[2]!]! + unit : null;
}

/** The value of one word ("dix-neuf") or of a Spanish "tens y unit" run, in any of the four languages; null if none. */
export function nameNumber(words: readonly string[]): number | null {
  const folded = words.map((word) => fold(word).replace(/ /g, '-'));
  if (folded.length > 1) return spanish(folded);
  const [word] = folded as [string];
  return french(word) ?? italian(word) ?? spanish([word]) ?? dutch(word);
}
