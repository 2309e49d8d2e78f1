/**
 * The twelfth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish, English, Dutch, French, Italian, Spanish and Portuguese; the Czech and
 * Slovak name calendars; the Swiss German pet forms of the Schweizerisches Idiotikon), some short forms shared by two
 * given names (Broňa: Bronislav, Bronislava; Heidi: Adelheid, Heidemarie; Bertl: Albert, Berthold; Bertie: Bertram, Gilbert),
 * and surnames with a woman's form where the language makes one (-ová, -ska).
 */
import type { ByLang, Lang } from '../blind/types.js';

export { female as female11 } from '../blind/text.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN11: ReadonlyArray<{ given: string; female: boolean; lang: Lang; short: string[] }> = [
  { given: 'Bohdan', female: false, lang: 'cs', short: ['Boďa'] },
  { given: 'Otakar', female: false, lang: 'cs', short: ['Ota'] },
  { given: 'Bronislav', female: false, lang: 'cs', short: ['Broňa'] },
  { given: 'Bronislava', female: true, lang: 'cs', short: ['Broňa'] },
  { given: 'Dagmar', female: true, lang: 'cs', short: ['Dáša'] },
  { given: 'Naděžda', female: true, lang: 'cs', short: ['Naďa'] },
  { given: 'Pavol', female: false, lang: 'sk', short: ['Paľo'] },
  { given: 'Štefan', female: false, lang: 'sk', short: ['Števo'] },
  { given: 'Juraj', female: false, lang: 'sk', short: ['Juro', 'Ďuri'] },
  { given: 'Marcela', female: true, lang: 'sk', short: ['Marcelka'] },
  { given: 'Vladimíra', female: true, lang: 'sk', short: ['Vlaďka'] },
  { given: 'Adelheid', female: true, lang: 'de', short: ['Heidi'] },
  { given: 'Heidemarie', female: true, lang: 'de', short: ['Heidi'] },
  { given: 'Eckhard', female: false, lang: 'de', short: ['Ecki'] },
  { given: 'Ludwig', female: false, lang: 'de', short: ['Lutz'] },
  { given: 'Leonhard', female: false, lang: 'at', short: ['Lenz'] },
  { given: 'Albert', female: false, lang: 'at', short: ['Bertl'] },
  { given: 'Berthold', female: false, lang: 'at', short: ['Bertl'] },
  { given: 'Rosina', female: true, lang: 'at', short: ['Rosl'] },
  { given: 'Jakob', female: false, lang: 'ch', short: ['Köbi'] },
  { given: 'Niklaus', female: false, lang: 'ch', short: ['Chlaus'] },
  { given: 'Ursula', female: true, lang: 'ch', short: ['Urseli'] },
  { given: 'Margrit', female: true, lang: 'ch', short: ['Gritli'] },
  { given: 'Wiesław', female: false, lang: 'pl', short: ['Wiesiek'] },
  { given: 'Witold', female: false, lang: 'pl', short: ['Witek'] },
  { given: 'Krystyna', female: true, lang: 'pl', short: ['Krysia'] },
  { given: 'Józefa', female: true, lang: 'pl', short: ['Józia'] },
  { given: 'Algernon', female: false, lang: 'en', short: ['Algie'] },
  { given: 'Bertram', female: false, lang: 'en', short: ['Bertie'] },
  { given: 'Gilbert', female: false, lang: 'en', short: ['Bertie', 'Gil'] },
  { given: 'Clementine', female: true, lang: 'en', short: ['Clemmie'] },
  { given: 'Araminta', female: true, lang: 'en', short: ['Minty'] },
  { given: 'Zachariah', female: false, lang: 'us', short: ['Zach'] },
  { given: 'Delbert', female: false, lang: 'us', short: ['Del'] },
  { given: 'Josephine', female: true, lang: 'us', short: ['Josie'] },
  { given: 'Mathilda', female: true, lang: 'us', short: ['Tillie'] },
  { given: 'Adrianus', female: false, lang: 'nl', short: ['Arie'] },
  { given: 'Jacobus', female: false, lang: 'nl', short: ['Koos'] },
  { given: 'Hendrika', female: true, lang: 'nl', short: ['Riek'] },
  { given: 'Hippolyte', female: false, lang: 'fr', short: ['Polyte'] },
  { given: 'Théophile', female: false, lang: 'fr', short: ['Théo'] },
  { given: 'Marguerite', female: true, lang: 'fr', short: ['Margot'] },
  { given: 'Domenico', female: false, lang: 'it', short: ['Mimmo'] },
  { given: 'Raffaele', female: false, lang: 'it', short: ['Lello'] },
  { given: 'Concetta', female: true, lang: 'it', short: ['Titti'] },
  { given: 'Enrique', female: false, lang: 'es', short: ['Quique'] },
  { given: 'Jesús', female: false, lang: 'es', short: ['Chucho'] },
  { given: 'Consuelo', female: true, lang: 'es', short: ['Chelo'] },
  { given: 'Raimundo', female: false, lang: 'pt', short: ['Mundinho'] },
  { given: 'Margarida', female: true, lang: 'pt', short: ['Guida'] },
];

/** Surnames by register, in the man's form. */
export const SURNAMES11: ByLang<string[]> = {
  cs: list('Zajíček | Kubát | Slanina | Mourek'),
  sk: list('Hrivnák | Janík | Repka'),
  de: list('Brandauer | Eschbach | Kleinert'),
  at: list('Hinterseer | Grabmayr'),
  ch: list('Zbinden | Rüfenacht'),
  pl: list('Sowiński | Wojciechowski | Urbaniak'),
  en: list('Moriarty | Mulcahy | Postlethwaite'),
  us: list('Hutchins | Applegate'),
  nl: list('Heemskerk | Looijen'),
  fr: list('Lavergne | Chabrol'),
  it: list('Pegoraro | Tonello'),
  es: list('Zabala | Lizarraga'),
  pt: list('Carvalho | Quintela'),
};
