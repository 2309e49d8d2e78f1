/**
 * Number words of the tenth held-out value set (values-fresh9.ts), from tables written here for it from the languages'
 * grammars (never the parsers' nor an earlier set's): English, Czech, German, Slovak and Polish, 1 to 999,999, in the
 * forms a voice transcript writes (spaced or joined, with or without "and"), and the currency word that agrees with
 * the number (Czech "koruna / koruny / korun", Polish "złoty / złote / złotych").
 */
const EN_ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English; `and` puts British "and" before the last tens, `hyphen` false writes "twenty five". */
export function enWords(n: number, and = false, hyphen = true): string {
  const tens = (k: number) =>
    k < 20 ? EN_ONES[k]! : `${EN_TENS[Math.floor(k / 10)]}${k % 10 ? `${hyphen ? '-' : ' '}${EN_ONES[k % 10]}` : ''}`;
  const hundreds = (k: number) => {
    const [h, r] = [Math.floor(k / 100), k % 100];
    const head = h ? `${EN_ONES[h]} hundred` : '';
    const rest = r ? `${h && and ? 'and ' : ''}${tens(r)}` : '';
    return [head, rest].filter(Boolean).join(' ');
  };
  const [t, r] = [Math.floor(n / 1000), n % 1000];
  if (!t) return hundreds(r);
  const head = `${hundreds(t)} thousand`;
  if (!r) return head;
  return `${head} ${r < 100 && and ? 'and ' : ''}${hundreds(r)}`;
}

const CS_ONES = [
  '',
  'jedna',
  'dva',
  'tři',
  'čtyři',
  'pět',
  'šest',
  'sedm',
  'osm',
  'devět',
  'deset',
  'jedenáct',
  'dvanáct',
  'třináct',
  'čtrnáct',
  'patnáct',
  'šestnáct',
  'sedmnáct',
  'osmnáct',
  'devatenáct',
];
const CS_TENS = ['', '', 'dvacet', 'třicet', 'čtyřicet', 'padesát', 'šedesát', 'sedmdesát', 'osmdesát', 'devadesát'];
const CS_HUNDREDS = ['', 'sto', 'dvě stě', 'tři sta', 'čtyři sta', 'pět set', 'šest set', 'sedm set', 'osm set', 'devět set'];

/** Czech, the units feminine before "koruna" ("dvě"), masculine before "tisíc" ("dva tisíce"). */
export function csWords(n: number, feminine = true): string {
  const below = (k: number, fem: boolean) => {
    const [h, r] = [Math.floor(k / 100), k % 100];
    const one = (u: number) => (u === 2 && fem ? 'dvě' : u === 1 && !fem ? 'jeden' : CS_ONES[u]!);
    const rest =
      r < 20 ? (r ? one(r) : '') : `${CS_TENS[Math.floor(r / 10)]}${r % 10 ? ` ${r % 10 === 2 && fem ? 'dva' : CS_ONES[r % 10]}` : ''}`;
    return [CS_HUNDREDS[h], rest].filter(Boolean).join(' ');
  };
  const [t, r] = [Math.floor(n / 1000), n % 1000];
  const thousands = !t ? '' : t === 1 ? 'tisíc' : t < 5 ? `${below(t, false)} tisíce` : `${below(t, false)} tisíc`;
  return [thousands, below(r, feminine)].filter(Boolean).join(' ');
}

/** The Czech crown agreeing with the number's last word. */
export const korun = (n: number) => (n === 1 ? 'koruna' : n >= 2 && n <= 4 ? 'koruny' : 'korun');

const DE_ONES = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** German in one word ("zweitausendfünfhundertzwanzig"), or with a space after "tausend" as transcripts split it. */
export function deWords(n: number, spaced = false): string {
  const below = (k: number, last: boolean) => {
    const [h, r] = [Math.floor(k / 100), k % 100];
    const head = h ? `${DE_ONES[h]}hundert` : '';
    const rest = !r
      ? ''
      : r === 1 && last
        ? 'eins'
        : r < 20
          ? DE_ONES[r]!
          : `${r % 10 ? `${DE_ONES[r % 10]}und` : ''}${DE_TENS[Math.floor(r / 10)]}`;
    return head + rest;
  };
  const [t, r] = [Math.floor(n / 1000), n % 1000];
  if (!t) return below(r, true);
  return `${below(t, false)}tausend${r ? `${spaced ? ' ' : ''}${below(r, true)}` : ''}`;
}

const SK_ONES = [
  '',
  'jeden',
  'dva',
  'tri',
  'štyri',
  'päť',
  'šesť',
  'sedem',
  'osem',
  'deväť',
  'desať',
  'jedenásť',
  'dvanásť',
  'trinásť',
  'štrnásť',
  'pätnásť',
  'šestnásť',
  'sedemnásť',
  'osemnásť',
  'devätnásť',
];
const SK_TENS = ['', '', 'dvadsať', 'tridsať', 'štyridsať', 'päťdesiat', 'šesťdesiat', 'sedemdesiat', 'osemdesiat', 'deväťdesiat'];
const SK_HUNDREDS = ['', 'sto', 'dvesto', 'tristo', 'štyristo', 'päťsto', 'šesťsto', 'sedemsto', 'osemsto', 'deväťsto'];

/** Slovak, each group of three in one word as the grammar writes it ("dvetisícpäťstodvadsať"), or spaced by group. */
export function skWords(n: number, spaced = false): string {
  const below = (k: number) => {
    const [h, r] = [Math.floor(k / 100), k % 100];
    const rest = r < 20 ? SK_ONES[r]! : `${SK_TENS[Math.floor(r / 10)]}${r % 10 ? SK_ONES[r % 10] : ''}`;
    return SK_HUNDREDS[h]! + rest;
  };
  const [t, r] = [Math.floor(n / 1000), n % 1000];
  const thousands = !t ? '' : t === 1 ? 'tisíc' : `${t === 2 ? 'dve' : below(t)}tisíc`;
  return [thousands, below(r)].filter(Boolean).join(spaced ? ' ' : '');
}

const PL_ONES = [
  '',
  'jeden',
  'dwa',
  'trzy',
  'cztery',
  'pięć',
  'sześć',
  'siedem',
  'osiem',
  'dziewięć',
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const PL_TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const PL_HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'];

/** Polish plural of a counted noun: 1 the singular, 2-4 (not 12-14) the paucal, else the genitive plural. */
export const plForm = (k: number, [one, few, many]: [string, string, string]) =>
  k === 1 ? one : k % 10 >= 2 && k % 10 <= 4 && (k % 100 < 12 || k % 100 > 14) ? few : many;

export function plWords(n: number): string {
  const below = (k: number) => {
    const [h, r] = [Math.floor(k / 100), k % 100];
    const rest = r < 20 ? PL_ONES[r]! : `${PL_TENS[Math.floor(r / 10)]}${r % 10 ? ` ${PL_ONES[r % 10]}` : ''}`;
    return [PL_HUNDREDS[h], rest].filter(Boolean).join(' ');
  };
  const [t, r] = [Math.floor(n / 1000), n % 1000];
  const thousands = !t ? '' : t === 1 ? 'tysiąc' : `${below(t)} ${plForm(t, ['tysiąc', 'tysiące', 'tysięcy'])}`;
  return [thousands, below(r)].filter(Boolean).join(' ');
}

export const zlotych = (n: number) => plForm(n, ['złoty', 'złote', 'złotych']);
