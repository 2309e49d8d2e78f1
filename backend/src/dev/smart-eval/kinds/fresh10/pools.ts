/**
 * The eleventh held-out set's client pools, written blind from issue 30's kinds: firms of Czech, Slovak, German,
 * Austrian, Polish, English, Dutch and French registers (owners, trades and cities no other file of the evaluation,
 * the smart tests or the resolver's name data holds: overlap.test.ts beside this file), and the near-duplicates such
 * firms really hold: one core under two forms of different kinds, one name in two cities, two numbers, a name inside
 * a longer one, an owner's surname extended into another (Kašpárek, Kašpárková), a renamed client whose former name a
 * neighbour's words share or another client now holds whole, initials (two names sharing them), phrases confirmed once.
 */
export type Reg10 = 'cs' | 'sk' | 'de' | 'at' | 'pl' | 'en' | 'nl' | 'fr';

const bar = (text: string) => text.trim().split(/\s*\|\s*/);

/** French firms put the trade first (Menuiserie Lefebvre); the others the owner. */
export const coreOf = (reg: Reg10, owner: string, trade: string) =>
  !trade ? owner : reg === 'fr' ? `${trade} ${owner}` : `${owner} ${trade}`;

export const REGISTERS10: Record<Reg10, { owners: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  cs: {
    owners: bar('Hladovec | Podzimek | Kašpárek | Kotrba | Voborník'),
    trades: bar('Obkladačství | Hodinářství | Brašnářství | Izolatérství'),
    forms: bar('s.r.o. | a.s. | v.o.s.'),
    cities: bar('Hlinsko | Polička | Žatec | Turnov'),
  },
  sk: {
    owners: bar('Benčík | Čabala | Krajčovič | Šoltés'),
    trades: bar('Obuvníctvo | Hrnčiarstvo | Pokrývačstvo'),
    forms: bar('s.r.o. | a.s. | k.s.'),
    cities: bar('Trebišov | Piešťany | Revúca | Kežmarok'),
  },
  de: {
    owners: bar('Brüggemann | Uhlenbrock | Twelker | Heitkamp'),
    trades: bar('Kaminbau | Sattlerei | Böttcherei'),
    forms: bar('GmbH | AG | OHG'),
    cities: bar('Ahlen | Oelde | Warendorf | Vechta'),
  },
  at: {
    owners: bar('Reisenbichler | Pernkopf | Windhager | Haslauer'),
    trades: bar('Binderei | Selcherei | Kunstschmiede'),
    forms: bar('GmbH | OG | KG'),
    cities: bar('Schärding | Eferding | Melk | Mistelbach'),
  },
  pl: {
    owners: bar('Kaczorowski | Ziółkowski | Pietrzyk | Borowiec'),
    trades: bar('Garncarstwo | Rymarstwo | Posadzkarstwo'),
    forms: bar('Sp. z o.o. | S.A. | sp.j.'),
    cities: bar('Ciechanów | Mława | Radomsko | Lębork'),
  },
  en: {
    owners: bar('Gathercole | Hepplewhite | Tattersall | Rawsthorne'),
    trades: bar('Coopers | Chandlers | Scaffolders | Tilers'),
    forms: bar('Ltd | PLC | LLP'),
    cities: bar('Thirsk | Malton | Ilkley | Hexham'),
  },
  nl: {
    owners: bar('Kloosterman | Zijlstra | Nijland'),
    trades: bar('Loodgieters | Tegelzetters | Metselwerken'),
    forms: bar('B.V. | N.V. | V.O.F.'),
    cities: bar('Meppel | Ommen | Sneek | Drachten'),
  },
  fr: {
    owners: bar('Peyrot | Tessier | Baudouin'),
    trades: bar('Zinguerie | Tapisserie | Ramonage'),
    forms: bar('SARL | SA | SNC'),
    cities: bar('Cholet | Saumur | Morlaix | Dinan'),
  },
};

/** Legal forms by their kind in law: a translation meets only a form of the same kind. */
export const FORM_KIND10: Record<string, string> = {
  's.r.o.': 'limited',
  GmbH: 'limited',
  'Sp. z o.o.': 'limited',
  Ltd: 'limited',
  'B.V.': 'limited',
  SARL: 'limited',
  'a.s.': 'stock',
  AG: 'stock',
  'S.A.': 'stock',
  PLC: 'stock',
  'N.V.': 'stock',
  SA: 'stock',
  'k.s.': 'limited-partnership',
  KG: 'limited-partnership',
  'v.o.s.': 'general-partnership',
  OHG: 'general-partnership',
  OG: 'general-partnership',
  'sp.j.': 'general-partnership',
  'V.O.F.': 'general-partnership',
  SNC: 'general-partnership',
  LLP: 'llp',
};

