/**
 * The ninth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish and English; the Czech and Slovak institutes' name calendars), surnames
 * with a woman's form where the language makes one (-ová, -ska), and the declined forms a Czech, Slovak or Polish
 * sentence puts a surname in.
 */
import type { Lang8 } from './pools.js';

export { female as female8 } from '../blind/text.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN8: ReadonlyArray<{ given: string; female: boolean; lang: Lang8; short: string[] }> = [
  { given: 'Vladimír', female: false, lang: 'cs', short: ['Vláďa'] },
  { given: 'Bohumil', female: false, lang: 'cs', short: ['Bohuš'] },
  { given: 'Jindřich', female: false, lang: 'cs', short: ['Jindra'] },
  { given: 'Libuše', female: true, lang: 'cs', short: ['Libuška'] },
  { given: 'Alena', female: true, lang: 'cs', short: ['Alenka'] },
  { given: 'Dušan', female: false, lang: 'sk', short: ['Duško'] },
  { given: 'Drahoslav', female: false, lang: 'sk', short: ['Draho'] },
  { given: 'Miroslava', female: true, lang: 'sk', short: ['Mirka'] },
  { given: 'Gabriela', female: true, lang: 'sk', short: ['Gabika'] },
  { given: 'Ulrich', female: false, lang: 'de', short: ['Uli'] },
  { given: 'Siegfried', female: false, lang: 'de', short: ['Siggi'] },
  { given: 'Hannelore', female: true, lang: 'de', short: ['Hanne'] },
  { given: 'Engelbert', female: false, lang: 'at', short: ['Berti'] },
  { given: 'Johannes', female: false, lang: 'at', short: ['Hannes'] },
  { given: 'Aloisia', female: true, lang: 'at', short: ['Loisi'] },
  { given: 'Gertraud', female: true, lang: 'at', short: ['Traudl'] },
  { given: 'Kazimierz', female: false, lang: 'pl', short: ['Kazik'] },
  { given: 'Eugeniusz', female: false, lang: 'pl', short: ['Gienek'] },
  { given: 'Bożena', female: true, lang: 'pl', short: ['Bożenka'] },
  { given: 'Dorota', female: true, lang: 'pl', short: ['Dorotka'] },
  { given: 'Frederick', female: false, lang: 'en', short: ['Freddie', 'Fred'] },
  { given: 'Roderick', female: false, lang: 'en', short: ['Roddy'] },
  { given: 'Gwendolyn', female: true, lang: 'en', short: ['Gwen'] },
  { given: 'Cornelia', female: true, lang: 'en', short: ['Nelly'] },
];

/** Surnames by register, in the man's form. */
export const SURNAMES8: Record<Lang8, string[]> = {
  cs: list('Bednář | Trnka | Šafránek'),
  sk: list('Sloboda | Ďuriš'),
  de: list('Rademacher | Obermüller'),
  at: list('Fellner | Kogler | Riegler'),
  pl: list('Michalski | Tomaszewski | Sawicki'),
  en: list('Merriweather | Lockwood | Barnard'),
};
