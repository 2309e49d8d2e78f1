/**
 * The ninth held-out set's pools, written blind from the issue's own kinds: clients of Czech, Slovak, German,
 * Austrian, Polish and English-speaking firms (owners, trades and cities no other file of the evaluation, the smart
 * tests, the resolver's name data or docs/smart-names.md holds: overlap.test.ts beside this file), and the
 * near-duplicates such firms really hold: one core under two forms, two cities, two numbers, a name inside a longer
 * one, a surname extended into another (Kalous, Kalousek), a renamed client whose former name another client's
 * words share, initials, phrases confirmed once.
 */
import type { CoreLang } from '../blind/types.js';

export type Lang8 = CoreLang;

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS8: Record<Lang8, { owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: list('Ondráček | Zavadil | Koudelka | Kalous | Havlík'),
    trades: list('Zámečnictví | Podlahářství | Topenářství'),
    forms: list('s.r.o. | a.s. | spol. s r.o.'),
    cities: list('Humpolec | Litomyšl | Rokycany | Semily'),
  },
  sk: {
    owners: list('Šebesta | Gašparík | Jurčo | Kuruc'),
    trades: list('Kamenárstvo | Pekárstvo | Hodinárstvo'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Prievidza | Michalovce | Skalica | Brezno'),
  },
  de: {
    owners: list('Brockmeyer | Hagedorn | Osterkamp | Tiedemann'),
    trades: list('Polsterei | Orgelbau | Bodenleger'),
    forms: list('GmbH | AG | KG'),
    cities: list('Bielefeld | Lüneburg | Wetzlar'),
  },
  at: {
    owners: list('Hinterleitner | Zauner | Hasenöhrl | Brandstätter'),
    trades: list('Baumeister | Dachdecker | Kachelofenbau'),
    forms: list('GmbH | OG | KG'),
    cities: list('Schwaz | Amstetten | Gmunden | Tulln'),
  },
  pl: {
    owners: list('Marciniak | Gajewski | Olszewski | Jastrzębski'),
    trades: list('Kominiarstwo | Blacharstwo | Introligatornia'),
    forms: list('Sp. z o.o. | S.A. | sp.k.'),
    cities: list('Radom | Gniezno | Siedlce | Suwałki'),
  },
  en: {
    owners: list('Hollingsworth | Greenhalgh | Barraclough | Pickersgill'),
    trades: list('Locksmiths | Signwriters | Coachworks | Brickwork'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Harrogate | Stockport | Wakefield | Shrewsbury'),
  },
};

/** How each form is said otherwise: spelt out, abbreviated another way, or translated into a form of the same kind. */
export const FORM_SAID8: Record<string, string[]> = {
  'cs s.r.o.': ['společnost s ručením omezeným', 'sro', 's. r. o.', 'GmbH', 'Ltd'],
  'cs spol. s r.o.': ['s.r.o.', 'spol s r o', 'společnost s ručením omezeným'],
  'cs a.s.': ['akciová společnost', 'as', 'a. s.', 'AG'],
  'sk s.r.o.': ['spoločnosť s ručením obmedzeným', 'sro', 's. r. o.'],
  'sk a.s.': ['akciová spoločnosť', 'a. s.'],
  'de GmbH': ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.', 'gmbh', 'limited liability company'],
  'de AG': ['Aktiengesellschaft', 'A.G.'],
  'de KG': ['Kommanditgesellschaft'],
  'at GmbH': ['Ges.m.b.H.', 'Gesellschaft mit beschränkter Haftung', 'GesmbH'],
  'at OG': ['offene Gesellschaft'],
  'at KG': ['Kommanditgesellschaft'],
  'pl Sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp. z o. o.', 'spzoo', 'Sp. z o.o'],
  'pl S.A.': ['spółka akcyjna', 'SA'],
  'pl sp.k.': ['spółka komandytowa', 'sp. k.'],
  'en Ltd': ['Limited', 'Ltd.', 'LTD'],
  'en PLC': ['public limited company', 'plc', 'P.L.C.'],
  'en LLP': ['limited liability partnership', 'L.L.P.'],
};

/** One core under two forms of different kinds (a limited company and a joint-stock one, or a partnership). */
export const SIBLING_FORMS8: Record<Lang8, [string, string]> = {
  cs: ['s.r.o.', 'a.s.'],
  sk: ['s.r.o.', 'a.s.'],
  de: ['GmbH', 'AG'],
  at: ['GmbH', 'KG'],
  pl: ['Sp. z o.o.', 'S.A.'],
  en: ['Ltd', 'PLC'],
};

