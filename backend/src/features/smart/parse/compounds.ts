/**
 * German and Czech number words as they are written: German joins a whole
 * number into one word ("zweitausendfünfhundertdreiundzwanzig"), and both
 * languages say the unit before the ten ("dreiundzwanzig", "třiadvacet",
 * "pět a dvacet"). Split and reordered here into the words numbers.ts reads
 * ("zwei tausend funf hundert zwanzig drei"); a word that does not split
 * wholly into number parts is left as it is (and numbers.ts refuses it).
 * Input is folded (lower case, no diacritics, ß as ss).
 */

/** German number parts, longest first so that "achtzehn" is 18, not "acht zehn". */
const GERMAN_PARTS = [
  'anderthalb',
  'einhalb',
  'milliarden',
  'milliarde',
  'millionen',
  'million',
  'dreizehn',
  'vierzehn',
  'funfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
  'dreissig',
  'zwanzig',
  'vierzig',
  'funfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
  'tausend',
  'hundert',
  'sieben',
  'sechs',
  'zwolf',
  'zwei',
  'drei',
  'vier',
  'funf',
  'acht',
  'neun',
  'zehn',
  'eins',
  'eine',
  'ein',
  'elf',
  'und',
].sort((a, b) => b.length - a.length);

const GERMAN_UNITS = new Set(['ein', 'eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun']);
const GERMAN_TENS = new Set(['zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig']);
const CZECH_UNITS = new Set(['jedna', 'jeden', 'dva', 'tri', 'ctyri', 'pet', 'sest', 'sedm', 'osm', 'devet']);
const CZECH_TENS = new Set(['dvacet', 'tricet', 'ctyricet', 'padesat', 'sedesat', 'sedmdesat', 'osmdesat', 'devadesat']);

/** "jednadvacet", "dvaadvacet", "pětačtyřicet": a unit, "a", a ten, in one word. */
const CZECH_JOINED = new RegExp(`^(jedn|dva|tri|ctyri|pet|sest|sedm|osm|devet)a(${[...CZECH_TENS].join('|')})$`);

/** German halves inside a word: "zweieinhalbtausend" is two and a half thousand, "anderthalb" one and a half. */
const GERMAN_HALVES: Record<string, string[]> = { einhalb: ['und', 'halb'], anderthalb: ['eins', 'und', 'halb'] };

/** Slovak joins its tens before the unit in one word ("dvadsaťpäť", folded "dvadsatpat"): split into ten and unit. */
const SLOVAK_TENS = ['dvadsat', 'tridsat', 'styridsat', 'patdesiat', 'sestdesiat', 'sedemdesiat', 'osemdesiat', 'devatdesiat'];
const SLOVAK_JOINED = new RegExp(`^(${SLOVAK_TENS.join('|')})(jeden|jedna|dva|dve|tri|styri|pat|sest|sedem|osem|devat)$`);
/** Slovak hundreds are one word ("dvesto", "päťsto"): split into their unit and "sto". */
const SLOVAK_HUNDREDS = /^(dve|tri|styri|pat|sest|sedem|osem|devat)sto$/;
/** Slovak thousands too ("dvetisíc", "päťtisíc"): their unit and "tisíc". */
const SLOVAK_THOUSANDS = /^(dve|tri|styri|pat|sest|sedem|osem|devat)?tisic((?:dve|tri|styri|pat|sest|sedem|osem|devat)?sto)?$/;

/**
 * Slovak writes a whole number as one word ("dvestodvadsaťsedem", "šesťdesiattisícštyristopäťdesiatjeden"): its parts,
 * folded, longest first. Only words with a hundred, a thousand, a ten or a teen in them are split so.
 */
const SLOVAK_PARTS = [
  ...['jedenast', 'dvanast', 'trinast', 'strnast', 'patnast', 'sestnast', 'sedemnast', 'osemnast', 'devatnast', 'desat'],
  ...SLOVAK_TENS,
  ...['jeden', 'jedna', 'dva', 'dve', 'tri', 'styri', 'pat', 'sest', 'sedem', 'osem', 'devat', 'tisic', 'sto'],
].sort((a, b) => b.length - a.length);
const SLOVAK_WHOLE = /sto|tisic|dsat|desiat|nast/;
/** Czech tens and units joined as a transcript may ("dvacetjedna", "čtyřicetdevět"): the ten, then the unit. */
const CZECH_TEN_UNIT = new RegExp(`^(${[...CZECH_TENS].join('|')})(jedna|jeden|dva|dve|tri|ctyri|pet|sest|sedm|osm|devet)$`);

/** Polish hundreds are one word each ("dwieście", "pięćset"): split into their unit and "sto" as numbers.ts reads them. */
const POLISH_HUNDREDS: Record<string, string> = {
  dwiescie: 'dwa',
  trzysta: 'trzy',
  czterysta: 'cztery',
  piecset: 'piec',
  szescset: 'szesc',
  siedemset: 'siedem',
  osiemset: 'osiem',
  dziewiecset: 'dziewiec',
};

/**
 * Czech number words, folded, longest first: a transcript may join a thousand and its hundreds in one word
 * ("dvatisícepětset", "tisícpětset") or hundreds and tens ("dvěstědevadesát"), as Slovak writes them.
 */
