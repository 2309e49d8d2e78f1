/**
 * The ninth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish and English; the Czech and Slovak institutes' name calendars), surnames
 * with a woman's form where the language makes one (-ová, -ska), and the declined forms a Czech, Slovak or Polish
 * sentence puts a surname in.
 */
import type { Lang8 } from './pools.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export interface Person8 {
  name: string;
  given: string;
  /** The surname as stored: the woman's form for a woman where the language makes one. */
  surname: string;
  /** The family's surname in the man's form. */
  family: string;
  female: boolean;
  lang: Lang8;
}

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

/** A woman's form of a surname: Czech and Slovak -ová (the -ek's e and a final -a dropped), Polish -ska/-cka. */
export function female8(surname: string, lang: Lang8): string {
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
export function declined8(surname: string, female: boolean, lang: Lang8): string[] {
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
