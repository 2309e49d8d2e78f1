/**
 * The tenth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish and English; the Czech and Slovak institutes' name calendars), surnames
 * with a woman's form where the language makes one (-ová, -ska), and the declined forms a Czech, Slovak or Polish
 * sentence puts a surname in.
 */
import type { Lang9 } from './pools.js';

export { female as female9 } from '../blind/text.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN9: ReadonlyArray<{ given: string; female: boolean; lang: Lang9; short: string[] }> = [
  { given: 'Zbyněk', female: false, lang: 'cs', short: ['Zbyňa'] },
  { given: 'Miloslav', female: false, lang: 'cs', short: ['Míla'] },
  { given: 'Bohdana', female: true, lang: 'cs', short: ['Bohdanka'] },
  { given: 'Hedvika', female: true, lang: 'cs', short: ['Hedva'] },
  { given: 'Ľuboslav', female: false, lang: 'sk', short: ['Ľubko'] },
  { given: 'Vendelín', female: false, lang: 'sk', short: ['Vendo'] },
  { given: 'Stanislava', female: true, lang: 'sk', short: ['Stanka'] },
  { given: 'Alžbeta', female: true, lang: 'sk', short: ['Betka'] },
  { given: 'Dietmar', female: false, lang: 'de', short: ['Didi'] },
  { given: 'Burkhard', female: false, lang: 'de', short: ['Burki'] },
  { given: 'Irmgard', female: true, lang: 'de', short: ['Irmi'] },
  { given: 'Lieselotte', female: true, lang: 'de', short: ['Lilo'] },
  { given: 'Florian', female: false, lang: 'at', short: ['Flori'] },
  { given: 'Hubert', female: false, lang: 'at', short: ['Hubsi'] },
  { given: 'Valentin', female: false, lang: 'at', short: ['Valli'] },
  { given: 'Kunigunde', female: true, lang: 'at', short: ['Gundi'] },
  { given: 'Waltraud', female: true, lang: 'at', short: ['Walli'] },
  { given: 'Ryszard', female: false, lang: 'pl', short: ['Rysiek'] },
  { given: 'Bogusław', female: false, lang: 'pl', short: ['Boguś'] },
  { given: 'Stanisława', female: true, lang: 'pl', short: ['Stasia'] },
  { given: 'Grażyna', female: true, lang: 'pl', short: ['Grażynka'] },
  { given: 'Percival', female: false, lang: 'en', short: ['Percy'] },
  { given: 'Montgomery', female: false, lang: 'en', short: ['Monty'] },
  { given: 'Beatrice', female: true, lang: 'en', short: ['Bea'] },
  { given: 'Millicent', female: true, lang: 'en', short: ['Milly'] },
];

/** Surnames by register, in the man's form. */
export const SURNAMES9: Record<Lang9, string[]> = {
  cs: list('Vodička | Koubek | Šustr'),
  sk: list('Sabol | Trebuľa | Mikula'),
  de: list('Wunderlich | Ruhland | Kampmann'),
  at: list('Pfeiffenberger | Unterberger | Kerschbaum'),
  pl: list('Borkowski | Kołodziej'),
  en: list('Halliwell | Ramsbottom | Higginbottom'),
};