/** Each form said otherwise: spelt out in its language, dotted or undotted another way, or translated within its kind. */
export const FORM_OTHERWISE10: Record<string, string[]> = {
  's.r.o.': ['společnost s ručením omezeným', 'sro', 'S. R. O.', 'GmbH', 'Ltd.'],
  'a.s.': ['akciová společnost', 'as', 'AG'],
  'v.o.s.': ['veřejná obchodní společnost', 'v. o. s.'],
  'sk s.r.o.': ['spoločnosť s ručením obmedzeným', 'sro', 'Ltd'],
  'sk a.s.': ['akciová spoločnosť', 'a. s.'],
  'k.s.': ['komanditná spoločnosť', 'k. s.'],
  GmbH: ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.', 'Ltd', 'Sp. z o.o.'],
  AG: ['Aktiengesellschaft', 'S.A.', 'a.s.'],
  OHG: ['offene Handelsgesellschaft', 'o.H.G.'],
  'at GmbH': ['Ges.m.b.H.', 'Gesellschaft m.b.H.', 'limited company'],
  OG: ['offene Gesellschaft', 'O. G.'],
  KG: ['Kommanditgesellschaft', 'K. G.', 'limited partnership'],
  'Sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp. z o. o.', 'spzoo', 'GmbH'],
  'S.A.': ['spółka akcyjna', 'SA', 'joint-stock company'],
  'sp.j.': ['spółka jawna', 'Sp. J.'],
  Ltd: ['Limited', 'Ltd.', 'private limited company', 's.r.o.'],
  PLC: ['public limited company', 'P.L.C.', 'AG'],
  LLP: ['limited liability partnership', 'L.L.P.'],
  'B.V.': ['besloten vennootschap', 'BV', 'GmbH'],
  'N.V.': ['naamloze vennootschap', 'NV', 'S.A.'],
  'V.O.F.': ['vennootschap onder firma', 'VOF'],
  SARL: ['société à responsabilité limitée', 'S.A.R.L.', 'GmbH'],
  SA: ['société anonyme', 'S.A.', 'AG'],
  SNC: ['société en nom collectif', 'S.N.C.'],
};

/** One core under two forms of different kinds. */
export const SIBLINGS10: Record<Reg10, [string, string]> = {
  cs: ['s.r.o.', 'a.s.'],
  sk: ['s.r.o.', 'k.s.'],
  de: ['GmbH', 'AG'],
  at: ['GmbH', 'KG'],
  pl: ['Sp. z o.o.', 'S.A.'],
  en: ['Ltd', 'PLC'],
  nl: ['B.V.', 'N.V.'],
  fr: ['SARL', 'SA'],
};

/** Names told apart by a number only; each number as said in words, and numbers no client holds. */
export const NUMBERED10: ReadonlyArray<{ core: string; form: string; lang: Reg10; numbers: Record<string, string[]>; absent: string[] }> = [
  {
    core: 'Hospůdka Žatecká',
    form: 's.r.o.',
    lang: 'cs',
    numbers: { '7': ['sedm'], '77': ['sedmdesát sedm'] },
    absent: ['17', '70', '707'],
  },
  { core: 'Krčma Revúcka', form: 's.r.o.', lang: 'sk', numbers: { '3': ['tri'], '33': ['tridsaťtri'] }, absent: ['13', '30', '333'] },
  { core: 'Kornspeicher Ems', form: 'GmbH', lang: 'de', numbers: { '2': ['zwei'], '12': ['zwölf'] }, absent: ['22', '20', '120'] },
  { core: 'Jausenstation Pyhrn', form: 'KG', lang: 'at', numbers: { '11': ['elf'], '101': ['hunderteins'] }, absent: ['1', '10', '111'] },
  {
    core: 'Magazyn Mławski',
    form: 'Sp. z o.o.',
    lang: 'pl',
    numbers: { '5': ['pięć'], '25': ['dwadzieścia pięć'] },
    absent: ['15', '52', '55'],
  },
  {
    core: 'Wharfside Berths',
    form: 'Ltd',
    lang: 'en',
    numbers: { '14': ['fourteen'], '41': ['forty-one', 'forty one'] },
    absent: ['4', '40', '114'],
  },
  { core: 'Pakhuis Vecht', form: 'B.V.', lang: 'nl', numbers: { '9': ['negen'], '19': ['negentien'] }, absent: ['90', '99', '91'] },
];

/** A name inside a longer one: both clients. */
export const INSIDE10: ReadonlyArray<{ short: string; long: string; form: string; lang: Reg10 }> = [
  { short: 'Hladovec Knihařství', long: 'Hladovec Knihařství Vazba', form: 's.r.o.', lang: 'cs' },
  { short: 'Uhlenbrock Kupferschmiede', long: 'Uhlenbrock Kupferschmiede Dachrinnen', form: 'GmbH', lang: 'de' },
  { short: 'Gathercole Cutlers', long: 'Gathercole Cutlers Whetstones', form: 'Ltd', lang: 'en' },
  { short: 'Pietrzyk Kuśnierstwo', long: 'Pietrzyk Kuśnierstwo Futra', form: 'Sp. z o.o.', lang: 'pl' },
  { short: 'Zijlstra Steigerbouw', long: 'Zijlstra Steigerbouw Hijswerk', form: 'B.V.', lang: 'nl' },
];

