/**
 * How the thirteenth set's names are passed on: the words a person or an agent puts around a client's name in each
 * register's language (an order for, it is about, our customer, a city), what an LLM agent writes (tool arguments,
 * camelCase JSON, a nested object, markdown bullets and code spans, `Re:` lines, polite sentences), what a voice
 * transcript makes of it (lower case, no punctuation, fillers, numbers as words, a name written as another ear hears
 * it), salutations and titles, signatures and closings, roles and pronouns. None of these phrasings is an earlier set's.
 */
import type { ByLang } from '../blind/types.js';

/** Words around a client's name, by the language the person speaks. */
export const PHRASE12: ByLang<string[]> = {
  cs: ['zakázka pro {}', 'jde o firmu {}', 'klient {}', 'to je pro {}'],
  sk: ['zákazka pre {}', 'ide o firmu {}', 'klient {}'],
  de: ['Auftrag für {}', 'es geht um {}', 'unser Kunde {}', 'Angebot an {}'],
  at: ['es geht um die {}', 'Rechnung für die {}'],
  ch: ['Auftrag von {}', 'für die {}'],
  pl: ['zlecenie dla {}', 'chodzi o {}', 'klient {}'],
  en: ['our customer {}', 'the job at {}', 'regarding {}', 'it is for {}'],
  us: ['the {} guys', 'our client {}', 'a bill for {}'],
  nl: ['opdracht voor {}', 'het gaat om {}'],
  fr: ['commande pour {}', "il s'agit de {}"],
  it: ['ordine per {}', 'si tratta di {}'],
  es: ['pedido para {}', 'se trata de {}'],
};

/** What an agent writes when it passes the name on: tool arguments, JSON, markdown, a polite sentence. */
export const AGENT12: ByLang<string[]> & { any: string[] } = {
  any: [
    '{"clientName": "{}"}',
    '{"data": {"client": "{}"}}',
    'lookup_client(name="{}")',
    "invoice.create(client='{}', amount=1200)",
    '* Client: {}',
    '`{}`',
    'Re: {}',
    '{"customer_name": "{}", "currency": "EUR"}',
  ],
  cs: ['Vystav fakturu pro {}, prosím.', 'Klient: {}', 'Najdi mi prosím {}.'],
  sk: ['Vystav faktúru pre {}, prosím.', 'Klient: {}'],
  de: ['Bitte {} anlegen.', 'Auftraggeber: {}', 'Such mal {} raus.'],
  at: ['Könntest du {} suchen?', 'Kundin: {}'],
  ch: ['Kannst du {} nachschauen?', 'Auftraggeber: {}'],
  pl: ['Proszę wystawić fakturę na {}.', 'Klient: {}'],
  en: ['Can you invoice {} please?', 'Bill to: {}', 'Look up {} for me.'],
  us: ['Go ahead and bill {}.', 'Bill to: {}'],
  nl: ['Maak een factuur voor {}.', 'Opdrachtgever: {}'],
  fr: ['Merci de facturer {}.', 'Destinataire : {}'],
  it: ['Per favore fattura {}.', 'Destinatario: {}'],
  es: ['Por favor factura a {}.', 'Destinatario: {}'],
};

/** A client said with its city. */
export const CITY12 = ['{} ({city})', '{}, {city}', '{} / {city}', '{} - {city}'];
export const CITY_OWN12: ByLang<string> = {
  cs: '{} – {city}',
  sk: '{} ({city})',
  de: '{} in {city}',
  at: '{} aus {city}',
  ch: '{}, {city}',
  pl: '{} ({city})',
  en: '{}, {city}',
  us: '{} of {city}',
  nl: '{} te {city}',
  fr: '{} ({city})',
  it: '{} a {city}',
  es: '{} en {city}',
};

/** Fillers a transcript keeps, by language. */
export const FILLERS12: ByLang<string[]> = {
  cs: ['hm', 'jo', 'teda'],
  sk: ['hm', 'tak'],
  de: ['ähm', 'na ja', 'also'],
  at: ['na', 'äh'],
  ch: ['äh', 'jo'],
  pl: ['eee', 'no to'],
  en: ['er', 'um', 'like'],
  us: ['uh', 'okay so'],
  nl: ['ehm', 'dus'],
  fr: ['euh', 'alors'],
  it: ['eh', 'cioè'],
  es: ['este', 'eh'],
};

