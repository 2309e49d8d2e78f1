/**
 * How the held-out kinds (cases.ts) say a name: phrases around it by language, legal forms spelled out or
 * translated, a voice transcript of it, and a surname as an ear writes it.
 */

export const PHRASES = {
  en: ['the {} company', 'our client {}', 'for {}', '{} please', 'invoice the {} people', 'client {}'],
  cs: ['firma {}', 'pro firmu {}', 'náš klient {}', 'pro {}', 'klient {}', 'společnost {}'],
  de: ['Firma {}', 'für {}', 'unser Kunde {}', 'die {}', 'Kunde {}', 'das Unternehmen {}'],
  pl: ['firma {}', 'dla {}', 'nasz klient {}', 'klient {}'],
};

export const SPELLED: Record<string, string[]> = {
  's.r.o.': ['společnost s ručením omezeným', 'spol. s r. o.', 'S R O'],
  'spol. s r.o.': ['s.r.o.', 'společnost s ručením omezeným'],
  'a.s.': ['akciová společnost', 'a. s.'],
  GmbH: ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.'],
  AG: ['Aktiengesellschaft'],
  KG: ['Kommanditgesellschaft'],
  'GmbH & Co. KG': ['GmbH und Co. KG', 'GmbH u. Co. KG'],
  'Sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp. z o. o.'],
  'S.A.': ['SA', 'spółka akcyjna'],
  'sp.k.': ['spółka komandytowa'],
  Ltd: ['Limited'],
  LLP: ['Limited Liability Partnership'],
  PLC: ['Public Limited Company', 'p.l.c.'],
  LLC: ['Limited Liability Company', 'L.L.C.'],
  'Inc.': ['Incorporated'],
};

export const TRANSLATED: Record<string, string[]> = {
  's.r.o.': ['GmbH', 'Ltd', 'LLC'],
  GmbH: ['Limited Liability Company', 'Ltd'],
  'Sp. z o.o.': ['LLC', 'Limited'],
  'a.s.': ['joint stock company', 'AG'],
  AG: ['joint stock company'],
  'S.A.': ['joint-stock company'],
};

export const voice = (text: string) =>
  text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/sch/g, 'sh')
    .replace(/ck/g, 'k')
    .toLowerCase();

/**
 * Spellings a transcript writes for what it heard, each saying the word as it was said: per country, the letters
 * that stand for the same sound there. At least one applies, or the name gives no case.
 */
const HEARD: Record<string, ReadonlyArray<readonly [RegExp, string]>> = {
  any: [
    [/ck/g, 'k'],
    [/k(?=[aou]|$| )/g, 'c'],
    [/c(?=[aou])/g, 'k'],
    [/ph/g, 'f'],
    [/th/g, 't'],
    [/dt/g, 't'],
    [/x/g, 'ks'],
    [/qu/g, 'kw'],
  ],
  DE: [
    [/sch/g, 'sh'],
    [/tz/g, 'ts'],
    [/^z|(?<= )z/g, 'ts'],
    [/w(?=[aeiou])/g, 'v'],
    [/ch(?=[^aeiou]|$)/g, 'kh'],
    [/ie/g, 'ee'],
  ],
  CZ: [
    [/ch/g, 'kh'],
    [/(?<=[aeiou])v/g, 'w'],
  ],
  PL: [
    [/w(?=[aeiou])/g, 'v'],
    [/sz/g, 'sh'],
    [/cz/g, 'ch'],
  ],
  GB: [
    [/ee/g, 'ea'],
    [/(?<=[aeiou])s(?=[aeiou])/g, 'z'],
  ],
};

/** The name as a transcript might write it having heard it, or null when no spelling of it changes. */
export function heard(core: string, country: string, rand: () => number): string | null {
  const plain = core.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').normalize('NFKD');
  const start = plain
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .toLowerCase();
  const rules = [...HEARD.any!, ...(HEARD[country] ?? [])].filter(([pattern]) => start.search(pattern) >= 0);
  if (rules.length === 0) return null;
  let text = start;
  for (const [pattern, replacement] of rules) if (rand() < 0.6) text = text.replace(pattern, replacement);
  if (text === start) text = text.replace(rules[0]![0], rules[0]![1]);
  return text === start ? null : text;
}
