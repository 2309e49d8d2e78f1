/**
 * The sixth held-out set's pools, written from the outside in: surnames, trades and cities of Polish, British and
 * Irish, Nordic, Portuguese and Brazilian, Romanian, Croatian and Slovenian, and Austrian and Swiss registers, which
 * no earlier pool holds (checked by overlap.test.ts beside this file), with the legal forms each register writes and
 * how people spell them out, and the near-duplicates a register really holds: one name under two forms, in two
 * cities, with two numbers, a name inside a longer one, a family firm beside the family's other firm.
 */
export type Lang5 = 'pl' | 'en' | 'sv' | 'da' | 'no' | 'fi' | 'pt' | 'ro' | 'hr' | 'sl' | 'at' | 'ch';

export interface Client5 {
  name: string;
  /** The name without its legal form. */
  core: string;
  form: string;
  lang: Lang5;
  city: string;
}

export interface Person5 {
  name: string;
  given: string;
  surname: string;
  female: boolean;
  lang: Lang5;
}

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS5: Record<Lang5, { cores: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  pl: {
    cores: list('Jędrzejczak | Szymczak | Ptaszyński | Gąsiorowski'),
    trades: list('Dekarstwo | Hydraulika | Brukarstwo'),
    forms: list('sp. z o.o. | S.A. | sp.j.'),
    cities: list('Bydgoszcz | Elbląg | Zamość | Sieradz'),
  },
  en: {
    cores: list("O'Sullivan | McAllister | Fitzgerald | Throckmorton"),
    trades: list('Ironmongers | Farriers | Surveyors'),
    forms: list('Ltd | PLC | LLP'),
    cities: list('Galway | Aberdeen | Inverness | Limerick'),
  },
  sv: {
    cores: list('Ekholm | Bergström'),
    trades: list('Snickeri | Måleri'),
    forms: list('AB'),
    cities: list('Uppsala | Västerås'),
  },
  da: {
    cores: list('Søndergaard | Kjærsgaard'),
    trades: list('Tømrer | Vognmand'),
    forms: list('ApS | A/S'),
    cities: list('Aarhus | Odense'),
  },
  no: {
    cores: list('Haugland | Fjeldstad'),
    trades: list('Rørlegger | Elektro'),
    forms: list('AS | ASA'),
    cities: list('Bergen | Stavanger'),
  },
  fi: {
    cores: list('Virtanen | Laaksonen'),
    trades: list('Maalaus | Kuljetus'),
    forms: list('Oy | Oyj'),
    cities: list('Tampere | Oulu'),
  },
  pt: {
    cores: list('Figueiredo | Albuquerque | Magalhães'),
    trades: list('Carpintaria | Serralharia | Contabilidade'),
    forms: list('Lda | Ltda | S/A'),
    cities: list('Braga | Coimbra | Curitiba | Recife'),
  },
  ro: {
    cores: list('Popescu | Dumitrescu | Constantinescu'),
    trades: list('Tâmplărie | Construcții | Transporturi'),
    forms: list('SRL | S.A.'),
    cities: list('Cluj-Napoca | Iași | Timișoara | Brașov'),
  },
  hr: {
    cores: list('Kovačević | Babić | Jurišić'),
    trades: list('Stolarija | Vodoinstalacije'),
    forms: list('d.o.o. | d.d. | j.d.o.o.'),
    cities: list('Rijeka | Osijek | Zadar'),
  },
  sl: {
    cores: list('Zupančič | Kranjc'),
    trades: list('Mizarstvo | Gradbeništvo'),
    forms: list('d.o.o. | d.d.'),
    cities: list('Maribor | Celje'),
  },
  at: {
    cores: list('Hollaus | Schwaighofer | Eggenberger'),
    trades: list('Hafnerei | Installateur'),
    forms: list('GesmbH | GmbH | KG'),
    cities: list('Bregenz | Kufstein | Lienz'),
  },
  ch: {
    cores: list('Wüthrich | Zürcher | Aebischer'),
    trades: list('Schreinerei | Treppenbau'),
    forms: list('AG | GmbH | Sàrl'),
    cities: list('Luzern | Winterthur | Fribourg'),
  },
};

/**
 * How each form is said in full, in its language or in English, or written otherwise (as its register's law and
 * GLEIF's Entity Legal Forms list name it). A form said here means that form: another form of the same core is
 * another client.
 */
