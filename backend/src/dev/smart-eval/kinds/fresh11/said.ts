/**
 * How the twelfth set's names are passed on: the words a person or an agent puts around a client's name in each
 * register's language (a firm, our client, for, a city), what an LLM agent writes (tool arguments, JSON, markdown
 * tables and lists, polite sentences), what a voice transcript makes of it (lower case, no punctuation, fillers,
 * numbers as words, a name written as another ear hears it), salutations and titles, signatures, roles and pronouns.
 * None of these phrasings is an earlier set's.
 */
import type { ByLang } from '../blind/types.js';

/** Words around a client's name, by the language the person speaks. */
export const PHRASE11: ByLang<string[]> = {
  cs: ['dodávka pro {}', 'u firmy {}', 'účet pro {}', 'máme tu {}'],
  sk: ['účet pre {}', 'u firmy {}', 'dodávka pre {}'],
  de: ['Lieferung an {}', 'die Leute von {}', 'Konto {}', 'bei der Firma {}'],
  at: ['bei der Firma {}', 'Lieferung an die {}'],
  ch: ['Offerte für {}', 'die Firma {}', 'bei {}'],
  pl: ['dostawa dla {}', 'u firmy {}', 'konto {}'],
  en: ['the people at {}', 'a delivery for {}', 'the {} job', 'over at {}'],
  us: ['the folks at {}', 'the {} account', 'a job for {}'],
  nl: ['levering aan {}', 'de mensen van {}'],
  fr: ['livraison pour {}', 'chez {}'],
  it: ['consegna per {}', 'la ditta {}'],
  es: ['entrega para {}', 'la empresa {}'],
};

/** What an agent writes when it passes the name on: tool arguments, JSON, markdown, a polite sentence. */
export const AGENT11: ByLang<string[]> & { any: string[] } = {
  any: [
    '{"client": "{}", "amount": 450}',
    '{"invoice": {"client_name": "{}", "due_days": 14}}',
    'search_clients(query="{}")',
    'create_invoice(client_name="{}", total=980.50)',
    '| Client | {} |',
    '> Client: {}',
    '- {}',
    '{"customer": "{}", "lines": []}',
    'client_name: "{}"',
  ],
  cs: ['Můžeš prosím najít firmu {}?', 'Odběratel: {}', 'Fakturu prosím na {}.'],
  sk: ['Môžeš nájsť firmu {}?', 'Odberateľ: {}'],
  de: ['Kannst du bitte {} raussuchen?', 'Firma: {}', 'Rechnung geht an {}.'],
  at: ['Bitte die Rechnung an {} schicken.', 'Kunde: {}'],
  ch: ['Bitte Offerte an {} senden.', 'Kunde: {}'],
  pl: ['Wystaw proszę fakturę dla {}.', 'Nabywca: {}'],
  en: ['Please bill {}.', 'Client: {}', 'Could you pull up {}?'],
  us: ['Please invoice {}.', 'Customer: {}'],
  nl: ['Kun je {} opzoeken?', 'Klant: {}'],
  fr: ['Pouvez-vous facturer {} ?', 'Client : {}'],
  it: ['Puoi fatturare a {}?', 'Cliente: {}'],
  es: ['¿Puedes facturar a {}?', 'Cliente: {}'],
};

/** A client said with its city. */
export const CITY11 = ['{} ({city})', '{}, {city}', '{} in {city}', '{} – {city}', '{} [{city}]'];
export const CITY_OWN11: ByLang<string> = {
  cs: '{} / {city}',
  sk: '{} – {city}',
  de: '{} aus {city}',
  at: '{}, {city}',
  ch: '{} in {city}',
  pl: '{}, {city}',
  en: '{} in {city}',
  us: '{} in {city}',
  nl: '{} uit {city}',
  fr: '{} à {city}',
  it: '{} di {city}',
  es: '{} de {city}',
};

/** Fillers a transcript keeps, by language. */
export const FILLERS11: ByLang<string[]> = {
  cs: ['ehm', 'no', 'takže'],
  sk: ['ehm', 'no'],
  de: ['äh', 'ähm', 'also'],
  at: ['äh', 'also'],
  ch: ['äh', 'also'],
  pl: ['yyy', 'no'],
  en: ['um', 'uh', 'so'],
  us: ['um', 'uh'],
  nl: ['eh', 'nou'],
  fr: ['euh', 'bon'],
  it: ['ehm', 'allora'],
  es: ['eh', 'pues'],
  pt: ['ahn', 'então'],
};

