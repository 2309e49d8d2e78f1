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
/** A table by register: every set's registers, and those of its own. */
export type ByLang<T> = Record<CoreLang, T> & Partial<Record<MoreLang, T>>;

export interface BlindClient {
  name: string;
  /** The name without its legal form. */
  core: string;
  owner: string;
  trade: string;
  form: string;
  lang: Lang;
  city: string;
  former?: string;
  /** A phrase a caller confirmed once for this client (stored as a confirmed alias). */
  alias?: string;
}

export interface BlindPerson {
  name: string;
  given: string;
  /** The surname as stored: the woman's form for a woman where the language makes one. */
  surname: string;
  /** The family's surname in the man's form. */
  family: string;
  female: boolean;
  lang: Lang;
}

/** The clients a set stores and the near-duplicates it plants among them. */
export interface BlindPools {
  pools: ByLang<{ owners: string[]; trades: string[]; forms: string[]; cities: string[] }>;
  /** How each form ("cs s.r.o.") is said otherwise: spelt out, abbreviated another way, translated. */
  formSaid: Record<string, string[]>;
  siblingForms: ByLang<[string, string]>;
  numbered: ReadonlyArray<{ core: string; form: string; lang: Lang; numbers: Record<string, string[]>; absent: string[] }>;
  contained: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang }>;
  /** An owner's surname extended into another surname: no client of that name. */
  longer: Record<string, string>;
  renamed: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang }>;
  /** Sets that plant a former name another client now holds (the tenth on): the kind `renamed-taken` is drawn too. */
  taken?: ReadonlyArray<{ renamed: string; former: string; lang: Lang }>;
  /**
   * Sets that draw the plain kinds too (the twelfth on): the name as stored, one letter dropped or doubled, a
   * transcript's false start (`Hab- Habrman`), a person named in a signature or a markdown table.
   */
  plain?: boolean;
  learned: ReadonlyArray<{ phrase: string; variants: string[] }>;
  acronyms: ReadonlyArray<{ name: string; city: string; lang: Lang }>;
  /** Names no client holds. */
  absent: readonly string[];
}

/** The words a set's callers put around a name, by the language they speak. */
export interface BlindSaid {
  phrase: ByLang<string[]>;
  /** What an agent writes: any language's wrappers, and each language's sentences. */
  agent: ByLang<string[]> & { any: string[] };
  city: readonly string[];
  cityOwn: ByLang<string>;
  fillers: ByLang<string[]>;
  /** A surname as another ear writes it, by the family's (or owner's) surname. */
  heard: Record<string, string[]>;
  salute: ByLang<[man: string[], woman: string[]]>;
  titles: ByLang<string[]>;
  roles: readonly string[];
  /** Where the set draws its plain kinds: a person's name in a signature, a table or a form (`{}` the name). */
  signed?: readonly string[];
}

/** The people a set stores: given names with their short forms, surnames by language. */
export interface BlindPeople {
  given: ReadonlyArray<{ given: string; female: boolean; lang: Lang; short: string[] }>;
  surnames: ByLang<string[]>;
}

export type BlindSet = BlindPools & BlindSaid & BlindPeople;