export const FORM_SAID5: Record<string, string[]> = {
  'sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp z oo', 'spółka z o.o.'],
  'S.A.': ['spółka akcyjna', 'SA'],
  'sp.j.': ['spółka jawna'],
  Ltd: ['Limited', 'Ltd.'],
  PLC: ['public limited company', 'p.l.c.'],
  LLP: ['limited liability partnership', 'L.L.P.'],
  AB: ['Aktiebolag'],
  ApS: ['Anpartsselskab'],
  'A/S': ['Aktieselskab'],
  AS: ['aksjeselskap'],
  ASA: ['allmennaksjeselskap'],
  Oy: ['Osakeyhtiö'],
  Oyj: ['julkinen osakeyhtiö'],
  Lda: ['Limitada', 'Lda.'],
  Ltda: ['Limitada', 'Ltda.'],
  'S/A': ['Sociedade Anônima', 'S.A.'],
  SRL: ['S.R.L.', 'societate cu răspundere limitată'],
  'd.o.o.': ['doo', 'd. o. o.', 'društvo s ograničenom odgovornošću'],
  'd.d.': ['dioničko društvo'],
  'j.d.o.o.': ['jednostavno društvo s ograničenom odgovornošću'],
  GesmbH: ['Ges.m.b.H.', 'Gesellschaft mit beschränkter Haftung'],
  GmbH: ['Gesellschaft mit beschränkter Haftung', 'G.m.b.H.'],
  KG: ['Kommanditgesellschaft'],
  AG: ['Aktiengesellschaft'],
  Sàrl: ['Sarl', 'S.à r.l.', 'société à responsabilité limitée'],
};

/** One core under two forms of different kinds (a company and its partnership, a private and a public one). */
export const SIBLING_FORMS5: Partial<Record<Lang5, [string, string]>> = {
  pl: ['sp. z o.o.', 'S.A.'],
  en: ['Ltd', 'PLC'],
  fi: ['Oy', 'Oyj'],
  no: ['AS', 'ASA'],
  hr: ['d.o.o.', 'd.d.'],
  at: ['GmbH', 'KG'],
};

/** Names told apart by a number only, the numbers of its clients, and numbers no client has. */
export const NUMBERED5: ReadonlyArray<{ core: string; form: string; lang: Lang5; numbers: [string, string]; absent: string[] }> = [
  { core: 'Pensjonat Jaskółka', form: 'sp. z o.o.', lang: 'pl', numbers: ['3', '30'], absent: ['13', '300'] },
  { core: 'Quayside Studio', form: 'Ltd', lang: 'en', numbers: ['8', '80'], absent: ['18', '800'] },
  { core: 'Hotel Ribeira', form: 'Lda', lang: 'pt', numbers: ['2000', '200'], absent: ['20', '2020'] },
  { core: 'Alpenhof Zimmer', form: 'GmbH', lang: 'at', numbers: ['11', '12'], absent: ['21', '111'] },
];

/** Numbers said in words, per language of the set, for the numbers above. */
export const NUMBER_WORDS5: Record<string, Partial<Record<'en' | 'pl' | 'pt' | 'de', string>>> = {
  '3': { en: 'three', pl: 'trzy' },
  '30': { en: 'thirty', pl: 'trzydzieści' },
  '13': { en: 'thirteen', pl: 'trzynaście' },
  '300': { en: 'three hundred', pl: 'trzysta' },
  '8': { en: 'eight' },
  '80': { en: 'eighty' },
  '18': { en: 'eighteen' },
  '800': { en: 'eight hundred' },
  '2000': { en: 'two thousand', pt: 'dois mil' },
  '200': { en: 'two hundred', pt: 'duzentos' },
  '20': { en: 'twenty', pt: 'vinte' },
  '11': { en: 'eleven', de: 'elf' },
  '12': { en: 'twelve', de: 'zwölf' },
  '21': { en: 'twenty-one', de: 'einundzwanzig' },
};

/** A name inside a longer one of the same register and form. */
export const CONTAINED5: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang5; city: string }> = [
  { short: 'Virtanen Kuljetus', long: 'Virtanen Kuljetus ja Varastointi', form: 'Oy', lang: 'fi', city: 'Oulu' },
  { short: 'Jurišić Stolarija', long: 'Jurišić Stolarija Ivanić', form: 'd.o.o.', lang: 'hr', city: 'Zadar' },
  { short: 'Aebischer Treppenbau', long: 'Aebischer Treppenbau Seeland', form: 'AG', lang: 'ch', city: 'Fribourg' },
];

