/**
 * The twelfth held-out set's pools, written blind from the issue's own kinds: clients of Czech, Slovak, German,
 * Austrian, Swiss, Polish, British and Irish, US, Dutch, French, Italian and Spanish firms (owners, trades and cities no
 * other file of the evaluation, the smart tests or the resolver's name data holds: overlap.test.ts beside this file),
 * and the near-duplicates such firms hold: one core under two forms, two cities, two numbers, a name inside a longer
 * one, a surname extended into another (Vacula, Vaculík), a renamed client whose former name shares a word with a
 * neighbour or is another client's name now, initials (two names with the same ones), phrases confirmed once.
 */
import type { ByLang, Lang } from '../blind/types.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS11: ByLang<{ owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: list('Škvor | Vacula | Pešina | Mazal | Prokš'),
    trades: list('Zednictví | Rámařství | Písmomalířství'),
    forms: list('s.r.o. | a.s. | spol. s r.o.'),
    cities: list('Benešov | Pelhřimov | Vimperk | Mělník'),
  },
  sk: {
    owners: list('Ďurčo | Lacko | Fedorko | Kačmár'),
    trades: list('Kachliarstvo | Zváračstvo | Obkladačstvo'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Snina | Levoča | Stropkov | Sabinov'),
  },
  de: {
    owners: list('Wiesmann | Hollweg | Overbeck | Brockhoff'),
    trades: list('Fliesenlegerei | Trockenbau | Wintergartenbau'),
    forms: list('GmbH | AG | KG'),
    cities: list('Soest | Lippstadt | Meschede'),
  },
  at: {
    owners: list('Mayrhofer | Pichlmaier | Thalhammer | Haidinger'),
    trades: list('Bodenlegerei | Stiegenbau | Sonnenschutz'),
    forms: list('GmbH | OG | KG'),
    cities: list('Imst | Zwettl | Gmünd | Tamsweg'),
  },
  ch: {
    owners: list('Zwahlen | Bösiger | Gyger'),
    trades: list('Käserei | Gipserei'),
    forms: list('AG | GmbH | Sàrl'),
    cities: list('Burgdorf | Langenthal | Frauenfeld'),
  },
  pl: {
    owners: list('Kowalczuk | Cieślak | Wasilewski | Gołębiowski'),
    trades: list('Glazurnictwo | Murarstwo | Lakiernictwo'),
    forms: list('Sp. z o.o. | S.A. | sp.k.'),
    cities: list('Krosno | Sanok | Jasło | Bochnia'),
  },
  en: {
    owners: list('Kavanagh | Ogilvie | Rawlinson | Fothergill'),
    trades: list('Plasterers | Roofers | Bricklayers | Upholsterers'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Whitby | Ripon | Tralee | Athlone'),
  },
  us: {
    owners: list('Whitcomb | Brubaker | Hollister'),
    trades: list('Drywall | Excavating'),
    forms: list('LLC | Inc.'),
    cities: list('Duluth | Spokane | Fargo'),
  },
  nl: {
    owners: list('Brinkman | Scholten | Rietveld'),
    trades: list('Glaszetters | Grondwerken'),
    forms: list('B.V. | V.O.F.'),
    cities: list('Assen | Emmen | Hoogeveen'),
  },
  fr: {
    owners: list('Mercadier | Rouquette | Espinasse'),
    trades: list('Carrelage | Peinture'),
    forms: list('SARL | SA'),
    cities: list('Aurillac | Rodez | Figeac'),
  },
  it: {
    owners: list('Bortolotti | Cavallaro | Menegatti'),
    trades: list('Idraulica | Lattoneria'),
    forms: list('S.r.l. | S.p.A.'),
    cities: list('Treviso | Vicenza | Rovigo'),
  },
  es: {
    owners: list('Iturralde | Garmendia | Olaizola'),
    trades: list('Albañilería | Jardinería'),
    forms: list('S.L. | S.A.'),
    cities: list('Calahorra | Tudela | Barbastro'),
  },
};

/** How each form is said otherwise: spelt out, abbreviated another way, or translated into a form of the same kind. */
export const FORM_SAID11: Record<string, string[]> = {
  'cs s.r.o.': ['s. r. o.', 'společnost s ručením omezeným', 'GmbH', 'Ltd'],
  'cs spol. s r.o.': ['spol. s r. o.', 'spol.s.r.o.'],
  'cs a.s.': ['akciová společnost', 'a. s.', 'AG'],
  'sk s.r.o.': ['spoločnosť s ručením obmedzeným', 's. r. o.', 'Sp. z o.o.'],
  'sk a.s.': ['akciová spoločnosť', 'a. s.'],
  'de GmbH': ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.', 'mbH', 's.r.o.'],
  'de AG': ['Aktiengesellschaft', 'a.s.', 'S.A.'],
  'de KG': ['Kommanditgesellschaft', 'K.G.'],
  'at GmbH': ['Ges.m.b.H.', 'Gesellschaft m.b.H.'],
  'at OG': ['offene Gesellschaft', 'O.G.'],
  'at KG': ['Kommanditgesellschaft', 'KG.'],
  'ch AG': ['Aktiengesellschaft', 'SA'],
  'ch GmbH': ['Gesellschaft mit beschränkter Haftung', 'Sàrl'],
  'ch Sàrl': ['Sarl', 'S.à r.l.', 'GmbH'],
  'pl Sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp. z o. o.', 'Ltd'],
  'pl S.A.': ['spółka akcyjna', 'SA', 'AG'],
  'pl sp.k.': ['spółka komandytowa', 'Sp.K.'],
  'en Ltd': ['Limited', 'Ltd.', 'LTD', 's.r.o.'],
  'en PLC': ['public limited company', 'plc'],
  'en LLP': ['limited liability partnership', 'L.L.P.'],
  'us LLC': ['L.L.C.', 'limited liability company', 'llc'],
  'us Inc.': ['Incorporated', 'Inc', 'inc.'],
  'nl B.V.': ['BV', 'besloten vennootschap', 'GmbH'],
  'nl V.O.F.': ['vof', 'vennootschap onder firma'],
  'fr SARL': ['S.A.R.L.', 'société à responsabilité limitée', 'Ltd'],
  'fr SA': ['société anonyme', 'S.A.'],
  'it S.r.l.': ['srl', 'società a responsabilità limitata', 'SRL'],
  'it S.p.A.': ['SpA', 'società per azioni', 'AG'],
  'es S.L.': ['SL', 'sociedad limitada', 'S.L'],
  'es S.A.': ['sociedad anónima', 'SA'],
};

