/**
 * A held-out population for the evaluation by kind: surnames, trades, cities
 * and given names that the resolver's tests and tuning examples do not use
 * (those tune on Novák, Schröder, Kratochvíl, Müller, Harrington …), so the
 * figures measure how the rules generalise. Deterministic per seed.
 */
import { pick, random } from '../population.js';

export type Country = 'CZ' | 'DE' | 'PL' | 'GB';

export interface EvalClient {
  name: string;
  core: string;
  form: string;
  country: Country;
  city: string;
  /** A name the client had before (a rename), when it had one. */
  former?: string;
}

export interface EvalEmployee {
  name: string;
  given: string;
  surname: string;
  female: boolean;
}

export const POOLS = {
  CZ: {
    surnames: [
      'Vondráček',
      'Šimek',
      'Kadlec',
      'Bláha',
      'Matoušek',
      'Holub',
      'Tichý',
      'Urban',
      'Vlček',
      'Říha',
      'Kopecký',
      'Musil',
      'Hruška',
      'Konečný',
      'Vacek',
      'Skála',
      'Bureš',
      'Chalupa',
      'Lukeš',
      'Šťastný',
    ],
    trades: ['Stavby', 'Doprava', 'Logistika', 'Elektro', 'Nábytek', 'Tiskárna', 'Reality', 'Zahrady'],
    forms: ['s.r.o.', 'a.s.', 'spol. s r.o.'],
    cities: ['Olomouc', 'Liberec', 'Zlín', 'Pardubice', 'Jihlava'],
  },
  DE: {
    surnames: [
      'Lehmann',
      'Köhler',
      'Brandt',
      'Hartmann',
      'Krüger',
      'Wolff',
      'Vogel',
      'Günther',
      'Sommer',
      'Ziegler',
      'Krause',
      'Seidel',
      'Lorenz',
      'Haas',
      'Dietrich',
      'Kuhn',
    ],
    trades: ['Bau', 'Logistik', 'Beratung', 'Elektrotechnik', 'Druckerei', 'Maschinenbau', 'Spedition', 'Immobilien'],
    forms: ['GmbH', 'AG', 'KG', 'GmbH & Co. KG'],
    cities: ['Bremen', 'Dresden', 'Leipzig', 'Hannover', 'Nürnberg'],
  },
  PL: {
    surnames: [
      'Wieczorek',
      'Jabłoński',
      'Zieliński',
      'Szymański',
      'Woźniak',
      'Kaczmarek',
      'Mazur',
      'Krawczyk',
      'Pawlak',
      'Dudek',
      'Sikora',
      'Baran',
    ],
    trades: ['Budownictwo', 'Transport', 'Logistyka', 'Doradztwo', 'Meble', 'Energia'],
    forms: ['Sp. z o.o.', 'S.A.', 'sp.k.'],
    cities: ['Gdańsk', 'Poznań', 'Lublin', 'Wrocław', 'Katowice'],
  },
  GB: {
    surnames: [
      'Whitfield',
      'Pembroke',
      'Ashworth',
      'Fairbanks',
      'Caldwell',
      'Hargreaves',
      'Thornton',
      'Blackwood',
      'Kingsley',
      'Radcliffe',
      'Osborne',
      'Pritchard',
    ],
    trades: ['Construction', 'Logistics', 'Consulting', 'Printing', 'Furniture', 'Engineering', 'Trading', 'Media'],
    forms: ['Ltd', 'LLP', 'PLC', 'LLC', 'Inc.'],
    cities: ['Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Norwich'],
  },
} as const;

/** Surnames of which one begins with the other and goes on: two people, never one typo'd. */
export const EXTENDED_SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Kovář', 'Kovářík'],
  ['Mach', 'Machala'],
  ['Štěpán', 'Štěpánek'],
  ['Havel', 'Havelka'],
  ['Král', 'Králík'],
  ['Šindel', 'Šindelář'],
  ['Horn', 'Hornung'],
  ['Wald', 'Waldner'],
];

/** Names with numbers, each with a near number that is another name. */
export const NUMBERED: ReadonlyArray<readonly [string, string, string]> = [
  ['Hostel', '300', '3000'],
  ['Garage', '12', '21'],
  ['Kino', '77', '7'],
  ['Atelier', '19', '91'],
  ['Pension', '5', '55'],
  ['Bistro', '101', '1010'],
];