/** An owner's surname extended into another real one (or its woman's form): no client holds it. */
export const EXTENDED10: Record<string, string> = {
  Podzimek: 'Podzimková',
  Kašpárek: 'Kašpárková',
  Kotrba: 'Kotrbatý',
  Voborník: 'Voborníková',
  Benčík: 'Benčíková',
  Čabala: 'Čabalová',
  Kaczorowski: 'Kaczorowska',
  Ziółkowski: 'Ziółkowska',
};

/** A renamed client (current name) whose former name shares its owner's word with a neighbour still so named. */
export const RENAMED10: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Reg10 }> = [
  { current: 'Zezula Obkladačství s.r.o.', former: 'Mrkvička Obkladačství s.r.o.', neighbour: 'Mrkvička Hodinářství s.r.o.', lang: 'cs' },
  { current: 'Vosskuhl Sattlerei GmbH', former: 'Dreesmann Sattlerei GmbH', neighbour: 'Dreesmann Kaminbau GmbH', lang: 'de' },
  { current: 'Pöchhacker Binderei GmbH', former: 'Lindmoser Binderei GmbH', neighbour: 'Lindmoser Selcherei GmbH', lang: 'at' },
  {
    current: 'Kołakowski Rymarstwo Sp. z o.o.',
    former: 'Dudziak Rymarstwo Sp. z o.o.',
    neighbour: 'Dudziak Garncarstwo Sp. z o.o.',
    lang: 'pl',
  },
  { current: 'Birtwistle Coopers Ltd', former: 'Heptonstall Coopers Ltd', neighbour: 'Heptonstall Tilers Ltd', lang: 'en' },
];

/** A renamed client whose former name another client now holds whole (a new firm took the freed name). */
export const TAKEN10: ReadonlyArray<{ renamed: string; former: string; lang: Reg10 }> = [
  { renamed: 'Klouda Řeznictví s.r.o.', former: 'Kubelka Řeznictví s.r.o.', lang: 'cs' },
  { renamed: 'Poggemann Stuckateurbetrieb GmbH', former: 'Rehage Stuckateurbetrieb GmbH', lang: 'de' },
  { renamed: 'Makowski Kowalstwo Sp. z o.o.', former: 'Cichoń Kowalstwo Sp. z o.o.', lang: 'pl' },
  { renamed: 'Stubbington Glassblowers Ltd', former: 'Arkwright Glassblowers Ltd', lang: 'en' },
];

/** Phrases a caller confirmed once for a client, and the near-identical ways they are said again. */
export const CONFIRMED10: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'ti hodináři od nádraží', variants: ['ti hodinari od nadrazi', 'hodináři od nádraží', 'ti hodináři od nádráží'] },
  {
    phrase: 'die Sattler hinterm Rathaus',
    variants: ['die sattler hinterm rathaus', 'Sattler hinterm Rathaus', 'die Sattler hinterm Rathuas'],
  },
  {
    phrase: 'the tiling chaps out Ilkley way',
    variants: ['the tiling chaps out ilkley way', 'tiling chaps out Ilkley way', 'the tilling chaps out Ilkley way'],
  },
  { phrase: 'panowie od siodeł', variants: ['Panowie od siodeł', 'panowie od siodel', 'panowie od sjodeł'] },
  {
    phrase: "l'équipe près de l'écluse",
    variants: ["l'equipe pres de l'ecluse", "L'équipe près de l'écluse", "l'équipe près de l'éclusse"],
  },
];

/** Names said by their initials: three-word names, two pairs sharing their initials. */
export const INITIALS10: ReadonlyArray<{ name: string; city: string; lang: Reg10 }> = [
  { name: 'Žatecké Chmelové Sklady a.s.', city: 'Žatec', lang: 'cs' },
  { name: 'Vechtaer Holz Kisten GmbH', city: 'Vechta', lang: 'de' },
  { name: 'Vechtaer Hof Kellerei GmbH', city: 'Vechta', lang: 'de' },
  { name: 'Radomszczańskie Hurtownie Opału S.A.', city: 'Radomsko', lang: 'pl' },
  { name: 'Thirsk Valley Pipefitters Ltd', city: 'Thirsk', lang: 'en' },
  { name: 'Malton Stone Crafts Ltd', city: 'Malton', lang: 'en' },
  { name: 'Malton Slate Cutters Ltd', city: 'Malton', lang: 'en' },
];

/** Names of no client, in the set's registers. */
export const NOBODY10 = bar(
  'Pelikán Brašnářství s.r.o. | Wellmann Kaminbau | Kurowski Garncarstwo | Duckworth Chandlers Ltd | Zinguerie Poulain | Hríb Obuvníctvo | Wiersma Loodgieters',
);
