/**
 * The fourteenth held-out set's pools, written blind from the issue's own kinds: clients of Czech, Slovak, German,
 * Austrian, Swiss, Polish, British and Irish, US, Dutch, French, Italian and Spanish firms (owners, trades and cities no
 * other file of the evaluation, the smart tests or the resolver's name data holds: overlap.test.ts beside this file),
 * and the near-duplicates such firms hold: one core under two forms, two cities, two numbers, a name inside a longer
 * one, a surname extended into another, a renamed client whose former name shares a word with a neighbour or is
 * another client's name now, initials, phrases confirmed once.
 */
import type { ByLang, Lang } from '../blind/types.js';

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS13: ByLang<{ owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: list('Pešl | Bouška | Vondruška | Krupička | Machovec'),
    trades: list('Kloboučnictví | Provaznictví | Zvonařství'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Blovice | Kasejovice | Nepomuk | Horažďovice'),
  },
  sk: {
    owners: list('Ďurček | Kolesár | Dudáš'),
    trades: list('Čižmárstvo | Kotlárstvo | Debnárstvo'),
    forms: list('s.r.o. | a.s.'),
    cities: list('Bojnice | Handlová | Poltár | Kremnica'),
  },
  de: {
    owners: list('Hövelmann | Vennemann | Brinkhege | Ostendorp'),
    trades: list('Küferei | Buchbinderei | Vergolderei'),
    forms: list('GmbH | AG | KG'),
    cities: list('Billerbeck | Nottuln | Havixbeck'),
  },
  at: {
    owners: list('Fürhapter | Gstöttner | Mitterlehner | Zehetbauer'),
    trades: list('Wagnerei | Kürschnerei | Hutmacherei'),
    forms: list('GmbH | OG | KG'),
    cities: list('Rohrbach | Freistadt | Grieskirchen | Mattighofen'),
  },
  ch: {
    owners: list('Fankhauser | Zumbrunnen | Blaser'),
    trades: list('Sägerei | Korbflechterei'),
    forms: list('AG | GmbH | Sàrl'),
    cities: list('Langnau | Sumiswald | Huttwil'),
  },
  pl: {
    owners: list('Przybyłek | Gąsior | Pietrasik | Ziętek'),
    trades: list('Kaletnictwo | Zegarmistrzostwo | Grawerstwo'),
    forms: list('Sp. z o.o. | S.A. | sp.k.'),
    cities: list('Sejny | Giżycko | Pisz | Mrągowo'),
  },
  en: {
    owners: list('Lumb | Ackerley | Dewhirst | Murgatroyd'),
    trades: list('Hauliers | Steeplejacks | Gilders | Clockmakers'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Keighley | Otley | Bingley | Listowel'),
  },
  us: {
    owners: list('Whitacre | Pettigrew | Culpepper'),
    trades: list('Welding | Septic'),
    forms: list('LLC | Inc.'),
    cities: list('Missoula | Bozeman | Kalispell'),
  },
  nl: {
    owners: list('Nieboer | Bosgra | Wijnja'),
    trades: list('Metselaars | Glazenmakers'),
    forms: list('B.V. | V.O.F.'),
    cities: list('Coevorden | Beilen | Diever'),
  },
  fr: {
    owners: list('Bessière | Couderc | Cabanel'),
    trades: list('Robinetterie | Sellerie'),
    forms: list('SARL | SA'),
    cities: list('Espalion | Decazeville | Mauriac'),
  },
  it: {
    owners: list('Bortolotto | Scarpazza | Tonon'),
    trades: list('Marmeria | Pavimenti'),
    forms: list('S.r.l. | S.p.A.'),
    cities: list('Bassano | Asolo | Schio'),
  },
  es: {
    owners: list('Goikoetxea | Urkiola | Iriondo'),
    trades: list('Herrería | Toldos'),
    forms: list('S.L. | S.A.'),
    cities: list('Tolosa | Azpeitia | Zumaia'),
  },
};

/** How each form is said otherwise: spelt out, abbreviated another way, or translated into a form of the same kind. */
export const FORM_SAID13: Record<string, string[]> = {
  'cs s.r.o.': ['spol. s r. o.', 'společnost s ručením omezeným', 'GmbH', 'Ltd.'],
  'cs a.s.': ['akciová spol.', 'AG'],
  'sk s.r.o.': ['spol. s r. o.', 's. r. o.', 'GmbH'],
  'sk a.s.': ['akc. spol.', 'PLC'],
  'de GmbH': ['G.m.b.H.', 'Gesellschaft m.b.H.', 'Ltd', 's.r.o.'],
  'de AG': ['Aktiengesellschaft', 'a.s.'],
  'de KG': ['K.G.', 'Kommanditgesellschaft', 'sp.k.'],
  'at GmbH': ['Ges.m.b.H.', 'Gesellschaft mit beschränkter Haftung', 'Ltd'],
  'at OG': ['offene Gesellschaft', 'O.G.'],
  'at KG': ['Kommanditgesellschaft', 'KG.'],
  'ch AG': ['Aktiengesellschaft', 'SA', 'Ltd.'],
  'ch GmbH': ['Gesellschaft mit beschränkter Haftung', 'Sàrl', 'G.m.b.H'],
  'ch Sàrl': ['S.à r.l.', 'GmbH'],
  'pl Sp. z o.o.': ['sp. z o.o.', 'spółka z ograniczoną odpowiedzialnością', 'Ltd', 's.r.o.'],
  'pl S.A.': ['spółka akcyjna', 'SA', 'AG'],
  'pl sp.k.': ['Sp. k.', 'spółka komandytowa', 'KG'],
  'en Ltd': ['Limited', 'Ltd.', 'GmbH'],
  'en PLC': ['plc', 'Public Limited Company', 'AG'],
  'en LLP': ['L.L.P.', 'Limited Liability Partnership'],
  'us LLC': ['L.L.C.', 'Limited Liability Company', 'llc'],
  'us Inc.': ['Inc', 'Incorporated', 'Corp.'],
  'nl B.V.': ['BV', 'b.v.', 'besloten vennootschap', 'GmbH'],
  'nl V.O.F.': ['vof', 'V.o.F.', 'vennootschap onder firma'],
  'fr SARL': ['S.A.R.L.', 'société à responsabilité limitée', 'Ltd'],
  'fr SA': ['S.A.', 'société anonyme', 'PLC'],
  'it S.r.l.': ['SRL', 'S.R.L.', 'società a responsabilità limitata', 'GmbH'],
  'it S.p.A.': ['SpA', 'S.P.A.', 'società per azioni'],
  'es S.L.': ['SL', 'S.L', 'sociedad limitada', 'Ltd'],
  'es S.A.': ['SA', 'sociedad anónima'],
};

/** One core under two forms of different kinds. */
export const SIBLING_FORMS13: ByLang<[string, string]> = {
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
export const NUMBERED13: ReadonlyArray<{ core: string; form: string; lang: Lang; numbers: Record<string, string[]>; absent: string[] }> = [
  { core: 'Roubenka Blovice', form: 's.r.o.', lang: 'cs', numbers: { '2': ['dva'], '22': ['dvacet dva'] }, absent: ['20', '12', '220'] },
  { core: 'Koliba Bojnice', form: 's.r.o.', lang: 'sk', numbers: { '5': ['päť'], '15': ['pätnásť'] }, absent: ['50', '51', '55'] },
  { core: 'Remise Billerbeck', form: 'GmbH', lang: 'de', numbers: { '8': ['acht'], '18': ['achtzehn'] }, absent: ['80', '81', '88'] },
  { core: 'Otley Maltings', form: 'Ltd', lang: 'en', numbers: { '3': ['three'], '30': ['thirty'] }, absent: ['13', '33', '300'] },
  { core: 'Corral Missoula', form: 'LLC', lang: 'us', numbers: { '12': ['twelve'], '21': ['twenty-one'] }, absent: ['1', '2', '121'] },
  {
    core: 'Spichrz Sejny',
    form: 'Sp. z o.o.',
    lang: 'pl',
    numbers: { '4': ['cztery'], '14': ['czternaście'] },
    absent: ['40', '41', '44'],
  },
  { core: 'Gîte Espalion', form: 'SARL', lang: 'fr', numbers: { '9': ['neuf'], '19': ['dix-neuf'] }, absent: ['90', '91', '99'] },
];

/** A name inside a longer one: both clients. */
export const CONTAINED13: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang }> = [
  { short: 'Vondruška Krby', long: 'Vondruška Krby Kamna', form: 's.r.o.', lang: 'cs' },
  { short: 'Vennemann Markisen', long: 'Vennemann Markisen Wintergarten', form: 'GmbH', lang: 'de' },
  { short: 'Ackerley Gates', long: 'Ackerley Gates Motors', form: 'Ltd', lang: 'en' },
  { short: 'Gąsior Kominki', long: 'Gąsior Kominki Kaflowe', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Tonon Cancelli', long: 'Tonon Cancelli Automatici', form: 'S.r.l.', lang: 'it' },
];

/** An owner's surname extended into another real surname: no client of that name. */
export const LONGER13: Record<string, string> = {
  Kolesár: 'Kolesárik',
  Dudáš: 'Dudášik',
  Gąsior: 'Gąsiorek',
  Lumb: 'Lumbers',
  Tonon: 'Tononi',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED13: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang }> = [
  { current: 'Trnečka Kloboučnictví s.r.o.', former: 'Kukla Kloboučnictví s.r.o.', neighbour: 'Kukla Provaznictví s.r.o.', lang: 'cs' },
  { current: 'Tegeler Küferei GmbH', former: 'Wienker Küferei GmbH', neighbour: 'Wienker Vergolderei GmbH', lang: 'de' },
  { current: 'Rushworth Hauliers Ltd', former: 'Ogden Hauliers Ltd', neighbour: 'Ogden Gilders Ltd', lang: 'en' },
  {
    current: 'Wasiak Kaletnictwo Sp. z o.o.',
    former: 'Pawlik Kaletnictwo Sp. z o.o.',
    neighbour: 'Pawlik Grawerstwo Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Bajza Čižmárstvo s.r.o.', former: 'Sojka Čižmárstvo s.r.o.', neighbour: 'Sojka Debnárstvo s.r.o.', lang: 'sk' },
];

/** A renamed client whose former name another client now holds whole. */
export const TAKEN13: ReadonlyArray<{ renamed: string; former: string; lang: Lang }> = [
  { renamed: 'Mottl Zvonařství s.r.o.', former: 'Knotek Zvonařství s.r.o.', lang: 'cs' },
  { renamed: 'Dieckmann Buchbinderei GmbH', former: 'Schwietering Buchbinderei GmbH', lang: 'de' },
  { renamed: 'Hebblethwaite Steeplejacks Ltd', former: 'Heseltine Steeplejacks Ltd', lang: 'en' },
  { renamed: 'Plaikner Wagnerei GmbH', former: 'Stadlhuber Wagnerei GmbH', lang: 'at' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const LEARNED13: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'ti pokrývači z kopce', variants: ['ti pokryvaci z kopce', 'Ti pokrývači z kopce', 'ti pokrývači z kopcee'] },
  { phrase: 'die Glaser am Stellwerk', variants: ['die glaser am stellwerk', 'Glaser am Stellwerk', 'die Glaser am Stellwrek'] },
  { phrase: 'the fellows on the towpath', variants: ['The fellows on the towpath', 'the fellows on the towpth', 'fellows on the towpath'] },
  { phrase: 'chłopaki z tartaku', variants: ['Chłopaki z tartaku', 'chlopaki z tartaku', 'chłopaki z tartku'] },
  { phrase: 'los de la cantera', variants: ['Los de la cantera', 'los de la cantrea', 'los de la cantera.'] },
];

/** Names said by their initials: three-word names, two sharing initials, one whose initials are a word of another name. */
export const ACRONYMS13: ReadonlyArray<{ name: string; city: string; lang: Lang }> = [
  { name: 'Nepomucká Výrobna Lhota a.s.', city: 'Nepomuk', lang: 'cs' },
  { name: 'Billerbecker Kalk Terminal AG', city: 'Billerbeck', lang: 'de' },
  { name: 'Billerbecker Kies Treuhänder GmbH', city: 'Billerbeck', lang: 'de' },
  { name: 'Mrągowska Stolarnia Okien S.A.', city: 'Mrągowo', lang: 'pl' },
  { name: 'Keighley Sandstone Masons Ltd', city: 'Keighley', lang: 'en' },
  { name: 'KSM Gilders Ltd', city: 'Otley', lang: 'en' },
  { name: 'Coevorder Dak Genootschap B.V.', city: 'Coevorden', lang: 'nl' },
];

/** Names of no client, in the set's registers. */
export const ABSENT13 = list(
  'Holeček Kloboučnictví s.r.o. | Rawcliffe Hauliers Ltd | Tebbe Küferei GmbH | Grünbichler Wagnerei | Zaugg Sägerei | Bonaldo Marmeria | Urdangarin Herrería S.L. | Tillman Welding LLC | Kerrigan Gilders',
);
