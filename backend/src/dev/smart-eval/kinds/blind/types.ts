/**
 * What one blind names set (kinds/fresh8/, kinds/fresh9/, …) is made of, and all the shared generator needs from it:
 * the pools its organization is drawn from, the near-duplicates it plants, and the words its callers put around a
 * name. Glossary:
 * - core: a client's name without its legal form; owner: the core's first word (a surname); trade: the rest.
 * - family: a person's surname in the man's form; surname: as stored (a woman's -ová/-ska where the language has it).
 * - sibling forms: one core registered under two legal forms of different kinds.
 * - renamed: a client stored with its former name; taken: one whose former name a new client now holds whole.
 */
/** The registers every set holds, and those a set may add (the twelfth on: Swiss, US, Dutch, French, Italian, Spanish, Portuguese). */
export type CoreLang = 'cs' | 'sk' | 'de' | 'at' | 'pl' | 'en';
export type MoreLang = 'ch' | 'us' | 'nl' | 'fr' | 'it' | 'es' | 'pt';
export type Lang = CoreLang | MoreLang;
/** A table by register: a set holds the registers it draws, not every one (so the generator reads each with `!`). */
export type ByLang<T, L extends string = Lang> = Partial<Record<L, T>>;

export interface BlindClient<L extends string = Lang> {
  name: string;
  /** The name without its legal form. */
  core: string;
  owner: string;
  trade: string;
  form: string;
  lang: L;
  city: string;
  former?: string;
  /** A phrase a caller confirmed once for this client (stored as a confirmed alias). */
  alias?: string;
}

export interface BlindPerson<L extends string = Lang> {
  name: string;
  given: string;
  /** The surname as stored: the woman's form for a woman where the language makes one. */
  surname: string;
  /** The family's surname in the man's form. */
  family: string;
  female: boolean;
  lang: L;
}

/** The clients a set stores and the near-duplicates it plants among them. */
export interface BlindPools<L extends string = Lang> {
  pools: ByLang<{ owners: string[]; trades: string[]; forms: string[]; cities: string[] }, L>;
  /** How each form ("cs s.r.o.") is said otherwise: spelt out, abbreviated another way, translated. */
  formSaid: Record<string, string[]>;
  siblingForms: ByLang<[string, string], L>;
  numbered: ReadonlyArray<{ core: string; form: string; lang: L; numbers: Record<string, string[]>; absent: string[] }>;
  contained: ReadonlyArray<{ short: string; long: string; form: string; lang: L }>;
  /** An owner's surname extended into another surname: no client of that name. */
  longer: Record<string, string>;
  renamed: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: L }>;
  /** Sets that plant a former name another client now holds (the tenth on): the kind `renamed-taken` is drawn too. */
  taken?: ReadonlyArray<{ renamed: string; former: string; lang: L }>;
  /**
   * Sets that draw the plain kinds too (the twelfth on): the name as stored, one letter dropped or doubled, a
   * transcript's false start (`Hab- Habrman`), a person named in a signature or a markdown table.
   */
  plain?: boolean;
  learned: ReadonlyArray<{ phrase: string; variants: string[] }>;
  acronyms: ReadonlyArray<{ name: string; city: string; lang: L }>;
  /** Names no client holds. */
  absent: readonly string[];
}

/** The words a set's callers put around a name, by the language they speak. */
export interface BlindSaid<L extends string = Lang> {
  phrase: ByLang<string[], L>;
  /** What an agent writes: any language's wrappers, and each language's sentences. */
  agent: ByLang<string[], L> & { any: string[] };
  city: readonly string[];
  cityOwn: ByLang<string, L>;
  fillers: ByLang<string[], L>;
  /** A surname as another ear writes it, by the family's (or owner's) surname. */
  heard: Record<string, string[]>;
  salute: ByLang<[man: string[], woman: string[]], L>;
  titles: ByLang<string[], L>;
  roles: readonly string[];
  /** Where the set draws its plain kinds: a person's name in a signature, a table or a form (`{}` the name). */
  signed?: readonly string[];
}

/** The people a set stores: given names with their short forms, surnames by language. */
export interface BlindPeople<L extends string = Lang> {
  given: ReadonlyArray<{ given: string; female: boolean; lang: L; short: string[] }>;
  surnames: ByLang<string[], L>;
}

export type BlindSet = BlindPools & BlindSaid & BlindPeople;

/**
 * Where a set draws its client cases otherwise than the ninth and tenth sets did (every member optional, their way by
 * default): the shares of its rolls, the texts it says a kind's names in, the kinds' names in its tallies. The eleventh
 * set (kinds/fresh10/) was written blind with its own; its cases are drawn byte for byte as before with them.
 */
