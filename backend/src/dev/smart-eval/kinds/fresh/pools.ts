/**
 * What the fresh population is drawn from: Slovak, Austrian, Dutch, Spanish,
 * Italian, French and Polish surnames, trades, legal forms and cities, and
 * people's given names with the short forms people call them by. None of
 * these words is in kinds/pools.ts, kinds/people.ts, the smart tests or the
 * names the resolver was tuned on (overlap.test.ts fails when one is), so the
 * figures of fresh.test.ts measure how the rules generalise to a book they
 * never saw. The legal forms are the countries' own (they cannot be new),
 * written the ways their registers and people write them.
 */
export type FreshCountry = 'SK' | 'AT' | 'NL' | 'ES' | 'IT' | 'FR' | 'PL';

export interface FreshClient {
  name: string;
  core: string;
  form: string;
  country: FreshCountry;
  city: string;
  former?: string;
  /** Named to be said by its initials. */
  acronym?: boolean;
  /** Shares its core with another client: in another city (`city`), under another form (`form`), or with a word more (`longer`). */
  twin?: 'city' | 'form' | 'longer';
}

export interface FreshEmployee {
  name: string;
  given: string;
  surname: string;
  female: boolean;
  country: FreshCountry;
}

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const FRESH: Record<FreshCountry, { surnames: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  SK: {
    surnames: list('Hudák | Kollár | Baláž | Gajdoš | Mikuš | Lipták | Ďurica | Kováčik | Štrba | Janošík'),
    trades: list('Drevovýroba | Vinárstvo | Kameňolom | Klampiarstvo | Pekáreň | Autodielne'),
    forms: list('s. r. o. | a. s. | k. s. | v. o. s.'),
    cities: list('Košice | Prešov | Žilina | Nitra | Trnava | Poprad'),
  },
  AT: {
    surnames: list('Pichler | Gruber | Moser | Leitner | Aigner | Wimmer | Egger | Reiter | Haslinger | Brunner'),
    trades: list('Zimmerei | Tischlerei | Dachdeckerei | Brauerei | Gastronomie | Fliesenleger'),
    forms: list('GmbH | Ges.m.b.H. | AG | KG | OG | e.U.'),
    cities: list('Graz | Linz | Salzburg | Innsbruck | Klagenfurt | Villach'),
  },
  NL: {
    surnames: list('Bakker | Visser | Mulder | Dekker | Brouwer | Kuipers | Verhoeven | Timmermans | Hoekstra | Postma'),
    trades: list('Bouwbedrijf | Schilderwerken | Bloemenhandel | Installatietechniek | Vastgoedbeheer | Grondverzet'),
    forms: list('B.V. | N.V. | V.O.F. | C.V.'),
    cities: list('Utrecht | Eindhoven | Groningen | Tilburg | Zwolle | Leeuwarden'),
  },
  ES: {
    surnames: list('Fernández | Jiménez | Navarro | Ortega | Delgado | Castillo | Serrano | Medina | Herrera | Vázquez'),
    trades: list('Construcciones | Inmobiliaria | Distribuciones | Talleres | Bodegas | Reformas'),
    forms: list('S.L. | S.A. | S.L.U. | S.Coop.'),
    cities: list('Valencia | Sevilla | Zaragoza | Málaga | Bilbao | Alicante'),
  },
  IT: {
    surnames: list('Esposito | Ricci | Marino | Greco | Colombo | Gallo | Mancini | Lombardi | Barbieri | Ferrante'),
    trades: list('Costruzioni | Impianti | Arredamenti | Ceramiche | Serramenti | Autotrasporti'),
    forms: list('S.r.l. | S.p.A. | S.n.c. | S.a.s.'),
    cities: list('Torino | Bologna | Verona | Padova | Bergamo | Genova'),
  },
  FR: {
    surnames: list('Lefèvre | Girard | Bonnet | Fontaine | Rousseau | Chevalier | Gauthier | Mercier | Blanchard | Perrin'),
    trades: list('Menuiserie | Charpente | Boulangerie | Plomberie | Paysages | Maçonnerie'),
    forms: list('SARL | SAS | S.A. | EURL | SNC'),
    cities: list('Lyon | Nantes | Rennes | Lille | Toulouse | Grenoble'),
  },
  PL: {
    surnames: list('Wróblewski | Górecki | Sadowski | Kubiak | Ostrowski | Michalak | Chmielewski | Zawadzki | Jasiński | Walczak'),
    trades: list('Ciesielstwo | Hurtownia | Stolarstwo | Ogrodnictwo | Przetwórstwo | Wulkanizacja'),
    forms: list('sp. z o.o. | S.A. | sp.j. | S.K.A.'),
    cities: list('Białystok | Rzeszów | Olsztyn | Toruń | Kielce | Opole'),
  },
};

