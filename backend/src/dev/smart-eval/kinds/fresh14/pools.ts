/**
 * The fifteenth held-out set's pools, written blind from the issue's own kinds: clients of Czech, Slovak, German,
 * Austrian, Polish, British and Portuguese firms (owners, trades and cities no other file of the evaluation, the smart
 * tests or the resolver's name data holds: overlap.test.ts beside this file), and the near-duplicates such firms hold:
 * one core under two forms, two cities, two numbers, a name inside a longer one, a surname extended into another, a
 * renamed client whose former name shares a word with a neighbour or is another client's name now, initials, phrases
 * confirmed once.
 */
import type { ByLang, Lang } from '../blind/types.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS14: ByLang<{ owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: list('Zatloukal | Hanzelka | Vaňourek | Bečvář | Kantůrek'),
    trades: list('Voskařství | Rukavičkářství | Brusičství'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Netolice | Vodňany | Volyně | Bavorov'),
  },
  sk: {
    owners: list('Štefanko | Gregorík | Lupták'),
    trades: list('Povrazníctvo | Gombárstvo | Šperkárstvo'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Tisovec | Hnúšťa | Jelšava | Tornaľa'),
  },
  de: {
    owners: list('Kortenbrede | Westkämper | Hüwe | Lütkehaus'),
    trades: list('Korbmacherei | Stellmacherei | Posamenterie'),
    forms: list('GmbH | AG | KG'),
    cities: list('Ostbevern | Telgte | Sassenberg'),
  },
  at: {
    owners: list('Pürstinger | Aigelsreiter | Hochreiner | Schwarzlmüller'),
    trades: list('Lebzelterei | Bürstenbinderei | Geigenbau'),
    forms: list('GmbH | OG | KG'),
    cities: list('Peuerbach | Lembach | Haslach | Raab'),
  },
  pl: {
    owners: list('Chrabąszcz | Ślusarczyk | Kmieciak | Wałęsiuk'),
    trades: list('Siodlarstwo | Bursztyniarstwo | Instalatorstwo'),
    forms: list('Sp. z o.o. | S.A. | sp.k.'),
    cities: list('Łowicz | Sochaczew | Kutno | Gostynin'),
  },
  en: {
    owners: list('Blenkinsop | Oddie | Lazenby | Tunstall'),
    trades: list('Wainwrights | Fletchers | Cordwainers'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Rothbury | Alnwick | Morpeth | Bedale'),
  },
  pt: {
    owners: list('Quaresma | Bettencourt | Figueiroa'),
    trades: list('Cutelaria | Tanoaria'),
    forms: list('Lda | S.A.'),
    cities: list('Tomar | Abrantes | Ourém'),
  },
};

/** How each form is said otherwise: spelt out, abbreviated another way, or translated into a form of the same kind. */
export const FORM_SAID14: Record<string, string[]> = {
  'cs s.r.o.': ['s. r. o.', 'spol. s r.o.', 'GmbH', 'Sp. z o.o.'],
  'cs a.s.': ['akciová společnost', 'a. s.', 'S.A.'],
  'sk s.r.o.': ['spoločnosť s ručením obmedzeným', 'spol. s r.o.', 'Ltd'],
  'sk a.s.': ['akciová spoločnosť', 'AG'],
  'de GmbH': ['GmbH.', 'Gesellschaft mit beschränkter Haftung', 'Limited', 'SRL'],
  'de AG': ['A.G.', 'Aktiengesellschaft', 'PLC'],
  'de KG': ['Kommanditgesellschaft', 'K.G.'],
  'at GmbH': ['Ges.m.b.H.', 'GesmbH', 's.r.o.'],
  'at OG': ['O.G.', 'offene Gesellschaft'],
  'at KG': ['Kommanditgesellschaft', 'K.G.'],
  'pl Sp. z o.o.': ['sp. z o. o.', 'spółka z o.o.', 'GmbH'],
  'pl S.A.': ['SA', 'spółka akcyjna', 'a.s.'],
  'pl sp.k.': ['spółka komandytowa', 'Sp.k.', 'KG'],
  'en Ltd': ['Ltd.', 'Limited', 'Sp. z o.o.'],
  'en PLC': ['plc', 'public limited company', 'AG'],
  'en LLP': ['LLP.', 'limited liability partnership'],
  'pt Lda': ['Lda.', 'Limitada', 'sociedade por quotas', 'Ltd'],
  'pt S.A.': ['SA', 'sociedade anónima', 'AG'],
};

/** One core under two forms of different kinds. */
export const SIBLING_FORMS14: ByLang<[string, string]> = {
  cs: ['s.r.o.', 'a.s.'],
  sk: ['s.r.o.', 'a.s.'],
  de: ['GmbH', 'AG'],
  at: ['GmbH', 'OG'],
  pl: ['Sp. z o.o.', 'S.A.'],
  en: ['Ltd', 'PLC'],
  pt: ['Lda', 'S.A.'],
};

/** Names told apart by a number only; each number as a person says it, and numbers no client holds. */
export const NUMBERED14: ReadonlyArray<{ core: string; form: string; lang: Lang; numbers: Record<string, string[]>; absent: string[] }> = [
  {
    core: 'Pivnice Vodňany',
    form: 's.r.o.',
    lang: 'cs',
    numbers: { '200': ['dvě stě'], '2000': ['dva tisíce'] },
    absent: ['20', '220', '2200'],
  },
  { core: 'Bačovňa Tisovec', form: 's.r.o.', lang: 'sk', numbers: { '7': ['sedem'], '17': ['sedemnásť'] }, absent: ['70', '71', '77'] },
  {
    core: 'Werkhof Ostbevern',
    form: 'GmbH',
    lang: 'de',
    numbers: { '45': ['fünfundvierzig'], '54': ['vierundfünfzig'] },
    absent: ['4', '5', '455'],
  },
  { core: 'Stadl Peuerbach', form: 'KG', lang: 'at', numbers: { '11': ['elf'], '12': ['zwölf'] }, absent: ['1', '2', '112'] },
  { core: 'Karczma Łowicz', form: 'Sp. z o.o.', lang: 'pl', numbers: { '6': ['sześć'], '16': ['szesnaście'] }, absent: ['60', '61', '66'] },
  { core: 'Rothbury Smithy', form: 'Ltd', lang: 'en', numbers: { '40': ['forty'], '14': ['fourteen'] }, absent: ['4', '44', '400'] },
  { core: 'Adega Tomar', form: 'Lda', lang: 'pt', numbers: { '3': ['três'], '13': ['treze'] }, absent: ['30', '31', '33'] },
];

/** A name inside a longer one: both clients. */
export const CONTAINED14: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang }> = [
  { short: 'Zatloukal Schodiště', long: 'Zatloukal Schodiště Zábradlí', form: 's.r.o.', lang: 'cs' },
  { short: 'Hüwe Rollladen', long: 'Hüwe Rollladen Torbau', form: 'GmbH', lang: 'de' },
  { short: 'Lazenby Railings', long: 'Lazenby Railings Ironwork', form: 'Ltd', lang: 'en' },
  { short: 'Kmieciak Parkiety', long: 'Kmieciak Parkiety Cyklinowanie', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Quaresma Caixilharia', long: 'Quaresma Caixilharia Alumínio', form: 'Lda', lang: 'pt' },
];

/** An owner's surname extended into another real surname: no client of that name. */
export const LONGER14: Record<string, string> = {
  Lupták: 'Luptáčik',
  Chrabąszcz: 'Chrabąszczyk',
  Hüwe: 'Hüwelmann',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED14: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang }> = [
  { current: 'Záruba Voskařství s.r.o.', former: 'Chýlek Voskařství s.r.o.', neighbour: 'Chýlek Brusičství s.r.o.', lang: 'cs' },
  {
    current: 'Schwienhorst Korbmacherei GmbH',
    former: 'Wiewelhove Korbmacherei GmbH',
    neighbour: 'Wiewelhove Stellmacherei GmbH',
    lang: 'de',
  },
  { current: 'Scaife Wainwrights Ltd', former: 'Dinsdale Wainwrights Ltd', neighbour: 'Dinsdale Fletchers Ltd', lang: 'en' },
  {
    current: 'Kubiszewski Siodlarstwo Sp. z o.o.',
    former: 'Szpakowicz Siodlarstwo Sp. z o.o.',
    neighbour: 'Szpakowicz Bursztyniarstwo Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Trebuňa Povrazníctvo s.r.o.', former: 'Mihalík Povrazníctvo s.r.o.', neighbour: 'Mihalík Gombárstvo s.r.o.', lang: 'sk' },
];

/** A renamed client whose former name another client now holds whole. */
export const TAKEN14: ReadonlyArray<{ renamed: string; former: string; lang: Lang }> = [
  { renamed: 'Hořejší Rukavičkářství s.r.o.', former: 'Vlasatý Rukavičkářství s.r.o.', lang: 'cs' },
  { renamed: 'Schnettker Posamenterie GmbH', former: 'Bröring Posamenterie GmbH', lang: 'de' },
  { renamed: 'Tweddle Cordwainers Ltd', former: 'Armstead Cordwainers Ltd', lang: 'en' },
  { renamed: 'Ablinger Lebzelterei GmbH', former: 'Pumberger Lebzelterei GmbH', lang: 'at' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const LEARNED14: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'ti od hráze', variants: ['ti od hraze', 'Ti od hráze', 'ti od hrázee'] },
  {
    phrase: 'die Korbmacher am Emsdeich',
    variants: ['die korbmacher am emsdeich', 'Korbmacher am Emsdeich', 'die Korbmacher am Emsdiech'],
  },
  {
    phrase: 'the geezers by the aqueduct',
    variants: ['The geezers by the aqueduct', 'the geezers by the aquduct', 'geezers by the aqueduct'],
  },
  { phrase: 'chłopcy zza wiatraka', variants: ['Chłopcy zza wiatraka', 'chlopcy zza wiatraka', 'chłopcy zza wiatrka'] },
  { phrase: 'os do moinho velho', variants: ['Os do moinho velho', 'os do moinho vleho', 'os do moinho velho.'] },
];

/** Names said by their initials: three-word names, two sharing initials, one whose initials are a word of another name. */
export const ACRONYMS14: ReadonlyArray<{ name: string; city: string; lang: Lang }> = [
  { name: 'Netolická Vodní Elektrárna a.s.', city: 'Netolice', lang: 'cs' },
  { name: 'Ostbeverner Kalksand Lager GmbH', city: 'Ostbevern', lang: 'de' },
  { name: 'Ostbeverner Kran Leasing GmbH', city: 'Ostbevern', lang: 'de' },
  { name: 'Łowicka Stacja Maszynowa S.A.', city: 'Łowicz', lang: 'pl' },
  { name: 'Northumbrian Shale Carriers Ltd', city: 'Alnwick', lang: 'en' },
  { name: 'NSC Wainwrights Ltd', city: 'Bedale', lang: 'en' },
];

/** Names of no client, in the set's registers. */
export const ABSENT14 = list(
  'Pešta Voskařství s.r.o. | Wetherall Wainwrights Ltd | Brünnighausen Korbmacherei GmbH | Hinterstoisser Lebzelterei | Matuszczak Siodlarstwo | Carrapatoso Cutelaria Lda | Fabuľa Gombárstvo | Satterthwaite Fletchers',
);
