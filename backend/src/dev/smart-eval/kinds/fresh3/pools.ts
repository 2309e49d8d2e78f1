/**
 * The fourth held-out set's pools, written by hand from how clients are named in the nine languages' registers and
 * how agents and transcripts pass them on, not from our generators (kinds/, fresh/, fresh2/): the cores, trades and
 * cities are new words; legal forms are the countries' own, in the shapes clerks write them ("S.a.s.", "S.L.U.",
 * "GmbH & Co. KG", "v.o.s.", "sp.j.").
 */
export type Lang3 = 'cs' | 'sk' | 'de' | 'pl' | 'en' | 'fr' | 'it' | 'nl' | 'es';

export interface Client3 {
  name: string;
  core: string;
  form: string;
  lang: Lang3;
  city: string;
  former?: string;
  /** The same name stored twice, in two cities: said without the city it is asked back. */
  twin?: boolean;
}

export interface Person3 {
  name: string;
  given: string;
  surname: string;
  female: boolean;
  lang: Lang3;
}

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS3: Record<Lang3, { cores: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    cores: list('Vrbenský | Kopřiva | Doubrava | Šafařík | Měchura | Hlaváček'),
    trades: list('Klempířství | Pekárna | Zahradnictví | Autodoprava'),
    forms: list('s.r.o. | a.s. | v.o.s. | k.s.'),
    cities: list('Jihlava | Znojmo | Vsetín | Písek'),
  },
  sk: {
    cores: list('Kováčik | Hrušovský | Mrázik | Pálffy'),
    trades: list('Stolárstvo | Mliekáreň | Kameňolom'),
    forms: list('s.r.o. | a.s. | k.s.'),
    cities: list('Žilina | Poprad | Trnava'),
  },
  de: {
    cores: list('Wendelin | Brückner | Ostermeier | Lindqvist | Hasselbach'),
    trades: list('Dachdeckerei | Feinmechanik | Getränkehandel | Holzbau'),
    forms: list('GmbH | GmbH & Co. KG | AG | e.K. | OHG'),
    cities: list('Bamberg | Göttingen | Rosenheim | Kempten'),
  },
  pl: {
    cores: list('Wróblewski | Zawadzki | Jabłoński | Sobczak'),
    trades: list('Instalacje | Piekarnia | Budownictwo | Meble'),
    forms: list('sp. z o.o. | S.A. | sp.j. | sp.k.'),
    cities: list('Rzeszów | Olsztyn | Opole | Kielce'),
  },
  en: {
    cores: list('Ashcombe | Blackwater | Fenwick | Harrowgate | Marlowe'),
    trades: list('Joinery | Freight | Roofing | Signs'),
    forms: list('Ltd | LLP | PLC | Inc.'),
    cities: list('Norwich | Exeter | Halifax | Stirling'),
  },
  fr: {
    cores: list('Vautrin | Beaulieu | Lacombe | Peyrac'),
    trades: list('Menuiserie | Transports | Boulangerie | Couverture'),
    forms: list('SAS | SARL | SA | EURL'),
    cities: list('Angers | Besançon | Limoges | Nancy'),
  },
  it: {
    cores: list('Bonfanti | Carrara | Zanetti | Pellegrini'),
    trades: list('Arredamenti | Trasporti | Ceramiche | Impianti'),
    forms: list('S.r.l. | S.p.A. | S.a.s. | S.n.c.'),
    cities: list('Bergamo | Lecce | Trento | Perugia'),
  },
  nl: {
    cores: list('Verhoeven | Dijkstra | Brouwer | Hoekstra'),
    trades: list('Installatietechniek | Bouw | Schilders | Logistiek'),
    forms: list('B.V. | N.V. | V.O.F.'),
    cities: list('Zwolle | Breda | Leeuwarden | Amersfoort'),
  },
  es: {
    cores: list('Ibarra | Montoya | Sandoval | Echeverría'),
    trades: list('Construcciones | Transportes | Carpintería | Climatización'),
    forms: list('S.L. | S.A. | S.L.U. | S.Coop.'),
    cities: list('Valladolid | Cáceres | Logroño | Almería'),
  },
};

