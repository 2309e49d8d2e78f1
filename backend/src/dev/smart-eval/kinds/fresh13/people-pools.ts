/**
 * The fourteenth held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Czech, Slovak, German, Polish, English, Dutch, French, Italian and Spanish; the Czech and Slovak name
 * calendars; the Austro-Bavarian and Swiss German pet forms), and surnames with a woman's form where the language
 * makes one (-ová, -ska/-cka).
 */
import type { ByLang, Lang } from '../blind/types.js';

export { female as female13 } from '../blind/text.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN13: ReadonlyArray<{ given: string; female: boolean; lang: Lang; short: string[] }> = [
  { given: 'Radovan', female: false, lang: 'cs', short: ['Ráďa'] },
  { given: 'Věnceslava', female: true, lang: 'cs', short: ['Věnka'] },
  { given: 'Vlastimila', female: true, lang: 'cs', short: ['Vlastička'] },
  { given: 'Dobromil', female: false, lang: 'sk', short: ['Dobko'] },
  { given: 'Gebhard', female: false, lang: 'de', short: ['Gebbi'] },
  { given: 'Adalbert', female: false, lang: 'de', short: ['Adi'] },
  { given: 'Volkmar', female: false, lang: 'de', short: ['Volki'] },
  { given: 'Wunibald', female: false, lang: 'at', short: ['Wuni'] },
  { given: 'Gundula', female: true, lang: 'at', short: ['Gundl'] },
  { given: 'Fridolin', female: false, lang: 'ch', short: ['Fridli'] },
  { given: 'Bogumił', female: false, lang: 'pl', short: ['Bodzio'] },
  { given: 'Bożydar', female: false, lang: 'pl', short: ['Bożek'] },
  { given: 'Teodozja', female: true, lang: 'pl', short: ['Tosia'] },
  { given: 'Cuthbert', female: false, lang: 'en', short: ['Cuddy'] },
  { given: 'Clifford', female: false, lang: 'us', short: ['Cliff'] },
  { given: 'Loretta', female: true, lang: 'us', short: ['Retta'] },
  { given: 'Wilhelmus', female: false, lang: 'nl', short: ['Wim'] },
  { given: 'Adriaan', female: false, lang: 'nl', short: ['Aad'] },
  { given: 'Hendrikje', female: true, lang: 'nl', short: ['Henny'] },
  { given: 'Thibault', female: false, lang: 'fr', short: ['Thib'] },
  { given: 'Bernadette', female: true, lang: 'fr', short: ['Bernie'] },
  { given: 'Gianbattista', female: false, lang: 'it', short: ['Titta'] },
  { given: 'Domenica', female: true, lang: 'it', short: ['Mimma'] },
  { given: 'Encarnación', female: true, lang: 'es', short: ['Encarna'] },
  { given: 'Buenaventura', female: false, lang: 'es', short: ['Ventura'] },
  { given: 'Eustaquio', female: false, lang: 'es', short: ['Taquio'] },
  { given: 'Remedios', female: true, lang: 'es', short: ['Reme'] },
];

/** Surnames by register, in the man's form. */
export const SURNAMES13: ByLang<string[]> = {
  cs: list('Hrabánek | Kolínek | Mráček | Skořepa'),
  sk: list('Kolláth | Repčík | Zvara'),
  de: list('Wientjes | Bröckelmann | Sendker'),
  at: list('Kendlbacher | Wimmleitner'),
  ch: list('Gerber | Stucki'),
  pl: list('Sobieraj | Wnorowski | Kłosowski'),
  en: list('Attwood | Gledhill | Spencely'),
  us: list('Shipley | Vandiver'),
  nl: list('Jongsma | Hoogland'),
  fr: list('Daguerre | Soulié'),
  it: list('Castellan | Pavanello'),
  es: list('Aranguren | Iturbe'),
};