/** A family firm said with its family word, beside another firm of the same family: "and Sons" is not "Farriers". */
export const FAMILY5: ReadonlyArray<{ firm: string; other: string; form: string; lang: Lang5; said: string[] }> = [
  {
    firm: 'Throckmorton & Sons',
    other: 'Throckmorton Farriers',
    form: 'Ltd',
    lang: 'en',
    said: ['Throckmorton and Sons', 'Throckmorton & Sons', 'Throckmorton n Sons'],
  },
  {
    firm: 'Jędrzejczak i Synowie',
    other: 'Jędrzejczak Dekarstwo',
    form: 'sp.j.',
    lang: 'pl',
    said: ['Jędrzejczak i Synowie', 'Jędrzejczak i synowie spółka jawna'],
  },
  {
    firm: 'Schwaighofer & Söhne',
    other: 'Schwaighofer Hafnerei',
    form: 'KG',
    lang: 'at',
    said: ['Schwaighofer und Söhne', 'Schwaighofer & Soehne'],
  },
  {
    firm: 'Figueiredo & Filhos',
    other: 'Figueiredo Serralharia',
    form: 'Lda',
    lang: 'pt',
    said: ['Figueiredo e Filhos', 'Figueiredo & Filhos'],
  },
];

/** How a voice transcript or a keyboard without the register's letters writes a surname. */
export const PLAIN5: Record<string, string[]> = {
  "O'Sullivan": ['OSullivan', 'O Sullivan', "O'sullivan", 'O’Sullivan'],
  McAllister: ['Mc Allister', 'Mcallister'],
  Søndergaard: ['Sondergaard', 'Soendergaard'],
  Kjærsgaard: ['Kjaersgaard', 'Kjarsgaard'],
  Magalhães: ['Magalhaes'],
  Kovačević: ['Kovacevic', 'Kovacevich'],
  Jurišić: ['Jurisic'],
  Zupančič: ['Zupancic', 'Zupanchich'],
  Wüthrich: ['Wuthrich', 'Wuethrich'],
  Zürcher: ['Zurcher', 'Zuercher'],
  Bergström: ['Bergstrom', 'Bergstroem'],
  Gąsiorowski: ['Gasiorowski', 'Gonsiorowski'],
};

/** Said like a client's name, but no client: answered with a refusal. */
export const ABSENT5 = list(
  'Mulrooney Plastering | Szczepaniak Brukarstwo | Nyström Snickeri | Vasconcelos Carpintaria | Radulescu Construcții',
);

/** People of the set's registers: given names with the short forms their language uses. */
export const GIVEN5: ReadonlyArray<{ given: string; female: boolean; lang: Lang5; short: string[] }> = [
  { given: 'Małgorzata', female: true, lang: 'pl', short: ['Gosia', 'Małgosia'] },
  { given: 'Bartłomiej', female: false, lang: 'pl', short: ['Bartek'] },
  { given: 'Jakub', female: false, lang: 'pl', short: ['Kuba'] },
  { given: 'Elizabeth', female: true, lang: 'en', short: ['Liz', 'Beth'] },
  { given: 'Patrick', female: false, lang: 'en', short: ['Paddy', 'Pat'] },
  { given: 'Margaret', female: true, lang: 'en', short: ['Maggie', 'Peggy'] },
  { given: 'José', female: false, lang: 'pt', short: ['Zé'] },
  { given: 'Fernanda', female: true, lang: 'pt', short: ['Nanda'] },
  { given: 'Katarina', female: true, lang: 'hr', short: ['Kata'] },
  { given: 'Matthias', female: false, lang: 'at', short: ['Hias'] },
  { given: 'Kristoffer', female: false, lang: 'no', short: [] },
  { given: 'Ingrid', female: true, lang: 'sv', short: [] },
];

/** Surnames of the set's people: Polish ones have a woman's form ("-ska"); the others are the same for both. */
export const SURNAMES5: Partial<Record<Lang5, string[]>> = {
  pl: ['Sobczyński', 'Kołodziejski', 'Wawrzyniak'],
  en: ['Donnelly', 'Whitcombe'],
  pt: ['Valadares', 'Nogueira'],
  hr: ['Matijević', 'Grgić'],
  at: ['Obermoser', 'Kröll'],
  no: ['Solbakken'],
  sv: ['Håkansson'],
};

/** A Polish surname as a woman's: "Sobczyński" → "Zawadzka"; "Wawrzyniak" stays. */
export function female5(surname: string): string {
  return surname.endsWith('ski') || surname.endsWith('cki') || surname.endsWith('dzki') ? `${surname.slice(0, -1)}a` : surname;
}
