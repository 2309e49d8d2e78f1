/**
 * What the held-out population of population.ts is drawn from: its
 * countries' surnames, trades, legal forms and cities, given names, and the
 * near names (longer surnames, other numbers). None of these is used by the
 * resolver's own tests or tuning examples.
 */
export type Country = 'CZ' | 'DE' | 'PL' | 'GB';

export interface EvalClient {
  name: string;
  core: string;
  form: string;
  country: Country;
  city: string;
  /** A name the client had before (a rename), when it had one. */
  former?: string;
  /** Named to be said by its initials (see acronyms.ts). */
  acronym?: boolean;
  /** Shares its name with another client (`name`: in another city; `form`: under another legal form), see twins.ts. */
  twin?: 'name' | 'form';
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
    'Jaroslav',
    'Miroslav',
    'Zdeněk',
    'Ladislav',
    'Joachim',
    'Wolfgang',
    'Krzysztof',
    'Aleksander',
    'Andrzej',
    'James',
    'Michael',
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
    'Kateřina',
    'Markéta',
    'Elisabeth',
    'Katharina',
    'Christine',
    'Katarzyna',
    'Aleksandra',
    'Elżbieta',
    'Elizabeth',
    'Catherine',
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

/** Czech female surname: Hrubý → Hrubá, Pešek → Pešková, Kočí → Kočí. */
export function femaleOf(surname: string): string {
  if (surname.endsWith('ý')) return `${surname.slice(0, -1)}á`;
  if (surname.endsWith('í')) return surname;
  if (surname.endsWith('ek')) return `${surname.slice(0, -2)}ková`;
  if (surname.endsWith('a')) return `${surname.slice(0, -1)}ová`;
  return `${surname}ová`;
}
