/**
 * The fourth held-out set's population and cases, written from what agents and voice transcripts pass on: an e-mail
 * header, a ticket subject, brackets and quotes, shouted or lower-case text, letters without accents, emoji, words
 * joined or split, legal forms spelt out, numbers said otherwise, names stored twice, former names, and people by
 * short forms, declined surnames, salutations and roles. Each case's answer comes from the generated record: the
 * record meant, or null where a careful clerk asks (two records fit, another number, a role, a name nobody has).
 */
import { pick, random } from '../../population.js';
import type { JudgedCase } from '../harness.js';
import {
  ABSENT3,
  type Client3,
  FORM_SAID,
  GIVEN3,
  type Lang3,
  NUMBERED3,
  POOLS3,
  type Person3,
  RENAMED3,
  SURNAMES3,
  female3,
} from './pools.js';

export function population3(seed: number): { clients: Client3[]; employees: Person3[] } {
  const rand = random(seed);
  const clients: Client3[] = [];
  for (const lang of Object.keys(POOLS3) as Lang3[]) {
    const pool = POOLS3[lang];
    for (const core of pool.cores)
      for (const trade of pool.trades)
        if (rand() < 0.45) {
          const form = pick(rand, pool.forms);
          clients.push({ name: `${core} ${trade} ${form}`, core: `${core} ${trade}`, form, lang, city: pick(rand, pool.cities) });
        }
  }
  for (let n = 0; n < 6; n++) {
    const one = clients[Math.floor(rand() * clients.length)]!;
    if (one.twin) continue;
    one.twin = true;
    clients.push({
      ...one,
      city: pick(
        rand,
        POOLS3[one.lang].cities.filter((city) => city !== one.city),
      ),
    });
  }
  for (const [stored] of NUMBERED3) clients.push({ name: stored, core: stored.replace(/ \S+$/, ''), form: '', lang: 'en', city: 'Brno' });
  for (const [current, former] of RENAMED3)
    clients.push({ name: current, core: current.replace(/ \S+$/, ''), form: '', lang: 'en', city: 'Praha', former });
  const employees: Person3[] = [];
  for (const given of GIVEN3) {
    const surnames = SURNAMES3[given.lang as keyof typeof SURNAMES3] ?? SURNAMES3.cs;
    const surname = pick(rand, surnames);
    const said = given.female ? female3(surname, given.lang) : surname;
    employees.push({ name: `${given.given} ${said}`, given: given.given, surname: said, female: given.female, lang: given.lang });
    // The same family: a woman of the same surname under another given name.
    if (!given.female && rand() < 0.5) {
      const woman = pick(
        rand,
        GIVEN3.filter((one) => one.female),
      ).given;
      const hers = female3(surname, given.lang);
      if (!employees.some((one) => one.name === `${woman} ${hers}`))
        employees.push({ name: `${woman} ${hers}`, given: woman, surname: hers, female: true, lang: given.lang });
    }
  }
  return { clients, employees };
}

const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');

/** How an agent or a transcript wraps a name it passes on. */
const WRAPS: Array<(name: string, slug: string) => string> = [
  (name, slug) => `${name} <billing@${slug}.example>`,
  (name, slug) => `"${name}" <accounts@${slug}.example>`,
  (name) => `Re: ${name}`,
  (name) => `[${name}]`,
  (name) => `„${name}“`,
  (name) => `'${name}'`,
  (name) => `${name}!!`,
  (name) => `${name}?`,
  (name) => `${name} 👍`,
  (name) => `🏗️ ${name}`,
  (name) => name.toUpperCase(),
  (name) => name.toLowerCase(),
  (name) => unaccent(name),
  (name) => unaccent(name).toLowerCase(),
];

const AGENT: Record<Lang3, string[]> = {
  en: ['please bill {}', 'for the account of {}', 'invoice to {} pls', 'customer: {}', 'bill this to {} thanks'],
  cs: ['zákazník {}', 'fakturuj na {}', 'vystavit pro {} prosím', 'odběratel: {}'],
  sk: ['zákazník {}', 'vyfakturovať na {}', 'odberateľ {}'],
  de: ['im Auftrag von {}', 'Rechnung bitte an {}', 'Kunde: {}', 'z. Hd. {}'],
  pl: ['klient: {}', 'proszę wystawić na {}', 'nabywca {}'],
  fr: ['facturer à {}', 'client : {}', 'pour le compte de {}'],
  it: ['fatturare a {}', 'cliente: {}', 'per conto di {}'],
  nl: ['factuur naar {}', 'klant: {}', 'in opdracht van {}'],
  es: ['facturar a {}', 'cliente: {}', 'por cuenta de {}'],
};

const fold = (text: string) => unaccent(text).toLowerCase();

