/**
 * The seventh held-out set's pools, written from the outside in: surnames, trades and cities of Polish, English (UK,
 * US, Irish, Scottish), Nordic, Portuguese, Brazilian, Romanian, Croatian and Slovenian, Austrian and Swiss German
 * registers that no other file of the evaluation, the smart tests or the resolver's name data holds (checked by
 * overlap.test.ts beside this file), and the near-duplicates a register really holds: one core under two forms, two
 * numbers (said in digits or in words), two cities, a name inside a longer one, surnames written with and without
 * an apostrophe or a Mc/Mac, a surname one letter group longer, a renamed client whose former name shares a word.
 */
export type Lang6 = 'pl' | 'en' | 'nord' | 'pt' | 'br' | 'ro' | 'hr' | 'at';

export interface Client6 {
  name: string;
  /** The name without its legal form. */
  core: string;
  form: string;
  lang: Lang6;
  city: string;
  former?: string;
  /** A phrase a caller confirmed once for this client (stored as a confirmed alias). */
  alias?: string;
}

export interface Person6 {
  name: string;
  given: string;
  /** The surname as stored (a woman's form where the language makes one; two words for some). */
  surname: string;
  female: boolean;
  lang: Lang6;
}

const list = (text: string) => text.trim().split(/\s*\|\s*/);

export const POOLS6: Record<Lang6, { cores: string[]; trades: string[]; forms: string[]; cities: string[] }> = {
  pl: {
    cores: list('Szczygieł | Bartkowiak | Chmielarz | Pietrzykowski'),
    trades: list('Szklarstwo | Dekarstwo | Introligatorstwo'),
    forms: list('sp. z o.o. | S.A. | sp.k. | sp.j.'),
    cities: list('Zamość | Przemyśl | Łomża | Sandomierz'),
  },
  en: {
    cores: list("O'Brien | McAllister | MacGregor | Featherstone | Ravenscroft"),
    trades: list('Plumbing | Guttering | Stonemasons'),
    forms: list('Ltd | PLC | LLP | Inc.'),
    cities: list('Galway | Dundee | Kilkenny | Boise'),
  },
  nord: {
    cores: list('Åkerlund | Haugland | Kjærgaard | Virtanen'),
    trades: list('Snickeri | Tømrerfirma | Sähkötyö'),
    forms: list('AB | AS | ApS | Oy'),
    cities: list('Umeå | Bergen | Aarhus | Tampere'),
  },
  pt: {
    cores: list('Magalhães | Figueiredo | Carvalhal'),
    trades: list('Serralharia | Carpintaria | Climatização'),
    forms: list('Lda | S.A.'),
    cities: list('Braga | Coimbra | Aveiro'),
  },
  br: {
    cores: list('Albuquerque | Nogueira | Bittencourt'),
    trades: list('Vidraçaria | Marcenaria | Terraplenagem'),
    forms: list('Ltda | S/A'),
    cities: list('Curitiba | Recife | Londrina'),
  },
  ro: {
    cores: list('Munteanu | Dragomir | Ciobanu'),
    trades: list('Tâmplărie | Instalații | Zugrăveli'),
    forms: list('SRL | S.A.'),
    cities: list('Cluj-Napoca | Iași | Brașov | Sibiu'),
  },
  hr: {
    cores: list('Kovačević | Horvatić | Zupančič | Novosel'),
    trades: list('Stolarija | Vodoinstalacije | Ključavničarstvo'),
    forms: list('d.o.o. | d.d. | j.d.o.o.'),
    cities: list('Rijeka | Osijek | Maribor | Celje'),
  },
  at: {
    cores: list('Wallner | Zürcher | Moosleitner | Oberhollenzer'),
    trades: list('Hafnerei | Haustechnik | Drechslerei'),
    forms: list('GesmbH | AG | Sàrl | KG'),
    cities: list('Bludenz | Kufstein | Luzern | Schaffhausen'),
  },
};

