/**
 * How the ninth set's names are passed on: the words a person or an agent puts around a client's name in Czech,
 * Slovak, German, Polish and English (a firm, our client, for, a city), what an LLM agent writes (tool arguments,
 * JSON, markdown, polite sentences), what a voice transcript makes of it (lower case, no punctuation, fillers,
 * numbers as words, a name written as it sounds to another ear), salutations and titles, roles and pronouns.
 */
import type { Lang8 } from './pools.js';

/** Words around a client's name, by the language the person speaks. */
export const PHRASE8: Record<Lang8, string[]> = {
  cs: ['firma {}', 'pro firmu {}', 'náš klient {}', 'pro {}', 'společnost {}', 'faktura pro {}'],
  sk: ['firma {}', 'pre firmu {}', 'náš klient {}', 'pre {}', 'spoločnosť {}'],
  de: ['Firma {}', 'die Firma {}', 'unser Kunde {}', 'für {}', 'Rechnung an {}'],
  at: ['Fa. {}', 'Firma {}', 'unser Kunde {}', 'für die {}'],
  pl: ['firma {}', 'dla {}', 'nasz klient {}', 'dla firmy {}', 'faktura dla {}'],
  en: ['the {} company', 'our client {}', 'for {}', 'client {}', 'the client {}', 'invoice for {}'],
};

/** What an agent writes when it passes the name on: tool arguments, JSON, markdown, a polite sentence. */
export const AGENT8: Record<Lang8 | 'any', string[]> = {
  any: [
    '{"client":"{}"}',
    '{"client_name": "{}"}',
    '{"customer":"{}","amount":1500}',
    'create_invoice(client="{}")',
    'client: {}',
    'Client: **{}**',
    '**{}**',
    '"{}"',
    '`{}`',
    '{}.',
  ],
  cs: ['Prosím vystavte fakturu pro {}.', 'Odběratel: {}', 'klient: „{}“'],
  sk: ['Prosím, vystavte faktúru pre {}.', 'Odberateľ: {}'],
  de: ['Bitte eine Rechnung für {} erstellen.', 'Kunde: {}', '„{}“'],
  at: ['Bitte an {} verrechnen.', 'Kunde: {}'],
  pl: ['Proszę wystawić fakturę dla {}.', 'Nabywca: {}', 'klient: „{}”'],
  en: ['Please create an invoice for {}.', 'Could you invoice {}?', 'Customer: {}'],
};

/** A client said with its city. */
export const CITY8 = ['{} ({city})', '{}, {city}', '{} in {city}', '{} – {city}', '{} / {city}'];
export const CITY_OWN8: Record<Lang8, string> = {
  cs: '{} ({city})',
  sk: '{} ({city})',
  de: '{} aus {city}',
  at: '{} aus {city}',
  pl: '{} ({city})',
  en: '{} from {city}',
};

/** Fillers a transcript keeps, by language. */
export const FILLERS8: Record<Lang8, string[]> = {
  cs: ['ehm', 'no', 'také', 'tak'],
  sk: ['ehm', 'no', 'tak'],
  de: ['äh', 'also', 'ähm'],
  at: ['äh', 'also', 'na'],
  pl: ['yyy', 'no', 'eee'],
  en: ['um', 'so', 'uh', 'ehm'],
};

/** Names as another language's ear writes them down (what a transcript spells by sound). */
export const HEARD8: Record<string, string[]> = {
  Ondráček: ['ondratschek', 'ondraczek'],
  Havlík: ['hawlik'],
  Šebesta: ['schebesta', 'shebesta'],
  Gašparík: ['gaschparik', 'gashparik'],
  Jurčo: ['jurtscho', 'jurcho'],
  Brockmeyer: ['brockmeier', 'brokmeyer', 'brockmaier'],
  Tiedemann: ['tiedeman', 'tidemann'],
  Hasenöhrl: ['hasenoehrl', 'hasenörl'],
  Brandstätter: ['brandstaetter', 'brandstetter'],
  Gajewski: ['gajevski', 'gayevski'],
  Olszewski: ['olshevski', 'olschewski'],
  Jastrzębski: ['jastrzembski', 'yastshembski'],
  Pickersgill: ['pickersgil', 'pikersgill'],
  Šafránek: ['schafranek', 'shafranek'],
  Tomaszewski: ['tomashevski', 'tomaschewski'],
  Sawicki: ['sawitzki', 'savitski'],
  Merriweather: ['merriwether'],
  Obermüller: ['obermueller'],
  Fellner: ['felner'],
};

/** How a man and a woman are addressed by the surname; titles tell no sex. */
export const SALUTE8: Record<Lang8, [man: string[], woman: string[]]> = {
  cs: [['pan {}'], ['paní {}']],
  sk: [['pán {}'], ['pani {}']],
  de: [['Herr {}', 'Herrn {}'], ['Frau {}']],
  at: [['Herr {}'], ['Frau {}']],
  pl: [['pan {}'], ['pani {}']],
  en: [
    ['Mr {}', 'Mr. {}'],
    ['Mrs {}', 'Ms {}', 'Mrs. {}'],
  ],
};
export const TITLES8: Record<Lang8, string[]> = {
  cs: ['Ing. {}', 'Mgr. {}'],
  sk: ['Ing. {}'],
  de: ['Dr. {}'],
  at: ['Mag. {}', 'DI {}'],
  pl: ['mgr {}', 'dr {}'],
  en: ['Dr {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES8 = [
  'účetní',
  'naše účetní',
  'můj šéf',
  'ten nový',
  'the accountant',
  'our bookkeeper',
  'him',
  'her',
  'the new guy',
  'die Buchhalterin',
  'der Chef',
  'ihm',
  'księgowa',
  'szef',
  'ona',
  'jemu',
  'vedúci',
];
