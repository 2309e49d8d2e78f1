/**
 * Number words of the eighth held-out value set (values-fresh7.ts), from tables written here (not n2words, whose German
 * writes 101,000 as "einhunderteinstausend", and never the parsers'): English (hyphens or not, British "and" or not,
 * "a thousand" or "one thousand"), Czech (spaced or joined as a transcript may, "jednadvacet" or "dvacet jedna"),
 * German (one word, "ein" or "eintausend"), Slovak (thousands and hundreds in one word) and Polish, 1 to 999,999.
 */
const EN_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
const EN_TEENS = ['fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelow100(n: number, hyphen: boolean): string {
  if (n < 14) return EN_UNITS[n]!;
  if (n < 20) return EN_TEENS[n - 14]!;
  const unit = n % 10;
  return unit === 0 ? EN_TENS[n / 10]! : `${EN_TENS[Math.floor(n / 10)]}${hyphen ? '-' : ' '}${EN_UNITS[unit]}`;
}

function enBelow1000(n: number, hyphen: boolean, british: boolean, a: boolean): string {
  const [h, rest] = [Math.floor(n / 100), n % 100];
  const parts: string[] = [];
  if (h > 0) parts.push(`${h === 1 && a ? 'a' : EN_UNITS[h]} hundred`);
  if (rest > 0) parts.push(`${h > 0 && british ? 'and ' : ''}${enBelow100(rest, hyphen)}`);
  return parts.join(' ');
}

/** English: variant bit 0 hyphens, bit 1 British "and", bit 2 "a thousand" / "a hundred". */
export function en(n: number, variant = 0): string {
  const [hyphen, british, a] = [(variant & 1) === 0, (variant & 2) !== 0, (variant & 4) !== 0];
  const [t, rest] = [Math.floor(n / 1000), n % 1000];
  const parts: string[] = [];
  if (t > 0) parts.push(t === 1 && a ? 'a thousand' : `${enBelow1000(t, hyphen, british, false)} thousand`);
  if (rest > 0) parts.push(`${t > 0 && british && rest < 100 ? 'and ' : ''}${enBelow1000(rest, hyphen, british, a && t === 0)}`);
  return parts.join(' ');
}

const CS_UNITS = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
const CS_TEENS = ['deset', 'jedenáct', 'dvanáct', 'třináct', 'čtrnáct', 'patnáct', 'šestnáct', 'sedmnáct', 'osmnáct', 'devatenáct'];
const CS_TENS = ['', '', 'dvacet', 'třicet', 'čtyřicet', 'padesát', 'šedesát', 'sedmdesát', 'osmdesát', 'devadesát'];
const CS_HUNDREDS = ['', 'sto', 'dvě stě', 'tři sta', 'čtyři sta', 'pět set', 'šest set', 'sedm set', 'osm set', 'devět set'];

/** Czech below 100: "dvacet jedna", or (inverted) "jednadvacet" as people say it. */
function csBelow100(n: number, inverted: boolean): string {
  if (n < 10) return CS_UNITS[n]!;
  if (n < 20) return CS_TEENS[n - 10]!;
  const unit = n % 10;
  if (unit === 0) return CS_TENS[n / 10]!;
  return inverted
    ? `${unit === 1 ? 'jedna' : `${CS_UNITS[unit]}a`}${CS_TENS[Math.floor(n / 10)]}`
    : `${CS_TENS[Math.floor(n / 10)]} ${CS_UNITS[unit]}`;
}

function csBelow1000(n: number, inverted: boolean): string {
  const [h, rest] = [Math.floor(n / 100), n % 100];
  return [CS_HUNDREDS[h]!, rest > 0 ? csBelow100(rest, inverted) : ''].filter(Boolean).join(' ');
}

/** Czech: variant bit 0 inverted tens ("pětadvacet"), bit 1 joined without spaces ("dvatisícepětset"). */
export function cs(n: number, variant = 0): string {
  const inverted = (variant & 1) !== 0;
  const [t, rest] = [Math.floor(n / 1000), n % 1000];
  const parts: string[] = [];
  if (t === 1) parts.push('tisíc');
  else if (t > 0) {
    const last = t % 100 >= 10 && t % 100 < 20 ? 0 : t % 10;
    const word = last >= 2 && last <= 4 && t % 100 === t % 10 ? 'tisíce' : 'tisíc';
    parts.push(`${csBelow1000(t, inverted)} ${t < 5 ? word : 'tisíc'}`);
  }
  if (rest > 0) parts.push(csBelow1000(rest, inverted));
  const said = parts.join(' ');
  return (variant & 2) !== 0 ? said.replace(/ /g, '') : said;
}