const CZECH_PARTS = [
  ...['jedenact', 'dvanact', 'trinact', 'ctrnact', 'patnact', 'sestnact', 'sedmnact', 'osmnact', 'devatenact'],
  ...['dvacet', 'tricet', 'ctyricet', 'padesat', 'sedesat', 'sedmdesat', 'osmdesat', 'devadesat', 'deset'],
  ...['jedna', 'jeden', 'ctyri', 'devet', 'sedm', 'sest', 'dva', 'dve', 'tri', 'pet', 'osm'],
  ...['tisice', 'tisic', 'sto', 'ste', 'sta', 'set'],
  // A unit said before its ten inside a joined number ("pětsetdvaadvacet"): split again by CZECH_JOINED.
  ...['jedn', 'dva', 'tri', 'ctyri', 'pet', 'sest', 'sedm', 'osm', 'devet'].flatMap((unit) =>
    [...CZECH_TENS].map((ten) => `${unit}a${ten}`),
  ),
].sort((a, b) => b.length - a.length);
const CZECH_JOINED_THOUSANDS = /tisic|st[oea]|set/;

/** The parts a word is made of, or null when it is not made only of them (a word this long is no number). */
function partsOf(word: string, parts: readonly string[]): string[] | null {
  if (word.length > 120) return null;
  const memo = new Map<number, string[] | null>();
  const from = (start: number): string[] | null => {
    if (start === word.length) return [];
    if (memo.has(start)) return memo.get(start)!;
    let found: string[] | null = null;
    for (const part of parts) {
      if (!word.startsWith(part, start)) continue;
      const rest = from(start + part.length);
      if (rest) {
        found = [part, ...rest];
        break;
      }
    }
    memo.set(start, found);
    return found;
  };
  return from(0);
}

/** One folded word as the number words it joins: Czech unit-and-ten, Polish and Slovak hundreds, German compounds. */
function splitWord(word: string): string[] {
  const czech = CZECH_JOINED.exec(word);
  if (czech) return [czech[1] === 'jedn' ? 'jedna' : czech[1]!, 'a', czech[2]!];
  const polish = POLISH_HUNDREDS[word];
  if (polish) return [polish, 'sto'];
  const slovak = SLOVAK_JOINED.exec(word);
  if (slovak) return [slovak[1]!, slovak[2]!];
  const slovakHundred = SLOVAK_HUNDREDS.exec(word);
  if (slovakHundred) return [slovakHundred[1]!, 'sto'];
  // Slovak thousands in one word, alone or with what follows ("dvetisíc", "tisícpäťsto", "dvetisícpäťsto").
  const slovakThousand = SLOVAK_THOUSANDS.exec(word);
  if (slovakThousand && (slovakThousand[1] ?? slovakThousand[2]))
    return [...(slovakThousand[1] ? [slovakThousand[1]] : []), 'tisic', ...(slovakThousand[2] ? splitWord(slovakThousand[2]) : [])];
  if (word.length <= 4) return [word];
  const tenUnit = CZECH_TEN_UNIT.exec(word);
  if (tenUnit) return [tenUnit[1]!, tenUnit[2]!];
  const czechParts = CZECH_JOINED_THOUSANDS.test(word) ? partsOf(word, CZECH_PARTS) : null;
  if (czechParts && czechParts.length > 1) return czechParts.flatMap((part) => (CZECH_JOINED.test(part) ? splitWord(part) : [part]));
  const slovakParts = SLOVAK_WHOLE.test(word) ? partsOf(word, SLOVAK_PARTS) : null;
  if (slovakParts && slovakParts.length > 1) return slovakParts;
  // "fuenfundvierzig", "zwoelf": umlauts typed as "ue" and "oe" where a keyboard has none (no German number part
  // holds either pair, so nothing else is read differently).
  const parts =
    partsOf(word, GERMAN_PARTS) ?? (/[uo]e/.test(word) ? partsOf(word.replace(/ue/g, 'u').replace(/oe/g, 'o'), GERMAN_PARTS) : null);
  // "undzwanzig" is no number: a joined word starts with a number part.
  return parts && parts[0] !== 'und' ? parts.flatMap((part) => GERMAN_HALVES[part] ?? [part]) : [word];
}

/** The unit a Czech genitive ordinal names after "půl" ("půl druhého tisíce": half of the second thousand, 1500). */
const HALF_OF_NEXT: Record<string, string> = {
  druheho: 'jeden',
  tretiho: 'dva',
  ctvrteho: 'tri',
  pateho: 'ctyri',
  sesteho: 'pet',
  sedmeho: 'sest',
  osmeho: 'sedm',
  devateho: 'osm',
  desateho: 'devet',
};

/** "půl druhého" (half of the second) is one and a half, as Polish "półtora" and Slovak "poldruha" are. */
function halvesOfNext(words: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const unit = words[index] === 'pul' ? HALF_OF_NEXT[words[index + 1] ?? ''] : undefined;
    if (unit) {
      out.push(unit, 'a', 'pul');
      index++;
    } else if (words[index] === 'poltora' || words[index] === 'poldruha') out.push('jeden', 'a', 'pul');
    else out.push(words[index]!);
  }
  return out;
}

/** The words of a folded number phrase, compounds split and units put after their tens. */
export function numberTokens(folded: string): string[] {
  const split = halvesOfNext(folded.replace(/-/g, ' ').split(' ').filter(Boolean).flatMap(splitWord));
  // "drei und zwanzig", "pět a dvacet": the ten first, as numbers.ts reads a ten and its unit.
  const out: string[] = [];
  for (let index = 0; index < split.length; index++) {
    const [unit, joiner, ten] = [split[index]!, split[index + 1], split[index + 2]];
    const german = joiner === 'und' && GERMAN_UNITS.has(unit) && ten !== undefined && GERMAN_TENS.has(ten);
    const czech = joiner === 'a' && CZECH_UNITS.has(unit) && ten !== undefined && CZECH_TENS.has(ten);
    if (german || czech) {
      out.push(ten!, unit === 'ein' ? 'eins' : unit);
      index += 2;
    } else out.push(unit);
  }
  return out;
}
