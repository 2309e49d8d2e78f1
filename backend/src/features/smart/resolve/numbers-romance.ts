/**
 * Number words of French, Italian, Spanish, Portuguese and Dutch, as said inside a client's name ("Relais dix-neuf",
 * "Hostal cincuenta", "Officina diciassette", "Hotel Ribeira duzentos", "Kapsalon drieëndertig"): read for names only
 * (resolve/numbers-said.ts), where a reading is tried when nothing else settles and its digits must then agree
 * exactly. Amounts keep en, cs, sk, pl and de (parse/number-words.ts): "due", "once" and "cent" are English words there.
 *
 * Numbers below a million, read as their parts add up, each part smaller than the one before ("soixante dix neuf" is
 * 60 + 10 + 9, "doscientos treinta y cinco" 200 + 30 + 5); a unit before "cent", "mille" or "quatre vingt" multiplies.
 * Words that add up in no such order ("tres cinco") make no number.
 */
import { fold } from '../normalize.js';

const UNITS: Record<string, number> = {
  // fr
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
  // it (the tens' compounds are split below)
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
  // es
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  // pt
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  quatro: 4,
  sete: 7,
  oito: 8,
  dez: 10,
  doze: 12,
  treze: 13,
  catorze: 14,
  dezasseis: 16,
  dezesseis: 16,
  dezassete: 17,
  dezessete: 17,
  dezoito: 18,
  dezanove: 19,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  oitenta: 80,
  // nl (a unit and its ten in one word are split below)
  een: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
};

/** Hundreds said as one word (es, pt, it): a part of their own. */
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
  cem: 100,
  duzentos: 200,
  trezentos: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
  duecento: 200,
  trecento: 300,
  quattrocento: 400,
  cinquecento: 500,
  seicento: 600,
  settecento: 700,
  ottocento: 800,
  novecento: 900,
};

/** Words that multiply what was said before them (or stand for one of them alone). */
const SCALES: Record<string, number> = {
  cent: 100,
  cents: 100,
  cento: 100,
  honderd: 100,
  mille: 1000,
  mil: 1000,
  mila: 1000,
  duizend: 1000,
};

/** Joiners between parts: "vingt et un", "treinta y cinco", "vinte e cinco". Never a number alone. */
const JOINERS = new Set(['et', 'y', 'e']);

/** Articles that are also "one": a number only beside other number words ("un" of "vingt et un"). */
const ARTICLES = new Set(['un', 'une', 'uno', 'una', 'um', 'uma', 'een']);

/** A word that is a number in one of the languages (a word of two, as "tres" or "quinze", is one entry). */
const value = (word: string): number | undefined => UNITS[word];

/** Italian tens as they join a unit starting with a vowel ("ventuno", "trentotto"). */
const ELIDED: Record<string, number> = { vent: 20, trent: 30, quarant: 40, cinquant: 50, sessant: 60, settant: 70, ottant: 80, novant: 90 };

/** The pieces a number written as one word is made of (Italian "duemilatrecentoquaranta", Dutch "tweehonderddrieëndertig"). */
const PIECES = [...Object.keys(UNITS), ...Object.keys(HUNDREDS), ...Object.keys(SCALES), ...Object.keys(ELIDED), 'en'].sort(
  (a, b) => b.length - a.length,
);

/** The word as its pieces, longest first where several cut it whole; null when it is no number. */
function segment(word: string): string[] | null {
  const from: Array<string[] | null> = Array<string[] | null>(word.length + 1).fill(null);
  from[word.length] = [];
  for (let at = word.length - 1; at >= 0; at--)
    for (const piece of PIECES)
      if (word.startsWith(piece, at) && from[at + piece.length]) {
        from[at] = [piece, ...from[at + piece.length]!];
        break;
      }
  return from[0] ?? null;
}

/** A word's parts: itself when known, else its pieces, a Dutch unit put after its ten ("drie en dertig" is 30 + 3). */
function split(word: string): string[] {
  if (value(word) !== undefined || word in HUNDREDS || word in SCALES) return [word];
  const pieces = segment(word);
  if (!pieces || pieces.length < 2) return [word];
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const [unit, joiner, ten] = [pieces[index]!, pieces[index + 1], pieces[index + 2]];
    if (joiner === 'en' && ten !== undefined && (value(unit) ?? 10) < 10 && (value(ten) ?? 0) >= 20) {
      out.push(ten, unit);
      index += 2;
    } else if (unit === 'en') return [word];
    else out.push(unit);
  }
  return out;
}

export const isRomanceNumberWord = (word: string) => {
  // A hyphenated compound may hold its joiner ("vingt-et-un"): a number when its other parts are.
  const parts = fold(word)
    .split(' ')
    .flatMap(split)
    .filter((part, index) => !(index > 0 && JOINERS.has(part)));
  return (
    parts.every((part) => value(part) !== undefined || part in HUNDREDS || part in SCALES || part in ELIDED) && !ARTICLES.has(fold(word))
  );
};

export const isRomanceJoiner = (word: string) => JOINERS.has(fold(word));

/** "un", "uno", "um", "een": one only after a joiner ("vingt et un"), an article anywhere else. */
export const isRomanceOne = (word: string) => ARTICLES.has(fold(word));

/**
 * Whether a part may follow the last within a group: anything first; below a hundred after hundreds; a unit after a
 * ten or after "dix"/"diez"/"tien" (dix-neuf); 10-19 after 60 or 80, as French says 70 and 90 (soixante-dix,
 * quatre-vingt-dix).
 */
function follows(last: number, worth: number): boolean {
  if (last === Infinity) return true;
  if (last >= 100) return worth < 100;
  if (last === 10 || (last >= 20 && last % 10 === 0)) {
    if (worth < 10) return true;
    return (last === 60 || last === 80) && worth >= 10 && worth < 20;
  }
  return false;
}

/** The number the words make, or null when they make none (or several side by side). */
export function romanceNumber(words: readonly string[]): number | null {
  const parts = words.flatMap((word) => fold(word).split(' ')).flatMap(split);
  let total = 0;
  let group = 0;
  let last = Infinity;
  let joined = false;
  for (const [index, part] of parts.entries()) {
    if (JOINERS.has(part)) {
      if (index === 0 || joined) return null;
      joined = true;
      continue;
    }
    joined = false;
    const scale = SCALES[part];
    if (scale === 100) {
      // "cent", "quatre cents", "honderd", "elfhonderd": the group so far (below a hundred) times a hundred.
      if (group >= 100) return null;
      group = (group || 1) * 100;
      last = 100;
      continue;
    }
    if (scale === 1000) {
      total += (group || 1) * 1000;
      group = 0;
      last = Infinity;
      continue;
    }
    const worth = HUNDREDS[part] ?? ELIDED[part] ?? value(part);
    if (worth === undefined) return null;
    // "quatre vingt(s)": four twenties, after a hundred too ("cent quatre-vingts").
    if (worth === 20 && last === 4) {
      group += 76;
      last = 80;
      continue;
    }
    if (!follows(last, worth)) return null;
    group += worth;
    last = worth;
  }
  if (joined) return null;
  const number = total + group;
  return number > 0 ? number : null;
}