const DE_UNITS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const DE_TEENS = ['zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const DE_TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

function deBelow100(n: number): string {
  if (n < 10) return DE_UNITS[n]!;
  if (n < 20) return DE_TEENS[n - 10]!;
  const unit = n % 10;
  return unit === 0 ? DE_TENS[n / 10]! : `${DE_UNITS[unit]}und${DE_TENS[Math.floor(n / 10)]}`;
}

function deBelow1000(n: number, one: boolean): string {
  const [h, rest] = [Math.floor(n / 100), n % 100];
  return `${h === 0 ? '' : h === 1 && !one ? 'hundert' : `${DE_UNITS[h]}hundert`}${rest > 0 ? deBelow100(rest) : ''}`;
}

/** German, one word: variant bit 0 "eintausend"/"einhundert" rather than "tausend"/"hundert". A final 1 is "eins". */
export function de(n: number, variant = 0): string {
  const one = (variant & 1) !== 0;
  const [t, rest] = [Math.floor(n / 1000), n % 1000];
  const thousands = t === 0 ? '' : t === 1 && !one ? 'tausend' : `${deBelow1000(t, one)}tausend`;
  const said = `${thousands}${rest > 0 ? deBelow1000(rest, one) : ''}`;
  return n % 100 === 1 ? `${said}s` : said;
}

const SK_UNITS = ['', 'jeden', 'dva', 'tri', 'štyri', 'päť', 'šesť', 'sedem', 'osem', 'deväť'];
const SK_TEENS = ['desať', 'jedenásť', 'dvanásť', 'trinásť', 'štrnásť', 'pätnásť', 'šestnásť', 'sedemnásť', 'osemnásť', 'devätnásť'];
const SK_TENS = ['', '', 'dvadsať', 'tridsať', 'štyridsať', 'päťdesiat', 'šesťdesiat', 'sedemdesiat', 'osemdesiat', 'deväťdesiat'];

function skBelow1000(n: number, prefix: boolean): string {
  const [h, rest] = [Math.floor(n / 100), n % 100];
  const hundreds = h === 0 ? '' : h === 1 ? 'sto' : `${h === 2 ? 'dve' : SK_UNITS[h]}sto`;
  const unit = rest % 10;
  const tens =
    rest === 0
      ? ''
      : rest < 10
        ? prefix && rest === 2
          ? 'dve'
          : SK_UNITS[rest]!
        : rest < 20
          ? SK_TEENS[rest - 10]!
          : `${SK_TENS[Math.floor(rest / 10)]}${unit > 0 ? SK_UNITS[unit] : ''}`;
  return `${hundreds}${tens}`;
}

/** Slovak: thousands and hundreds joined ("dvetisícpäťsto"); variant bit 0 a space after "tisíc". */
export function sk(n: number, variant = 0): string {
  const [t, rest] = [Math.floor(n / 1000), n % 1000];
  const thousands = t === 0 ? '' : t === 1 ? 'tisíc' : `${skBelow1000(t, true)}tisíc`;
  const gap = (variant & 1) !== 0 && thousands && rest > 0 ? ' ' : '';
  return `${thousands}${gap}${rest > 0 ? skBelow1000(rest, false) : ''}`;
}

const PL_UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const PL_TEENS = [
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

function plBelow1000(n: number): string {
  const [h, rest] = [Math.floor(n / 100), n % 100];
  const tens =
    rest === 0
      ? ''
      : rest < 10
        ? PL_UNITS[rest]!
        : rest < 20
          ? PL_TEENS[rest - 10]!
          : [PL_TENS[Math.floor(rest / 10)], PL_UNITS[rest % 10]].filter(Boolean).join(' ');
  return [PL_HUNDREDS[h], tens].filter(Boolean).join(' ');
}

/** Polish: "tysiąc", 2-4 (not 12-14) "tysiące", else "tysięcy". */
export function pl(n: number): string {
  const [t, rest] = [Math.floor(n / 1000), n % 1000];
  const [last, teen] = [t % 10, t % 100 >= 12 && t % 100 <= 14];
  const word = t === 1 ? 'tysiąc' : last >= 2 && last <= 4 && !teen ? 'tysiące' : 'tysięcy';
  const thousands = t === 0 ? '' : t === 1 ? 'tysiąc' : `${plBelow1000(t)} ${word}`;
  return [thousands, rest > 0 ? plBelow1000(rest) : ''].filter(Boolean).join(' ');
}
