/**
 * The fresh population (see pools.ts): clients of seven countries, near-duplicates of some (the same name in another
 * city, under another legal form, or with a word more), names with numbers, clients said by their initials, renamed
 * clients, and employees with short forms of their given names, a brother, a woman of the same surname. Deterministic
 * per seed.
 */
import { pick, random } from '../../population.js';
import {
  FORMER,
  FRESH,
  type FreshClient,
  type FreshCountry,
  type FreshEmployee,
  GIVEN_FRESH,
  LONGER,
  NUMBERED_FRESH,
  femaleFresh,
} from './pools.js';

/**
 * Clients named to be said by their initials, with the small words people leave out of them ("des", "del", "della",
 * "van", "und"). "Severné Lesy Kysúc" and "Slovenské Lodenice Komárno" share theirs, as do "Mazurska Spółdzielnia
 * Mleczarska" and "Molinos del Sur Mediterráneo": those initials are asked back.
 */
export const ACRONYM_NAMES: ReadonlyArray<readonly [core: string, form: string, country: FreshCountry, city: string]> = [
  ['Compagnie Lyonnaise des Eaux', 'SA', 'FR', 'Lyon'],
  ['Manufacture Nantaise de Levage', 'SAS', 'FR', 'Nantes'],
  ['Industrias Cárnicas del Ebro', 'S.A.', 'ES', 'Zaragoza'],
  ['Talleres Mecánicos de Aragón', 'S.L.', 'ES', 'Zaragoza'],
  ['Molinos del Sur Mediterráneo', 'S.A.', 'ES', 'Málaga'],
  ['Officine Meccaniche della Brianza', 'S.p.A.', 'IT', 'Bergamo'],
  ['Cantine Riunite del Garda', 'S.r.l.', 'IT', 'Verona'],
  ['Verenigde Zuivelfabrieken Friesland', 'N.V.', 'NL', 'Leeuwarden'],
  ['Koninklijke Scheepswerf van Harlingen', 'B.V.', 'NL', 'Groningen'],
  ['Steirische Wasserkraft und Elektrizität', 'AG', 'AT', 'Graz'],
  ['Tiroler Seilbahnen', 'AG', 'AT', 'Innsbruck'],
  ['Slovenské Lodenice Komárno', 'a. s.', 'SK', 'Nitra'],
  ['Severné Lesy Kysúc', 's. r. o.', 'SK', 'Žilina'],
  ['Fabryka Maszyn Rolniczych', 'S.A.', 'PL', 'Kielce'],
  ['Mazurska Spółdzielnia Mleczarska', 'sp. z o.o.', 'PL', 'Olsztyn'],
];

export function freshPopulation(seed: number): { clients: FreshClient[]; employees: FreshEmployee[] } {
  const rand = random(seed);
  const clients: FreshClient[] = [];
  const cores = new Set<string>();
  const add = (client: FreshClient, twin = false) => {
    if (!twin && cores.has(client.core.toLowerCase())) return;
    cores.add(client.core.toLowerCase());
    clients.push(client);
  };
  for (const country of Object.keys(FRESH) as FreshCountry[]) {
    const pool = FRESH[country];
    for (const surname of pool.surnames)
      for (const trade of pool.trades)
        if (rand() < 0.3)
          add({ name: '', core: `${surname} ${trade}`, form: pick(rand, pool.forms), country, city: pick(rand, pool.cities) });
  }
  const plain = clients.length;
  for (let n = 0; n < 15; n++) {
    const original = clients[Math.floor(rand() * plain)]!;
    if (original.twin) continue;
    const pool = FRESH[original.country];
    const how = n % 3;
    if (how === 0) {
      const city = pick(
        rand,
        pool.cities.filter((one) => one !== original.city),
      );
      add({ ...original, city, twin: 'city' }, true);
      original.twin = 'city';
    } else if (how === 1) {
      const form = pick(
        rand,
        pool.forms.filter((one) => one !== original.form),
      );
      add({ ...original, form, twin: 'form' }, true);
      original.twin = 'form';
    } else {
      const core = `${original.core} ${pick(rand, LONGER[original.country])}`;
      add({ ...original, core, twin: 'longer' });
      original.twin = 'longer';
    }
  }
  for (const [word, number, other] of NUMBERED_FRESH) {
    add({ name: '', core: `${word} ${number}`, form: 's. r. o.', country: 'SK', city: pick(rand, FRESH.SK.cities) });
    if (rand() < 0.5) add({ name: '', core: `${word} ${other}`, form: 'GmbH', country: 'AT', city: pick(rand, FRESH.AT.cities) });
  }
  for (const [core, form, country, city] of ACRONYM_NAMES) add({ name: '', core, form, country, city, acronym: true });
  const formers = new Set<string>();
  for (const client of clients) {
    client.name = `${client.core} ${client.form}`;
    if (client.twin || client.acronym || rand() >= 0.08) continue;
    const core = `${pick(rand, FORMER.first)} ${pick(rand, FORMER.second)}`;
    if (formers.has(core)) continue;
    formers.add(core);
    client.former = `${core} ${client.form}`;
  }
  return { clients, employees: freshEmployees(rand) };
}

/** Employee surnames per country (their women's forms made by femaleFresh). */
export const PEOPLE: Record<FreshCountry, string[]> = {
  SK: ['Hudák', 'Baláž', 'Lipták', 'Štrba'],
  PL: ['Górecki', 'Sadowski', 'Kubiak', 'Walczak'],
  AT: ['Pichler', 'Moser', 'Egger', 'Brunner'],
  NL: ['Visser', 'Dekker', 'Postma', 'Hoekstra'],
  ES: [],
  IT: [],
  FR: [],
};

function freshEmployees(rand: () => number): FreshEmployee[] {
  const employees: FreshEmployee[] = [];
  const names = new Set<string>();
  const add = (given: string, surname: string, female: boolean, country: FreshCountry) => {
    const name = `${given} ${female ? femaleFresh(surname, country) : surname}`;
    if (names.has(name)) return;
    names.add(name);
    employees.push({ name, given, surname, female, country });
  };
  for (const person of GIVEN_FRESH) add(person.given, pick(rand, PEOPLE[person.country]), person.female, person.country);
  // A brother of some, and a woman of some men's surname: a surname alone is then asked back.
  for (let n = 0; n < 3; n++) {
    const other = employees[Math.floor(rand() * GIVEN_FRESH.length)]!;
    const men = GIVEN_FRESH.filter((person) => !person.female && person.given !== other.given);
    add(pick(rand, men).given, other.surname, false, other.country);
    const women = GIVEN_FRESH.filter((person) => person.female);
    add(pick(rand, women).given, other.surname, true, other.country);
  }
  return employees;
}
