/**
 * A generated population of clients for the resolver's evaluation: Czech,
 * German, Polish and English company names with their legal forms,
 * identifiers and e-mails, including near-duplicates that differ only in
 * legal form ("Novák Stavby s.r.o." and "Novák Stavby a.s.") and look-alikes
 * across countries ("Novák Transport" and "Nowak Transport"). Deterministic:
 * the same seed gives the same population.
 */
import { normalizeName } from '../../features/smart/normalize.js';
/** mulberry32: small, fast, good enough to draw names. */
export function random(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
export const pick = (rand, items) => items[Math.floor(rand() * items.length)];
const COUNTRIES = {
    CZ: {
        surnames: [
            'Novák',
            'Svoboda',
            'Novotný',
            'Dvořák',
            'Černý',
            'Procházka',
            'Kučera',
            'Veselý',
            'Horák',
            'Němec',
            'Pokorný',
            'Marek',
            'Pospíšil',
            'Hájek',
            'Jelínek',
            'Král',
            'Růžička',
            'Beneš',
            'Fiala',
            'Sedláček',
            'Doležal',
            'Zeman',
            'Kolář',
            'Navrátil',
            'Čermák',
            'Vaněk',
            'Urban',
            'Blažek',
            'Kříž',
            'Kovář',
            'Bartoš',
            'Vlček',
            'Polák',
            'Musil',
            'Kopecký',
            'Šimek',
            'Konečný',
            'Malý',
            'Holub',
            'Štěpánek',
        ],
        trades: [
            'Stavby',
            'Transport',
            'Účetnictví',
            'Elektro',
            'Servis',
            'Projekt',
            'Obchod',
            'Strojírny',
            'Autodoprava',
            'Nábytek',
            'Tisk',
            'Reality',
            'Zahrady',
            'Instalace',
            'Technika',
            'Logistika',
            'Pekárna',
            'Truhlářství',
            'Software',
            'Energie',
        ],
        forms: ['s.r.o.', 's.r.o.', 's.r.o.', 'a.s.', 'spol. s r.o.', 'v.o.s.'],
        cities: ['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Olomouc'],
        domain: 'cz',
    },
    DE: {
        surnames: [
            'Müller',
            'Schmidt',
            'Schneider',
            'Fischer',
            'Weber',
            'Meyer',
            'Wagner',
            'Becker',
            'Schulz',
            'Hoffmann',
            'Schäfer',
            'Koch',
            'Bauer',
            'Richter',
            'Klein',
            'Wolf',
            'Schröder',
            'Neumann',
            'Schwarz',
            'Zimmermann',
            'Braun',
            'Krüger',
            'Hofmann',
            'Hartmann',
            'Lange',
            'Schmitt',
            'Werner',
            'Schmitz',
            'Krause',
            'Meier',
        ],
        trades: [
            'Bau',
            'Logistik',
            'Maschinenbau',
            'Elektrotechnik',
            'Immobilien',
            'Handel',
            'Software',
            'Beratung',
            'Transporte',
            'Metallbau',
            'Gartenbau',
            'Druckerei',
            'Steuerberatung',
            'Holzbau',
            'Medien',
        ],
        forms: ['GmbH', 'GmbH', 'GmbH', 'AG', 'KG', 'GmbH & Co. KG'],
        cities: ['Berlin', 'München', 'Hamburg', 'Köln', 'Dresden'],
        domain: 'de',
    },
    PL: {
        surnames: [
            'Kowalski',
            'Nowak',
            'Wiśniewski',
            'Wójcik',
            'Kowalczyk',
            'Kamiński',
            'Lewandowski',
            'Zieliński',
            'Szymański',
            'Woźniak',
            'Dąbrowski',
            'Kozłowski',
            'Jankowski',
            'Mazur',
            'Kwiatkowski',
            'Krawczyk',
            'Piotrowski',
            'Grabowski',
            'Nowakowski',
            'Pawłowski',
        ],
        trades: ['Budownictwo', 'Transport', 'Usługi', 'Handel', 'Elektronika', 'Serwis', 'Logistyka', 'Meble', 'Instalacje', 'Doradztwo'],
        forms: ['Sp. z o.o.', 'Sp. z o.o.', 'S.A.', 'Sp. k.'],
        cities: ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Gdańsk'],
        domain: 'pl',
    },
    GB: {
        surnames: [
            'Smith',
            'Johnson',
            'Williams',
            'Brown',
            'Jones',
            'Miller',
            'Davis',
            'Wilson',
            'Anderson',
            'Taylor',
            'Thomas',
            'Moore',
            'Martin',
            'Jackson',
            'Thompson',
            'White',
            'Harris',
            'Clark',
            'Lewis',
            'Walker',
        ],
        trades: [
            'Consulting',
            'Logistics',
            'Engineering',
            'Holdings',
            'Software',
            'Partners',
            'Trading',
            'Construction',
            'Media',
            'Services',
            'Solutions',
            'Analytics',
        ],
        forms: ['Ltd', 'Ltd', 'LLC', 'Inc.', 'PLC'],
        cities: ['London', 'Leeds', 'Bristol', 'Manchester', 'York'],
        domain: 'co.uk',
    },
};
/** Every legal form the population uses, longest first. */
export const ALL_FORMS = [...new Set(Object.values(COUNTRIES).flatMap((country) => [...country.forms]))].sort((a, b) => b.length - a.length);
const slug = (text) => text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
function vatFor(country, registration, rand) {
    const digits = (n) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
    if (country === 'CZ')
        return `CZ${registration}`;
    if (country === 'DE')
        return `DE${digits(9)}`;
    if (country === 'PL')
        return `PL${digits(10)}`;
    return `GB${digits(9)}`;
}
/** Family firms: "Novák a syn", "Müller & Söhne". */
const FAMILY = { CZ: 'a syn', DE: '& Söhne', PL: 'i Synowie', GB: '& Sons' };
/** At least `size` clients; about one core in seven also exists under a second legal form. */
export function population(size, seed = 7) {
    const rand = random(seed);
    const clients = [];
    const names = new Set();
    let registration = 10_000_000;
    const add = (country, core, form, legalName = '') => {
        const name = `${core} ${form}`.trim();
        if (names.has(name))
            return;
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
    for (const country of Object.keys(COUNTRIES)) {
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
                if (rand() < 0.15 && others.length > 0)
                    add(country, core, pick(rand, others));
            }
        }
    }
    // People and one-brand companies: names a person finds by one word ("Dvorský", "Acme").
    for (const [country, people] of Object.entries(PEOPLE))
        for (const person of people)
            add(country, person, '');
    for (const [country, brand, form] of BRANDS)
        add(country, brand, form);
    if (clients.length < size)
        throw new Error(`population: only ${clients.length} names for ${size}`);
    return clients;
}
/** Sole traders by their own names; surnames no company uses (PL "Sikora" and CZ "Sýkora" sound alike on purpose). */
const PEOPLE = {
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
const BRANDS = [
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
//# sourceMappingURL=population.js.map