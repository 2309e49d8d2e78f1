/**
 * The thirteenth held-out set's pools, written blind from the issue's own kinds: clients of Czech, Slovak, German,
 * Austrian, Swiss, Polish, British and Irish, US, Dutch, French, Italian and Spanish firms (owners, trades and cities no
 * other file of the evaluation, the smart tests or the resolver's name data holds: overlap.test.ts beside this file),
 * and the near-duplicates such firms hold: one core under two forms, two cities, two numbers, a name inside a longer
 * one, a surname extended into another (Brož, Brožek; Moskal, Moskalik; Pilling, Pillinger), a renamed client whose
 * former name shares a word with a neighbour or is another client's name now, initials, phrases confirmed once.
 */
import type { ByLang, Lang } from '../blind/types.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS12: ByLang<{ owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: list('Vobořil | Šilhan | Brož | Kocour | Hejzlar'),
    trades: list('Bednářství | Sedlářství | Parketářství'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Klatovy | Strakonice | Blatná | Přeštice'),
  },
  sk: {
    owners: list('Bodnár | Greguš | Mlynárik'),
    trades: list('Kováčstvo | Podlahárstvo | Kominárstvo'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Púchov | Myjava | Krupina | Gelnica'),
  },
  de: {
    owners: list('Dreesen | Kortmann | Wessling | Lübbers'),
    trades: list('Klempnerei | Steinmetzbetrieb | Jalousienbau'),
    forms: list('GmbH | AG | KG'),
    cities: list('Coesfeld | Borken | Ahaus'),
  },
  at: {
    owners: list('Pfandl | Stockinger | Gollner | Zistler'),
    trades: list('Pflasterei | Rauchfangkehrer | Fassbinderei'),
    forms: list('GmbH | OG | KG'),
    cities: list('Murau | Voitsberg | Weiz | Feldbach'),
  },
  ch: {
    owners: list('Wyss | Schürch | Spycher'),
    trades: list('Storenbau | Plattenleger'),
    forms: list('AG | GmbH | Sàrl'),
    cities: list('Thun | Olten | Lyss'),
  },
  pl: {
    owners: list('Kaczor | Moskal | Bartnik | Kędzia'),
    trades: list('Tynkarstwo | Studniarstwo | Parkieciarstwo'),
    forms: list('Sp. z o.o. | S.A. | sp.k.'),
    cities: list('Ełk | Augustów | Olecko | Gołdap'),
  },
  en: {
    owners: list('Atherton | Haslam | Pilling | Holroyd'),
    trades: list('Plumbers | Chimneysweeps | Plasterworks | Pavers'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Rochdale | Ennis | Mallow | Bury'),
  },
  us: {
    owners: list('Haskins | Pruitt | Dunnigan'),
    trades: list('Masonry | Sealcoating'),
    forms: list('LLC | Inc.'),
    cities: list('Yakima | Pocatello | Laramie'),
  },
  nl: {
    owners: list('Dijkhuis | Wolters | Veldkamp'),
    trades: list('Timmerlieden | Stratenmakers'),
    forms: list('B.V. | V.O.F.'),
    cities: list('Kampen | Steenwijk | Raalte'),
  },
  fr: {
    owners: list('Chabanne | Vidalenc | Pouget'),
    trades: list('Miroiterie | Carrosserie'),
    forms: list('SARL | SA'),
    cities: list('Millau | Mende | Cahors'),
  },
  it: {
    owners: list('Zanchetta | Furlan | Dalpozzo'),
    trades: list('Muratura | Ferramenta'),
    forms: list('S.r.l. | S.p.A.'),
    cities: list('Belluno | Feltre | Pordenone'),
  },
  es: {
    owners: list('Zubizarreta | Eizaguirre | Larrañaga'),
    trades: list('Tejados | Pintura'),
    forms: list('S.L. | S.A.'),
    cities: list('Alcañiz | Calatayud | Tarazona'),
  },
};

/** How each form is said otherwise: spelt out, abbreviated another way, or translated into a form of the same kind. */
export const FORM_SAID12: Record<string, string[]> = {
  'cs s.r.o.': ['spol. s r.o.', 'společnost s r. o.', 'Sp. z o.o.', 'GmbH'],
  'cs a.s.': ['akc. spol.', 'akciová společnost', 'PLC'],
  'sk s.r.o.': ['spol. s r.o.', 'spoločnosť s ručením obmedzeným', 'Ltd'],
  'sk a.s.': ['akciová spoločnosť', 'AG'],
  'de GmbH': ['Ges. m. b. H.', 'Gesellschaft mit beschränkter Haftung', 'Ltd.', 'S.à r.l.'],
  'de AG': ['Aktiengesellschaft', 'A.G.', 'PLC'],
  'de KG': ['Kommanditgesellschaft', 'Kommandit-Gesellschaft'],
  'at GmbH': ['Gesellschaft mbH', 'G.m.b.H.', 's.r.o.'],
  'at OG': ['Offene Gesellschaft', 'o.G.'],
  'at KG': ['K.G.', 'Kommanditgesellschaft'],
  'ch AG': ['Aktiengesellschaft', 'S.A.', 'AG.'],
  'ch GmbH': ['G.m.b.H.', 'Sàrl'],
  'ch Sàrl': ['SARL', 'GmbH', 'société à responsabilité limitée'],
  'pl Sp. z o.o.': ['spółka z o.o.', 'Spółka z ograniczoną odpowiedzialnością', 'sp. z o. o.', 'GmbH'],
  'pl S.A.': ['Spółka Akcyjna', 'a.s.'],
  'pl sp.k.': ['spółka komandytowa', 'sp. k.', 'KG'],
  'en Ltd': ['Limited', 'Ltd.', 'Private Limited Company', 'GmbH'],
  'en PLC': ['Plc', 'P.L.C.', 'Public Limited Company'],
  'en LLP': ['LLP.', 'Limited Liability Partnership'],
  'us LLC': ['LLC.', 'Limited Liability Co.', 'L.L.C'],
  'us Inc.': ['Incorporated', 'INC'],
  'nl B.V.': ['bv', 'B.V', 'Besloten Vennootschap', 'Ltd'],
  'nl V.O.F.': ['VOF', 'v.o.f.', 'Vennootschap onder Firma'],
  'fr SARL': ['Sarl', 'S.A.R.L', 'GmbH'],
  'fr SA': ['S.A', 'Société Anonyme', 'AG'],
  'it S.r.l.': ['s.r.l', 'Srl', 'Società a responsabilità limitata'],
  'it S.p.A.': ['S.p.a.', 'Società per Azioni'],
  'es S.L.': ['S. L.', 'Sociedad de Responsabilidad Limitada', 'GmbH'],
  'es S.A.': ['S. A.', 'Sociedad Anónima'],
};

/** One core under two forms of different kinds. */
export const SIBLING_FORMS12: ByLang<[string, string]> = {
  cs: ['s.r.o.', 'a.s.'],
  sk: ['s.r.o.', 'a.s.'],
  de: ['GmbH', 'KG'],
  at: ['GmbH', 'OG'],
  ch: ['AG', 'GmbH'],
  pl: ['Sp. z o.o.', 'sp.k.'],
  en: ['Ltd', 'LLP'],
  us: ['LLC', 'Inc.'],
  nl: ['B.V.', 'V.O.F.'],
  fr: ['SARL', 'SA'],
  it: ['S.r.l.', 'S.p.A.'],
  es: ['S.L.', 'S.A.'],
};

/** Names told apart by a number only; each number as a person says it, and numbers no client holds. */
export const NUMBERED12: ReadonlyArray<{ core: string; form: string; lang: Lang; numbers: Record<string, string[]>; absent: string[] }> = [
  { core: 'Chata Blatná', form: 's.r.o.', lang: 'cs', numbers: { '3': ['tři'], '13': ['třináct'] }, absent: ['31', '30', '33'] },
  { core: 'Silo Myjava', form: 's.r.o.', lang: 'sk', numbers: { '4': ['štyri'], '14': ['štrnásť'] }, absent: ['41', '40', '44'] },
  { core: 'Parkhaus Coesfeld', form: 'GmbH', lang: 'de', numbers: { '6': ['sechs'], '16': ['sechzehn'] }, absent: ['60', '61', '66'] },
  { core: 'Mallow Wharf', form: 'Ltd', lang: 'en', numbers: { '9': ['nine'], '19': ['nineteen'] }, absent: ['90', '91', '99'] },
  {
    core: 'Silo Yakima',
    form: 'LLC',
    lang: 'us',
    numbers: { '45': ['forty-five', 'forty five'], '54': ['fifty-four'] },
    absent: ['4', '5', '455'],
  },
  { core: 'Spichlerz Ełk', form: 'Sp. z o.o.', lang: 'pl', numbers: { '2': ['dwa'], '12': ['dwanaście'] }, absent: ['21', '20', '22'] },
  { core: 'Entrepôt Millau', form: 'SARL', lang: 'fr', numbers: { '7': ['sept'], '17': ['dix-sept'] }, absent: ['70', '71', '77'] },
];

/** A name inside a longer one: both clients. */
export const CONTAINED12: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang }> = [
  { short: 'Hejzlar Dveře', long: 'Hejzlar Dveře Montáže', form: 's.r.o.', lang: 'cs' },
  { short: 'Kortmann Dach', long: 'Kortmann Dach Reparatur', form: 'GmbH', lang: 'de' },
  { short: 'Haslam Decking', long: 'Haslam Decking Outlet', form: 'Ltd', lang: 'en' },
  { short: 'Kędzia Bramy', long: 'Kędzia Bramy Przesuwne', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Furlan Persiane', long: 'Furlan Persiane Veneziane', form: 'S.r.l.', lang: 'it' },
];

/** An owner's surname extended into another real surname: no client of that name. */
export const LONGER12: Record<string, string> = {
  Brož: 'Brožek',
  Kocour: 'Kocourek',
  Šilhan: 'Šilhánek',
  Bodnár: 'Bodnárik',
  Moskal: 'Moskalik',
  Bartnik: 'Bartnikowski',
  Pilling: 'Pillinger',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED12: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang }> = [
  { current: 'Kabeláč Bednářství s.r.o.', former: 'Pitner Bednářství s.r.o.', neighbour: 'Pitner Sedlářství s.r.o.', lang: 'cs' },
  { current: 'Brüninghoff Klempnerei GmbH', former: 'Niehues Klempnerei GmbH', neighbour: 'Niehues Jalousienbau GmbH', lang: 'de' },
  { current: 'Nuttall Plumbers Ltd', former: 'Shackleton Plumbers Ltd', neighbour: 'Shackleton Pavers Ltd', lang: 'en' },
  {
    current: 'Bielecki Tynkarstwo Sp. z o.o.',
    former: 'Tokarczyk Tynkarstwo Sp. z o.o.',
    neighbour: 'Tokarczyk Studniarstwo Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Kukučka Kováčstvo s.r.o.', former: 'Mačuga Kováčstvo s.r.o.', neighbour: 'Mačuga Podlahárstvo s.r.o.', lang: 'sk' },
];

/** A renamed client whose former name another client now holds whole. */
export const TAKEN12: ReadonlyArray<{ renamed: string; former: string; lang: Lang }> = [
  { renamed: 'Kotyza Parketářství s.r.o.', former: 'Brabenec Parketářství s.r.o.', lang: 'cs' },
  { renamed: 'Hülsmann Steinmetzbetrieb GmbH', former: 'Terhorst Steinmetzbetrieb GmbH', lang: 'de' },
  { renamed: 'Ackroyd Chimneysweeps Ltd', former: 'Bottomley Chimneysweeps Ltd', lang: 'en' },
  { renamed: 'Pirker Pflasterei GmbH', former: 'Wieser Pflasterei GmbH', lang: 'at' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const LEARNED12: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'ti bednáři od rybníka', variants: ['ti bednari od rybnika', 'Ti bednáři od rybníka', 'ti bednáři od rybnííka'] },
  {
    phrase: 'die Steinmetze am Friedhof',
    variants: ['die steinmetze am friedhof', 'Steinmetze am Friedhof', 'die Steinmetze am Friedhfo'],
  },
  { phrase: 'the fellas by the viaduct', variants: ['The fellas by the viaduct', 'the fellas by the viaduc', 'fellas by the viaduct'] },
  { phrase: 'ekipa spod mostu', variants: ['Ekipa spod mostu', 'ekipa spod mosty', 'ekipa spod mostu.'] },
  { phrase: 'les gars du port', variants: ['Les gars du port', 'les gars du pórt', 'les gars du port !'] },
];

/** Names said by their initials: three-word names, two sharing initials, one whose initials are a word of another name. */
export const ACRONYMS12: ReadonlyArray<{ name: string; city: string; lang: Lang }> = [
  { name: 'Klatovská Pila Holoubek a.s.', city: 'Klatovy', lang: 'cs' },
  { name: 'Coesfelder Hallen Treuhand AG', city: 'Coesfeld', lang: 'de' },
  { name: 'Coesfelder Hof Tiefbau GmbH', city: 'Coesfeld', lang: 'de' },
  { name: 'Augustowska Wytwórnia Stolarki S.A.', city: 'Augustów', lang: 'pl' },
  { name: 'Rochdale Tile Centre Ltd', city: 'Rochdale', lang: 'en' },
  { name: 'RTC Decking Ltd', city: 'Bury', lang: 'en' },
  { name: 'Kamper Dakkapel Gilde B.V.', city: 'Kampen', lang: 'nl' },
];

/** Names of no client, in the set's registers. */
export const ABSENT12 = list(
  'Kudláček Bednářství s.r.o. | Ormsby Plumbers Ltd | Tenbrink Klempnerei GmbH | Plaschke Jalousienbau | Zgraggen Storenbau | Ferrazza Muratura | Goicoechea Tejados S.L. | Blevins Masonry LLC | Kilbride Pavers',
);
