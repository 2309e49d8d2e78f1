/**
 * A client by id, by an identifier as people type it (registration or VAT number, e-mail, digits alone), or by a name
 * with typos, missing diacritics, another word order or legal form, words around it, or its initials.
 */
import type { Db } from '../../../platform/db/knex.js';
import { Problem } from '../../../platform/errors.js';
import { aliasesHoldingWords, aliasesNear } from '../alias-store.js';
import { holds } from '../contain.js';
import { acronymSaid } from '../names/acronyms.js';
import { type Phrase, readPhrase } from '../names/phrase.js';
import { type Correction, correctionNote, correctionSaid } from '../names/corrections.js';
import { labelledNumber, nameWithNumber } from '../names/identifiers-said.js';
import { isFiller } from '../names/phrase.js';
import { joinSpeltLetters } from '../names/spelt.js';
import { unwrapSaid } from '../names/wrapped.js';
import { compactId, normalizeName, phoneticKey, soundKey, soundWords } from '../normalize.js';
import { type Decision, type Scored, decide } from '../score.js';
import { clientsHoldingSounds, clientsNamedExactly, clientsNearName } from '../store-names.js';
import { anotherClientHolding } from '../store-holders.js';
import { isDeclined } from '../names/words.js';
import { type ClientCandidate, clientsByIdentifier, clientsByIds, clientsByNumberDigits, clientsNamedByKey } from '../store.js';
import { resolveReference } from './agreement.js';
import { aliasKeys, confirmedFor } from './aliases-said.js';
import { clientExplains, placeHeld, placeUnexplained, unexplained } from './explain.js';
import { byWords, clientHolders, isPartial } from './holders.js';
import { currentOverAlias, currentOverFormer, warnOutranked } from './current-over-former.js';
import { byInitials } from './initials.js';
import { askedBackWhenHeardAlike, heardSounds } from './heard-alike.js';
import { numbersInDigits } from './numbers-said.js';
import { pickedByMarks } from './marks-said.js';
import { pickedByStreet } from './street-said.js';
import { MATCHED_ON_INITIALS, MATCHED_ON_WORDS, type Match, matchOf } from './match.js';
import { keysAround, mergeById, phraseName, scoreByName } from './name-scores.js';
import { checkedAgainstNamedId } from './named-id.js';
import { byHandleSaid } from './handle-said.js';
import { besideRead, readAs, readWithWordsAside, speltNote, unlessSpeltAmbiguous, unlessRefused, unwrappedMatch } from './readings.js';
import { type ClientReference, clientReference } from './references.js';
import { problemFor, refuseLookalikeWord, refuseUnmatchedIdentifier } from './refusals.js';

const CLIENT_IDENTIFIERS = ['id', 'registration_no', 'vat_no', 'email'] as const;

export async function resolveClient(db: Db, organizationId: number, reference: ClientReference, field = 'client'): Promise<Match> {
  if (reference.digits !== undefined) return byDigits(db, organizationId, reference.digits, field);
  refuseLookalikeWord(reference, field);
  const correction = reference.name !== undefined && reference.id === undefined ? correctionSaid(reference.name) : null;
  if (correction) return byCorrection(db, organizationId, reference, reference.name!, correction, field);
  // An address or a domain inside the phrase, or an address sent with `mailto:` or a closing dot (handle-said.ts).
  const handleText = reference.id === undefined ? (reference.name ?? reference.email) : undefined;
  const byHandle = handleText !== undefined ? await byHandleSaid(db, organizationId, handleText, field) : null;
  if (byHandle) return byHandle;
  const byNumber =
    reference.name !== undefined && reference.id === undefined ? await byNumberSaid(db, organizationId, reference.name, field) : null;
  if (byNumber) return byNumber;
  const findBy = (one: object) => findClient(db, organizationId, one as ClientReference, field);
  const readPhrase = (phrase: string | undefined) => {
    const read = phrase === undefined ? null : clientReference(phrase);
    return read && read.digits === undefined ? resolveClient(db, organizationId, read, field) : findBy({ name: phrase });
  };
  const match = await resolveReference(reference, field, CLIENT_IDENTIFIERS, findBy, readPhrase);
  return reference.name !== undefined && reference.id === undefined
    ? unlessNumberHeldElsewhere(db, organizationId, reference.name, match, field)
    : match;
}

