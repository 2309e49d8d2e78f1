/**
 * What one blind names set (kinds/fresh8/, kinds/fresh9/, …) is made of, and all the shared generator needs from it:
 * the pools its organization is drawn from, the near-duplicates it plants, and the words its callers put around a
 * name. Glossary:
 * - core: a client's name without its legal form; owner: the core's first word (a surname); trade: the rest.
 * - family: a person's surname in the man's form; surname: as stored (a woman's -ová/-ska where the language has it).
 * - sibling forms: one core registered under two legal forms of different kinds.
 * - renamed: a client stored with its former name; taken: one whose former name a new client now holds whole.
 */
export type Lang = 'cs' | 'sk' | 'de' | 'at' | 'pl' | 'en';

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
  pools: Record<Lang, { owners: string[]; trades: string[]; forms: string[]; cities: string[] }>;
  /** How each form ("cs s.r.o.") is said otherwise: spelt out, abbreviated another way, translated. */
  formSaid: Record<string, string[]>;
  siblingForms: Record<Lang, [string, string]>;
  numbered: ReadonlyArray<{ core: string; form: string; lang: Lang; numbers: Record<string, string[]>; absent: string[] }>;
  contained: ReadonlyArray<{ short: string; long: string; form: string; lang: Lang }>;
  /** An owner's surname extended into another surname: no client of that name. */
  longer: Record<string, string>;
  renamed: ReadonlyArray<{ current: string; former: string; neighbour: string; lang: Lang }>;
  /** Sets that plant a former name another client now holds (the tenth on): the kind `renamed-taken` is drawn too. */
  taken?: ReadonlyArray<{ renamed: string; former: string; lang: Lang }>;
  learned: ReadonlyArray<{ phrase: string; variants: string[] }>;
  acronyms: ReadonlyArray<{ name: string; city: string; lang: Lang }>;
  /** Names no client holds. */
  absent: readonly string[];
}

/** The words a set's callers put around a name, by the language they speak. */
export interface BlindSaid {
  phrase: Record<Lang, string[]>;
  /** What an agent writes: any language's wrappers, and each language's sentences. */
  agent: Record<Lang | 'any', string[]>;
  city: readonly string[];
  cityOwn: Record<Lang, string>;
  fillers: Record<Lang, string[]>;
  /** A surname as another ear writes it, by the family's (or owner's) surname. */
  heard: Record<string, string[]>;
  salute: Record<Lang, [man: string[], woman: string[]]>;
  titles: Record<Lang, string[]>;
  roles: readonly string[];
}

/** The people a set stores: given names with their short forms, surnames by language. */
export interface BlindPeople {
  given: ReadonlyArray<{ given: string; female: boolean; lang: Lang; short: string[] }>;
  surnames: Record<Lang, string[]>;
}

export type BlindSet = BlindPools & BlindSaid & BlindPeople;