/** Names as another language's ear writes them down (what a transcript spells by sound). */
export const HEARD12: Record<string, string[]> = {
  Šilhan: ['schilhan', 'shilhan'],
  Vobořil: ['woborschil', 'voborzhil'],
  Greguš: ['gregusch', 'gregush'],
  Mlynárik: ['mlinarik'],
  Kaczor: ['kachor', 'katschor'],
  Kędzia: ['kendja', 'kendzia'],
  Wessling: ['wesling'],
  Dreesen: ['dreessen', 'dresen'],
  Holroyd: ['holroid'],
  Dijkhuis: ['deikhuis', 'dijkhuys'],
  Zubizarreta: ['subisarreta'],
  Eizaguirre: ['eisagire', 'eizagirre'],
  Chabanne: ['chabane'],
  Zanchetta: ['zanketta'],
  Haskins: ['haskens'],
  Klimeš: ['klimesch', 'klimesh'],
  Kořínek: ['korschinek', 'korzhinek'],
  Hrebík: ['hrebik', 'chrebik'],
  Hesseling: ['hessling'],
  Strohmaier: ['strohmeier', 'strohmayer'],
  Nydegger: ['niedegger'],
  Wierzbicki: ['vierzbitski', 'wjerschbizki'],
  Lisiecki: ['lishetski', 'lischetzki'],
  Heathcote: ['heathcoat'],
  Truesdell: ['trusdell'],
  Verbeek: ['ferbeek'],
  Etxeberria: ['echeberria', 'etcheberria'],
  Fauconnier: ['foconnier'],
  Zanatta: ['tsanatta'],
};

/** How a man and a woman are addressed by the surname; titles tell no sex. */
export const SALUTE12: ByLang<[man: string[], woman: string[]]> = {
  cs: [
    ['pan {}', 'p. {}'],
    ['paní {}', 'pí {}'],
  ],
  sk: [['pán {}'], ['pani {}', 'pí {}']],
  de: [['Herr {}', 'Herrn {}'], ['Frau {}']],
  at: [['Herr {}', 'Hr. {}'], ['Frau {}']],
  ch: [['Herr {}'], ['Frau {}']],
  pl: [['pan {}', 'Pan {}'], ['pani {}']],
  en: [
    ['Mr {}', 'Mister {}'],
    ['Ms. {}', 'Miss {}'],
  ],
  us: [['Mr. {}'], ['Mrs. {}']],
  nl: [
    ['dhr. {}', 'meneer {}'],
    ['mevr. {}', 'mevrouw {}'],
  ],
  fr: [['Monsieur {}'], ['Mme {}', 'Madame {}']],
  it: [
    ['sig. {}', 'signor {}'],
    ['sig.ra {}', 'signora {}'],
  ],
  es: [
    ['Sr. {}', 'don {}'],
    ['Sra. {}', 'doña {}'],
  ],
};
export const TITLES12: ByLang<string[]> = {
  cs: ['Ing. {}', 'doc. {}', 'JUDr. {}'],
  sk: ['Mgr. {}', 'PhDr. {}'],
  de: ['Prof. Dr. {}', 'Dr.-Ing. {}'],
  at: ['DI {}', 'Mag. {}'],
  ch: ['Dr. med. {}', 'Dr. {}'],
  pl: ['inż. {}', 'prof. {}'],
  en: ['Dr {}', 'Prof {}'],
  us: ['Dr. {}'],
  nl: ['mr. {}', 'ing. {}'],
  fr: ['Me {}', 'Dr {}'],
  it: ['arch. {}', 'geom. {}'],
  es: ['Lic. {}', 'Ing. {}'],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES12 = [
  'ten účetní',
  'naše uklízečka',
  'on',
  'ten chlap ze skladu',
  'ten z recepcie',
  'der Hausmeister',
  'die Neue',
  'unser Buchhalter',
  'kierownik',
  'ten nowy',
  'she',
  'the new guy',
  'our bookkeeper',
  'my manager',
  'de boekhouder',
  'il capocantiere',
  'la contable',
  'la comptable',
];

/** A person's name under a closing, in a bullet or a field. */
export const SIGNED12 = [
  'Díky,\n{}',
  'Viele Grüße\n{}',
  'Cheers,\n{}',
  'Z poważaniem\n{}',
  'Met vriendelijke groet,\n{}',
  '— {}',
  'Verantwortlich: {}',
  'Cordialement,\n{}',
  'Saludos,\n{}',
];