/** A run of digits as long as a registration or VAT number's, separators inside it allowed (`445 56 677`). */
const NUMBER_RUN = /\d(?:[ ./-]?\d){5,14}/g;

/**
 * A phrase holding another client's registration or VAT number (`Vondra 44556677`) names that client too, whatever
 * its words found: a client named with the number (`Vondra … 44556677 …`) would take the phrase by its words, the
 * client holding the number losing without a word. Asked back; an identifier match is the number's own reading.
 */
async function unlessNumberHeldElsewhere(db: Db, organizationId: number, said: string, match: Match, field: string): Promise<Match> {
  if ((CLIENT_IDENTIFIERS as readonly string[]).includes(match.matched_on)) return match;
  const runs = [...said.matchAll(NUMBER_RUN)].map((run) => run[0].replace(/\D/g, '')).filter((digits) => digits.length >= 6);
  for (const digits of new Set(runs)) {
    const holders = (await clientsByNumberDigits(db, organizationId, digits)).filter((holder) => holder.id !== match.id);
    if (holders.length === 0) continue;
    const [picked] = await clientsByIds(db, organizationId, [match.id]);
    const candidates = [
      { item: picked!, score: match.score, matchedOn: match.matched_on },
      ...holders.map((item) => ({ item, score: 1, matchedOn: item.held_in })),
    ];
    throw problemFor({ kind: 'ambiguous', candidates }, field, 'client', said);
  }
  return match;
}

/**
 * A name corrected as it is said ("X, sorry, I mean Y") is the correction, unless the whole phrase is another client's
 * name as it stands: a client may be named so ("Novák, pardon, Dvořák"), and which was meant is asked back. When the
 * correction names no one, the client named by the whole phrase is the one.
 */
async function byCorrection(
  db: Db,
  organizationId: number,
  reference: ClientReference,
  said: string,
  correction: Correction,
  field: string,
): Promise<Match> {
  const namedSo = await clientsNamedByKey(db, organizationId, normalizeName(said).key, []);
  let meant: Match;
  try {
    meant = await resolveClient(db, organizationId, { ...reference, name: correction.meant }, field);
  } catch (error) {
    const [one, ...others] = namedSo;
    if (one && others.length === 0 && error instanceof Problem && error.code === 'no_match')
      return { id: one.id, name: one.name, score: 1, matched_on: 'name' };
    throw error;
  }
  const besides = namedSo.filter((item) => item.id !== meant.id);
  if (besides.length > 0) {
    const [corrected] = await clientsByIds(db, organizationId, [meant.id]);
    const candidates = [
      ...besides.map((item) => ({ item, score: 1, matchedOn: 'name' })),
      { item: corrected!, score: meant.score, matchedOn: meant.matched_on },
    ];
    throw problemFor({ kind: 'ambiguous', candidates }, field, 'client', said);
  }
  return readAs(meant, correctionNote(correction));
}

/**
 * Identifiers read out of a phrase (an e-mail, digits, a VAT number typed as the whole client) that are also another
 * client's whole name: the phrase names two records, and the caller is asked which. An identifier sent as one
 * (`{"email": ...}`) says what it is and is not asked.
 */
async function unlessNamedOtherwise(
  db: Db,
  organizationId: number,
  said: string,
  found: Scored<ClientCandidate>,
  field: string,
): Promise<Match> {
  const named = await clientsNamedByKey(db, organizationId, normalizeName(said).key, [found.item.id]);
  if (named.length > 0)
    throw problemFor(
      { kind: 'ambiguous', candidates: [found, ...named.map((item) => ({ item, score: 1, matchedOn: 'name' }))] },
      field,
      'client',
      said,
    );
  return { id: found.item.id, name: found.item.name, score: 1, matched_on: found.matchedOn };
}

