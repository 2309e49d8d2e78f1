/**
 * The eighth held-out set's pools, written from the outside in: owners, trades and cities of French, Italian,
 * Spanish, Dutch and Flemish, Hungarian, English, German and Czech registers that no other file of the evaluation,
 * the smart tests or the resolver's name data holds (checked by overlap.test.ts beside this file), and the
 * near-duplicates those registers really hold: one core under two forms, two cities, two numbers, a name inside a
 * longer one, a particle written apart or joined (De Smedt, Desmedt), a surname one letter longer (van Gils, van
 * Gilse), two Spanish surnames sharing the first, a renamed client whose former name shares a word with a neighbour.
 */
export type Lang7 = 'fr' | 'it' | 'es' | 'nl' | 'hu' | 'en' | 'de' | 'cs';

export interface Client7 {
  name: string;
  /** The name without its legal form. */
  core: string;
  /** The owner's surname (or surnames) the core begins with, and the trade after it. */
  owner: string;
  trade: string;
  form: string;
  lang: Lang7;
  city: string;
  former?: string;
  /** A phrase a caller confirmed once for this client (stored as a confirmed alias). */
  alias?: string;
}

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS7: Record<Lang7, { owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  fr: {
    owners: list('Rocheteau | Daubigny | Lestrade | Bourdaloue'),
    trades: list('Marbrerie | Tonnellerie | Chaudronnerie'),
    forms: list('SARL | SAS | SA | EURL'),
    cities: list('Quimper | Périgueux | Colmar | Annecy'),
  },
  it: {
    owners: list('Scarpellini | Tagliaferri | Lombardozzi | Bonvicini'),
    trades: list('Tappezzeria | Doratura | Marmisti'),
    forms: list('S.r.l. | S.p.A. | S.n.c.'),
    cities: list('Cremona | Macerata | Brindisi | Rovereto'),
  },
  es: {
    owners: list('Castañeda Iturbide | Zubiaurre | Barrenechea Olano | Villaseñor'),
    trades: list('Tapicería | Fontanería | Vidriería'),
    forms: list('S.L. | S.A. | S.L.U.'),
    cities: list('Teruel | Ourense | Albacete | Huesca'),
  },
  nl: {
    owners: list('van der Sluijs | De Waegeneer | Verstraelen | van Oirschot'),
    trades: list('Voegwerken | Rietdekkers | Tegelwerken'),
    forms: list('B.V. | N.V. | VOF'),
    cities: list('Harderwijk | Roeselare | Kortrijk | Hasselt'),
  },
  hu: {
    owners: list('Szabolcsi | Tóthfalusi | Ormándy | Kisvárdai'),
    trades: list('Asztalosipari | Épületgépészeti | Lakatosipari'),
    forms: list('Kft. | Zrt. | Bt.'),
    cities: list('Szekszárd | Kaposvár | Mohács | Zalaegerszeg'),
  },
  en: {
    owners: list('Brackenbury | Quenby | Throssell | Kingsolver'),
    trades: list('Signwriting | Landscaping | Upholstery'),
    forms: list('Ltd | LLC | Inc.'),
    cities: list('Kettering | Wichita | Tulsa | Ipswich'),
  },
  de: {
    owners: list('Hinteregger | Ziegelmaier | Kranewitter | Stöckl'),
    trades: list('Stuckateur | Parkettlegerei | Hufschmiede'),
    forms: list('GmbH | AG | KG'),
    cities: list('Deggendorf | Traunstein | Kelheim | Mühldorf'),
  },
  cs: {
    owners: list('Vondrášek | Čermáček | Pazderka | Kalivoda'),
    trades: list('Tesařství | Štukatérství | Pokrývačství'),
    forms: list('s.r.o. | a.s. | v.o.s.'),
    cities: list('Sušice | Vyškov | Domažlice | Prachatice'),
  },
};

