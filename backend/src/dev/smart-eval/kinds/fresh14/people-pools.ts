/**
 * The fifteenth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, German, Polish, English and Portuguese; the Czech name calendar; the
 * Austro-Bavarian pet forms), and surnames with a woman's form where the language makes one (-ová, -ska/-cka).
 */
import type { ByLang, Lang } from '../blind/types.js';

export { female as female14 } from '../blind/text.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN14: ReadonlyArray<{ given: string; female: boolean; lang: Lang; short: string[] }> = [
  { given: 'Bohumír', female: false, lang: 'cs', short: ['Bóža'] },
  { given: 'Kvido', female: false, lang: 'cs', short: ['Kvída'] },
  { given: 'Sieglinde', female: true, lang: 'de', short: ['Sigi'] },
  { given: 'Ekkehard', female: false, lang: 'de', short: ['Ekki'] },
  { given: 'Ermengard', female: true, lang: 'de', short: ['Irmel'] },
  { given: 'Walpurga', female: true, lang: 'at', short: ['Burgl'] },
  { given: 'Ambrosius', female: false, lang: 'at', short: ['Brosi'] },
  { given: 'Czesława', female: true, lang: 'pl', short: ['Czesia'] },
  { given: 'Wacław', female: false, lang: 'pl', short: ['Wacek'] },
  { given: 'Ziemowit', female: false, lang: 'pl', short: ['Ziemek'] },
  { given: 'Mehitabel', female: true, lang: 'en', short: ['Hetty'] },
  { given: 'Joaquim', female: false, lang: 'pt', short: ['Quim'] },
  { given: 'Leocádia', female: true, lang: 'pt', short: ['Cádia'] },
  { given: 'Eulália', female: true, lang: 'pt', short: ['Lala'] },
];

/** Surnames by register, in the man's form. */
export const SURNAMES14: ByLang<string[]> = {
  cs: list('Krákora | Čepička | Ječmínek'),
  de: list('Lüdinghaus | Terhechte'),
  at: list('Ringlstetter | Hinterhölzl'),
  pl: list('Wałkowiak | Dzierżak'),
  en: list('Entwhistle | Hepworth'),
  pt: list('Meireles | Sarmento'),
};