/**
 * Digits alone ("3", "00007"): a client's id, or its registration or VAT number written in digits, or a client named
 * so. When they name different clients the caller is asked which: "3" was taken as client 3 while another's
 * registration number is 3.
 */
async function byDigits(db: Db, organizationId: number, digits: string, field: string): Promise<Match> {
  const found = new Map<number, Scored<ClientCandidate>>();
  for (const key of ['id', 'registration_no', 'vat_no'] as const)
    for (const item of await clientsByIdentifier(db, organizationId, key, key === 'id' ? Number(digits) : compactId(digits)))
      if (!found.has(item.id)) found.set(item.id, { item, score: 1, matchedOn: key });
  if (found.size > 0)
    for (const item of await clientsNamedByKey(db, organizationId, normalizeName(digits).key, [...found.keys()]))
      found.set(item.id, { item, score: 1, matchedOn: 'name' });
  const [first, ...others] = found.values();
  if (first && others.length === 0) return { id: first.item.id, name: first.item.name, score: 1, matched_on: first.matchedOn };
  if (first) throw problemFor({ kind: 'ambiguous', candidates: [first, ...others] }, field, 'client', digits);
  throw new Problem(422, 'no_match', `No client has id ${Number(digits)}, nor registration or VAT number ${digits}.`, {
    extensions: { field, suggestions: [] },
  });
}

/**
 * A registration or VAT number said with its label, alone or after the name (`IČO 274 58 331`, `Novák Stavby, DIČ
 * CZ27458331`; names/identifiers-said.ts), read by its digits: the one client holding them is the record, when the name
 * said before the number (if any) is that client's. A number no client holds, or several, leaves the text to the
 * name's reading, as before; a name that is another client's beside the number is asked back.
 */
async function byNumberSaid(db: Db, organizationId: number, text: string, field: string): Promise<Match | null> {
  const alone = labelledNumber(text);
  const withName = alone === null ? nameWithNumber(text) : null;
  const digits = alone ?? withName?.digits;
  if (!digits) return null;
  const found = await clientsByNumberDigits(db, organizationId, digits);
  if (found.length !== 1) return null;
  const one = found[0]!;
  if (withName && !namedAs(withName.name, one))
    throw problemFor({ kind: 'no_match', suggestions: [{ item: one, score: 0.5, matchedOn: one.held_in }] }, field, 'client', text);
  return { id: one.id, name: one.name, score: 1, matched_on: one.held_in };
}

/** Every word of the name said (its fillers aside) is a word of the client's name, and a legal form said is its own. */
function namedAs(said: string, client: ClientCandidate): boolean {
  const asked = normalizeName(said);
  const own = [normalizeName(client.name), normalizeName(client.legal_name)];
  if (asked.legalForm && !own.some((name) => name.legalForm === asked.legalForm)) return false;
  const words = asked.words.filter((word) => !isFiller(word));
  return words.length > 0 && words.every((word) => own.some((name) => name.words.includes(word)));
}

