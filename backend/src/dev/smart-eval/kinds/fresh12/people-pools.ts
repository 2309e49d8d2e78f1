/**
 * The thirteenth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish, English, Dutch, French, Italian and Spanish; the Czech and Slovak name
 * calendars; the Austro-Bavarian and Swiss German pet forms), one short form two given names of both sexes share
 * (Conny: Konrad, Constanze), and surnames with a woman's form where the language makes one (-ová, -ska/-cka).
 */
import type { ByLang, Lang } from '../blind/types.js';

export { female as female12 } from '../blind/text.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN12: ReadonlyArray<{ given: string; female: boolean; lang: Lang; short: string[] }> = [
  { given: 'Břetislav', female: false, lang: 'cs', short: ['Břéťa'] },
  { given: 'Mikuláš', female: false, lang: 'cs', short: ['Mikeš'] },
  { given: 'Miloslava', female: true, lang: 'cs', short: ['Miluška'] },
  { given: 'Drahoslava', female: true, lang: 'cs', short: ['Draha'] },
  { given: 'Ľubica', female: true, lang: 'sk', short: ['Ľubka'] },
  { given: 'Kajetán', female: false, lang: 'sk', short: ['Kajo'] },
  { given: 'Konrad', female: false, lang: 'de', short: ['Conny'] },
  { given: 'Constanze', female: true, lang: 'de', short: ['Conny'] },
  { given: 'Gottlieb', female: false, lang: 'de', short: ['Gotti'] },
  { given: 'Pankraz', female: false, lang: 'at', short: ['Pankerl'] },
  { given: 'Ehrentraud', female: true, lang: 'at', short: ['Traudi'] },
  { given: 'Rudolf', female: false, lang: 'ch', short: ['Ruedi'] },
  { given: 'Verena', female: true, lang: 'ch', short: ['Vreni'] },
  { given: 'Wawrzyniec', female: false, lang: 'pl', short: ['Wawrzek'] },
  { given: 'Jarosław', female: false, lang: 'pl', short: ['Jarko'] },
  { given: 'Leokadia', female: true, lang: 'pl', short: ['Lodzia'] },
  { given: 'Mortimer', female: false, lang: 'en', short: ['Morty'] },
  { given: 'Harriet', female: true, lang: 'en', short: ['Hattie'] },
  { given: 'Rosamund', female: true, lang: 'en', short: ['Roz'] },
  { given: 'Eugene', female: false, lang: 'us', short: ['Gene'] },
  { given: 'Dorothy', female: true, lang: 'us', short: ['Dottie'] },
  { given: 'Theodorus', female: false, lang: 'nl', short: ['Dorus'] },
  { given: 'Hermanus', female: false, lang: 'nl', short: ['Manus'] },
  { given: 'Sébastien', female: false, lang: 'fr', short: ['Seb'] },
  { given: 'Stéphanie', female: true, lang: 'fr', short: ['Steph'] },
  { given: 'Salvatore', female: false, lang: 'it', short: ['Totò'] },
  { given: 'Calogero', female: false, lang: 'it', short: ['Lillo'] },
  { given: 'Antonella', female: true, lang: 'it', short: ['Nella'] },
  { given: 'Eusebio', female: false, lang: 'es', short: ['Chebo'] },
  { given: 'Rosario', female: true, lang: 'es', short: ['Charo'] },
  { given: 'Asunción', female: true, lang: 'es', short: ['Chon'] },
];

/** Surnames by register, in the man's form. */
export const SURNAMES12: ByLang<string[]> = {
  cs: list('Klimeš | Vlasák | Kořínek | Hulák'),
  sk: list('Fabian | Hrebík | Babjak'),
  de: list('Hesseling | Brockmann | Tenhagen'),
  at: list('Strohmaier | Hirschberger'),
  ch: list('Nydegger | Zollinger'),
  pl: list('Wierzbicki | Lisiecki | Grzelak'),
  en: list('Heathcote | Bramwell | Crossley'),
  us: list('Truesdell | Honeycutt'),
  nl: list('Verbeek | Nijhuis'),
  fr: list('Delcourt | Fauconnier'),
  it: list('Brambilla | Zanatta'),
  es: list('Urrutia | Etxeberria'),
};
