/**
 * A generated population of clients for the resolver's evaluation: Czech,
 * German, Polish and English company names with their legal forms,
 * identifiers and e-mails, including near-duplicates that differ only in
 * legal form ("Novák Stavby s.r.o." and "Novák Stavby a.s.") and look-alikes
 * across countries ("Novák Transport" and "Nowak Transport"). Deterministic:
 * the same seed gives the same population.
 */
import { normalizeName } from '../../features/smart/normalize.js';
import { COUNTRIES } from './countries.js';

export interface PopulationClient {
  name: string;
  legal_name: string;
  registration_no: string;
  vat_no: string;
  email: string;
  country: 'CZ' | 'DE' | 'PL' | 'GB';
}

/** mulberry32: small, fast, good enough to draw names. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

export type Country = keyof typeof COUNTRIES;

/** Every legal form the population uses, longest first. */
export const ALL_FORMS = [...new Set(Object.values(COUNTRIES).flatMap((country) => [...country.forms]))].sort(
  (a, b) => b.length - a.length,
);

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function vatFor(country: Country, registration: string, rand: () => number): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
  if (country === 'CZ') return `CZ${registration}`;
  if (country === 'DE') return `DE${digits(9)}`;
  if (country === 'PL') return `PL${digits(10)}`;
  return `GB${digits(9)}`;
}

/** Family firms: "Novák a syn", "Müller & Söhne". */
const FAMILY: Record<Country, string> = { CZ: 'a syn', DE: '& Söhne', PL: 'i Synowie', GB: '& Sons' };

/** At least `size` clients; about one core in seven also exists under a second legal form. */
export function population(size: number, seed = 7): PopulationClient[] {
  const rand = random(seed);
  const clients: PopulationClient[] = [];
  const names = new Set<string>();
  let registration = 10_000_000;
  const add = (country: Country, core: string, form: string, legalName = '') => {
    const name = `${core} ${form}`.trim();
    if (names.has(name)) return;
    names.add(name);
    registration += 1 + Math.floor(rand() * 90);
    clients.push({
      name,
      legal_name: legalName,
      registration_no: String(registration),
      vat_no: vatFor(country, String(registration), rand),
      email: `office@${[slug(core), slug(form)].filter(Boolean).join('-')}.${COUNTRIES[country].domain}`,
      country,
    });
  };
  for (const country of Object.keys(COUNTRIES) as Country[]) {
    const { surnames, trades, forms, cities } = COUNTRIES[country];
    for (const surname of surnames) {
      add(country, `${surname} ${FAMILY[country]}`, pick(rand, forms));
      for (const trade of trades) {
        // Some companies carry their city in the name, some only in the legal name.
        const withCity = rand() < 0.1;
        const core = withCity ? `${surname} ${trade} ${pick(rand, cities)}` : `${surname} ${trade}`;
        const form = pick(rand, forms);
        const legalName = !withCity && rand() < 0.08 ? `${surname} ${trade} ${pick(rand, cities)} ${form}` : '';
        add(country, core, form, legalName);
        // The twin has another legal form in law, not another spelling of the same one.
        const others = forms.filter((other) => normalizeName(`x ${other}`).legalForm !== normalizeName(`x ${form}`).legalForm);
        if (rand() < 0.15 && others.length > 0) add(country, core, pick(rand, others));
      }
    }
  }
  // People and one-brand companies: names a person finds by one word ("Dvorský", "Acme").
  for (const [country, people] of Object.entries(PEOPLE) as Array<[Country, string[]]>)
    for (const person of people) add(country, person, '');
  for (const [country, brand, form] of BRANDS) add(country, brand, form);
  if (clients.length < size) throw new Error(`population: only ${clients.length} names for ${size}`);
  return clients;
}

/** Sole traders by their own names; surnames no company uses (PL "Sikora" and CZ "Sýkora" sound alike on purpose). */
const PEOPLE: Record<Country, string[]> = {
  CZ: [
    'Jan Dvorský',
    'Petr Benda',
    'Pavel Kratochvíl',
    'Tomáš Hrubý',
    'Eva Šťastná',
    'Jana Vondráčková',
    'Lucie Burešová',
    'Martin Kadlec',
    'Hana Matoušková',
    'Jiří Sýkora',
  ],
  DE: ['Lukas Vogel', 'Anna Keller', 'Jonas Graf', 'Lea Roth', 'Felix Frank', 'Mia Berger', 'Paul Kaiser', 'Emma Fuchs'],
  PL: ['Piotr Sikora', 'Katarzyna Baran', 'Tomasz Duda', 'Anna Szewczyk'],
  GB: ['Oliver Hughes', 'Amelia Edwards', 'Harry Greenwood', 'Isla Fairbairn', 'Jack Whitfield', 'Ava Thornton'],
};

/** Companies under a brand no other name shares. */
const BRANDS: ReadonlyArray<readonly [Country, string, string]> = [
  ['GB', 'Acme Trading', 'Ltd'],
  ['DE', 'Atlas Reisen', 'GmbH'],
  ['CZ', 'Merkur Media', 's.r.o.'],
  ['DE', 'Zenith Druck', 'GmbH'],
  ['CZ', 'Orbitek Systems', 's.r.o.'],
  ['GB', 'Lumina Design', 'Ltd'],
  ['CZ', 'Kvasar Software', 'a.s.'],
  ['DE', 'Polaris Spedition', 'GmbH'],
  ['CZ', 'Vectra Instalace', 's.r.o.'],
  ['GB', 'Nimbus Analytics', 'Ltd'],
  ['CZ', 'Helios Energie', 'a.s.'],
  ['PL', 'Borealis Handel', 'Sp. z o.o.'],
];

export const UNKNOWN_NAMES = [
  'Zeppelin Aerospace Ltd',
  'Fjordline Shipping AS',
  'Quantum Bakery LLC',
  'Horizon Vineyards Inc.',
  'Vltava Yachting s.r.o.',
  'Ostsee Fischerei GmbH',
  'Bałtyk Rybołówstwo Sp. z o.o.',
  'Nordic Ice Cream AB',
  'Tatra Mountain Guides s.r.o.',
  'Rhein Schifffahrt AG',
  'Pacific Surf Supplies Ltd',
  'Alpine Cheese Makers GmbH',
  'Mazury Kajaki Sp. z o.o.',
  'Bohemia Crystal Glass a.s.',
  'Thames Rowing Club Ltd',
];