async function findClient(db: Db, organizationId: number, reference: ClientReference, field: string): Promise<Match> {
  // One string read two ways ("CZ27082440"; "novak a syn sro", whose letters run together could be a VAT number): its
  // name is looked up beside the identifier, not after it, and taken only when the identifier finds no record. In
  // series, every such name waited a round trip for a VAT lookup that almost never finds one.
  const readTwice = reference.name !== undefined && (reference.name === reference.vat_no || reference.name === reference.registration_no);
  const byName = readTwice ? findByName(db, organizationId, reference, field) : null;
  byName?.catch(() => {}); // awaited below, or left when an identifier names the record
  for (const key of CLIENT_IDENTIFIERS) {
    const value = reference[key];
    if (value === undefined || value === null || value === '') continue;
    const lookup = key === 'id' ? Number(value) : key === 'email' ? String(value).trim() : compactId(String(value));
    if (key === 'id' && !Number.isSafeInteger(lookup)) continue;
    const found = await clientsByIdentifier(db, organizationId, key, lookup);
    const said = key === 'email' ? reference.said : readTwice ? reference.name : undefined;
    if (found.length === 1 && said !== undefined)
      return unlessNamedOtherwise(db, organizationId, said, { item: found[0]!, score: 1, matchedOn: key }, field);
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
  return byName ?? findByName(db, organizationId, reference, field);
}

/** `otherReadings`: whether the readings tried when the text settles nothing may run (once: each is a whole lookup). */
async function findByName(db: Db, organizationId: number, reference: ClientReference, field: string, otherReadings = true): Promise<Match> {
  const asked = reference.name?.trim();
  if (!asked) {
    refuseUnmatchedIdentifier('client', field, reference, ['registration_no', 'vat_no', 'email']);
    throw new Problem(422, 'validation_error', 'Name the client: by name, id, registration_no, vat_no or email.', {
      extensions: { errors: [{ field, message: 'is required' }] },
    });
  }
  // A name inside a tool call's syntax (`{"customer":"X"}`, `create_invoice(client="X")`) is read out of it first:
  // the syntax's words are no name's, and what it holds may be an e-mail or a VAT number.
  const unwrapped = unwrapSaid(asked, 'client');
  const read = unwrapped ? besideRead(unwrapped) : null;
  if (unwrapped && read === null)
    throw new Problem(
      422,
      'no_match',
      `"${unwrapped.text}" and the legal form "${unwrapped.beside?.form}" said beside it disagree: say which.`,
      {
        extensions: { field, suggestions: [] },
      },
    );
  const inner = read ? clientReference(read) : null;
  if (unwrapped && inner) {
    const match = await resolveClient(db, organizationId, inner, field);
    const byIds = (ids: number[]) => clientsByIds(db, organizationId, ids);
    return unwrappedMatch(await checkedAgainstNamedId(match, unwrapped, byIds, { field, what: 'client', asked }), unwrapped);
  }
  // Letters spelt one by one ("K O W A L C Z Y K") are the word they spell; as said, they are tried when that finds none.
  const spelt = joinSpeltLetters(asked);
  const bySpelling = spelt
    ? await findByName(db, organizationId, { ...reference, name: spelt }, field, otherReadings).catch(unlessSpeltAmbiguous)
    : null;
  if (bySpelling && spelt) return readAs(bySpelling, speltNote(asked, spelt));
  // Initials may come with a place in brackets ("KSB (Brno)"): the place then narrows the clients they fit.
  const acronym = acronymSaid(asked.replace(/[([{][^)\]}]*[)\]}]/g, ' '));
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
  // A client really named with a word taken for a filler ("Firma Nova", "From Scratch") is found by its whole name.
  // So is one named with words set aside around its core ("de" of "de Villiers"): see heldAround (name-scores.ts).
  const whole =
    phrase.trimmed && full.key !== query.key ? { key: full.key, sound: soundKey(full), around: keysAround(query.words, full.words) } : null;
  // The exact lookups and the aliases need nothing of each other, sent at once: a request waits for the slower.
  const [exact, aliases] = await Promise.all([
    clientsNamedExactly(db, organizationId, query.key, soundKey(query), whole, soundWords(query)),
    // Former names and learned aliases near what was said bring their records in, scored on those names too.
    aliasesNear(db, organizationId, 'client', [full.key, query.key]),
  ]);
  const aliased = clientsByIds(
    db,
    organizationId,
    aliases.map((hit) => hit.owner_id),
  );
  const legal = (item: ClientCandidate): Array<[string, string]> => [['legal_name', item.legal_name], ...aliasKeys(aliases, item.id)];
  const namesOf = (item: ClientCandidate) => aliasKeys(aliases, item.id).map(([, name]) => name);
  const score = (items: ClientCandidate[]) => placeHeld(scoreByName(full, items, legal, clientExplains, {}, query), phrase.place, namesOf);
  const byAlias = await aliased;
  let candidates = mergeById(mergeById(exact.whole, exact.named), byAlias);
  let decision: Decision<ClientCandidate> | null = null;
  const exactCore = exact.named.some((row) => row.match_key === query.key || row.legal_key === query.key);
  if (query.key && !exactCore) {
    // The whole phrase being a client's name settles it before any fuzzy work: any other spelling scores below it by
    // more than the margin (see score.ts), so only what could tie with it (its sound-alikes, a legal name or alias
    // that is the phrase) is scored beside it; when those leave it short of a pick, the fuzzy lookups run as before.
    const tried = exact.whole.length > 0 ? decide(score(mergeById(candidates, exact.likeWhole))) : null;
    if (tried?.kind === 'match' && tried.best.score === 1 && exact.whole.some((row) => row.id === tried.best.item.id)) {
      candidates = mergeById(candidates, exact.likeWhole);
      decision = tried;
    } else {
      const near = await clientsNearName(db, organizationId, query.key, soundWords(query), exact.named, exact.sharingRarest);
      candidates = mergeById(mergeById(exact.whole, near), byAlias);
    }
  }
  const chosen = confirmedFor(aliases, [full.key, query.key], candidates);
  // Another client's current name said as it is outranks the alias (current-over-former.ts).
  const holder = chosen && currentOverAlias(chosen, candidates, query);
  if (holder)
    return warnOutranked(matchOf({ item: holder, score: 1, matchedOn: 'name' }, phrase), [{ item: chosen!, score: 1, matchedOn: 'alias' }]);
  if (chosen) return matchOf({ item: chosen, score: 1, matchedOn: 'alias' }, phrase);
  // A former name another client now holds whole: the current holder is meant (current-over-former.ts).
  const overFormer = currentOverFormer(decision ?? decide(score(candidates)));
  decision = overFormer.decision;
  // Words short of a whole name ("Schröder Logis") settle nothing while another name holds them too.
  // A name said whole with a particle taken for a filler ("van Gilse Rietdekkers B.V.": "van") is no part of it.
  const partial =
    decision.kind === 'match' &&
    isPartial(query, normalizeName(decision.best.item.name)) &&
    isPartial(full, normalizeName(decision.best.item.name));
  if ((decision.kind !== 'match' || partial) && query.words.length > 0) {
    // Both read at once: neither needs the other's answer.
    const [holding, aliasesHolding] = await Promise.all([
      clientHolders(db, organizationId, query),
      aliasesHoldingWords(db, organizationId, 'client', query.key),
    ]);
    // A record holding the name's words must also explain every other word said ("from Hamburg": its city).
    // The place said is held to the stricter reading of a place (placeUnexplained): no near spelling of a name's word.
    const placeWords = new Set(phrase.place);
    // A place decides among the records that hold the name's words as said, when any does: it never moves a name
    // spelt exactly onto a record that only sounds like it ("Lohmeyer … (Ostbevern)" is not the Lohmeier there).
    const named = full.words.filter((word) => !placeWords.has(word));
    const asSaid = (item: ClientCandidate) =>
      named.every((word) =>
        [normalizeName(item.name), normalizeName(item.legal_name)].some((name) =>
          name.words.some((own) => own === word || isDeclined(word, own)),
        ),
      );
    const heldAsSaid = placeWords.size > 0 && holding.some(asSaid);
    const holders = holding.filter((item) => {
      if (heldAsSaid && !asSaid(item)) return false;
      const names = [normalizeName(item.name), normalizeName(item.legal_name)];
      if (placeWords.size === 0) return unexplained(full.words, names, clientExplains(item), {}).length === 0;
      return (
        unexplained(named, names, clientExplains(item), {}).length === 0 &&
        placeUnexplained(phrase.place, names, clientExplains(item)).length === 0
      );
    });
    // A former name or an alias holding the words brings its record in too: "Omega" is also the renamed client.
    const byAliasWords = aliasesHolding.filter(
      (hit) => !holders.some((item) => item.id === hit.owner_id) && holds(query.words, normalizeName(hit.alias).words, 'words'),
    );
    const aliasHolders =
      byAliasWords.length > 0 ? await clientsByIds(db, organizationId, [...new Set(byAliasWords.map((hit) => hit.owner_id))]) : [];
    decision = byWords(decision, score([...holders, ...aliasHolders]));
  }
  // Letters in capitals may be the initials of a name ("ČEZ", "C.E.Z."), unless they are exactly a client's name.
  if (acronym && !(decision.kind === 'match' && decision.best.score === 1 && decision.best.matchedOn === 'name'))
    decision = placed(await byInitials(db, organizationId, acronym, decision), phrase.place);
  // A pick not spelt exactly is asked back when the phrase sounds as much like a record written with "h" for "ch".
  if (decision.kind === 'match' && decision.best.score < 1) {
    const sounds = [...new Set(query.words.flatMap(heardSounds))];
    const heard = sounds.length > 0 ? score(await clientsHoldingSounds(db, organizationId, query.key, sounds)) : [];
    decision = askedBackWhenHeardAlike(decision, query.words, heard);
  }
  // Names that differ only in a mark, told apart by how the phrase writes it (marks-said.ts).
  const marked = decision.kind === 'ambiguous' ? pickedByMarks(decision.candidates, asked) : null;
  if (marked) {
    const match = matchOf(marked.best, phrase);
    return marked.note ? readAs(match, marked.note) : match;
  }
  // A street and house number said beside the name, told apart by the records' stored streets (street-said.ts).
  const offered = decision.kind === 'ambiguous' ? decision.candidates : decision.kind === 'no_match' ? decision.suggestions : [];
  const byStreet = pickedByStreet(offered, full.words);
  if (byStreet) return readAs(matchOf(byStreet.best, phrase), byStreet.note);
  if (decision.kind !== 'match') {
    const read = otherReadings ? await readOtherwise(db, organizationId, reference, field) : null;
    if (read) return read;
    throw problemFor(decision, field, 'client', asked);
  }
  return warnOutranked(matchOf(decision.best, phrase), overFormer.outranked);
}

