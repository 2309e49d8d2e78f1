/**
 * How the eighth set's names are passed on: what LLM agents put around a name when they fill a tool's argument
 * (a call, a JSON object, key-value pairs, markdown, quotes of every kind, a signature, an id in brackets), what a
 * person dictates in each register ("la società …", "la empresa …", « société … »), a place said beside it, and the
 * words a person is addressed by.
 */
import type { Lang7 } from './pools.js';

export const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
export const fold = (text: string) => unaccent(text).toLowerCase().replace(/['’]/g, '');

/** Around a client's name, as an agent fills a tool's argument; `en` holds the forms of every register. */
export const AGENT7: Record<Lang7, string[]> = {
  en: [
    'invoice.create(customer="{}", amount=200)',
    '{"customer":"{}","amount":200}',
    "{'client': '{}'}",
    'client: {}; amount: 200',
    'bill {} for the March work',
    'invoice for {} re: website',
    '**{}**',
    '`{}`',
    '„{}“',
    '«{}»',
    '"{}".',
    "'{}'",
    '{}.',
    '{}!!',
    '{} (ID 4411)',
    '{} — per the last email',
    'Recipient: **{}**',
    '- client: `{}`',
    'Regards,\n{}',
    'please invoice {}, thanks',
    'customer_name={}',
  ],
  de: ['Rechnung an {} für Webdesign', 'Kunde: {}; Betrag: 200', 'erstelle eine Rechnung für „{}“', 'Auftraggeber: {}'],
  cs: ['faktura pro {} za březen', 'vystav fakturu firmě „{}“', 'odběratel: {}', 'klient: {}; částka: 200'],
  fr: ['société « {} »', 'facture pour la société {}', 'Client : {}', 'à facturer à {} svp'],
  it: ['ditta {}', 'la società {}', 'fattura a {}', 'Cliente: {}'],
  es: ['la empresa {}', 'factura para {}', 'Cliente: {}', 'a nombre de {}'],
  nl: ['factuur voor {}', 'klant: {}', 'de firma {}', 'ten name van {}'],
  hu: ['{} részére', 'Ügyfél: {}', 'számla a(z) {} cégnek', 'Vevő: {}'],
};

/** A client said with its city. */
export const CITY_SAID7 = ['{} ({city})', '{} — the {city} one', '{}, {city}', '{} in {city}', '{} / {city}', '{} - {city}'];
/** A client said with its city in its own register. */
export const CITY_OWN7: Partial<Record<Lang7, string>> = {
  fr: '{} à {city}',
  it: '{} di {city}',
  es: '{} de {city}',
  nl: '{} uit {city}',
  de: '{} aus {city}',
  cs: '{} ({city})',
};

/** How a man and a woman are addressed by the surname; `{}` the surname as stored. */
export const SALUTE7: Record<Lang7, [man: string[], woman: string[]]> = {
  fr: [
    ['M. {}', 'Monsieur {}'],
    ['Mme {}', 'Madame {}'],
  ],
  it: [
    ['sig. {}', 'signor {}'],
    ['sig.ra {}', 'signora {}'],
  ],
  es: [
    ['señor {}', 'Sr. {}'],
    ['señora {}', 'Sra. {}'],
  ],
  nl: [
    ['meneer {}', 'dhr. {}'],
    ['mevrouw {}', 'mw. {}'],
  ],
  hu: [['{} úr'], ['{} asszony']],
  en: [
    ['Mr {}', 'Mr. {}'],
    ['Ms {}', 'Mrs. {}'],
  ],
  de: [
    ['Herr {}', 'Herrn {}'],
    ['Frau {}', 'Fr. {}'],
  ],
  cs: [
    ['pan {}', 'pana {}'],
    ['paní {}', 'pí {}'],
  ],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES7 = ['le comptable', 'la segretaria', 'el encargado', 'de uitvoerder', 'a könyvelő', 'him', 'ten nový', 'die Neue'];