/** Forms written otherwise: spelt out, translated, without dots, or spaced as clerks write them. Keyed "lang form". */
export const FORM_SAID6: Record<string, string[]> = {
  'pl sp. z o.o.': ['spółka z ograniczoną odpowiedzialnością', 'sp z oo', 'Sp. z o. o.', 'spółka z o.o.'],
  'pl S.A.': ['spółka akcyjna', 'SA'],
  'pl sp.k.': ['spółka komandytowa', 'sp. k.'],
  'pl sp.j.': ['spółka jawna', 'sp. j.'],
  'en Ltd': ['Limited', 'Ltd.', 'LTD'],
  'en PLC': ['Public Limited Company', 'plc', 'P.L.C.'],
  'en LLP': ['Limited Liability Partnership', 'L.L.P.'],
  'en Inc.': ['Incorporated', 'Inc', 'INC'],
  'nord AB': ['Aktiebolag', 'A.B.'],
  'nord AS': ['Aksjeselskap', 'A/S'],
  'nord ApS': ['Anpartsselskab', 'aps'],
  'nord Oy': ['Osakeyhtiö', 'OY'],
  'pt Lda': ['Limitada', 'Lda.'],
  'pt S.A.': ['Sociedade Anónima', 'SA'],
  'br Ltda': ['Limitada', 'Ltda.', 'LTDA'],
  'br S/A': ['S.A.', 'Sociedade Anônima', 'SA'],
  'ro SRL': ['S.R.L.', 'societate cu răspundere limitată', 'srl'],
  'ro S.A.': ['societate pe acțiuni', 'SA'],
  'hr d.o.o.': ['društvo s ograničenom odgovornošću', 'doo', 'd. o. o.'],
  'hr d.d.': ['dioničko društvo', 'dd', 'd. d.'],
  'hr j.d.o.o.': ['j. d. o. o.', 'jdoo'],
  'at GesmbH': ['Ges.m.b.H.', 'GmbH', 'Gesellschaft mit beschränkter Haftung'],
  'at AG': ['Aktiengesellschaft', 'A.G.'],
  'at Sàrl': ['SARL', 'Sarl', 'société à responsabilité limitée'],
  'at KG': ['Kommanditgesellschaft'],
};

/** Legal forms of different kinds in law for the same core: told apart only by the form. */
export const SIBLING_FORMS6: Record<Lang6, [string, string]> = {
  pl: ['sp. z o.o.', 'S.A.'],
  en: ['Ltd', 'LLP'],
  nord: ['ApS', 'AS'],
  pt: ['Lda', 'S.A.'],
  br: ['Ltda', 'S/A'],
  ro: ['SRL', 'S.A.'],
  hr: ['d.o.o.', 'd.d.'],
  at: ['GesmbH', 'AG'],
};

/**
 * Names told apart only by their number, each number with the words it is said in; numbers said that no client has,
 * in digits or in words (a number said in words must agree exactly, as digits must).
 */
export const NUMBERED6: ReadonlyArray<{
  core: string;
  form: string;
  numbers: Record<string, string[]>;
  absent: string[];
}> = [
  {
    core: 'Lodge',
    form: 'Ltd',
    numbers: { '2000': ['two thousand'], '20': ['twenty'] },
    absent: ['200', 'two hundred', '2020', 'twenty twenty', 'twenty two', '22'],
  },
  {
    core: 'Apteka',
    form: 'sp. z o.o.',
    numbers: { '24': ['dwadzieścia cztery'], '4': ['cztery'] },
    absent: ['42', 'czterdzieści dwa', '14', 'czternaście'],
  },
  { core: 'Pansion', form: 'GesmbH', numbers: { '11': ['elf'], '12': ['zwölf'] }, absent: ['111', 'hundertelf', '21', 'einundzwanzig'] },
  { core: 'Quinta', form: 'Lda', numbers: { '3': ['três'], '30': ['trinta'] }, absent: ['33', 'trinta e três', '13', 'treze'] },
];

/** A number and a letter as a name ("4B"), said as words; another number said is another name. */
export const LETTERED6: ReadonlyArray<{ stored: string; said: string[]; absent: string[]; trade: string; form: string }> = [
  { stored: '4B', said: ['Four B', '4 B', 'four b'], absent: ['Five B', 'Fourteen B', '4D'], trade: 'Carpentry', form: 'Ltd' },
  { stored: '7K', said: ['Seven K', '7 K'], absent: ['Seventeen K', 'Eleven K', '1K'], trade: 'Glazing', form: 'LLP' },
];

/** A name inside a longer one. */
export const CONTAINED6: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang6 }> = [
  { short: 'Ravenscroft Guttering', long: 'Ravenscroft Guttering Wholesale', form: 'Ltd', lang: 'en' },
  { short: 'Åkerlund Snickeri', long: 'Åkerlund Snickeri Norr', form: 'AB', lang: 'nord' },
  { short: 'Dragomir Zugrăveli', long: 'Dragomir Zugrăveli Grup', form: 'SRL', lang: 'ro' },
  { short: 'Novosel Stolarija', long: 'Novosel Stolarija Obrt', form: 'd.o.o.', lang: 'hr' },
];

/** Surnames written two ways and said the same: both stored sometimes, a third spelling heard by a transcript. */
export const SOUND_PAIRS6: ReadonlyArray<{ one: string; other: string; trade: string; form: string; said: string; lang: Lang6 }> = [
  { one: 'McAllister', other: 'MacAllister', trade: 'Thatching', form: 'Ltd', said: 'Mackallister', lang: 'en' },
  { one: 'Sørensen', other: 'Sörensen', trade: 'Tagdækning', form: 'ApS', said: 'Sorrensen', lang: 'nord' },
  { one: 'Mrówka', other: 'Mrufka', trade: 'Brukarstwo', form: 'sp.j.', said: 'Mroofka', lang: 'pl' },
];

