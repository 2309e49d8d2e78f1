/**
 * How the eleventh set's names are passed on: the words a person puts around a client's name in each register, what
 * an LLM agent writes (tool arguments, JSON, markdown, a polite request), what a voice transcript makes of it (lower
 * case, no punctuation, fillers, numbers as words, a name spelt as another language's ear hears it), salutations and
 * titles, roles and pronouns. None of these phrasings is an earlier set's.
 */
import type { Reg10 } from './pools.js';

/** People's registers: the clients' and Italian and Spanish staff. */
export type Lang10 = Reg10 | 'it' | 'es';

export const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').replace(/ß/g, 'ss');
export const folded = (text: string) => plain(text).toLowerCase();

/** Words around a client's name, in the register's language. */
export const AROUND10: Record<Reg10, string[]> = {
  cs: ['pro firmu {}', 'naše firma {}', 'fakturu vystavit na {}', 'klient je {}', 'společnost {}'],
  sk: ['pre firmu {}', 'náš zákazník {}', 'spoločnosť {}', 'faktúra na {}'],
  de: ['für die Firma {}', 'unser Kunde {}', 'die Firma {}', 'Rechnung an {}', 'zu Händen {}'],
  at: ['für die Fa. {}', 'an die {}', 'die Firma {}', 'Kundschaft {}'],
  pl: ['dla firmy {}', 'nasz klient {}', 'firma {}', 'faktura dla {}'],
  en: ['the {} company', 'our client {}', 'for {}', 'the firm {}', 'invoice for {}'],
  nl: ['de firma {}', 'onze klant {}', 'voor {}', 'klant {}'],
  fr: ['la société {}', 'notre client {}', 'pour {}', 'le client {}'],
};

/** What an agent writes when it passes a client on. */
export const AGENT10: Record<Reg10 | 'any', string[]> = {
  any: [
    '{"client_name": "{}"}',
    '{"name":"{}","currency":"CZK"}',
    'create_invoice(customer="{}", amount=1200)',
    "get_client(query='{}')",
    '`{}`',
    '"{}"',
    'Client: **{}**',
    '[{}]',
    '{"invoice":{"customer":"{}"}}',
    'customer_name={}',
  ],
  cs: ['Prosím o fakturu pro {}.', 'Klient: {}', 'Odběratel – {}'],
  sk: ['Prosím faktúru pre {}.', 'Odberateľ: {}'],
  de: ['Bitte eine Rechnung an {} stellen.', 'Kunde: {}', 'Kannst du {} suchen?'],
  at: ['Rechnung bitte an {}.', 'Auftraggeber lt. Bestellung: {}'],
  pl: ['Proszę wystawić fakturę dla {}.', 'Klient: {}'],
  en: ['Please create an invoice for {}.', 'Could you find {}?', 'Customer: {}'],
  nl: ['Graag een factuur voor {}.', 'Klant: {}'],
  fr: ['Merci de facturer {}.', 'Client : {}'],
};

/** A client said with its city. */
export const WITH_CITY10 = ['{} ({city})', '{}, {city}', '{} from {city}', '{} / {city}', 'firma {} ({city})'];

/** Fillers a transcript keeps, by language. */
export const FILLERS10: Record<Lang10, string[]> = {
  cs: ['eee', 'no jo', 'vlastně', 'ehm'],
  sk: ['eee', 'no', 'vlastne'],
  de: ['ähm', 'tja', 'also'],
  at: ['ähm', 'also', 'halt'],
  pl: ['eee', 'no', 'znaczy'],
  en: ['uh', 'um', 'so', 'like'],
  nl: ['eh', 'nou'],
  fr: ['euh', 'bon'],
  it: ['ehm', 'allora'],
  es: ['eh', 'pues'],
};

/** Surnames as another language's ear writes them down. */
export const EAR10: Record<string, string[]> = {
  Kašpárek: ['kaschparek', 'kashparek'],
  Krajčovič: ['kraitschowitsch', 'kraychovich'],
  Šoltés: ['scholtes', 'sholtes'],
  Brüggemann: ['brueggemann', 'bruggeman'],
  Uhlenbrock: ['ulenbrock'],
  Reisenbichler: ['raisenbichler'],
  Kaczorowski: ['kachorovski', 'katschorowski'],
  Ziółkowski: ['ziulkovski', 'zhulkowski'],
  Gathercole: ['gathercoal'],
  Hepplewhite: ['heplewhite'],
  Zijlstra: ['zeilstra', 'zylstra'],
  Kloosterman: ['klosterman'],
  Peyrot: ['peyro'],
  Kohoutek: ['kohautek', 'kohoutec'],
  Žabokrtský: ['schabokrtski', 'zhabokrtsky'],
  Mazurkiewicz: ['mazurkievich', 'masurkjewitsch'],
  Żurawski: ['zhuravski', 'schurawski'],
  Shufflebottom: ['shufflebotham'],
  Niemöller: ['niemoeller', 'neemoller'],
};

/** A transcript of the text: lower case, no punctuation, maybe the accents gone, maybe a filler before it. */
export function transcribed(text: string, lang: Lang10, rand: () => number): string {
  let heard = text.toLowerCase().replace(/[.,()„“"!?:;–]/g, ' ');
  if (rand() < 0.5) heard = plain(heard);
  if (rand() < 0.5) {
    const fillers = FILLERS10[lang];
    heard = `${fillers[Math.floor(rand() * fillers.length)]} ${heard}`;
  }
  return heard.replace(/\s+/g, ' ').trim();
}

/** How a man and a woman are addressed by the surname. */
export const ADDRESS10: Record<Lang10, [man: string[], woman: string[]]> = {
  cs: [['pan {}', 'p. {}'], ['paní {}']],
  sk: [['pán {}'], ['pani {}', 'p. {}']],
  de: [['Herr {}'], ['Frau {}']],
  at: [['Herr {}', 'Herrn {}'], ['Frau {}']],
  pl: [['pan {}'], ['pani {}']],
  en: [
    ['Mr. {}', 'Mister {}'],
    ['Mrs {}', 'Ms {}'],
  ],
  nl: [
    ['meneer {}', 'dhr. {}'],
    ['mevrouw {}', 'mevr. {}'],
  ],
  fr: [['Monsieur {}'], ['Madame {}', 'Mme {}']],
  it: [['signor {}'], ['signora {}']],
  es: [
    ['señor {}', 'Sr. {}'],
    ['señora {}', 'Sra. {}'],
  ],
};

/** Titles tell no sex. */
export const TITLED10: Record<Lang10, string[]> = {
  cs: ['Ing. {}', 'MUDr. {}'],
  sk: ['Ing. {}', 'RNDr. {}'],
  de: ['Dr. {}', 'Dipl.-Kfm. {}'],
  at: ['Mag. {}', 'DI {}'],
  pl: ['mgr {}', 'prof. {}'],
  en: ['Dr {}', 'Prof. {}'],
  nl: ['ir. {}', 'drs. {}'],
  fr: ['Maître {}', 'Dr {}'],
  it: ['dott. {}', 'ing. {}'],
  es: ['Lic. {}', 'Dr. {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const NOBODY_BY_ROLE10 = [
  'náš skladník',
  'ta nová z účtárny',
  'šéfová',
  'on',
  'vedúci predajne',
  'the new intern',
  'our bookkeeper',
  'her',
  'he',
  'der Hausmeister',
  'meine Kollegin',
  'ihm',
  'pan kierowca',
  'księgowa',
  'le comptable',
  'de baas',
  'la segretaria',
  'el encargado',
];
