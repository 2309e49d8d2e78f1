/**
 * How the sixth set's names are passed on: a mapped field's label or a function call's argument around a client's
 * name, a place beside it, and the words a person is addressed by, in the set's languages.
 */
import type { Lang5 } from './pools.js';

export const unaccent = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
export const fold = (text: string) => unaccent(text).toLowerCase();

/** Around a client's name, as an automation tool maps a field or an agent writes a function's argument out. */
export const AGENT5: Partial<Record<Lang5 | 'any', string[]>> = {
  any: ['{"client": "{}"}', 'client={}', 'Customer: {}', 'bill {} for it', 'the customer named {}'],
  pl: ['Nabywca: {}', 'dla firmy {}', 'klient {}'],
  pt: ['Cliente: {}', 'a empresa {}', 'em nome de {}'],
  ro: ['Client: {}', 'firma {}', 'pentru {}'],
  hr: ['Kupac: {}', 'tvrtka {}', 'za firmu {}'],
  sl: ['Kupec: {}', 'podjetje {}'],
  sv: ['Kund: {}', 'företaget {}'],
  da: ['Kunde: {}', 'firmaet {}'],
  no: ['Kunde: {}', 'firmaet {}'],
  fi: ['Asiakas: {}', 'yritys {}'],
  at: ['Kunde: {}', 'die Firma {}'],
  ch: ['Kunde: {}', 'Firma {}'],
  en: ['Bill to: {}', 'Account name - {}'],
};

/** A client said with its city. */
export const CITY_SAID5 = ['{} ({city})', '{}, {city}', '{} in {city}', '{} from {city}', '{} – {city}'];

/** How a man and a woman are addressed before the surname. */
export const SALUTE5: Partial<Record<Lang5, [man: string[], woman: string[]]>> = {
  pl: [
    ['pan {}', 'Pan {}'],
    ['pani {}', 'Pani {}'],
  ],
  en: [
    ['Mr {}', 'Mr. {}'],
    ['Mrs {}', 'Ms. {}'],
  ],
  pt: [
    ['Sr. {}', 'senhor {}'],
    ['Sra. {}', 'senhora {}'],
  ],
  hr: [['gospodin {}'], ['gospođa {}']],
  at: [
    ['Herr {}', 'Herrn {}'],
    ['Frau {}', 'Fr. {}'],
  ],
  no: [['herr {}'], ['fru {}']],
  sv: [['herr {}'], ['fru {}']],
};
