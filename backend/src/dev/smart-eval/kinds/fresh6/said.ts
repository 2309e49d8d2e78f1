/**
 * How the seventh set's names are passed on: what agents put around a name (a tool call's JSON argument, a mapped
 * field, "bill X for …", "the customer named …"), a place said beside it, and the words a person is addressed by,
 * in the set's registers.
 */
import type { Lang6 } from './pools.js';

export const unaccent = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ø/g, 'o').replace(/æ/g, 'ae');
export const fold = (text: string) => unaccent(text).toLowerCase().replace(/['’]/g, '');

/** Around a client's name, as an agent fills a tool's argument or a person dictates an instruction. */
export const AGENT6: Partial<Record<Lang6, string[]>> = {
  en: [
    '{"client": "{}"}',
    '{"customer_name":"{}"}',
    'create_invoice(client="{}")',
    'bill {} for the March work',
    'the customer named {}',
    'invoice to {} please',
    'Customer: {}',
  ],
  pl: ['Nabywca: {}', 'dla firmy {}', 'klient {}'],
  nord: ['Kund: {}', 'Kunde: {}', 'Asiakas: {}'],
  pt: ['Cliente: {}', 'a empresa {}', 'em nome de {}'],
  br: ['Cliente: {}', 'para a empresa {}'],
  ro: ['Client: {}', 'pentru firma {}'],
  hr: ['Kupac: {}', 'za tvrtku {}', 'naročnik {}'],
  at: ['Kunde: {}', 'an die Firma {}', 'Rechnung an {}'],
};

/** A client said with its city. */
export const CITY_SAID6 = ['{} ({city})', '{}, {city}', '{} in {city}', '{} from {city}', '{} – {city}', '{} z {city}'];

/** A company said by the owner's surname, as a person would name it on the phone. */
export const SALUTE_CLIENT6: Partial<Record<Lang6, string[]>> = {
  pl: ['pan {}', 'firma {}'],
  en: ['Mr {}', "{}'s firm"],
  nord: ['firma {}'],
  pt: ['senhor {}', 'empresa {}'],
  br: ['seu {}', 'empresa {}'],
  ro: ['domnul {}', 'firma {}'],
  hr: ['gospodin {}', 'firma {}'],
  at: ['Herr {}', 'Firma {}'],
};

/** How a man and a woman are addressed before the surname. */
export const SALUTE6: Record<Lang6, [man: string[], woman: string[]]> = {
  pl: [['pan {}'], ['pani {}']],
  en: [
    ['Mr {}', 'Mr. {}'],
    ['Mrs {}', 'Ms. {}'],
  ],
  nord: [['herr {}'], ['fru {}']],
  pt: [
    ['senhor {}', 'Sr. {}'],
    ['senhora {}', 'Sra. {}'],
  ],
  br: [
    ['seu {}', 'Sr. {}'],
    ['dona {}', 'Sra. {}'],
  ],
  ro: [
    ['domnul {}', 'dl. {}'],
    ['doamna {}', 'dna. {}'],
  ],
  hr: [
    ['gospodin {}', 'g. {}'],
    ['gospođa {}', 'gđa {}'],
  ],
  at: [
    ['Herr {}', 'Hr. {}'],
    ['Frau {}', 'Fr. {}'],
  ],
};

/** A person named by a role or a pronoun: no one is picked. */
export const ROLES6 = ['księgowa', 'the foreman', 'him', 'o contabilista', 'contabilul', 'šef', 'der Polier', 'vår nya kollega', 'she'];
