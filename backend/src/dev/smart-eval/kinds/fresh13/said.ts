/**
 * How the fourteenth set's names are passed on: the words a person or an agent puts around a client's name in each
 * register's language, what an LLM agent writes (tool arguments, JSON, markdown, chat replies), what a voice
 * transcript makes of it (lower case, no punctuation, fillers, numbers as words, a name written as another ear hears
 * it), salutations and titles, signatures, roles and pronouns. None of these phrasings is an earlier set's.
 */
import type { ByLang } from '../blind/types.js';

/** Words around a client's name, by the language the person speaks. */
export const PHRASE13: ByLang<string[]> = {
  cs: ['faktura pro {}', 'odběratel {}', 'dodavatel {}', 'pro firmu {}'],
  sk: ['faktúra pre {}', 'odberateľ {}', 'pre firmu {}'],
  de: ['Rechnung an {}', 'Kunde {}', 'für die Firma {}', 'die Firma {}'],
  at: ['für die Firma {}', 'Kunde {}'],
  ch: ['Rechnung an die {}', 'Kunde {}'],
  pl: ['faktura dla {}', 'dla firmy {}', 'kontrahent {}'],
  en: ['invoice for {}', 'customer {}', 'for {}', 'the client {}'],
  us: ['invoice {}', 'for our client {}', 'customer {}'],
  nl: ['factuur voor {}', 'klant {}'],
  fr: ['facture pour {}', 'client {}'],
  it: ['fattura per {}', 'cliente {}'],
  es: ['factura para {}', 'cliente {}'],
};

/** What an agent writes when it passes the name on: tool arguments, JSON, markdown, a polite sentence. */
export const AGENT13: ByLang<string[]> & { any: string[] } = {
  any: ['{"name": "{}"}', 'find_client("{}")', 'client="{}"', '- **Client:** {}', '"{}"', 'Client: {}.', '{"query": "{}", "limit": 1}'],
  cs: ['Prosím fakturu pro {}.', 'Odběratel: {}'],
  sk: ['Prosím faktúru pre {}.', 'Odberateľ: {}'],
  de: ['Bitte eine Rechnung an {}.', 'Kunde: {}'],
  at: ['Bitte an {} verrechnen.', 'Kunde: {}'],
  ch: ['Bitte an {} verrechnen.', 'Kunde: {}'],
  pl: ['Proszę o fakturę dla {}.', 'Nabywca: {}'],
  en: ['Please invoice {}.', 'Customer: {}'],
  us: ['Please bill {}.', 'Customer: {}'],
  nl: ['Graag een factuur voor {}.', 'Klant: {}'],
  fr: ['Une facture pour {}, svp.', 'Client : {}'],
  it: ['Una fattura per {}, grazie.', 'Cliente: {}'],
  es: ['Una factura para {}, gracias.', 'Cliente: {}'],
};

/** A client said with its city. */
export const CITY13 = ['{} ({city})', '{}, {city}', '{} - {city}'];
export const CITY_OWN13: ByLang<string> = {
  cs: '{} ({city})',
  sk: '{}, {city}',
  de: '{} ({city})',
  at: '{} in {city}',
  ch: '{} ({city})',
  pl: '{}, {city}',
  en: '{} ({city})',
  us: '{}, {city}',
  nl: '{} ({city})',
  fr: '{}, {city}',
  it: '{} ({city})',
  es: '{} ({city})',
};

/** Fillers a transcript keeps, by language. */
export const FILLERS13: ByLang<string[]> = {
  cs: ['ehm', 'no'],
  sk: ['ehm', 'no'],
  de: ['äh', 'ähm'],
  at: ['äh', 'ähm'],
  ch: ['äh'],
  pl: ['yyy', 'eee'],
  en: ['um', 'uh'],
  us: ['um', 'uh'],
  nl: ['eh', 'uhm'],
  fr: ['euh'],
  it: ['ehm'],
  es: ['eh'],
};

/** Names as another language's ear writes them down (what a transcript spells by sound). */
export const HEARD13: Record<string, string[]> = {
  Vondruška: ['wondruschka', 'vondrushka'],
  Krupička: ['krupitschka', 'krupichka'],
  Ďurček: ['djurtschek', 'durchek'],
  Przybyłek: ['pshibiwek', 'przybylek'],
  Gąsior: ['gonsior', 'gonshor'],
  Hövelmann: ['hoevelmann', 'hefelmann'],
  Gstöttner: ['gschtoettner'],
  Fürhapter: ['fuerhapter'],
  Murgatroyd: ['murgatroid'],
  Goikoetxea: ['goikoechea'],
  Bessière: ['bessiere', 'besiere'],
  Scarpazza: ['scarpatsa'],
  Hrabánek: ['hrabanek', 'chrabanek'],
  Mráček: ['mratschek', 'mrachek'],
  Repčík: ['reptschik', 'repchik'],
  Wnorowski: ['vnorovski', 'wnorowsky'],
  Kłosowski: ['kwosovski', 'klosowski'],
  Bröckelmann: ['broeckelmann'],
  Kendlbacher: ['kendelbacher'],
  Aranguren: ['arangurren'],
  Daguerre: ['dagerre'],
  Pavanello: ['pavanelo'],
};

/** How a man and a woman are addressed by the surname; titles tell no sex. */
export const SALUTE13: ByLang<[man: string[], woman: string[]]> = {
  cs: [['pan {}', 'pana {}'], ['paní {}']],
  sk: [['pán {}'], ['pani {}']],
  de: [['Herr {}'], ['Frau {}']],
  at: [['Herr {}'], ['Frau {}']],
  ch: [['Herr {}'], ['Frau {}']],
  pl: [['pan {}'], ['pani {}']],
  en: [
    ['Mr {}', 'Mr. {}'],
    ['Mrs {}', 'Ms {}'],
  ],
  us: [['Mr. {}'], ['Ms. {}']],
  nl: [['de heer {}'], ['mevrouw {}']],
  fr: [['M. {}', 'Monsieur {}'], ['Mme {}']],
  it: [['sig. {}'], ['sig.ra {}']],
  es: [['Sr. {}'], ['Sra. {}']],
};
export const TITLES13: ByLang<string[]> = {
  cs: ['Ing. {}', 'Mgr. {}', 'Bc. {}'],
  sk: ['Ing. {}', 'JUDr. {}'],
  de: ['Dr. {}', 'Dipl.-Ing. {}'],
  at: ['Ing. {}', 'Dr. {}'],
  ch: ['Dr. {}'],
  pl: ['mgr {}', 'dr {}'],
  en: ['Dr {}', 'Prof. {}'],
  us: ['Dr. {}'],
  nl: ['ir. {}', 'drs. {}'],
  fr: ['Dr {}', 'Pr {}'],
  it: ['dott. {}', 'ing. {}'],
  es: ['Dr. {}', 'Arq. {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES13 = [
  'ta nová',
  'vedoucí',
  'ten ze skladu',
  'šéf',
  'die Chefin',
  'der Kollege',
  'księgowa',
  'on sam',
  'him',
  'the accountant',
  'the foreman',
  'la secrétaire',
  'el encargado',
  'de chef',
];

/** A person's name under a closing, in a bullet or a field. */
export const SIGNED13 = [
  'Děkuji,\n{}',
  'Beste Grüße,\n{}',
  'Thanks,\n{}',
  'Pozdrawiam serdecznie\n{}',
  'Groetjes,\n{}',
  'Bien à vous,\n{}',
  'Un saluto,\n{}',
  '~ {}',
  'Zuständig: {}',
];
