/**
 * The eleventh set's people: given names with the short forms people say (sources: Wikipedia's lists of hypocorisms
 * in Czech, Slovak, German, Polish, English, Dutch, Italian and Spanish, and the Austrian dialect forms of the
 * Österreichisches Wörterbuch), surnames with a woman's form where the language makes one (-ová, -á, -ska), and the
 * declined forms a Czech, Slovak or Polish sentence puts a surname in.
 */
import type { Lang10 } from './said.js';

export const FIRST10: ReadonlyArray<{ given: string; female: boolean; lang: Lang10; short: string[] }> = [
  { given: 'Drahomír', female: false, lang: 'cs', short: ['Dráža'] },
  { given: 'Jaromil', female: false, lang: 'cs', short: [] },
  { given: 'Bohumila', female: true, lang: 'cs', short: ['Bohunka'] },
  { given: 'Kamila', female: true, lang: 'cs', short: ['Kamilka'] },
  { given: 'Imrich', female: false, lang: 'sk', short: ['Imro'] },
  { given: 'Ambróz', female: false, lang: 'sk', short: ['Ambo'] },
  { given: 'Viera', female: true, lang: 'sk', short: ['Vierka'] },
  { given: 'Terézia', female: true, lang: 'sk', short: ['Terka'] },
  { given: 'Eberhard', female: false, lang: 'de', short: ['Ebi'] },
  { given: 'Hartmut', female: false, lang: 'de', short: ['Hardy'] },
  { given: 'Mechthild', female: true, lang: 'de', short: ['Mechti'] },
  { given: 'Roswitha', female: true, lang: 'de', short: ['Rosi'] },
  { given: 'Ignaz', female: false, lang: 'at', short: ['Naz'] },
  { given: 'Rupert', female: false, lang: 'at', short: ['Rupi'] },
  { given: 'Crescentia', female: true, lang: 'at', short: ['Zenzi'] },
  { given: 'Hermine', female: true, lang: 'at', short: ['Minnerl'] },
  { given: 'Bolesław', female: false, lang: 'pl', short: ['Bolek'] },
  { given: 'Zdzisław', female: false, lang: 'pl', short: ['Zdzisiek'] },
  { given: 'Urszula', female: true, lang: 'pl', short: ['Ula'] },
  { given: 'Danuta', female: true, lang: 'pl', short: ['Danusia'] },
  { given: 'Humphrey', female: false, lang: 'en', short: ['Humph'] },
  { given: 'Barnaby', female: false, lang: 'en', short: ['Barney'] },
  { given: 'Prudence', female: true, lang: 'en', short: ['Prue'] },
  { given: 'Henrietta', female: true, lang: 'en', short: ['Hettie'] },
  { given: 'Gijsbert', female: false, lang: 'nl', short: ['Gijs'] },
  { given: 'Hubertus', female: false, lang: 'nl', short: ['Huub'] },
  { given: 'Jacoba', female: true, lang: 'nl', short: ['Coby'] },
  { given: 'Petronella', female: true, lang: 'nl', short: ['Nel'] },
  { given: 'Gaspard', female: false, lang: 'fr', short: [] },
  { given: 'Clothilde', female: true, lang: 'fr', short: [] },
  { given: 'Bénédicte', female: true, lang: 'fr', short: ['Béné'] },
  { given: 'Vincenzo', female: false, lang: 'it', short: ['Enzo'] },
  { given: 'Annunziata', female: true, lang: 'it', short: ['Nunzia'] },
  { given: 'Ramón', female: false, lang: 'es', short: ['Moncho'] },
  { given: 'Guadalupe', female: true, lang: 'es', short: ['Lupe'] },
];

/**
 * Short forms that are as much another listed given name's, though not drawn for it: Hardy is Eberhard's as well as
 * Hartmut's (de.wikipedia, "Hardy (Vorname)"), so beside both it is asked back.
 */
export const ALSO_SHORT_FOR10: Record<string, string[]> = { Hardy: ['Eberhard'] };

const bar = (text: string) => text.trim().split(/\s*\|\s*/);

