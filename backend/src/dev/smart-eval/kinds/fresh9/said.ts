/**
 * How the tenth set's names are passed on: the words a person or an agent puts around a client's name in Czech,
 * Slovak, German, Polish and English (a firm, our client, for, a city), what an LLM agent writes (tool arguments,
 * JSON, markdown, polite sentences), what a voice transcript makes of it (lower case, no punctuation, fillers,
 * numbers as words, a name written as it sounds to another ear), salutations and titles, roles and pronouns.
 */
import type { Lang9 } from './pools.js';

/** Words around a client's name, by the language the person speaks. */
export const PHRASE9: Record<Lang9, string[]> = {
  cs: ['zákazník {}', 'zakázka pro {}', 'odběratel {}', 'objednávka od {}', 'klient {}'],
  sk: ['zákazník {}', 'faktúra pre {}', 'objednávka od {}', 'klient {}'],
  de: ['Kunde {}', 'Auftrag für {}', 'Angebot an {}', 'der Kunde {}', 'bei {}'],
  at: ['bei der {}', 'Auftrag von {}', 'Kunde {}'],
  pl: ['klient {}', 'zamówienie od {}', 'kontrahent {}', 'odbiorca {}'],
  en: ['customer {}', 'the {} account', 'an invoice to {}', 'our customer {}', 'order from {}'],
};

/** What an agent writes when it passes the name on: tool arguments, JSON, markdown, a polite sentence. */
export const AGENT9: Record<Lang9 | 'any', string[]> = {
  any: [
    '{"customer_name":"{}"}',
    '{"company": "{}", "currency": "EUR"}',
    '{ "client": "{}" }',
    'find_client(name="{}")',
    "lookup_client('{}')",
    'customer={}',
    '- client: {}',
    '*{}*',
    "'{}'",
    '__{}__',
  ],
  cs: ['Vystav prosím fakturu pro {}.', 'Zákazník: {}', 'Najdi prosím klienta {}.'],
  sk: ['Vystav, prosím, faktúru pre {}.', 'Zákazník: {}'],
  de: ['Könnten Sie {} eine Rechnung schicken?', 'Rechnungsempfänger: {}'],
  at: ['Bitte {} anlegen.', 'Auftraggeber: {}'],
  pl: ['Czy możesz znaleźć klienta {}?', 'Kontrahent: {}'],
  en: ['Can you look up {} for me?', 'I need the account for {}.', 'Bill to: {}'],
};

/** A client said with its city. */
export const CITY9 = ['{}, {city}', '{} ({city})', '{} in {city}', '{} based in {city}', '{} - {city}'];
export const CITY_OWN9: Record<Lang9, string> = {
  cs: '{}, {city}',
  sk: '{}, {city}',
  de: '{} in {city}',
  at: '{} in {city}',
  pl: '{}, {city}',
  en: '{} of {city}',
};

/** Fillers a transcript keeps, by language. */
export const FILLERS9: Record<Lang9, string[]> = {
  cs: ['ehm', 'také', 'no tak', 'hmm'],
  sk: ['ehm', 'no', 'takže'],
  de: ['äh', 'also', 'ähm'],
  at: ['äh', 'also', 'na ja'],
  pl: ['yyy', 'no', 'więc'],
  en: ['um', 'so', 'er', 'ehm'],
};

/** Names as another language's ear writes them down (what a transcript spells by sound). */
export const HEARD9: Record<string, string[]> = {
  Mareček: ['maretschek', 'marechek'],
  Hanzlík: ['hanslik', 'hanzlick'],
  Kučírek: ['kutschirek', 'kuczirek'],
  Šimko: ['schimko', 'shimko'],
  Žiak: ['schiak', 'zhiak'],
  Kesselring: ['kesselrink'],
  Eickhoff: ['eikhoff', 'eickhof'],
  Strothmann: ['strotman', 'strohtmann'],
  Steinwender: ['shteinwender', 'steinvender'],
  Gschwandtner: ['gschwantner', 'gschwandner'],
  Szczepański: ['shchepanski', 'schtschepanski'],
  Piątek: ['piontek', 'pyontek'],
  Thistlethwaite: ['thistlewaite', 'thistlethwait'],
  Fairclough: ['fairclow', 'faircluff'],
  Cattermole: ['catermole'],
  Vodička: ['wodischka', 'vodichka'],
  Borkowski: ['borkovski', 'borkowsky'],
  Pfeiffenberger: ['pfeifenberger'],
  Wunderlich: ['vunderlich'],
  Kołodziej: ['kowodziej', 'kowodzjej'],
};

/** How a man and a woman are addressed by the surname; titles tell no sex. */
export const SALUTE9: Record<Lang9, [man: string[], woman: string[]]> = {
  cs: [['pan {}', 'pana {}'], ['paní {}']],
  sk: [['pán {}'], ['pani {}']],
  de: [['Herr {}', 'Herrn {}'], ['Frau {}']],
  at: [
    ['Herr {}', 'Hr. {}'],
    ['Frau {}', 'Fr. {}'],
  ],
  pl: [['pan {}'], ['pani {}']],
  en: [['Mr {}'], ['Mrs {}', 'Ms. {}', 'Miss {}']],
};
export const TITLES9: Record<Lang9, string[]> = {
  cs: ['Bc. {}', 'JUDr. {}'],
  sk: ['Mgr. {}', 'PhDr. {}'],
  de: ['Prof. {}', 'Dipl.-Ing. {}'],
  at: ['Ing. {}', 'Dr. {}'],
  pl: ['inż. {}', 'dr {}'],
  en: ['Prof {}', 'Dr. {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES9 = [
  'naše mzdová účetní',
  'vedoucí skladu',
  'ten z IT',
  'the office manager',
  'the foreman',
  'she',
  'them',
  'die neue Kollegin',
  'unser Lagerleiter',
  'sie',
  'kierownik',
  'pani z kadr',
  'jego',
  'tá nová',
  'účtovníčka',
  'my manager',
];
