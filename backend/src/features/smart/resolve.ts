/**
 * Finds the record a loose reference means: a client or an employee by id,
 * by an identifier as people type it, or by a name with typos, missing
 * diacritics, another word order or legal form. Answers the match with its
 * score and what it matched on, or throws a 422 that asks back
 * (`ambiguous_match` with candidates, `no_match` with suggestions).
 */
import type { Db } from '../../platform/db/knex.js';
import { type FieldError, Problem, validationError } from '../../platform/errors.js';
import { MIN_PREFIX, containers, formsAgree, holds } from './contain.js';
import { type NormalizedName, compactId, fold, normalizeName, phoneticKey, soundKey, soundWords } from './normalize.js';
import { type Phrase, isFiller, readPhrase } from './names/phrase.js';
import { type AcronymSaid, UNSAID_IN_ACRONYMS, acronymSaid, initialsFit } from './names/acronyms.js';
import { formsCompatible } from './names/legal-forms.js';
import { type AliasHit, aliasesNear } from './alias-store.js';
import { femaleForms, isDeclined } from './names/words.js';
import { sexOfGivenName } from './names/given-sex.js';
import {
  ACCEPT_SCORE,
  SUGGESTION_FLOOR,
  type Decision,
  type Scored,
  type WordReading,
  byRank,
  decide,
  editDistance,
  nameScore,
  soundsAlike,
  wordSimilarity,
} from './score.js';
import {
  type ClientCandidate,
  type EmployeeCandidate,
  activeEmployees,
  clientsByIdentifier,
  clientsByName,
  clientsWithKey,
  clientsByIds,
  employeesByIds,
  clientsHoldingWords,
  clientsWithInitials,
  employeesByIdentifier,
  employeesByName,
} from './store.js';

/** How a record found by the words of its name is reported: always with a warning (see service.ts). */
export const MATCHED_ON_WORDS = 'name_words';
/**
 * How an employee found by the first part of their e-mail address ("jan" of jan@…) is reported: always with a warning.
 * Reported as `email`, it claimed an address had matched, and "Jan" went to Jan Novák without a word.
 */
export const MATCHED_ON_ADDRESS_NAME = 'email_name';
/** How a client found by the initials of its name ("KSB") is reported: always with a warning. */
export const MATCHED_ON_INITIALS = 'initials';

export interface Match {
  id: number;
  name: string;
  score: number;
  matched_on: string;
  /** Why this pick needs checking, when it does (said back by the smart endpoints as a warning). */
  warning?: string;
}

export interface ClientReference {
  id?: number;
  name?: string;
  registration_no?: string;
  vat_no?: string;
  email?: string;
  /** Digits alone, as text ("3", "00007"): an id, or a registration or VAT number written in digits (see byDigits). */
  digits?: string;
  /** With id and name: the record chosen for a phrase that was asked back; the phrase is learned as its alias. */
  confirm?: boolean;
}

/** The phrase a confirmed choice is to be remembered by, per match answered (see confirmed()). */
export const phraseToLearn = new WeakMap<Match, string>();

/**
 * A choice confirmed after an ambiguous_match or no_match: `{"id": 7, "name": "the phrase", "confirm": true}`. The
 * record is taken by its id; the phrase is to be learned as its alias unless it already finds that record. A phrase
 * that confidently names another record is refused: learning it would make one phrase name two records.
 */