/** Names told apart by a number only; each number as a person says it, and numbers no client holds. */
export const NUMBERED8: ReadonlyArray<{ core: string; form: string; lang: Lang8; numbers: Record<string, string[]>; absent: string[] }> = [
  {
    core: 'Hostinec Humpolecký',
    form: 's.r.o.',
    lang: 'cs',
    numbers: { '12': ['dvanáct'], '21': ['dvacet jedna', 'jednadvacet'] },
    absent: ['2', '120', '211'],
  },
  {
    core: 'Klavierhaus Kühnert',
    form: 'GmbH',
    lang: 'de',
    numbers: { '3': ['drei'], '33': ['dreiunddreißig'] },
    absent: ['13', '303', '34'],
  },
  {
    core: 'Warrington Bathrooms',
    form: 'Ltd',
    lang: 'en',
    numbers: { '200': ['two hundred'], '2000': ['two thousand'] },
    absent: ['20', '220', '2200'],
  },
  {
    core: 'Apartamenty Sokołowski',
    form: 'Sp. z o.o.',
    lang: 'pl',
    numbers: { '7': ['siedem'], '17': ['siedemnaście'] },
    absent: ['71', '77', '170'],
  },
];

/** A name inside a longer one: both clients. */
export const CONTAINED8: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang8 }> = [
  { short: 'Pickersgill Paving', long: 'Pickersgill Paving Drainage', form: 'Ltd', lang: 'en' },
  { short: 'Tiedemann Natursteine', long: 'Tiedemann Natursteine Estrichbau', form: 'GmbH', lang: 'de' },
  { short: 'Gajewski Przeprowadzki', long: 'Gajewski Przeprowadzki Konin', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Koudelka Obklady', long: 'Koudelka Obklady Dlaždičství', form: 's.r.o.', lang: 'cs' },
];

/** An owner's surname extended into another real surname (or the woman's form): no client of that name. */
export const LONGER8: Record<string, string> = {
  Kalous: 'Kalousek',
  Havlík: 'Havlíček',
  Zavadil: 'Zavadilová',
  Gašparík: 'Gašparíková',
  Olszewski: 'Olszewska',
  Marciniak: 'Marciniakowa',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED8: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang8 }> = [
  { current: 'Brabec Kominictví s.r.o.', former: 'Jirsák Kominictví s.r.o.', neighbour: 'Jirsák Pivovar s.r.o.', lang: 'cs' },
  {
    current: 'Wendland Rollladenbau GmbH',
    former: 'Vogelsang Rollladenbau GmbH',
    neighbour: 'Vogelsang Schornsteinfeger GmbH',
    lang: 'de',
  },
  {
    current: 'Włodarczyk Introligatornia Sp. z o.o.',
    former: 'Stępień Introligatornia Sp. z o.o.',
    neighbour: 'Stępień Zegarmistrz Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Sutcliffe Optics Ltd', former: 'Haworth Optics Ltd', neighbour: 'Haworth Fencing Ltd', lang: 'en' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const LEARNED8: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'u Hrnčířů na náměstí', variants: ['u hrnčířů na náměstí', 'u Hrnciru na namesti', 'u Hrnčířu na náměstí'] },
  { phrase: 'die Leute vom Ziegelhof', variants: ['die leute vom ziegelhof', 'Leute vom Zieglhof', 'die Leute vom Ziegelhoff'] },
  { phrase: 'the Quarry Lane forge', variants: ['quarry lane forge', 'the Quary Lane forge', 'the Quarry Lane froge'] },
  { phrase: 'zakład pana Mietka', variants: ['zaklad pana Mietka', 'zakład pana Mietka.', 'zakład pana Mietk'] },
];

/** Names said by their initials: three-word names, some sharing initials or an acronym that is a word of another name. */
export const ACRONYMS8: ReadonlyArray<{ name: string; city: string; lang: Lang8 }> = [
  { name: 'Vysočinské Topenářské Závody a.s.', city: 'Humpolec', lang: 'cs' },
  { name: 'Bielefelder Polster Manufaktur GmbH', city: 'Bielefeld', lang: 'de' },
  { name: 'Siedlckie Zakłady Blacharskie S.A.', city: 'Siedlce', lang: 'pl' },
  { name: 'Harrogate Signwriters Guild Ltd', city: 'Harrogate', lang: 'en' },
  { name: 'Hallein Bodenleger Zentrum GmbH', city: 'Hallein', lang: 'at' },
  { name: 'Hallein Baumeister Zentrum GmbH', city: 'Hallein', lang: 'at' },
  { name: 'HSG Kitchens Ltd', city: 'Stockport', lang: 'en' },
];

/** Names of no client, in the set's registers. */
export const ABSENT8 = list(
  'Bělohlávek Vodoinstalace s.r.o. | Oldroyd Conservatories Ltd | Lindinger Rollladenbau GmbH | Malinowski Kartonáže | Pauliny Cukrárstvo | Gutknecht Kachelofenbau | Ainsworth Chimney',
);