/** A second word that makes a near-duplicate of a name ("Gruber Holzbau" and "Gruber Holzbau Süd"), per country. */
export const LONGER: Record<FreshCountry, string[]> = {
  SK: list('Východ | Západ'),
  AT: list('Süd | Tirol'),
  NL: list('Noord | Oost'),
  ES: list('Levante | Norte'),
  IT: list('Generali | Adriatica'),
  FR: list('Atlantique | Ouest'),
  PL: list('Północ | Mazowsze'),
};

/** Names with numbers, each with a near number that is another name. */
export const NUMBERED_FRESH: ReadonlyArray<readonly [string, string, string]> = [
  ['Residenz', '42', '24'],
  ['Pizzeria', '13', '31'],
  ['Kantine', '15', '51'],
  ['Taller', '9', '99'],
  ['Galerie', '8', '80'],
  ['Salon', '66', '6'],
];

/** Former names: a first and a second word, none a word of the current names. */
export const FORMER = {
  first: list('Nordlicht | Panorama | Orizzonte | Horizonte | Zenit | Boreal'),
  second: list('Invest | Beheer | Inversiones | Partecipazioni'),
};

/**
 * Given names with the short forms people call them by, per language. Sources: the Slovak, Polish, German, Czech and
 * English Wikipedia articles of each name ("Domáce podoby", "Zdrobnienia", "Kurzformen", "Domácké podoby",
 * "Nicknames") and, for English, carltonnorthern/nicknames.
 */
export const GIVEN_FRESH: ReadonlyArray<{ given: string; female: boolean; country: FreshCountry; short: string[] }> = [
  { given: 'Rastislav', female: false, country: 'SK', short: ['Rasťo', 'Rasto'] },
  { given: 'Branislav', female: false, country: 'SK', short: ['Braňo', 'Brano'] },
  { given: 'Ľudovít', female: false, country: 'SK', short: ['Ľudo'] },
  { given: 'Marcel', female: false, country: 'SK', short: ['Maťo'] },
  { given: 'Silvia', female: true, country: 'SK', short: ['Silvka'] },
  { given: 'Darina', female: true, country: 'SK', short: ['Darinka'] },
  { given: 'Bartłomiej', female: false, country: 'PL', short: ['Bartek'] },
  { given: 'Czesław', female: false, country: 'PL', short: ['Czesiek'] },
  { given: 'Radosław', female: false, country: 'PL', short: ['Radek'] },
  { given: 'Genowefa', female: true, country: 'PL', short: ['Gienia'] },
  { given: 'Bogumiła', female: true, country: 'PL', short: ['Bogusia'] },
  { given: 'Leopold', female: false, country: 'AT', short: ['Poldi'] },
  { given: 'Alois', female: false, country: 'AT', short: ['Loisl'] },
  { given: 'Ferdinand', female: false, country: 'AT', short: ['Ferdl'] },
  { given: 'Theresia', female: true, country: 'AT', short: ['Resi'] },
  { given: 'Gertrud', female: true, country: 'AT', short: ['Gerti', 'Trude'] },
  { given: 'Nathaniel', female: false, country: 'NL', short: ['Nate'] },
  { given: 'Raymond', female: false, country: 'NL', short: ['Ray'] },
  { given: 'Douglas', female: false, country: 'NL', short: ['Doug'] },
  { given: 'Abigail', female: true, country: 'NL', short: ['Abby'] },
  { given: 'Eleanor', female: true, country: 'NL', short: ['Ellie', 'Nell'] },
  { given: 'Vratislav', female: false, country: 'SK', short: ['Vráťa'] },
  { given: 'Dalibor', female: false, country: 'SK', short: ['Dalík'] },
  { given: 'Květoslava', female: true, country: 'SK', short: ['Květa'] },
];

/** The female surname of a Slovak or Polish man's: Hudák → Hudáková, Štrba → Štrbová, Wróblewski → Wróblewska; others as they are. */
export function femaleFresh(surname: string, country: FreshCountry): string {
  if (country === 'PL') return surname.endsWith('ski') || surname.endsWith('cki') ? `${surname.slice(0, -1)}a` : surname;
  if (country !== 'SK') return surname;
  if (surname.endsWith('ý')) return `${surname.slice(0, -1)}á`;
  if (surname.endsWith('a') || surname.endsWith('o')) return `${surname.slice(0, -1)}ová`;
  return `${surname}ová`;
}