/** Surnames by language, in the man's form. */
export const FAMILIES10: Record<Lang10, string[]> = {
  cs: bar('Kohoutek | Žabokrtský | Skácel | Kudrna'),
  sk: bar('Mojžiš | Slivka | Hladký'),
  de: bar('Niemöller | Buschkamp | Stratmann | Wiechers'),
  at: bar('Pramberger | Stögerer | Moshammer | Edlinger'),
  pl: bar('Mazurkiewicz | Żurawski | Głowacki'),
  en: bar('Wolstenholme | Shufflebottom | Crabtree | Illingworth'),
  nl: bar('Oldenkamp | Kamphuis | Boersma | Hofstede'),
  fr: bar('Lemaître | Cordier'),
  it: bar('Sartori | Bernardini'),
  es: bar('Cifuentes | Quintanilla'),
};

/** A woman's form of a family's surname: Czech and Slovak -ová or -á, Polish -ska/-cka; other languages keep it. */
export function womansForm10(family: string, lang: Lang10): string {
  if (lang === 'cs' || lang === 'sk') {
    if (/[ýy]$/.test(family)) return `${family.slice(0, -1)}á`;
    if (family.endsWith('ek')) return `${family.slice(0, -2)}ková`;
    if (family.endsWith('a')) return `${family.slice(0, -1)}ová`;
    return `${family}ová`;
  }
  if (lang === 'pl' && /[sc]ki$/.test(family)) return `${family.slice(0, -1)}a`;
  return family;
}

const CS_SOFT = /[šžčřcjť]$/;

/**
 * The stored surname as a sentence holds it: genitive after "od"/"u", dative after a verb, instrumental after "s"/"z".
 * Czech and Slovak men by their ending (adjectival -ý, -ek losing its e, -a, a consonant), women by -ová and -á;
 * Polish adjectival -ski/-cki both sexes, other Polish men's names declined, a woman's left as it is.
 */
export function inSentence10(surname: string, female: boolean, lang: Lang10): string[] {
  const withS = (word: string) => `${/^[szšž]/i.test(word) ? (lang === 'cs' ? 'se' : 'so') : 's'} ${word}`;
  if (lang === 'cs' || lang === 'sk') {
    const cs = lang === 'cs';
    if (female) {
      const stem = surname.slice(0, -1);
      return cs ? [`od ${stem}é`, `zavolej ${stem}é`, withS(`${stem}ou`)] : [`od ${stem}ej`, `zavolaj ${stem}ej`, withS(`${stem}ou`)];
    }
    if (surname.endsWith('ý')) {
      const stem = surname.slice(0, -1);
      return cs ? [`od ${stem}ého`, `zavolej ${stem}ému`, withS(`${stem}ým`)] : [`od ${stem}ého`, `zavolaj ${stem}ému`, withS(`${stem}ým`)];
    }
    if (surname.endsWith('a')) {
      const stem = surname.slice(0, -1);
      return cs ? [`od ${stem}y`, `zavolej ${stem}ovi`, withS(`${stem}ou`)] : [`od ${stem}u`, `zavolaj ${stem}ovi`, withS(`${stem}om`)];
    }
    const stem = surname.endsWith('ek') ? `${surname.slice(0, -2)}k` : surname;
    if (!cs) return [`od ${stem}a`, `zavolaj ${stem}ovi`, withS(`${stem}om`)];
    return [`u ${stem}${CS_SOFT.test(stem) ? 'e' : 'a'}`, `zavolej ${stem}ovi`, withS(`${stem}em`), `${stem}ova faktura`];
  }
  if (lang !== 'pl') return [];
  if (/ki$/.test(surname)) return [`od ${surname}ego`, `zadzwoń do ${surname}ego`, `z ${surname.slice(0, -1)}im`];
  if (/ka$/.test(surname)) return [`od ${surname.slice(0, -1)}iej`, `z ${surname.slice(0, -1)}ą`];
  if (female) return [];
  // A man's surname ending in a consonant (Mazurkiewicz) takes -a, -owi, -em.
  return [`od ${surname}a`, `wyślij to ${surname}owi`, `z ${surname}em`];
}