/** What the text settles read another way, when it settles nothing as said; null when no other reading finds one. */
async function readOtherwise(db: Db, organizationId: number, reference: ClientReference, field: string): Promise<Match | null> {
  const asked = reference.name!;
  const retry = (name: string) => findByName(db, organizationId, { ...reference, name }, field, false).catch(unlessRefused);
  // A number said in words ("Quayside Studio eighty") is tried in digits, as names are written, and said back.
  const inDigits = numbersInDigits(asked);
  const found = inDigits ? await retry(inDigits.text) : null;
  if (found && inDigits) return readAs(found, `read ${inDigits.read.map(({ said, value }) => `"${said}" as ${value}`).join(', ')}`);
  // The one span the phrase quotes, or the name before words about the work ("… Ltd for the March work").
  return readWithWordsAside(asked, retry, (picked, named, after) =>
    anotherClientHolding(db, organizationId, picked.id, named, after, phoneticKey),
  );
}

/**
 * Records found by initials, kept to those the place said explains: the one there is taken, several are asked back,
 * none is a refusal that still names them. Unchecked, "KSB (Ostrava)" would take the one KSB client, in Brno.
 */
function placed(decision: Decision<ClientCandidate>, place: readonly string[]): Decision<ClientCandidate> {
  if (place.length === 0 || decision.kind === 'no_match') return decision;
  // Only what the letters named is narrowed: a name merely near them is no pick, wherever it is.
  const found = (decision.kind === 'match' ? [decision.best] : decision.candidates).filter(
    (one) => one.matchedOn === MATCHED_ON_INITIALS || one.matchedOn === MATCHED_ON_WORDS,
  );
  if (found.length === 0) return decision;
  const there = found.filter(
    ({ item }) => placeUnexplained(place, [normalizeName(item.name), normalizeName(item.legal_name)], clientExplains(item)).length === 0,
  );
  if (there.length === 1) return { kind: 'match', best: there[0]!, runnerUp: null };
  if (there.length > 1) return { kind: 'ambiguous', candidates: there };
  return { kind: 'no_match', suggestions: found };
}
