/**
 * How the fifth set's names are passed on: what automation tools and chat agents put around a name (a mapped field's
 * label, a function call's argument written out, a note), a place said beside it, and the words a person is addressed
 * by, in the eight languages of the set.
 */
import type { Lang4 } from './pools.js';

export const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');
export const fold = (text: string) => unaccent(text).toLowerCase();

/** Around a client's name, as Zapier or Make map a field, or a chat agent fills a function's argument. */
export const AGENT4: Partial<Record<Lang4 | 'en', string[]>> = {
  en: [
    'Customer Name: {}',
    'client_name: {}',
    'Bill to: {}',
    '{} (customer)',
    'the customer named {}',
    'a client called {}',
    'company "{}"',
  ],
  cs: ['Odběratel – {}', 'klient {}', 'společnost {}', 'pro firmu {}'],
  sk: ['Odberateľ: {}', 'pre firmu {}', 'spoločnosť {}'],
  hu: ['Ügyfél: {}', 'Vevő: {}', 'a(z) {} részére'],
  de: ['Kunde (Firma): {}', 'Empfänger: {}', 'an die Firma {}'],
  nl: ['Klantnaam: {}', 'de firma {}', 'ten name van {}'],
  es: ['Nombre del cliente: {}', 'la empresa {}', 'a nombre de {}'],
  it: ['Ragione sociale: {}', 'la ditta {}', 'intestata a {}'],
  fr: ['Raison sociale : {}', "l'entreprise {}", 'au nom de {}'],
};

/** A client said with its city. */
export const CITY_SAID4 = ['{} ({city})', '{}, {city}', '{} in {city}', '{} aus {city}', '{} – {city}', '{} / {city}'];

/** A company said by the owner's surname, as a person would name it on the phone. */
export const SALUTE_CLIENT4: Partial<Record<Lang4, string[]>> = {
  cs: ['pan {}', 'u pana {}', 'firma {}'],
  sk: ['pán {}', 'firma {}'],
  hu: ['{} úr', '{} cég'],
  de: ['Herr {}', 'Firma {}'],
  nl: ['meneer {}', 'firma {}'],
  es: ['señor {}', 'don {}'],
  it: ['signor {}', 'ditta {}'],
  fr: ['monsieur {}', 'M. {}'],
};

/** How a man and a woman are addressed before (or, in Hungarian, after) the surname. */
export const SALUTE4: Record<Lang4, [man: string[], woman: string[]]> = {
  cs: [['pan {}'], ['paní {}']],
  sk: [['pán {}'], ['pani {}']],
  hu: [['{} úr'], ['{} asszony']],
  de: [['Herr {}'], ['Frau {}']],
  nl: [
    ['meneer {}', 'dhr. {}'],
    ['mevrouw {}', 'mevr. {}'],
  ],
  es: [
    ['señor {}', 'Sr. {}'],
    ['señora {}', 'Sra. {}'],
  ],
  it: [
    ['signor {}', 'sig. {}'],
    ['signora {}', 'sig.ra {}'],
  ],
  fr: [
    ['monsieur {}', 'M. {}'],
    ['madame {}', 'Mme {}'],
  ],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES4 = [
  'a könyvelő',
  'de boekhouder',
  'la jefa',
  'il capo',
  'mon collègue',
  'náš skladník',
  'ten nový',
  'her',
  'the new guy',
];
