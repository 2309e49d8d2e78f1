/**
 * The tenth held-out set's pools, written blind from the issue's own kinds: clients of Czech, Slovak, German,
 * Austrian, Polish and English-speaking firms (owners, trades and cities no other file of the evaluation, the smart
 * tests, the resolver's name data or docs/smart-names.md holds: overlap.test.ts beside this file), and the
 * near-duplicates such firms really hold: one core under two forms, two cities, two numbers, a name inside a longer
 * one, a surname extended into another (Vondrák, Vondráček), a renamed client whose former name another client's
 * words share or another client now holds whole, initials, phrases confirmed once.
 */
import type { CoreLang } from '../blind/types.js';

export type Lang9 = CoreLang;

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS9: Record<Lang9, { owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: list('Mareček | Hanzlík | Vondrák | Bouček | Kučírek'),
    trades: list('Malířství | Studnařství | Kamnářství'),
    forms: list('s.r.o. | a.s. | spol. s r.o.'),
    cities: list('Příbram | Jičín | Tábor | Blansko'),
  },
  sk: {
    owners: list('Hudec | Mráz | Šimko | Žiak'),
    trades: list('Murárstvo | Čalúnnictvo | Krajčírstvo'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Ružomberok | Bytča | Detva | Humenné'),
  },
  de: {
    owners: list('Reinholz | Kesselring | Eickhoff | Strothmann'),
    trades: list('Malerbetrieb | Ofenbau | Glaserei'),
    forms: list('GmbH | AG | KG'),
    cities: list('Detmold | Minden | Herford'),
  },
  at: {
    owners: list('Leitgeb | Steinwender | Kronberger | Gschwandtner'),
    trades: list('Fassadenbau | Steinmetz | Brunnenmeister'),
    forms: list('GmbH | OG | KG'),
    cities: list('Judenburg | Wolfsberg | Liezen | Hartberg'),
  },
  pl: {
    owners: list('Szczepański | Piątek | Domański | Kubacki'),
    trades: list('Zduństwo | Kaflarstwo | Bednarstwo'),
    forms: list('Sp. z o.o. | S.A. | sp.k.'),
    cities: list('Kalisz | Leszno | Chełm | Wieluń'),
  },
  en: {
    owners: list('Ashcroft | Thistlethwaite | Fairclough | Cattermole'),
    trades: list('Saddlers | Thatchers | Wheelwrights | Glaziers'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Macclesfield | Kendal | Skipton | Ludlow'),
  },
};

/** How each form is said otherwise: spelt out, abbreviated another way, or translated into a form of the same kind. */
export const FORM_SAID9: Record<string, string[]> = {
  'cs s.r.o.': ['spol. s r. o.', 'S.R.O.', 'společnost s r.o.', 'Sp. z o.o.'],
  'cs spol. s r.o.': ['spol.s r.o.', 'společnost s ručením omezeným'],
  'cs a.s.': ['akc. spol.', 'A.S.', 'akciovka', 'S.A.'],
  'sk s.r.o.': ['spol. s r.o.', 'S.R.O.', 'GmbH'],
  'sk a.s.': ['akc. spol.', 'AS', 'akciová spoločnosť'],
  'de GmbH': ['Ges. m. b. H.', 'GMBH', 'Ltd.', 's.r.o.'],
  'de AG': ['Aktien-Gesellschaft', 'AG.', 'PLC'],
  'de KG': ['K.G.', 'Kommandit-Gesellschaft'],
  'at GmbH': ['Gesmbh', 'Ges.mbH'],
  'at OG': ['O.G.', 'Offene Gesellschaft'],
  'at KG': ['Kommanditges.', 'K.G.'],
  'pl Sp. z o.o.': ['sp.z o.o.', 'spółka z o.o.', 'SP. Z O.O.', 'GmbH'],
  'pl S.A.': ['S.A', 's.a.', 'AG'],
  'pl sp.k.': ['Sp. k.', 'spółka kom.'],
  'en Ltd': ['Ltd.', 'Limited Company', 'limited', 'GmbH'],
  'en PLC': ['Plc', 'p.l.c.', 'Public Limited Company'],
  'en LLP': ['llp', 'LLP.'],
};

/** One core under two forms of different kinds (a limited company and a joint-stock one, or a partnership). */
export const SIBLING_FORMS9: Record<Lang9, [string, string]> = {
  cs: ['spol. s r.o.', 'a.s.'],
  sk: ['s.r.o.', 'a.s.'],
  de: ['GmbH', 'KG'],
  at: ['GmbH', 'OG'],
  pl: ['Sp. z o.o.', 'sp.k.'],
  en: ['Ltd', 'LLP'],
};

/** Names told apart by a number only; each number as a person says it, and numbers no client holds. */
export const NUMBERED9: ReadonlyArray<{ core: string; form: string; lang: Lang9; numbers: Record<string, string[]>; absent: string[] }> = [
  {
    core: 'Penzion Jičínský',
    form: 's.r.o.',
    lang: 'cs',
    numbers: { '15': ['patnáct'], '50': ['padesát'] },
    absent: ['5', '51', '150'],
  },
  {
    core: 'Ubytovňa Detvianska',
    form: 's.r.o.',
    lang: 'sk',
    numbers: { '6': ['šesť'], '60': ['šesťdesiat'] },
    absent: ['16', '66', '600'],
  },
  {
    core: 'Bauhof Detmold',
    form: 'GmbH',
    lang: 'de',
    numbers: { '4': ['vier'], '44': ['vierundvierzig'] },
    absent: ['14', '40', '404'],
  },
  {
    core: 'Kendal Storage',
    form: 'Ltd',
    lang: 'en',
    numbers: { '19': ['nineteen'], '90': ['ninety'] },
    absent: ['9', '91', '190'],
  },
  {
    core: 'Magazyny Kaliskie',
    form: 'Sp. z o.o.',
    lang: 'pl',
    numbers: { '8': ['osiem'], '18': ['osiemnaście'] },
    absent: ['81', '88', '180'],
  },
];

/** A name inside a longer one: both clients. */
export const CONTAINED9: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang9 }> = [
  { short: 'Entwistle Ropeworks', long: 'Entwistle Ropeworks Marine', form: 'Ltd', lang: 'en' },
  { short: 'Eickhoff Bootsbau', long: 'Eickhoff Bootsbau Segelmacherei', form: 'GmbH', lang: 'de' },
  { short: 'Domański Wikliniarstwo', long: 'Domański Wikliniarstwo Koszykarstwo', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Hanzlík Kovovýroba', long: 'Hanzlík Kovovýroba Brusírna', form: 's.r.o.', lang: 'cs' },
];

/** An owner's surname extended into another real surname (or the woman's form): no client of that name. */
export const LONGER9: Record<string, string> = {
  Bouček: 'Boučková',
  Hanzlík: 'Hanzlíček',
  Mareček: 'Marečková',
  Hudec: 'Hudcová',
  Domański: 'Domańska',
  Szczepański: 'Szczepańska',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED9: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang9 }> = [
  { current: 'Zikmund Malířství s.r.o.', former: 'Hejduk Malířství s.r.o.', neighbour: 'Hejduk Kamnářství s.r.o.', lang: 'cs' },
  { current: 'Vollmer Glaserei GmbH', former: 'Niehaus Glaserei GmbH', neighbour: 'Niehaus Ofenbau GmbH', lang: 'de' },
  {
    current: 'Zduński Bednarstwo Sp. z o.o.',
    former: 'Jaworski Bednarstwo Sp. z o.o.',
    neighbour: 'Jaworski Kaflarstwo Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Dewhurst Glaziers Ltd', former: 'Ainscough Glaziers Ltd', neighbour: 'Ainscough Saddlers Ltd', lang: 'en' },
];

/** A renamed client whose former name another client now holds whole (a new firm took the free name). */
export const TAKEN9: ReadonlyArray<{ renamed: string; former: string; lang: Lang9 }> = [
  { renamed: 'Chaloupka Klenotnictví s.r.o.', former: 'Zbořil Klenotnictví s.r.o.', lang: 'cs' },
  { renamed: 'Siebert Markisenbau GmbH', former: 'Eggert Markisenbau GmbH', lang: 'de' },
  { renamed: 'Sowerby Thatchers Ltd', former: 'Kirkbride Thatchers Ltd', lang: 'en' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const LEARNED9: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'ti od Berounské brány', variants: ['ti od berounske brany', 'ti od Berounský brány', 'ti od Berounské bránny'] },
  { phrase: 'die Truppe am Wasserturm', variants: ['die truppe am wasserturm', 'Truppe am Wasserturm', 'die Truppe am Wassertrum'] },
  { phrase: 'the Mill Street saddlery', variants: ['mill street saddlery', 'the Mil Street saddlery', 'the Mill Street sadlery'] },
  { phrase: 'pan od kafli', variants: ['Pan od Kafli', 'pan od kafli.', 'pan od kafl'] },
];

/** Names said by their initials: three-word names, some sharing initials or an acronym that is a word of another name. */
export const ACRONYMS9: ReadonlyArray<{ name: string; city: string; lang: Lang9 }> = [
  { name: 'Příbramské Kamnářské Dílny a.s.', city: 'Příbram', lang: 'cs' },
  { name: 'Gütersloher Glas Technik GmbH', city: 'Gütersloh', lang: 'de' },
  { name: 'Kaliskie Zakłady Bednarskie S.A.', city: 'Kalisz', lang: 'pl' },
  { name: 'Kendal Thatchers Alliance Ltd', city: 'Kendal', lang: 'en' },
  { name: 'Liezen Fassaden Werk GmbH', city: 'Liezen', lang: 'at' },
  { name: 'Liezen Fenster Werk GmbH', city: 'Liezen', lang: 'at' },
  { name: 'KTA Roofcare Ltd', city: 'Skipton', lang: 'en' },
];

/** Names of no client, in the set's registers. */
export const ABSENT9 = list(
  'Pechánek Studnařství s.r.o. | Heatherington Saddlers Ltd | Zumbusch Glaserei GmbH | Zbrożek Zduństwo | Pilárik Murárstvo | Oberhauser Fassadenbau | Whitehead Wheelwrights',
);
