/**
 * The tenth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish and English; the Czech and Slovak institutes' name calendars), surnames
 * with a woman's form where the language makes one (-ová, -ska), and the declined forms a Czech, Slovak or Polish
 * sentence puts a surname in.
 */
import type { Lang9 } from './pools.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export interface Person9 {
  name: string;
  given: string;
  /** The surname as stored: the woman's form for a woman where the language makes one. */
  surname: string;
  /** The family's surname in the man's form. */
  family: string;
  female: boolean;
  lang: Lang9;
}

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

/** A woman's form of a surname: Czech and Slovak -ová (the -ek's e and a final -a dropped), Polish -ska/-cka. */
export function female9(surname: string, lang: Lang9): string {
  if (lang === 'cs' || lang === 'sk') {
    if (surname.endsWith('ek')) return `${surname.slice(0, -2)}ková`;
    if (surname.endsWith('a')) return `${surname.slice(0, -1)}ová`;
    return `${surname}ová`;
  }
  if (lang === 'pl' && /[sc]ki$/.test(surname)) return `${surname.slice(0, -1)}a`;
  return surname;
}

/**
 * A stored surname as a Czech, Slovak or Polish sentence holds it: declined after a preposition or as the object,
 * or a possessive; none where the language does not decline it in writing.
 */
export function declined9(surname: string, female: boolean, lang: Lang9): string[] {
  // "s" before a word opening with s, z, š or ž is said "se" (cs) or "so" (sk).
  const wit = (word: string) => `${/^[szšž]/i.test(word) ? (lang === 'cs' ? 'se' : 'so') : 's'} ${word}`;
  if (lang === 'cs' || lang === 'sk') {
    if (female) {
      const stem = surname.slice(0, -1);
      return lang === 'cs'
        ? [`pro ${stem}ou`, `předej to ${stem}é`, wit(`${stem}ou`)]
        : [`pre ${stem}ú`, `odovzdaj to ${stem}ej`, wit(`${stem}ou`)];
    }
    const stem = surname.endsWith('ek') ? `${surname.slice(0, -2)}k` : surname.endsWith('a') ? surname.slice(0, -1) : surname;
    const accusative = surname.endsWith('a') ? `${stem}u` : lang === 'cs' && /[řšžčcj]$/.test(surname) ? `${stem}e` : `${stem}a`;
    // Slovak men's instrumental is -om (Ďurišom, Slobodom); Czech -em, or -ou for a surname in -a.
    const instrumental = lang === 'sk' ? `${stem}om` : surname.endsWith('a') ? `${stem}ou` : `${stem}em`;
    if (lang === 'sk') return [`pre ${accusative}`, `${stem}ovi`, wit(instrumental)];
    return [`pro ${accusative}`, `${stem}ovi`, wit(instrumental), `${stem}ův úkol`];
  }
  if (lang === 'pl' && /ki$/.test(surname)) return [`dla ${surname}ego`, `przekaż to ${surname}emu`, `z ${surname.slice(0, -1)}im`];
  if (lang === 'pl' && /ka$/.test(surname)) return [`dla ${surname.slice(0, -1)}iej`, `z ${surname.slice(0, -1)}ą`];
  return [];
}