/** Names as another language's ear writes them down (what a transcript spells by sound). */
export const HEARD11: Record<string, string[]> = {
  Škvor: ['schkwor', 'shkvor'],
  Pešina: ['peschina', 'peshina'],
  Ďurčo: ['djurtscho', 'durcho'],
  Kačmár: ['katschmar', 'kachmar'],
  Wiesmann: ['wiesman', 'visman'],
  Hollweg: ['holweg'],
  Pichlmaier: ['pichlmayer', 'pichlmeier'],
  Thalhammer: ['talhammer'],
  Bösiger: ['boesiger'],
  Cieślak: ['cheshlak', 'tschieschlak'],
  Gołębiowski: ['golembiowski'],
  Wasilewski: ['vasilevski'],
  Kavanagh: ['kavanaugh'],
  Fothergill: ['fothergil'],
  Whitcomb: ['witcomb'],
  Rietveld: ['reetveld'],
  Rouquette: ['roukette'],
  Mercadier: ['merkadier'],
  Menegatti: ['meneghatti'],
  Zajíček: ['zajitschek', 'zayichek'],
  Hrivnák: ['hriwnak'],
  Brandauer: ['brandower'],
  Eschbach: ['eshbach'],
  Sowiński: ['sovinski', 'sowinsky'],
  Wojciechowski: ['voitsekhovski', 'woitschechowski'],
  Moriarty: ['moriarti'],
};

/** How a man and a woman are addressed by the surname; titles tell no sex. */
export const SALUTE11: ByLang<[man: string[], woman: string[]]> = {
  cs: [['pan {}', 'Pan {}'], ['paní {}']],
  sk: [['pán {}'], ['pani {}']],
  de: [['Herr {}', 'Hr. {}'], ['Frau {}']],
  at: [['Herr {}'], ['Frau {}', 'Fr. {}']],
  ch: [['Herr {}'], ['Frau {}']],
  pl: [
    ['pan {}', 'Pan {}'],
    ['pani {}', 'Pani {}'],
  ],
  en: [
    ['Mr {}', 'Mr. {}'],
    ['Mrs. {}', 'Ms {}'],
  ],
  us: [['Mr. {}'], ['Ms. {}', 'Mrs. {}']],
  nl: [['meneer {}', 'de heer {}'], ['mevrouw {}']],
  fr: [['Monsieur {}'], ['Madame {}']],
  it: [['signor {}', 'sig. {}'], ['signora {}']],
  es: [['señor {}', 'Sr. {}'], ['señora {}']],
  pt: [
    ['senhor {}', 'Sr. {}'],
    ['senhora {}', 'Sra. {}'],
  ],
};
export const TITLES11: ByLang<string[]> = {
  cs: ['Ing. {}', 'Mgr. {}', 'Ing. arch. {}'],
  sk: ['Ing. {}', 'MUDr. {}'],
  de: ['Dr. {}', 'Dipl.-Ing. {}'],
  at: ['Mag. {}', 'Ing. {}'],
  ch: ['Dr. {}', 'lic. {}'],
  pl: ['mgr inż. {}', 'dr {}'],
  en: ['Dr {}', 'Dr. {}'],
  us: ['Dr. {}', 'Prof. {}'],
  nl: ['ir. {}', 'dr. {}'],
  fr: ['Dr {}', 'Prof. {}'],
  it: ['dott. {}', 'ing. {}', 'avv. {}'],
  es: ['Dr. {}', 'Arq. {}'],
  pt: ['Dr. {}', 'Eng. {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES11 = [
  'ten nový účetní',
  'paní z recepce',
  'náš mistr',
  'jemu',
  'ona',
  'tá z fakturácie',
  'der Azubi',
  'unsere Sekretärin',
  'ihr',
  'szef budowy',
  'ta z księgowości',
  'the site manager',
  'our receptionist',
  'him',
  'whoever is on call',
  'de voorman',
  'la segretaria',
  'el encargado',
  'le chef de chantier',
];

/** A person's name in a signature, a table row or a form field. */
export const SIGNED11 = [
  'S pozdravem\n{}',
  'Mit freundlichen Grüßen\n{}',
  'Best regards,\n{}',
  'Pozdrawiam\n{}',
  '| Assignee | {} |',
  'Bearbeiter: {}',
  '- [ ] {}',
  'cc: {}',
];