/** The forms as spelt out or shortened otherwise in each language's registers, keyed by the stored form. */
export const FORM_SAID: Record<string, string[]> = {
  's.r.o.': ['spol. s r. o.', 'sro', 'S.R.O.'],
  'a.s.': ['akciová společnost', 'as'],
  'v.o.s.': ['veřejná obchodní společnost', 'vos'],
  'k.s.': ['komanditní společnost'],
  GmbH: ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.'],
  'GmbH & Co. KG': ['GmbH und Co. KG', 'GmbH & Co KG'],
  AG: ['Aktiengesellschaft'],
  'e.K.': ['eingetragener Kaufmann'],
  OHG: ['offene Handelsgesellschaft'],
  'sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp. z o. o.', 'spółka z o.o.'],
  'S.A.': ['spółka akcyjna', 'sociedad anónima', 'SA'],
  'sp.j.': ['spółka jawna', 'sp. j.'],
  'sp.k.': ['spółka komandytowa'],
  Ltd: ['Limited', 'Ltd.'],
  LLP: ['limited liability partnership'],
  PLC: ['public limited company', 'plc'],
  'Inc.': ['Incorporated', 'Inc'],
  SAS: ['société par actions simplifiée', 'S.A.S.'],
  SARL: ['société à responsabilité limitée', 's.a.r.l.'],
  SA: ['société anonyme'],
  EURL: ['entreprise unipersonnelle à responsabilité limitée'],
  'S.r.l.': ['società a responsabilità limitata', 'srl'],
  'S.p.A.': ['società per azioni', 'SpA'],
  'S.a.s.': ['società in accomandita semplice'],
  'S.n.c.': ['società in nome collettivo', 'snc'],
  'B.V.': ['besloten vennootschap', 'BV'],
  'N.V.': ['naamloze vennootschap', 'NV'],
  'V.O.F.': ['vennootschap onder firma', 'vof'],
  'S.L.': ['sociedad limitada', 'SL'],
  'S.L.U.': ['sociedad limitada unipersonal', 'SLU'],
  'S.Coop.': ['sociedad cooperativa'],
};

/** Names with a number in them, and the number said otherwise (another name). */
export const NUMBERED3: ReadonlyArray<readonly [stored: string, other: string]> = [
  ['Garáž 38 s.r.o.', 'Garáž 83'],
  ['Werkstatt 12 GmbH', 'Werkstatt 21'],
  ['Studio 404 Ltd', 'Studio 44'],
  ['Pracownia 7 sp. z o.o.', 'Pracownia 77'],
  ['Atelier 19 SARL', 'Atelier 91'],
];

/** Clients renamed: what they were called before. */
export const RENAMED3: ReadonlyArray<readonly [current: string, former: string]> = [
  ['Tarvenia Software GmbH', 'Kulmbacher Datentechnik GmbH'],
  ['Orlava Energie a.s.', 'Teplárna Hrotovice a.s.'],
  ['Quintara Foods Ltd', 'Penhallow Bakeries Ltd'],
];

/** Names not in any organization of the set. */
export const ABSENT3 = list('Grünspecht Textil GmbH | Kalinowski Drewno sp. z o.o. | Ravensworth Cables Ltd | Moravec Lakovna s.r.o.');

/** Given names with the short forms and nicknames people use for them. */
export const GIVEN3: ReadonlyArray<{ given: string; female: boolean; lang: Lang3; short: string[] }> = [
  { given: 'Vojtěch', female: false, lang: 'cs', short: ['Vojta'] },
  { given: 'Zdeněk', female: false, lang: 'cs', short: ['Zdenda'] },
  { given: 'Markéta', female: true, lang: 'cs', short: ['Markétka', 'Maky'] },
  { given: 'Ľubomír', female: false, lang: 'sk', short: ['Ľubo'] },
  { given: 'Friedrich', female: false, lang: 'de', short: ['Fritz'] },
  { given: 'Wolfgang', female: false, lang: 'de', short: ['Wolfi'] },
  { given: 'Małgorzata', female: true, lang: 'pl', short: ['Gosia', 'Małgosia'] },
  { given: 'Władysław', female: false, lang: 'pl', short: ['Władek'] },
  { given: 'William', female: false, lang: 'en', short: ['Bill', 'Will'] },
  { given: 'Margaret', female: true, lang: 'en', short: ['Maggie', 'Peggy'] },
];

export const SURNAMES3: Record<'cs' | 'sk' | 'de' | 'pl' | 'en', string[]> = {
  cs: list('Pospíšil | Vondráček | Štěpánek'),
  sk: list('Baláž | Ondrejka'),
  de: list('Kellermann | Seidl'),
  pl: list('Kowalczyk | Pawlak | Zieliński'),
  en: list('Whitfield | Pemberton'),
};

/** A woman's form of a surname, as each language makes it. */
export function female3(surname: string, lang: Lang3): string {
  if (lang === 'pl') return surname.endsWith('ski') ? `${surname.slice(0, -1)}a` : surname;
  if (lang !== 'cs' && lang !== 'sk') return surname;
  if (surname.endsWith('ek')) return `${surname.slice(0, -2)}ková`;
  if (/[aeiouy]$/.test(surname)) return `${surname.slice(0, -1)}ová`;
  return `${surname}ová`;
}