function clientCases(clients: readonly Client3[], rand: () => number): Array<() => JudgedCase | null> {
  const at = (client: Client3) => clients.indexOf(client);
  const single = clients.filter((client) => !client.twin && client.form !== '');
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'client', text, expected });
  const slug = (client: Client3) => fold(client.core).replace(/[^a-z]+/g, '');
  return [
    () => {
      const client = pick(rand, single);
      return said('wrapped', pick(rand, WRAPS)(client.name, slug(client)), at(client));
    },
    () => {
      const client = pick(rand, single);
      return said('agent-phrase', pick(rand, AGENT[pick(rand, [client.lang, 'en'] as Lang3[])]).replace('{}', client.name), at(client));
    },
    () => {
      const client = pick(rand, single);
      const spelt = FORM_SAID[client.form];
      return spelt ? said('form-said', `${client.core} ${pick(rand, spelt)}`, at(client)) : null;
    },
    () => {
      const client = pick(rand, single);
      // Without its form: right only when no other record has the same core.
      const others = clients.filter((one) => fold(one.core) === fold(client.core));
      return said('form-left-out', pick(rand, [client.core, client.core.toLowerCase()]), others.length === 1 ? at(client) : null);
    },
    () => {
      const client = pick(rand, single);
      const [first, second] = client.core.split(' ') as [string, string];
      const joined = pick(rand, [`${first}-${second}`, `${first}${second.toLowerCase()}`, `${first} - ${second}`]);
      return said('joined', `${joined} ${client.form}`, at(client));
    },
    () => {
      const client = pick(rand, single);
      return said('city-added', pick(rand, [`${client.name} (${client.city})`, `${client.name}, ${client.city}`]), at(client));
    },
    () => {
      const twins = clients.filter((client) => client.twin);
      if (twins.length === 0) return null;
      const client = pick(rand, twins);
      return rand() < 0.5
        ? said('twin-bare', pick(rand, [client.name, client.core]), null)
        : said('twin-city', `${client.name} (${client.city})`, at(client));
    },
    () => {
      const [stored, other] = pick(rand, NUMBERED3);
      const client = clients.find((one) => one.name === stored)!;
      return rand() < 0.5 ? said('number-same', client.core, at(client)) : said('number-other', other, null);
    },
    () => {
      const renamed = clients.filter((client) => client.former);
      const client = pick(rand, renamed);
      return said('former-name', pick(rand, [client.former!, client.former!.replace(/ \S+$/, '')]), at(client));
    },
    () => said('absent', pick(rand, ABSENT3), null),
  ];
}

/** Czech and Slovak cases of a surname: genitive and dative for a man, the -ové/-ou endings for a woman. */
function declined(person: Person3, rand: () => number): string | null {
  const s = person.surname;
  if (person.lang === 'cs' || person.lang === 'sk') {
    if (person.female) return s.endsWith('ová') ? `${s.slice(0, -1)}${pick(rand, ['é', 'ou'])}` : null;
    const stem = s.endsWith('ek') ? `${s.slice(0, -2)}k` : s.endsWith('a') ? s.slice(0, -1) : s;
    return `${stem}${s.endsWith('a') ? pick(rand, ['y', 'ovi']) : pick(rand, ['a', 'ovi', 'em'])}`;
  }
  if (person.lang === 'pl') {
    if (s.endsWith('ski')) return `${s.slice(0, -1)}${pick(rand, ['iego', 'iemu'])}`;
    if (s.endsWith('ska')) return `${s.slice(0, -1)}iej`;
    return person.female ? null : `${s}${pick(rand, ['a', 'owi'])}`;
  }
  return null;
}

const PREPOSITION: Record<string, string[]> = {
  cs: ['pro', 'od', 'pro kolegu'],
  sk: ['pre', 'od'],
  pl: ['dla', 'od'],
};

const SALUTE: Record<string, [man: string, woman: string]> = {
  cs: ['pan', 'paní'],
  sk: ['pán', 'pani'],
  de: ['Herr', 'Frau'],
  pl: ['pan', 'pani'],
  en: ['Mr', 'Ms'],
};

function peopleCases(people: readonly Person3[], rand: () => number): Array<() => JudgedCase | null> {
  const at = (person: Person3) => people.indexOf(person);
  const said = (kind: string, text: string, expected: number | null): JudgedCase => ({ kind, record: 'employee', text, expected });
  const sameSurname = (person: Person3) => people.filter((one) => fold(one.surname) === fold(person.surname));
  const sameGiven = (person: Person3) => people.filter((one) => one.given === person.given && fold(one.surname) === fold(person.surname));
  return [
    () => {
      const person = pick(rand, people);
      const short = GIVEN3.find((one) => one.given === person.given)!.short;
      return said('nickname', `${pick(rand, short)} ${person.surname}`, sameGiven(person).length === 1 ? at(person) : null);
    },
    () => {
      const person = pick(rand, people);
      const form = declined(person, rand);
      if (!form) return null;
      const before = pick(rand, PREPOSITION[person.lang] ?? ['']);
      return said('declined', `${before} ${form}`.trim(), sameSurname(person).length === 1 ? at(person) : null);
    },
    () => {
      const person = pick(rand, people);
      const [man, woman] = SALUTE[person.lang] ?? SALUTE.en!;
      // The salutation says the sex: "Frau Seidl" beside a Herr Seidl is the one woman of that name.
      const fits = sameSurname(person).filter((one) => one.female === person.female);
      return said('salutation', `${person.female ? woman : man} ${person.surname}`, fits.length === 1 ? at(person) : null);
    },
    () => {
      const person = pick(rand, people);
      const text = pick(rand, [
        person.name.toUpperCase(),
        person.name.toLowerCase(),
        unaccent(person.name),
        `${person.surname}, ${person.given}`,
      ]);
      return said('person-written', text, at(person));
    },
    () => said('role-only', pick(rand, ['the accountant', 'můj kolega', 'him', 'die Chefin', 'ona', 'szef']), null),
  ];
}

export function cases3(clients: readonly Client3[], people: readonly Person3[], count: number, seed: number): JudgedCase[] {
  const rand = random(seed);
  const generators = [...clientCases(clients, rand), ...peopleCases(people, rand)];
  const out: JudgedCase[] = [];
  while (out.length < count) {
    const made = pick(rand, generators)();
    if (made) out.push(made);
  }
  return out;
}
