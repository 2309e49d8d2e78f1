/**
 * The text helpers of the blind sets: a name folded as a person compares it, a transcript as a voice tool writes it,
 * a woman's form of a surname and the declined forms a Czech, Slovak or Polish sentence puts it in.
 */
import type { Lang } from './types.js';

export const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/ß/g, 'ss');
export const fold = (text: string) => unaccent(text).toLowerCase().replace(/['’]/g, '');

/** A transcript of the text: lower case, punctuation gone, maybe the accents gone, maybe a filler (of `fillers`) before it. */
export function voiced(text: string, fillers: readonly string[], rand: () => number): string {
  let said = text.toLowerCase().replace(/[.,()„“"!?:;]/g, ' ');
  if (rand() < 0.5) said = unaccent(said);
  if (rand() < 0.6) said = `${fillers[Math.floor(rand() * fillers.length)]} ${said}`;
  return said.replace(/\s+/g, ' ').trim();
}

/** A woman's form of a surname: Czech and Slovak -ová (the -ek's e and a final -a dropped), Polish -ska/-cka. */
export function female(surname: string, lang: Lang): string {
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
export function declined(surname: string, female: boolean, lang: Lang): string[] {
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
