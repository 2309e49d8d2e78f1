/**
 * The seventh held-out set's people: given names with the short forms people say (sources: Wikipedia's lists of
 * hypocorisms in Polish, English, Portuguese, Romanian, Croatian and German, and the Nordic name-day calendars),
 * surnames by register (Polish with a woman's and a man's form), given names that are another person's surname.
 */
import type { Lang6 } from './pools.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const GIVEN6: ReadonlyArray<{ given: string; female: boolean; lang: Lang6; short: string[] }> = [
  { given: 'Wiesława', female: true, lang: 'pl', short: ['Wiesia'] },
  { given: 'Przemysław', female: false, lang: 'pl', short: ['Przemek'] },
  { given: 'Mieczysław', female: false, lang: 'pl', short: ['Mietek'] },
  { given: 'Mildred', female: true, lang: 'en', short: ['Millie'] },
  { given: 'Cornelius', female: false, lang: 'en', short: ['Neil', 'Con'] },
  { given: 'Siobhán', female: true, lang: 'en', short: [] },
  { given: 'Ingeborg', female: true, lang: 'nord', short: ['Inga'] },
  { given: 'Kristoffer', female: false, lang: 'nord', short: ['Kris'] },
  { given: 'Sebastião', female: false, lang: 'pt', short: ['Tião'] },
  { given: 'Conceição', female: true, lang: 'br', short: ['Ceiça', 'Ceição'] },
  { given: 'Gheorghe', female: false, lang: 'ro', short: ['Ghiță', 'Gică'] },
  { given: 'Ecaterina', female: true, lang: 'ro', short: ['Cati'] },
  { given: 'Stjepan', female: false, lang: 'hr', short: ['Štef', 'Stipe'] },
  { given: 'Vinzenz', female: false, lang: 'at', short: ['Vinzi'] },
  { given: 'Notburga', female: true, lang: 'at', short: ['Burgi'] },
];

/** Surnames of the people, by register: for pl the man's form (the woman's is made from it). */
export const SURNAMES6: Record<Lang6, string[]> = {
  pl: list('Jędrzejewski | Grabowiecki | Sobieralski'),
  en: list('Fitzgerald | Sutherland'),
  nord: list('Sandberg | Haugen'),
  pt: list('Gonçalves Ribeiro | Teixeira'),
  br: list('Cavalcante | Siqueira'),
  ro: list('Popovici | Stoica'),
  hr: list('Babić | Jurišić'),
  at: list('Hofstätter | Pichlmayr'),
};

/** A woman's form of a surname where the language makes one (Polish -ski/-cki/-dzki: -ska/-cka/-dzka). */
export function female6(surname: string, lang: Lang6): string {
  if (lang !== 'pl') return surname;
  if (/(ski|cki|dzki)$/.test(surname)) return `${surname.slice(0, -1)}a`;
  return surname;
}

/** Given names that are also surnames here: "Morgan Sutherland" beside "Eilidh Morgan". */
export const CROSSED6: ReadonlyArray<{ first: string; second: string; lang: Lang6; womanGiven: string }> = [
  { first: 'Morgan Fairweather', second: 'Eilidh Morgan', lang: 'en', womanGiven: 'Eilidh' },
  { first: 'Marian Kozubowski', second: 'Halina Marian', lang: 'pl', womanGiven: 'Halina' },
];