async function confirmed(
  reference: { id?: number; name?: string },
  field: string,
  byId: () => Promise<Match>,
  byName: () => Promise<Match>,
): Promise<Match> {
  const phrase = reference.name?.trim();
  if (reference.id === undefined || !phrase)
    throw validationError([{ field: `${field}.confirm`, message: 'confirms a choice: send it with the chosen id and the phrase as name' }]);
  const chosen = await byId();
  let found: Match | null = null;
  try {
    found = await byName();
  } catch (error) {
    if (!(error instanceof Problem) || (error.code !== 'ambiguous_match' && error.code !== 'no_match')) throw error;
  }
  if (found && found.id !== chosen.id)
    throw validationError([
      {
        field: `${field}.name`,
        message: `"${phrase}" is ${found.name}, not ${chosen.name}; it is not learned as an alias of another record`,
      },
    ]);
  if (!found) phraseToLearn.set(chosen, phrase);
  return chosen;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const VAT = /^[A-Z]{2}[0-9A-Z]{8,12}$/;
const REGISTRATION = /^\d{6,10}$/;
/**
 * An id written as a string ("4", "00007"): up to five digits, shorter than a registration number as written here
 * (six digits or more), though a client's own may be shorter.
 */
const ID = /^\d{1,5}$/;
export const isIdText = (text: string) => ID.test(text) && Number(text) > 0;

/** A reference from a string or an object: strings that look like an e-mail, VAT or registration number are tried as such. */
export function clientReference(input: unknown): ClientReference | null {
  if (typeof input === 'number' && Number.isSafeInteger(input) && input > 0) return { id: input };
  if (typeof input === 'string' && input.trim() !== '') {
    const text = input.trim();
    if (EMAIL.test(text)) return { email: text };
    if (isIdText(text)) return { digits: text };
    if (VAT.test(compactId(text))) return { vat_no: text, name: text };
    if (REGISTRATION.test(compactId(text))) return { registration_no: text, name: text };
    return { name: text };
  }
  if (input && typeof input === 'object' && !Array.isArray(input)) return input as ClientReference;
  return null;
}

/**
 * A candidate as the caller tells it apart: its city, currency, registration number and e-mail (the smart routes
 * leave out what the calling key may not read), and the former name or alias that matched.
 */
function candidateOf<T extends { id: number; name: string }>({ item, score, matchedOn }: Scored<T>): Record<string, unknown> {
  const row = item as T & Partial<ClientCandidate>;
  const detail: Record<string, unknown> = { id: item.id, name: item.name, score, matched_on: matchedOn };
  if (row.address_city) detail.city = row.address_city;
  if (row.currency) detail.currency = row.currency.trim();
  if (row.registration_no) detail.registration_no = row.registration_no;
  if (row.email) detail.email = row.email;
  return detail;
}

function problemFor<T extends { id: number; name: string }>(
  decision: Exclude<Decision<T>, { kind: 'match' }>,
  field: string,
  what: string,
  asked: string,
): Problem {
  // Ranked here once more, whatever built the list (initials before other names, the database's order of equals).
  const list = (items: Scored<T>[]) => [...items].sort(byRank).map((scored) => candidateOf(scored));
  if (decision.kind === 'ambiguous') {
    const names = [...decision.candidates]
      .sort(byRank)
      .map(({ item }) => `"${item.name}"`)
      .join(', ');
    return new Problem(422, 'ambiguous_match', `Several ${what}s could be "${asked}": ${names}. Say which, by id or a fuller name.`, {
      extensions: { field, candidates: list(decision.candidates) },
    });
  }
  const nearest =
    decision.suggestions.length > 0
      ? ` The nearest: ${[...decision.suggestions]
          .sort(byRank)
          .map(({ item }) => `"${item.name}"`)
          .join(', ')}.`
      : '';
  return new Problem(422, 'no_match', `No ${what} matches "${asked}".${nearest}`, {
    extensions: { field, suggestions: list(decision.suggestions) },
  });
}

type Named = { id: number; name: string; match_key: string; trigram: number };

/** What a record explains of a query besides its name: filler words, and the record's own words (see explainer()). */
type Explains<T> = (item: T) => (word: string) => boolean;

function scoreByName<T extends Named>(
  asked: NormalizedName,
  candidates: T[],
  extraKeys: (item: T) => Array<[string, string]> = () => [],
  explains: Explains<T> = () => isFiller,
  reading: WordReading = {},
  core: NormalizedName = asked,
): Scored<T>[] {
  const query = asked;
  return candidates.map((item) => {
    const name = normalizeName(item.name);
    const free = explains(item);
    // Numbers are part of a name's sound: "Hostel 300" and "Hostel 3000" never sound alike.
    const numbers = name.words.filter((word) => /\d/.test(word)).join(' ');
    const sound = `${soundKey(name)}|${numbers}|${query.legalForm ? (name.legalForm ?? '') : ''}`;
    const alike = (other: NormalizedName) =>
      soundsAlike(core, other) &&
      other.words.filter((word) => /\d/.test(word)).join(' ') === core.words.filter((word) => /\d/.test(word)).join(' ');
    const scoreOf = (other: NormalizedName) => {
      const score = nameScore(query, other, item.trigram, free, reading);
      if (score < SUGGESTION_FLOOR) return { score };
      const spelling = nameScore(query, other, item.trigram, free, { ...reading, spellingOnly: true });
      return spelling < score ? { score, spelling } : { score };
    };
    let best: Scored<T> = { item, ...scoreOf(name), matchedOn: 'name', soundsAlike: alike(name), sound };
    for (const [field, value] of extraKeys(item)) {
      if (!value) continue;
      const other = normalizeName(value);
      const scored = scoreOf(other);
      if (scored.score > best.score) best = { item, ...scored, matchedOn: field, soundsAlike: alike(other), sound };
    }
    return best;
  });
}

/**
 * The words of a record that explain a query's words besides its name: its city and street, the first label of its
 * e-mail domain, its registration and VAT numbers. A word said beside the name ("Kratochvíl Stavby (Brno)", "Schröder
 * from Hamburg") costs nothing when the record explains it, and lowers the score when it does not.
 */
function explainer(fields: readonly string[]): (word: string) => boolean {
  const known = fields.flatMap((field) => fold(field).split(' ')).filter((word) => word.length > 1);
  return (word) =>
    isFiller(word) ||
    known.some((own) => own === word || isDeclined(word, own) || (own.length >= 5 && !/\d/.test(own) && editDistance(word, own) <= 1));
}

const clientExplains: Explains<ClientCandidate> = (item) =>
  explainer([
    item.address_city ?? '',
    item.address_street ?? '',
    (item.email ?? '').split('@')[1]?.split('.')[0] ?? '',
    item.registration_no ?? '',
    item.vat_no ?? '',
  ]);

/** The query's words that neither a word of the name (or its beginning, for the last word said) nor the record explain. */
function unexplained(query: readonly string[], names: readonly NormalizedName[], free: (word: string) => boolean, reading: WordReading) {
  return query.filter(
    (word, index) =>
      !free(word) &&
      !names.some((name) =>
        name.words.some(
          (own) =>
            wordSimilarity(word, own, reading) > 0 ||
            (word.length === 1 && own.startsWith(word)) ||
            (index === query.length - 1 && word.length >= 3 && own.startsWith(word)),
        ),
      ),
  );
}

/**
 * An identifier that found no record, with no name to go on: no_match naming it (an e-mail of another organization's
 * employee, or of no one, is not a missing field).
 */
function refuseUnmatchedIdentifier(record: string, field: string, reference: object, keys: readonly string[]): void {
  const given = keys.flatMap((key) => {
    const value = (reference as Record<string, unknown>)[key];
    return value === undefined || value === null || value === '' ? [] : [`${key === 'email' ? 'e-mail' : key} ${String(value)}`];
  });
  if (given.length > 0)
    throw new Problem(422, 'no_match', `No ${record} has ${given.join(' or ')}.`, { extensions: { field, suggestions: [] } });
}

/**
 * A reference that names its record several ways (`{"id": 1, "name": "…"}`) must name the same one by each: the
 * record found by the strongest is checked against every other, and a way that names another record, none, or several
 * without it, is refused (422 naming `<field>.<key>`). Taken by the strongest alone, "Thames Consulting" with the
 * registration number of another client was invoiced to that other client, without a word. One string read two ways
 * (`"CZ27082440"` as a VAT number and as a name) is not two ways.
 */
async function agreeing(
  match: Match,
  reference: object,
  field: string,
  identifiers: readonly string[],
  findBy: (reference: object) => Promise<Match>,
): Promise<Match> {
  const given = Object.entries(reference).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const used = match.score === 1 && identifiers.includes(match.matched_on) ? match.matched_on : 'name';
  const errors: FieldError[] = [];
  for (const [key, value] of given) {
    if (key === used || String(value) === String((reference as Record<string, unknown>)[used])) continue;
    let other: Match | null = null;
    let candidates: number[] = [];
    try {
      other = await findBy({ [key]: value });
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      // Several that fit (ambiguous_match), or the nearest (no_match): the record found may be among them.
      const listed = (error.extensions.candidates ?? error.extensions.suggestions ?? []) as Array<{ id: number }>;
      candidates = listed.map((candidate) => candidate.id);
    }
    if (other?.id === match.id || candidates.includes(match.id)) continue;
    const found = other ? `is ${other.name}` : candidates.length > 0 ? 'fits others better' : 'names none';
    errors.push({
      field: `${field}.${key}`,
      message: `${JSON.stringify(value)} ${found}, while ${field}.${used} is ${match.name}; send one of them, or make them agree`,
    });
  }
  if (errors.length > 0)
    throw validationError(
      errors,
      `${field} names more than one record: ${errors.map((error) => `${error.field} ${error.message}`).join('; ')}`,
    );
  return match;
}

const CLIENT_IDENTIFIERS = ['id', 'registration_no', 'vat_no', 'email'] as const;

export async function resolveClient(db: Db, organizationId: number, reference: ClientReference, field = 'client'): Promise<Match> {
  if (reference.digits !== undefined) return byDigits(db, organizationId, reference.digits, field);
  const findBy = (one: object) => findClient(db, organizationId, one as ClientReference, field);
  if (reference.confirm === true)
    return confirmed(
      reference,
      field,
      () => findBy({ id: reference.id }),
      () => findBy({ name: reference.name }),
    );
  return agreeing(await findBy(reference), reference, field, CLIENT_IDENTIFIERS, findBy);
}

/**
 * Digits alone ("3", "00007"): a client's id, or its registration or VAT number written in digits. When they name
 * different clients the caller is asked which: "3" was taken as client 3 while another's registration number is 3.
 */
async function byDigits(db: Db, organizationId: number, digits: string, field: string): Promise<Match> {
  const found = new Map<number, Scored<ClientCandidate>>();
  for (const key of ['id', 'registration_no', 'vat_no'] as const)
    for (const item of await clientsByIdentifier(db, organizationId, key, key === 'id' ? Number(digits) : compactId(digits)))
      if (!found.has(item.id)) found.set(item.id, { item, score: 1, matchedOn: key });
  const [first, ...others] = found.values();
  if (first && others.length === 0) return { id: first.item.id, name: first.item.name, score: 1, matched_on: first.matchedOn };
  if (first) throw problemFor({ kind: 'ambiguous', candidates: [first, ...others] }, field, 'client', digits);
  throw new Problem(422, 'no_match', `No client has id ${Number(digits)}, nor registration or VAT number ${digits}.`, {
    extensions: { field, suggestions: [] },
  });
}

async function findClient(db: Db, organizationId: number, reference: ClientReference, field: string): Promise<Match> {
  for (const key of CLIENT_IDENTIFIERS) {
    const value = reference[key];
    if (value === undefined || value === null || value === '') continue;
    const lookup = key === 'id' ? Number(value) : key === 'email' ? String(value).trim() : compactId(String(value));
    if (key === 'id' && !Number.isSafeInteger(lookup)) continue;
    const found = await clientsByIdentifier(db, organizationId, key, lookup);
    if (found.length === 1) return { id: found[0]!.id, name: found[0]!.name, score: 1, matched_on: key };
    if (found.length > 1) {
      const decision: Decision<ClientCandidate> = {
        kind: 'ambiguous',
        candidates: found.map((item) => ({ item, score: 1, matchedOn: key })),
      };
      throw problemFor(decision, field, 'client', String(value));
    }
    // An id names exactly one record: a wrong one is an error, not a hint to go searching.
    if (key === 'id') throw new Problem(422, 'no_match', `No client has id ${value}.`, { extensions: { field, suggestions: [] } });
  }
  const asked = reference.name?.trim();
  if (!asked) {
    refuseUnmatchedIdentifier('client', field, reference, ['registration_no', 'vat_no', 'email']);
    throw new Problem(422, 'validation_error', 'Name the client: by name, id, registration_no, vat_no or email.', {
      extensions: { errors: [{ field, message: 'is required' }] },
    });
  }
  const acronym = acronymSaid(asked);
  let phrase: Phrase;
  try {
    phrase = readPhrase(asked, field, 'client');
  } catch (error) {
    // Letters spelt out ("W H M", "N.B.A.") read as words are only joiners and prepositions: refused as a phrase,
    // they may still be a client's initials.
    if (!acronym || !(error instanceof Problem)) throw error;
    const decision = await byInitials(db, organizationId, acronym, { kind: 'no_match', suggestions: [] });
    if (decision.kind !== 'match') throw problemFor(decision, field, 'client', asked);
    return matchOf(decision.best, { words: [], core: asked, place: [], sex: null, trimmed: false });
  }
  const query = normalizeName(phrase.core);
  const full = phraseName(asked, query);
  // Three lookups that need nothing of each other, sent at once: a request waits for the slowest, not for their sum.
  const [named, wholeNamed, aliases] = await Promise.all([
    query.key ? clientsByName(db, organizationId, query.key, soundKey(query), soundWords(query)) : [],
    // A client really named with a word taken for a filler ("Firma Nova", "From Scratch") is found by its whole name.
    phrase.trimmed && full.key !== query.key ? clientsWithKey(db, organizationId, full.key) : [],
    // Former names and learned aliases near what was said bring their records in, scored on those names too.
    aliasesNear(db, organizationId, 'client', [full.key, query.key]),
  ]);
  let candidates = mergeById(wholeNamed, named);
  candidates = mergeById(
    candidates,
    await clientsByIds(
      db,
      organizationId,
      aliases.map((hit) => hit.owner_id),
    ),
  );
  const chosen = confirmedFor(aliases, [full.key, query.key], candidates);
  if (chosen) return matchOf({ item: chosen, score: 1, matchedOn: 'alias' }, phrase);
  const legal = (item: ClientCandidate): Array<[string, string]> => [['legal_name', item.legal_name], ...aliasKeys(aliases, item.id)];
  const score = (items: ClientCandidate[]) => placeHeld(scoreByName(full, items, legal, clientExplains, {}, query), phrase.place);
  let decision = decide(score(candidates));
  // Words short of a whole name ("Schröder Logis") settle nothing while another name holds them too.
  const partial = decision.kind === 'match' && isPartial(query, normalizeName(decision.best.item.name));
  if ((decision.kind !== 'match' || partial) && query.words.length > 0) {
    // A record holding the name's words must also explain every other word said ("from Hamburg": its city).
    const holders = (await clientHolders(db, organizationId, query)).filter(
      (item) => unexplained(full.words, [normalizeName(item.name), normalizeName(item.legal_name)], clientExplains(item), {}).length === 0,
    );
    decision = byWords(decision, score(holders));
  }
  // Letters in capitals may be the initials of a name ("ČEZ", "C.E.Z."), unless they are exactly a client's name.
  if (acronym && !(decision.kind === 'match' && decision.best.score === 1 && decision.best.matchedOn === 'name'))
    decision = await byInitials(db, organizationId, acronym, decision);
  if (decision.kind !== 'match') throw problemFor(decision, field, 'client', asked);
  return matchOf(decision.best, phrase);
}

/**
 * An acronym read as the initials of the words of a name, in their order ("KSB": Kratochvíl Stavby Brno s.r.o.; "RBW":
 * Royal Bank of Wessex PLC), under a legal form that agrees with the one said. The one such name is taken, with a
 * warning, when nothing else was found; several, or one beside a record found otherwise ("SVZ" the initials of one
 * client and a word of another's name), are asked back; none leaves the decision as it was.
 */
async function byInitials(
  db: Db,
  organizationId: number,
  { letters, legalForm }: AcronymSaid,
  decision: Decision<ClientCandidate>,
): Promise<Decision<ClientCandidate>> {
  const named = (await clientsWithInitials(db, organizationId, letters, UNSAID_IN_ACRONYMS)).filter((item) => {
    const name = normalizeName(item.name);
    return initialsFit(name.words, letters) && (!legalForm || !name.legalForm || formsCompatible(legalForm, name.legalForm));
  });
  const scored = named.map((item) => ({ item, score: INITIALS_SCORE, matchedOn: MATCHED_ON_INITIALS })).sort(byRank);
  if (scored.length === 1 && decision.kind === 'no_match') return { kind: 'match', best: scored[0]!, runnerUp: null };
  if (scored.length === 0) return decision;
  if (decision.kind === 'match' && scored.length === 1 && scored[0]!.item.id === decision.best.item.id) return decision;
  const others =
    decision.kind === 'ambiguous' ? decision.candidates : decision.kind === 'no_match' ? decision.suggestions : [decision.best];
  const seen = new Set(scored.map((one) => one.item.id));
  // The names the initials fit come first, so they stay among the five offered; each part ranked by id among equals.
  return { kind: 'ambiguous', candidates: [...scored, ...[...others].sort(byRank).filter((one) => !seen.has(one.item.id))].slice(0, 5) };
}

/** What a name found by its initials scores: enough to act on when it is the only one, never an exact name. */
const INITIALS_SCORE = 0.85;

/** The whole phrase as a name, keeping the legal form found in the name's own words ("Müller GmbH from Hamburg"). */
function phraseName(asked: string, core: NormalizedName): NormalizedName {
  const full = normalizeName(asked);
  return { ...full, legalForm: full.legalForm ?? core.legalForm };
}

/**
 * The record a caller chose for exactly this phrase (a confirmed or added alias, which one record holds at most): the
 * phrase was asked back once because several names fit it, and the choice settles it from then on. A former name, or
 * an alias only near what was said, is scored with the names instead.
 */
function confirmedFor<T extends { id: number }>(hits: readonly AliasHit[], keys: readonly string[], candidates: readonly T[]): T | null {
  const owners = new Set(
    hits.filter((hit) => hit.source !== 'former_name' && keys.includes(normalizeName(hit.alias).key)).map((hit) => hit.owner_id),
  );
  if (owners.size !== 1) return null;
  const [owner] = owners;
  return candidates.find((candidate) => candidate.id === owner) ?? null;
}

/** A record's aliases as further names to score, each reported by its source. */
const aliasKeys = (hits: readonly AliasHit[], id: number): Array<[string, string]> =>
  hits.filter((hit) => hit.owner_id === id).map((hit) => [hit.source === 'former_name' ? 'former_name' : 'alias', hit.alias]);

function mergeById<T extends { id: number }>(first: T[], second: T[]): T[] {
  const seen = new Set(first.map((row) => row.id));
  return [...first, ...second.filter((row) => !seen.has(row.id))];
}

/** A decision's records scored again among more: each record once, at its best score. */
function mergeScored<T extends { id: number }>(scored: Scored<T>[], decision: Decision<T>): Scored<T>[] {
  const before = decision.kind === 'match' ? [decision.best] : decision.kind === 'ambiguous' ? decision.candidates : decision.suggestions;
  const seen = new Set(scored.map((one) => one.item.id));
  return [...scored, ...before.filter((one) => !seen.has(one.item.id))];
}

/** The match as answered, with what makes it worth a check. */
function matchOf<T extends { id: number; name: string }>(best: Scored<T>, phrase: Phrase): Match {
  const match: Match = { id: best.item.id, name: best.item.name, score: best.score, matched_on: best.matchedOn };
  const warning = WARNINGS[best.matchedOn];
  if (warning) match.warning = warning(best.item.name);
  else if (best.spelling !== undefined) match.warning = `read by how it sounds, not how it is spelt ("${phrase.core}"); check it`;
  else if (best.score < 1 && phrase.trimmed) match.warning = `read the words around the name as not part of it; check it`;
  return match;
}

const WARNINGS: Record<string, (name: string) => string> = {
  [MATCHED_ON_INITIALS]: (name) => `read as the initials of "${name}", the only name they fit; check it`,
  former_name: (name) => `a former name of the record now called "${name}"; check it`,
  alias: (name) => `an alias learned for "${name}" from an earlier confirmation; check it`,
};

/**
 * A place said beside the name ("(Augsburg)", "from Szczecin") that the record neither is in nor is named after
 * contradicts it: such a record is offered back, never taken. Counted only as a word among the name's, it lowered a
 * three-word name's score too little ("Hamburg Nord Energie (Szczecin)" was taken at 0.81).
 */
function placeHeld(scored: Scored<ClientCandidate>[], place: readonly string[]): Scored<ClientCandidate>[] {
  if (place.length === 0) return scored;
  return scored.map((one) => {
    const names = [normalizeName(one.item.name), normalizeName(one.item.legal_name)];
    return unexplained(place, names, clientExplains(one.item), {}).length === 0
      ? one
      : { ...one, score: Math.min(one.score, PLACE_CONTRADICTED) };
  });
}

/** The most a record whose address contradicts the place said may score: a candidate to offer, never a pick. */
const PLACE_CONTRADICTED = 0.7;

/** Clients whose name holds every word of the query, by the strictest tier that finds any (see contain.ts). */
async function clientHolders(db: Db, organizationId: number, query: NormalizedName): Promise<ClientCandidate[]> {
  const held = (rows: ClientCandidate[], tier: 'words' | 'initials_or_prefix') =>
    rows.filter((row) => {
      const name = normalizeName(row.name);
      return formsAgree(query, name) && holds(query.words, name.words, tier, name.female);
    });
  if (query.words.every((word) => word.length > 1)) {
    const strict = held(await clientsHoldingWords(db, organizationId, query.key, query.words, phoneticKey, false), 'words');
    if (strict.length > 0) return strict;
  }
  if (!query.words.some((word) => word.length >= MIN_PREFIX)) return [];
  return held(await clientsHoldingWords(db, organizationId, query.key, query.words, phoneticKey, true), 'initials_or_prefix');
}

/**
 * When no name is near enough, a name holding all the query's words is the one a person would pick,
 * if it is the only one; several are asked back. An ambiguous decision stays ambiguous: the records
 * holding the words join its candidates, so the one meant is among those offered.
 */
function byWords<T extends { id: number }>(decision: Decision<T>, holders: Scored<T>[]): Decision<T> {
  const ranked = [...holders].sort(byRank).map((holder) => ({ ...holder, matchedOn: MATCHED_ON_WORDS }));
  if (decision.kind === 'match') {
    // A match on part of a name stands only when no other name holds the same words.
    return ranked.length > 1 ? { kind: 'ambiguous', candidates: ranked.slice(0, 5) } : decision;
  }
  const others = decision.kind === 'ambiguous' ? decision.candidates : decision.suggestions;
  const held = new Set(ranked.map((holder) => holder.item.id));
  // The one name holding every word wins over names sharing only some, unless one of those is itself
  // a near spelling of the whole query.
  if (ranked.length === 1 && !others.some((other) => !held.has(other.item.id) && other.score >= ACCEPT_SCORE))
    return { kind: 'match', best: ranked[0]!, runnerUp: null };
  if (ranked.length > 1 || decision.kind === 'ambiguous') {
    const joined = [
      ...ranked,
      ...(decision.kind === 'ambiguous' ? decision.candidates.filter((candidate) => !held.has(candidate.item.id)) : []),
    ];
    return { kind: 'ambiguous', candidates: joined.sort(byRank).slice(0, 5) };
  }
  return decision;
}

/** True when the query is some of the name's words, or their beginnings, and not the name itself. */
function isPartial(query: NormalizedName, name: NormalizedName): boolean {
  return query.key !== name.key && holds(query.words, name.words, 'initials_or_prefix');
}

/**
 * People holding the words said, narrowed to the sex the caller said ("paní Zedníkové", "pan Peškovi", "Frau Kočí").
 * A salutation is explained, not matched: it only sets aside people whose name tells the other sex, by a female
 * surname form or by a given name borne by one sex. A name that tells nothing (a surname without a female form, as
 * Kočí or Schmidt, beside an unlisted given name) never contradicts it, so such a person stays among those asked about.
 */
function bySex<T extends { name: string }>(found: T[], sex: 'f' | 'm' | null): T[] {
  if (sex === null) return found;
  const fits = found.filter((item) => {
    const told = sexTold(normalizeName(item.name));
    return told === null || told === sex;
  });
  return fits.length > 0 ? fits : found;
}

/** The sex a person's name tells: a female surname form is a woman's; else the given names, when they agree. */
function sexTold(name: NormalizedName): 'f' | 'm' | null {
  if (name.female.length > 0) return 'f';
  const told = new Set(name.words.map(sexOfGivenName).filter((sex) => sex !== null));
  return told.size === 1 ? [...told][0]! : null;
}

export interface EmployeeReference {
  id?: number;
  name?: string;
  email?: string;
  confirm?: boolean;
}

export function employeeReference(input: unknown): EmployeeReference | null {
  if (typeof input === 'number' && Number.isSafeInteger(input) && input > 0) return { id: input };
  if (typeof input === 'string' && input.trim() !== '') {
    const text = input.trim();
    if (EMAIL.test(text)) return { email: text };
    // Employees have no other identifier in digits: the text is the id ("00007" is 7).
    return isIdText(text) ? { id: Number(text) } : { name: text };
  }
  if (input && typeof input === 'object' && !Array.isArray(input)) return input as EmployeeReference;
  return null;
}

const EMPLOYEE_IDENTIFIERS = ['id', 'email'] as const;

export async function resolveEmployee(db: Db, organizationId: number, reference: EmployeeReference, field = 'employee'): Promise<Match> {
  const findBy = (one: object) => findEmployee(db, organizationId, one as EmployeeReference, field);
  if (reference.confirm === true)
    return confirmed(
      reference,
      field,
      () => findBy({ id: reference.id }),
      () => findBy({ name: reference.name }),
    );
  return agreeing(await findBy(reference), reference, field, EMPLOYEE_IDENTIFIERS, findBy);
}

async function findEmployee(db: Db, organizationId: number, reference: EmployeeReference, field: string): Promise<Match> {
  for (const key of EMPLOYEE_IDENTIFIERS) {
    const value = reference[key];
    if (value === undefined || value === null || value === '') continue;
    const found = await employeesByIdentifier(db, organizationId, key, key === 'id' ? Number(value) : String(value));
    if (found.length === 1) return { id: found[0]!.id, name: found[0]!.name, score: 1, matched_on: key };
    // Employees may share an address (office@…): asked back, as for clients.
    if (found.length > 1) {
      const candidates = found.map((item) => ({ item, score: 1, matchedOn: key }));
      throw problemFor({ kind: 'ambiguous', candidates }, field, 'employee', String(value));
    }
    if (key === 'id') throw new Problem(422, 'no_match', `No employee has id ${value}.`, { extensions: { field, suggestions: [] } });
  }
  const asked = reference.name?.trim();
  if (!asked) {
    refuseUnmatchedIdentifier('employee', field, reference, ['email']);
    throw new Problem(422, 'validation_error', 'Name the employee: by name, id or email.', {
      extensions: { errors: [{ field, message: 'is required' }] },
    });
  }
  const phrase = readPhrase(asked, field, 'employee');
  const query = normalizeName(phrase.core);
  const full = phraseName(asked, query);
  // Nicknames are the given name ("Honza" is Jan); a female surname is another person unless a woman is meant ("Mrs.").
  const reading: WordReading = { people: true, female: phrase.sex === 'f' };
  // Inactive employees stay for history; work is not booked on them by guesswork.
  const [aliases, named] = await Promise.all([
    aliasesNear(db, organizationId, 'employee', [full.key, query.key]),
    query.key ? employeesByName(db, organizationId, query.key) : [],
  ]);
  const candidates = mergeById(
    named,
    await employeesByIds(
      db,
      organizationId,
      aliases.map((hit) => hit.owner_id),
    ),
  ).filter((candidate: EmployeeCandidate) => candidate.active);
  const chosen = confirmedFor(aliases, [full.key, query.key], candidates);
  if (chosen) return matchOf({ item: chosen, score: 1, matchedOn: 'alias' }, phrase);
  const localPart = (item: EmployeeCandidate) => item.email.split('@')[0]!.replace(/[._-]/g, ' ');
  const byEmail = (item: EmployeeCandidate): Array<[string, string]> => [
    [MATCHED_ON_ADDRESS_NAME, localPart(item)],
    ...aliasKeys(aliases, item.id),
  ];
  const score = (items: EmployeeCandidate[]) => scoreByName(full, items, byEmail, () => isFiller, reading, query);
  let decision = decide(score(candidates));
  if (decision.kind !== 'match' && query.words.length > 0) {
    const everyone = await activeEmployees(db, organizationId, query.key);
    decision = decide(mergeScored(score(everyone), decision));
    if (decision.kind !== 'match') {
      // "Mrs. Novák" is Jana Nováková: the surname said in its male form stands for the female one.
      // A woman said ("Frau Kubík") is looked for under the female forms first: "Kubík" is also a nickname of Jakub.
      let held: ReturnType<typeof containers<EmployeeCandidate>> = null;
      for (let form = 0; !held && phrase.sex === 'f' && form < 3; form++) {
        const asWoman = query.words.map((word) => femaleForms(word)[form] ?? femaleForms(word)[0] ?? word);
        held = containers(normalizeName(asWoman.join(' ')), everyone, (item) => [normalizeName(item.name)]);
      }
      held ??= containers(query, everyone, (item) => [normalizeName(item.name), normalizeName(localPart(item))]);
      decision = byWords(decision, score(bySex(held?.found ?? [], phrase.sex)));
    }
  } else if (decision.kind === 'match' && decision.best.matchedOn === MATCHED_ON_ADDRESS_NAME && query.words.length > 0) {
    // An address's first part is weaker than a name: "Pavel" at pavel@… (Petr Svoboda) is asked back when another
    // employee is named Pavel, not settled by the address.
    const best = decision.best;
    const everyone = await activeEmployees(db, organizationId, query.key);
    const named = containers(query, everyone, (item) => [normalizeName(item.name)])?.found.filter((item) => item.id !== best.item.id) ?? [];
    if (named.length > 0) decision = { kind: 'ambiguous', candidates: [best, ...score(named).sort(byRank)].slice(0, 5) };
  }
  if (decision.kind !== 'match') throw problemFor(decision, field, 'employee', asked);
  return matchOf(decision.best, phrase);
}