export interface BlindClientRules<L extends string = Lang> {
  /** How often a case is drawn among the cores two clients hold (0.5). */
  twinShare?: number;
  /** The name as it stands, in the ways said (a kind of its own, drawn first; none without). */
  exactSaid?: (name: string) => string[];
  /** How often a phrase, and an agent's text, carry the legal form (0.4), and an agent writes a wrapper (0.6). */
  phraseWithForm?: number;
  agentAny?: number;
  /** Legal forms by their kind in law (the ninth and tenth sets' table). */
  formKind?: Record<string, string>;
  /** A core said without its form ([core, lower case, unaccented]). */
  leftOutSaid?: (core: string) => string[];
  /** How often a city the client is not in is said (0.25), and the client's language's own city phrase (0.4). */
  cityElsewhere?: number;
  cityOwnShare?: number;
  /** The share of a numbered name said with a number no client has, and up to which the same number (0.3, 0.65). */
  numberSame?: number;
  /** A transcript of a text in a language (voiced() with the set's fillers). */
  transcribe?: (text: string, lang: L, rand: () => number) => string;
  /** A core of an owner and a trade, in the language's order (owner first). */
  coreOf?: (lang: L, owner: string, trade: string) => string;
  /** The case's text of a name inside a longer one, and whose it is, by the roll. */
  containedSaid?: (
    entry: { short: string; long: string; form: string; lang: L },
    roll: number,
    rand: () => number,
  ) => [string, 'short' | 'long'];
  /** An owner's surname extended into another, said with the client's trade and form. */
  longerSaid?: (other: string, client: BlindClient<L>) => string[];
  ownerSaid?: (owner: string) => string[];
  /** A renamed client's case by the roll: the text and whose it is (null: asked back). */
  renamedSaid?: (
    entry: { current: string; former: string; neighbour: string; lang: L },
    form: string,
    roll: number,
    rand: () => number,
  ) => [string, 'current' | 'neighbour' | null];
  /** A case of a former name another client now holds: the text and whose it is. */
  takenSaid?: (
    entry: { renamed: string; former: string; lang: L },
    form: string,
    roll: number,
    rand: () => number,
  ) => [string, 'holder' | 'renamed'];
  /** The letters said of an acronym's client, and the clients they fit. */
  acronymFits?: (said: string, one: BlindClient<L>) => boolean;
  acronymOf?: (core: string) => string;
  /** An owner's name with one typo (the letters around `at` swapped), or null when it reads the same. */
  typoMinLength?: number;
  typo?: (word: string, at: number, rand: () => number) => string | null;
  /** The kinds' names in the tallies, where the set calls them otherwise. */
  kindNames?: Partial<Record<string, string>>;
}

/** What the client cases need of a set. */
export type BlindClientSet<L extends string = Lang> = BlindPools<L> &
  Pick<BlindSaid<L>, 'phrase' | 'agent' | 'city' | 'fillers' | 'heard'> &
  Partial<Pick<BlindSaid<L>, 'cityOwn'>> & { clientRules?: BlindClientRules<L> };

/** Where a set draws its people's cases otherwise than the ninth and tenth sets did (their way by default). */
export interface BlindPeopleRules<L extends string = Lang> {
  /** How often a case is drawn among families of two (none: every person alike, with no roll). */
  kinShare?: number;
  /** The name as stored, in the ways a clerk writes it (a kind of its own, drawn first; none without). */
  exactSaid?: (person: BlindPerson<L>) => string[];
  /** Short forms that are as much another listed given name's: beside both, asked back. */
  alsoShortFor?: Record<string, string[]>;
  nicknameSaid?: (short: string, surname: string) => string[];
  /** A surname alone, in the ways said (as stored, with no roll). */
  surnameSaid?: (surname: string) => string[];
  /** Salutations before the family's man's form that name its woman; drawn among women alone (none: the tenth set's). */
  womanByFamily?: string[];
  declined?: (surname: string, female: boolean, lang: L) => string[];
  writtenSaid?: (person: BlindPerson<L>) => string[];
  transcribe?: (text: string, lang: L, rand: () => number) => string;
  typo?: (word: string, at: number, rand: () => number) => string | null;
}

/** What the people's cases need of a set. */
export type BlindPeopleSet<L extends string = Lang> = Pick<BlindPeople<L>, 'given'> &
  Pick<BlindSaid<L>, 'salute' | 'titles' | 'roles' | 'fillers' | 'heard'> &
  Pick<BlindPools<L>, 'plain'> & { peopleRules?: BlindPeopleRules<L> };

/** Where a set builds its organization otherwise than the ninth and tenth sets did (their way by default). */
export interface BlindPopulationRules<L extends string = Lang, P extends string = L> {
  /** A core of an owner and a trade, in the language's order (owner first). */
  coreOf?: (lang: L, owner: string, trade: string) => string;
  /** Numbered and initialled names stored as an owner (their first word) and a trade (the rest), not whole. */
  splitWhole?: boolean;
  /** A woman's form of a family's surname (text.ts female()). */
  womansForm?: (family: string, lang: P) => string;
  /** Each given name in its language's families in turn, with a relative of either sex this often (none: drawn). */
  familiesInTurn?: { relativeShare: number };
}

/** What the population needs of a set: its clients' pools and its people. */
export type BlindPopulationSet<L extends string = Lang, P extends string = L> = BlindPools<L> &
  BlindPeople<P> & { populationRules?: BlindPopulationRules<L, P> };