/** One core under two forms of different kinds. */
export const SIBLING_FORMS11: ByLang<[string, string]> = {
  cs: ['s.r.o.', 'a.s.'],
  sk: ['s.r.o.', 'a.s.'],
  de: ['GmbH', 'AG'],
  at: ['GmbH', 'KG'],
  ch: ['GmbH', 'AG'],
  pl: ['Sp. z o.o.', 'S.A.'],
  en: ['Ltd', 'PLC'],
  us: ['LLC', 'Inc.'],
  nl: ['B.V.', 'V.O.F.'],
  fr: ['SARL', 'SA'],
  it: ['S.r.l.', 'S.p.A.'],
  es: ['S.L.', 'S.A.'],
};

/** Names told apart by a number only; each number as a person says it, and numbers no client holds. */
export const NUMBERED11: ReadonlyArray<{ core: string; form: string; lang: Lang; numbers: Record<string, string[]>; absent: string[] }> = [
  {
    core: 'Autodílna Benešov',
    form: 's.r.o.',
    lang: 'cs',
    numbers: { '7': ['sedm'], '77': ['sedmdesát sedm'] },
    absent: ['17', '70', '707'],
  },
  { core: 'Garáže Snina', form: 's.r.o.', lang: 'sk', numbers: { '2': ['dva'], '22': ['dvadsaťdva'] }, absent: ['12', '20', '222'] },
  { core: 'Lagerhalle Soest', form: 'GmbH', lang: 'de', numbers: { '3': ['drei'], '33': ['dreiunddreißig'] }, absent: ['13', '30', '303'] },
  {
    core: 'Whitby Mews',
    form: 'Ltd',
    lang: 'en',
    numbers: { '12': ['twelve'], '21': ['twenty-one', 'twenty one'] },
    absent: ['2', '120', '211'],
  },
  {
    core: 'Skład Krośnieński',
    form: 'Sp. z o.o.',
    lang: 'pl',
    numbers: { '5': ['pięć'], '25': ['dwadzieścia pięć'] },
    absent: ['52', '55', '250'],
  },
  { core: 'Opslag Assen', form: 'B.V.', lang: 'nl', numbers: { '8': ['acht'], '18': ['achttien'] }, absent: ['80', '88', '180'] },
  { core: 'Magazzino Treviso', form: 'S.r.l.', lang: 'it', numbers: { '11': ['undici'], '40': ['quaranta'] }, absent: ['14', '41', '400'] },
];

