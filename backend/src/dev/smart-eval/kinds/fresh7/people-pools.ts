/**
 * The eighth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in French, Italian, Spanish, Dutch, Hungarian, English, German and Czech), hyphenated French given
 * names, Spanish double surnames, Hungarian names stored family name first, Czech surnames with a woman's form, and
 * a hyphenated given name beside a person called by its second half.
 */
import type { Lang7 } from './pools.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export interface Person7 {
  name: string;
  given: string;
  /** The surname as stored (a woman's form where the language makes one; two words for some). */
  surname: string;
  female: boolean;
  lang: Lang7;
}

export const GIVEN7: ReadonlyArray<{ given: string; female: boolean; lang: Lang7; short: string[] }> = [
  { given: 'Jean-Baptiste', female: false, lang: 'fr', short: ['JB'] },
  { given: 'Anne-Laure', female: true, lang: 'fr', short: [] },
  { given: 'Gonzague', female: false, lang: 'fr', short: [] },
  { given: 'Ermenegildo', female: false, lang: 'it', short: ['Gildo'] },
  { given: 'Luigi', female: false, lang: 'it', short: ['Gigi'] },
  { given: 'Donatella', female: true, lang: 'it', short: [] },
  { given: 'Ignacio', female: false, lang: 'es', short: ['Nacho'] },
  { given: 'Gumersindo', female: false, lang: 'es', short: ['Sindo'] },
  { given: 'Inmaculada', female: true, lang: 'es', short: ['Inma'] },
  { given: 'Gerardus', female: false, lang: 'nl', short: ['Gerrit'] },
  { given: 'Wilhelmina', female: true, lang: 'nl', short: ['Mien'] },
  { given: 'István', female: false, lang: 'hu', short: ['Pista'] },
  { given: 'Erzsébet', female: true, lang: 'hu', short: ['Erzsi'] },
  { given: 'Bartholomew', female: false, lang: 'en', short: ['Bart'] },
  { given: 'Theodora', female: true, lang: 'en', short: ['Thea'] },
  { given: 'Korbinian', female: false, lang: 'de', short: ['Korbi'] },
  { given: 'Walburga', female: true, lang: 'de', short: ['Wally'] },
  { given: 'Bořivoj', female: false, lang: 'cs', short: ['Bořa'] },
  { given: 'Drahomíra', female: true, lang: 'cs', short: ['Drahuška'] },
];

/** Surnames of the people, by register: for cs the man's form (the woman's is made from it). */
export const SURNAMES7: Record<Lang7, string[]> = {
  fr: list('Lacoudre | Duchêne'),
  it: list('Mazzoleni | Pellegatta'),
  es: list('Ortuño Salcedo | Arrieta'),
  nl: list('van Wijngaarden | Bosschaert'),
  hu: list('Szalai | Bakos'),
  en: list('Whitlock | Ormerod'),
  de: list('Niederreiter | Pfisterer'),
  cs: list('Tvrdoň | Pazourek'),
};

/** A woman's form of a surname where the language makes one (Czech: -ová, the -ek's e dropped). */
export function female7(surname: string, lang: Lang7): string {
  if (lang !== 'cs') return surname;
  if (surname.endsWith('ek')) return `${surname.slice(0, -2)}ková`;
  return `${surname}ová`;
}

/** The name as stored: Hungarian family name first. */
export const storedName7 = (given: string, surname: string, lang: Lang7) => (lang === 'hu' ? `${surname} ${given}` : `${given} ${surname}`);

/** A hyphenated given name beside a person called by its second half, of one surname. */
export const HALVES7: ReadonlyArray<{ whole: string; half: string; surname: string; female: boolean }> = [
  { whole: 'Jean-Rémi', half: 'Rémi', surname: 'Castagnède', female: false },
  { whole: 'Anne-Sophie', half: 'Sophie', surname: 'Villeneuve', female: true },
];