/** Forms written otherwise: spelt out, without dots, spaced, or in capitals. Keyed "lang form". */
export const FORM_SAID7: Record<string, string[]> = {
  'fr SARL': ['S.A.R.L.', 'société à responsabilité limitée', 'Sarl'],
  'fr SAS': ['S.A.S.', 'société par actions simplifiée'],
  'fr SA': ['S.A.', 'société anonyme'],
  'fr EURL': ['E.U.R.L.', 'entreprise unipersonnelle à responsabilité limitée'],
  'it S.r.l.': ['srl', 'SRL', 'società a responsabilità limitata', 's.r.l'],
  'it S.p.A.': ['spa', 'SpA', 'società per azioni'],
  'it S.n.c.': ['snc', 'società in nome collettivo'],
  'es S.L.': ['SL', 'Sociedad Limitada', 'S. L.'],
  'es S.A.': ['SA', 'Sociedad Anónima'],
  'es S.L.U.': ['SLU', 'Sociedad Limitada Unipersonal'],
  'nl B.V.': ['BV', 'bv', 'besloten vennootschap'],
  'nl N.V.': ['NV', 'naamloze vennootschap'],
  'nl VOF': ['V.O.F.', 'vennootschap onder firma', 'vof'],
  'hu Kft.': ['Kft', 'KFT', 'korlátolt felelősségű társaság'],
  'hu Zrt.': ['Zrt', 'zártkörűen működő részvénytársaság'],
  'hu Bt.': ['Bt', 'betéti társaság'],
  'en Ltd': ['Limited', 'Ltd.', 'LTD'],
  'en LLC': ['L.L.C.', 'Limited Liability Company', 'llc'],
  'en Inc.': ['Incorporated', 'Inc'],
  'de GmbH': ['G.m.b.H.', 'Gesellschaft mit beschränkter Haftung', 'GMBH'],
  'de AG': ['Aktiengesellschaft'],
  'de KG': ['Kommanditgesellschaft', 'K.G.'],
  'cs s.r.o.': ['sro', 'spol. s r.o.', 'společnost s ručením omezeným'],
  'cs a.s.': ['as', 'akciová společnost', 'a. s.'],
  'cs v.o.s.': ['veřejná obchodní společnost', 'v. o. s.'],
};

/** Legal forms of different kinds in law for the same core: told apart only by the form. */
export const SIBLING_FORMS7: Record<Lang7, [string, string]> = {
  fr: ['SARL', 'SA'],
  it: ['S.r.l.', 'S.p.A.'],
  es: ['S.L.', 'S.A.'],
  nl: ['B.V.', 'N.V.'],
  hu: ['Kft.', 'Zrt.'],
  en: ['Ltd', 'Inc.'],
  de: ['GmbH', 'AG'],
  cs: ['s.r.o.', 'a.s.'],
};

/** Names told apart only by their number, each with the words it is said in; numbers no client has. */
export const NUMBERED7: ReadonlyArray<{ core: string; form: string; numbers: Record<string, string[]>; absent: string[] }> = [
  { core: 'Relais', form: 'SARL', numbers: { '9': ['neuf'], '19': ['dix-neuf'] }, absent: ['91', '29', 'vingt-neuf', '99'] },
  { core: 'Officina', form: 'S.r.l.', numbers: { '7': ['sette'], '17': ['diciassette'] }, absent: ['71', '27', 'settantuno', '77'] },
  { core: 'Hostal', form: 'S.L.', numbers: { '15': ['quince'], '50': ['cincuenta'] }, absent: ['51', '5', 'cinco', '150'] },
  { core: 'Kapsalon', form: 'B.V.', numbers: { '3': ['drie'], '33': ['drieëndertig'] }, absent: ['13', '23', 'dertien', '303'] },
  { core: 'Depot', form: 'Ltd', numbers: { '40': ['forty'], '14': ['fourteen'] }, absent: ['41', '4', 'four', '140'] },
];

/** A name inside a longer one. */
export const CONTAINED7: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang7 }> = [
  { short: 'Scarpellini Marmisti', long: 'Scarpellini Marmisti Sud', form: 'S.r.l.', lang: 'it' },
  { short: 'Throssell Signwriting', long: 'Throssell Signwriting Hire', form: 'Ltd', lang: 'en' },
  { short: 'Kalivoda Tesařství', long: 'Kalivoda Tesařství Jih', form: 's.r.o.', lang: 'cs' },
  { short: 'Ormándy Lakatosipari', long: 'Ormándy Lakatosipari Szerviz', form: 'Kft.', lang: 'hu' },
];

/**
 * Surnames written with the particle apart or joined, or without it: both spellings stored sometimes. When both
 * are stored the spelling said decides; when one is, either spelling said is it.
 */