export const GIVEN = {
  male: [
    'Václav',
    'František',
    'Jakub',
    'Vojtěch',
    'Ondřej',
    'Stanislav',
    'Friedrich',
    'Heinrich',
    'Wilhelm',
    'Tomasz',
    'Wojciech',
    'Grzegorz',
    'William',
    'Richard',
    'Edward',
    'Anthony',
  ],
  female: [
    'Zuzana',
    'Barbora',
    'Magdalena',
    'Lucie',
    'Margarete',
    'Franziska',
    'Małgorzata',
    'Agnieszka',
    'Joanna',
    'Margaret',
    'Rebecca',
    'Patricia',
  ],
};

/** Czech and Slovak male surnames for employees (their female forms are made by the rules of the language). */
export const EMPLOYEE_SURNAMES = [
  'Hrubý',
  'Pešek',
  'Sládek',
  'Vávra',
  'Hanák',
  'Polák',
  'Cibulka',
  'Rybář',
  'Kočí',
  'Mareš',
  'Bartoň',
  'Kubík',
  'Zedník',
  'Tůma',
];

export function evalPopulation(seed: number): { clients: EvalClient[]; employees: EvalEmployee[] } {
  const rand = random(seed);
  const clients: EvalClient[] = [];
  const cores = new Set<string>();
  const add = (client: EvalClient) => {
    if (cores.has(client.core.toLowerCase())) return;
    cores.add(client.core.toLowerCase());
    clients.push(client);
  };
  for (const country of Object.keys(POOLS) as Country[]) {
    const pool = POOLS[country];
    for (const surname of pool.surnames)
      for (const trade of pool.trades)
        if (rand() < 0.35)
          add({ name: '', core: `${surname} ${trade}`, form: pick(rand, pool.forms), country, city: pick(rand, pool.cities) });
  }
  // Near names: a surname and its longer kin, each under a trade of its own or the same.
  for (const [short, long] of EXTENDED_SURNAMES) {
    const trade = pick(rand, POOLS.CZ.trades);
    add({ name: '', core: `${short} ${trade}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
    if (rand() < 0.5) add({ name: '', core: `${long} ${trade}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
  }
  for (const [word, number, other] of NUMBERED) {
    add({ name: '', core: `${word} ${number}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
    if (rand() < 0.5) add({ name: '', core: `${word} ${other}`, form: 's.r.o.', country: 'CZ', city: pick(rand, POOLS.CZ.cities) });
  }
  for (const client of clients) {
    client.name = `${client.core} ${client.form}`;
    if (rand() < 0.08)
      client.former = `${pick(rand, ['Aurora', 'Vektor', 'Meridian', 'Kompas', 'Fenix'])} ${pick(rand, ['Holding', 'Partners', 'Group', 'Trade'])} ${client.form}`;
  }
  // A former name is another client's no more than a current name is (also without its legal form).
  const formers = new Set<string>();
  for (const client of clients) {
    if (!client.former) continue;
    const core = client.former.split(' ').slice(0, 2).join(' ').toLowerCase();
    if (formers.has(core) || cores.has(core)) delete client.former;
    else formers.add(core);
  }
  const employees: EvalEmployee[] = [];
  const people = new Set<string>();
  for (const surname of EMPLOYEE_SURNAMES) {
    const female = rand() < 0.4;
    const given = pick(rand, female ? GIVEN.female : GIVEN.male);
    const name = `${given} ${female ? femaleOf(surname) : surname}`;
    if (people.has(name)) continue;
    people.add(name);
    employees.push({ name, given, surname, female });
  }
  return { clients, employees };
}

/** Czech female surname: Hrubý → Hrubá, Pešek → Pešková, Kočí → Kočí. */
export function femaleOf(surname: string): string {
  if (surname.endsWith('ý')) return `${surname.slice(0, -1)}á`;
  if (surname.endsWith('í')) return surname;
  if (surname.endsWith('ek')) return `${surname.slice(0, -2)}ková`;
  if (surname.endsWith('a')) return `${surname.slice(0, -1)}ová`;
  return `${surname}ová`;
}