/** Apostrophes and prefixes as transcripts and keyboards drop or split them, for names that carry one. */
export const APOSTROPHE6: Record<string, string[]> = {
  "O'Brien": ['OBrien', 'O Brien', 'o’brien', 'Obrien'],
  McAllister: ['Mc Allister', 'Mcallister', 'MC ALLISTER'],
  MacGregor: ['Mac Gregor', 'Macgregor', 'mac gregor'],
};

/** How a voice transcript writes a surname it heard (another spelling of the same sounds, or diacritics dropped). */
export const HEARD6: Record<string, string[]> = {
  Szczygieł: ['Szczygiel', 'Shchigiew'],
  Bartkowiak: ['Bartkoviak', 'Bartkowjak'],
  Chmielarz: ['Hmielarz', 'Chmielash'],
  Pietrzykowski: ['Pietrzikowski', 'Pyetshykovski'],
  Featherstone: ['Fetherstone', 'Featherston'],
  Ravenscroft: ['Ravenscraft', 'Ravencroft'],
  Åkerlund: ['Akerlund', 'Okerlund'],
  Haugland: ['Hougland', 'Hauglan'],
  Kjærgaard: ['Kjaergaard', 'Kjargard'],
  Virtanen: ['Wirtanen', 'Virtannen'],
  Magalhães: ['Magalhaes', 'Magaliaes'],
  Figueiredo: ['Figueredo', 'Figeiredo'],
  Carvalhal: ['Carvalial', 'Karvalhal'],
  Albuquerque: ['Albukerke', 'Albuquerqe'],
  Nogueira: ['Nogeira', 'Nogueyra'],
  Bittencourt: ['Bitencourt', 'Bitencurt'],
  Munteanu: ['Muntianu', 'Munteano'],
  Ciobanu: ['Chobanu', 'Tchobanu'],
  Kovačević: ['Kovacevic', 'Kovachevich'],
  Horvatić: ['Horvatic', 'Horvatich'],
  Zupančič: ['Zupancic', 'Zupanchich'],
  Wallner: ['Walner', 'Vallner'],
  Zürcher: ['Zuercher', 'Zurcher'],
  Moosleitner: ['Mosleitner', 'Moosleithner'],
};

/** A surname one letter group longer (or shorter) than a stored one: another family, never a typo. */
export const LONGER6: Record<string, string> = {
  Pietrzykowski: 'Pietrzykowska',
  Chmielarz: 'Chmielarzewski',
  Haugland: 'Hauglandsen',
  Virtanen: 'Virta',
  Nogueira: 'Nogueiras',
  Munteanu: 'Munteanuță',
  Kovačević: 'Kovač',
  Wallner: 'Wallnerhof',
};

/** Renamed clients whose former name shares its first word with another client's name. */
export const RENAMED6: ReadonlyArray<{ current: string; former: string; neighbour: string }> = [
  { current: 'Nordlys AS', former: 'Rønneberg Tømrerfirma AS', neighbour: 'Rønneberg Maskinutleie AS' },
  { current: 'Vitralis Ltda', former: 'Cavalcanti Vidraçaria Ltda', neighbour: 'Cavalcanti Esquadrias Ltda' },
  { current: 'Brightwell Ltd', former: 'Thistlewood Removals Ltd', neighbour: 'Thistlewood Skips Ltd' },
];

/** Phrases a caller confirmed once, each for one client, and its lower-case and misspelt forms said later. */
export const LEARNED6: ReadonlyArray<{ phrase: string; variants: string[] }> = [
  { phrase: 'the gutter lads up in Dundee', variants: ['the gutter lads up in dundee', 'the guter lads up in Dundee'] },
  { phrase: 'ci szklarze z Zamościa', variants: ['ci szklarze z zamoscia', 'ci sklarze z Zamościa'] },
  { phrase: 'os serralheiros de Braga', variants: ['os serralheiros de braga', 'os seralheiros de Braga'] },
  { phrase: 'die Spengler vom Inntal', variants: ['die spengler vom inntal', 'die Spängler vom Inntal'] },
];

/** Names in no organization of the set, close to stored ones: a word differs, so nothing is taken. */
export const ABSENT6 = list(
  'Szczygieł Cukiernia sp. z o.o. | Featherstone Tearooms Ltd | Virtanen Leipomo Oy | Munteanu Brutărie SRL | ' +
    'Kovačević Slastičarna d.o.o. | Zürcher Zuckerbäckerei AG | Magalhães Padaria Lda',
);
