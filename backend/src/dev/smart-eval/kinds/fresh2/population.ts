/**
 * The third held-out population (see pools.ts): clients of ten countries, near-duplicates (the same name in another
 * city, under another form, with a word more), shorter surnames whose longer namesake is another word, names with
 * numbers, clients said by their initials, renamed clients, clients with a phrase confirmed once, and employees with
 * short forms of their given names, a brother, a woman of the same surname. Deterministic per seed.
 */
import { pick, random } from '../../population.js';
import {
  type Client2,
  type Country2,
  type Employee2,
  EXTENDED2,
  FORMER2,
  GIVEN2,
  LEARNED2,
  LONGER2,
  NUMBERED2,
  PEOPLE2,
  POOLS2,
  female2,
} from './pools.js';

/**
 * Clients named to be said by their initials, with the small words people leave out of them. "Kärntner Beton Union" and
 * "Krajská Bytová Unie" share theirs: those initials are asked back.
 */
export const ACRONYMS2: ReadonlyArray<readonly [core: string, form: string, country: Country2, city: string]> = [
  ['Jihomoravské Dřevařské Provozy', 'a.s.', 'CZ', 'Kolín'],
  ['Krajská Bytová Unie', 's.r.o.', 'CZ', 'Chrudim'],
  ['Kärntner Beton Union', 'AG', 'AT', 'Leoben'],
  ['Westfälische Kunststoff Fabrik', 'GmbH', 'DE', 'Paderborn'],
  ['Pennine Timber Merchants', 'Ltd', 'GB', 'Carlisle'],
  ['Fabbrica Italiana Pompe', 'S.p.A.', 'IT', 'Ancona'],
  ['Maison Bretonne de Conserverie', 'SAS', 'FR', 'Reims'],
  ['Przedsiębiorstwo Robót Drogowych', 'S.A.', 'PL', 'Tarnów'],
  ['Hollandse Metaal Unie', 'B.V.', 'NL', 'Delft'],
  ['Transportes Unidos de Asturias', 'S.A.', 'ES', 'Oviedo'],
];

export function population2(seed: number): { clients: Client2[]; employees: Employee2[] } {
  const rand = random(seed);
  const clients: Client2[] = [];
  const names = new Set<string>();
  const add = (client: Client2) => {
    const name = `${client.core} ${client.form}`;
    const key = `${name}|${client.city}`.toLowerCase();
    if (names.has(key)) return;
    names.add(key);
    clients.push({ ...client, name });
  };
  for (const country of Object.keys(POOLS2) as Country2[]) {
    const pool = POOLS2[country];
    for (const surname of pool.surnames)
      for (const trade of pool.trades)
        if (rand() < 0.4)
          add({ name: '', core: `${surname} ${trade}`, form: pick(rand, pool.forms), country, city: pick(rand, pool.cities) });
  }
  const plain = clients.length;
  for (let n = 0; n < 18; n++) {
    const original = clients[Math.floor(rand() * plain)]!;
    if (original.twin) continue;
    const pool = POOLS2[original.country];
    const how = n % 3;
    if (how === 0) {
      const city = pick(
        rand,
        pool.cities.filter((one) => one !== original.city),
      );
      original.twin = 'city';
      add({ ...original, city, twin: 'city' });
    } else if (how === 1) {
      const form = pick(
        rand,
        pool.forms.filter((one) => one !== original.form),
      );
      original.twin = 'form';
      add({ ...original, form, twin: 'form' });
    } else {
      original.twin = 'longer';
      add({ ...original, core: `${original.core} ${LONGER2[original.country]}`, twin: 'longer' });
    }
  }
  for (const [short, long, trade, country] of EXTENDED2) {
    const pool = POOLS2[country];
    add({ name: '', core: `${short} ${trade}`, form: pool.forms[0]!, country, city: pick(rand, pool.cities) });
    if (rand() < 0.4) add({ name: '', core: `${long} ${trade}`, form: pool.forms[1]!, country, city: pick(rand, pool.cities) });
  }
  for (const [word, number, other] of NUMBERED2) {
    add({ name: '', core: `${word} ${number}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS2.CZ.cities) });
    if (rand() < 0.5) add({ name: '', core: `${word} ${other}`, form: 'GmbH', country: 'DE', city: pick(rand, POOLS2.DE.cities) });
  }
  for (const [core, form, country, city] of ACRONYMS2) add({ name: '', core, form, country, city, acronym: true });
  const formers = new Set<string>();
  let learned = 0;
  for (const client of clients) {
    if (client.twin || client.acronym) continue;
    if (rand() < 0.08) {
      const core = `${pick(rand, FORMER2.first)} ${pick(rand, FORMER2.second)}`;
      if (!formers.has(core)) {
        formers.add(core);
        client.former = `${core} ${client.form}`;
        continue;
      }
    }
    if (learned < LEARNED2.length && rand() < 0.06) client.learned = LEARNED2[learned++];
  }
  return { clients, employees: employees2(rand) };
}

function employees2(rand: () => number): Employee2[] {
  const employees: Employee2[] = [];
  const names = new Set<string>();
  const add = (given: string, surname: string, female: boolean, country: Country2) => {
    const name = `${given} ${female ? female2(surname, country) : surname}`;
    if (names.has(name)) return;
    names.add(name);
    employees.push({ name, given, surname, female, country });
  };
  for (const person of GIVEN2) add(person.given, pick(rand, PEOPLE2[person.country]), person.female, person.country);
  // A brother of some, and a woman of some men's surname: a surname alone is then asked back.
  for (let n = 0; n < 4; n++) {
    const other = employees[Math.floor(rand() * GIVEN2.length)]!;
    const men = GIVEN2.filter((person) => !person.female && person.given !== other.given);
    add(pick(rand, men).given, other.surname, false, other.country);
    const women = GIVEN2.filter((person) => person.female && person.given !== other.given);
    add(pick(rand, women).given, other.surname, true, other.country);
  }
  return employees;
}