/** A name inside a longer one: both clients. */
export const CONTAINED11: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang }> = [
  { short: 'Škvor Lešení', long: 'Škvor Lešení Pronájem', form: 's.r.o.', lang: 'cs' },
  { short: 'Overbeck Treppen', long: 'Overbeck Treppen Zimmermeister', form: 'GmbH', lang: 'de' },
  { short: 'Ogilvie Brickworks', long: 'Ogilvie Brickworks Riverside', form: 'Ltd', lang: 'en' },
  { short: 'Cieślak Schody', long: 'Cieślak Schody Drewniane', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Brinkman Dakbouw', long: 'Brinkman Dakbouw Renovatie', form: 'B.V.', lang: 'nl' },
];

/** An owner's surname extended into another real surname (or the woman's form): no client of that name. */
export const LONGER11: Record<string, string> = {
  Škvor: 'Škvorecký',
  Vacula: 'Vaculík',
  Pešina: 'Pešinová',
  Lacko: 'Lacková',
  Kačmár: 'Kačmárik',
  Wasilewski: 'Wasilewska',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED11: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang }> = [
  { current: 'Šimůnek Zednictví s.r.o.', former: 'Vosáhlo Zednictví s.r.o.', neighbour: 'Vosáhlo Rámařství s.r.o.', lang: 'cs' },
  { current: 'Upmeier Trockenbau GmbH', former: 'Ostendorf Trockenbau GmbH', neighbour: 'Ostendorf Fliesenlegerei GmbH', lang: 'de' },
  { current: 'Kinsella Plasterers Ltd', former: 'Brophy Plasterers Ltd', neighbour: 'Brophy Roofers Ltd', lang: 'en' },
  {
    current: 'Olejniczak Murarstwo Sp. z o.o.',
    former: 'Kaźmierczak Murarstwo Sp. z o.o.',
    neighbour: 'Kaźmierczak Lakiernictwo Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Lüthi Käserei GmbH', former: 'Rüegg Käserei GmbH', neighbour: 'Rüegg Gipserei GmbH', lang: 'ch' },
];

/** A renamed client whose former name another client now holds whole. */
export const TAKEN11: ReadonlyArray<{ renamed: string; former: string; lang: Lang }> = [
  { renamed: 'Kocián Rámařství s.r.o.', former: 'Bezděk Rámařství s.r.o.', lang: 'cs' },
  { renamed: 'Otterbach Stiegenbau GmbH', former: 'Moosbrugger Stiegenbau GmbH', lang: 'at' },
  { renamed: 'Lenihan Upholsterers Ltd', former: 'Quigley Upholsterers Ltd', lang: 'en' },
  { renamed: 'Mačaj Obkladačstvo s.r.o.', former: 'Dzurilla Obkladačstvo s.r.o.', lang: 'sk' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const LEARNED11: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'ti klempíři z Habrovky', variants: ['ti klempiri z habrovky', 'ti klempíři z Habrovky.', 'ti klempíři z Habrovkky'] },
  { phrase: 'die Jungs vom Lindenplatz', variants: ['die jungs vom lindenplatz', 'Jungs vom Lindenplatz', 'die Jungs vom Lindeplatz'] },
  { phrase: 'the boys on Quay Road', variants: ['the boys on quay road', 'boys on Quay Road', 'the boys on Qauy Road'] },
  { phrase: 'pan od rynien', variants: ['Pan od rynien', 'pan od rynnien', 'pan od rynien.'] },
  { phrase: 'de mannen van de sluis', variants: ['De mannen van de sluis', 'de manen van de sluis', 'de mannen van de sluis.'] },
];

/** Names said by their initials: three-word names, two sharing initials, one whose initials are a word of another name. */
export const ACRONYMS11: ReadonlyArray<{ name: string; city: string; lang: Lang }> = [
  { name: 'Benešovské Strojní Lešení a.s.', city: 'Benešov', lang: 'cs' },
  { name: 'Soester Kanal Sanierung AG', city: 'Soest', lang: 'de' },
  { name: 'Sanocki Skład Ogrodniczy S.A.', city: 'Sanok', lang: 'pl' },
  { name: 'Ripon Riverside Brickworks Ltd', city: 'Ripon', lang: 'en' },
  { name: 'RRB Sawmill Ltd', city: 'Whitby', lang: 'en' },
  { name: 'Imster Heizungs Hilfe GmbH', city: 'Imst', lang: 'at' },
  { name: 'Imster Hafner Hütte GmbH', city: 'Imst', lang: 'at' },
  { name: 'Hoogeveense Aannemers Installatie B.V.', city: 'Hoogeveen', lang: 'nl' },
];

/** Names of no client, in the set's registers. */
export const ABSENT11 = list(
  'Vodrážka Zednictví s.r.o. | Delahunty Roofers Ltd | Kleinschmidt Trockenbau GmbH | Gehrke Fliesenlegerei | Zurbriggen Käserei | Bianchini Idraulica | Gallardo Jardinería S.L. | Dorsey Drywall LLC | Tierney Bricklayers',
);