export const PARTICLES7: ReadonlyArray<{ one: string; other: string; trade: string; form: string; lang: Lang7 }> = [
  { one: 'De Smedt', other: 'Desmedt', trade: 'Voegwerken', form: 'BV', lang: 'nl' },
  { one: 'Van den Bossche', other: 'Vandenbossche', trade: 'Tegelwerken', form: 'VOF', lang: 'nl' },
  { one: 'de Fontenelle', other: 'Fontenelle', trade: 'Marbrerie', form: 'SARL', lang: 'fr' },
  { one: 'Dalla Pozza', other: 'Dallapozza', trade: 'Tappezzeria', form: 'S.n.c.', lang: 'it' },
];

/** A surname one letter longer than another, both stored: two families, each said by its own spelling. */
export const STEMS7: ReadonlyArray<{ short: string; long: string; trade: string; form: string; lang: Lang7 }> = [
  { short: 'van Gils', long: 'van Gilse', trade: 'Rietdekkers', form: 'B.V.', lang: 'nl' },
  { short: 'Rossetti', long: 'Rossettini', trade: 'Doratura', form: 'S.r.l.', lang: 'it' },
  { short: 'Lacaze', long: 'Lacazette', trade: 'Chaudronnerie', form: 'SAS', lang: 'fr' },
];

/** Two Spanish surnames: the first shared, the second told apart. */
export const TWO_SURNAMES7: ReadonlyArray<{ one: string; other: string; trade: string; form: string }> = [
  { one: 'Arrizabalaga Goñi', other: 'Arrizabalaga Urquiza', trade: 'Fontanería', form: 'S.L.' },
  { one: 'Sotomayor Aldama', other: 'Sotomayor Requena', trade: 'Vidriería', form: 'S.A.' },
];

/** A surname longer than a stored owner's: another family, never a typo. */
export const LONGER7: Record<string, string> = {
  Lestrade: 'Lestradet',
  Tagliaferri: 'Tagliaferrini',
  Zubiaurre: 'Zubiaurreta',
  Verstraelen: 'Verstraeleneke',
  Szabolcsi: 'Szabolcsiné',
  Quenby: 'Quenbyfield',
  Ziegelmaier: 'Ziegelmaierhofer',
  Pazderka: 'Pazderková',
};

/** Renamed clients whose former name shares its first word with another client's name. */
export const RENAMED7: ReadonlyArray<{ current: string; former: string; neighbour: string }> = [
  { current: 'Clairval SAS', former: 'Lestrade Ardoises SAS', neighbour: 'Lestrade Lambris SAS' },
  { current: 'Altavia S.r.l.', former: 'Bonvicini Infissi S.r.l.', neighbour: 'Bonvicini Vetrate S.r.l.' },
  { current: 'Bluestem LLC', former: 'Kingsolver Drapery LLC', neighbour: 'Kingsolver Awnings LLC' },
  { current: 'Horizont Kft.', former: 'Kisvárdai Fuvarozó Kft.', neighbour: 'Kisvárdai Kertépítő Kft.' },
];

/** Phrases a caller confirmed once, each for one client, and its lower-case and misspelt forms said later. */
export const LEARNED7: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'les couvreurs de Quimper', variants: ['les couvreurs de quimper', 'les couvreur de Quimper'] },
  { phrase: 'quelli dei marmisti a Brindisi', variants: ['quelli dei marmisti a brindisi', 'quelli dei marmisti a Brindizi'] },
  { phrase: 'de voegers uit Harderwijk', variants: ['de voegers uit harderwijk', 'de voeger uit Harderwijk'] },
  { phrase: 'the sign blokes in Kettering', variants: ['the sign blokes in kettering', 'the sign blokes in Ketering'] },
];

/** Names in no organization of the set, close to stored ones: a word differs, so nothing is taken. */
export const ABSENT7 = list(
  'Rocheteau Fromagerie SARL | Tagliaferri Pasticceria S.r.l. | Zubiaurre Panadería S.L. | Verstraelen Bakkerij B.V. | ' +
    'Szabolcsi Virágbolt Kft. | Quenby Catering Ltd | Hinteregger Weinkellerei GmbH | Vondrášek Cukrářství s.r.o.',
);
