/**
 * An active employee by id, e-mail, or a name as people say it: nicknames for the given name, surnames declined or in
 * their female form, a salutation, the first part of an e-mail address.
 */
import type { Db } from '../../../platform/db/knex.js';
import { Problem } from '../../../platform/errors.js';
import { aliasesNear } from '../alias-store.js';
import { containers } from '../contain.js';
import { isFiller, readPhrase } from '../names/phrase.js';
import { joinSpeltLetters } from '../names/spelt.js';
import { femaleForms } from '../names/words.js';
import { unwrapSaid } from '../names/wrapped.js';
import { type NormalizedName, normalizeName } from '../normalize.js';
import { type Decision, type WordReading, byRank, decide } from '../score.js';
import { type EmployeeCandidate, activeEmployees, employeesByIdentifier, employeesByIds, employeesByName } from '../store.js';
import { resolveReference } from './agreement.js';
import { aliasKeys, confirmedFor } from './aliases-said.js';
import { byWords } from './holders.js';
import { pickedByMarks } from './marks-said.js';
import { MATCHED_ON_ADDRESS_NAME, MATCHED_ON_WORDS, type Match, matchOf } from './match.js';
import { mergeById, mergeScored, phraseName, scoreByName } from './name-scores.js';
import { checkedAgainstNamedId } from './named-id.js';
import { holdsBoth, readAs, readWithWordsAside, speltNote, unlessSpeltAmbiguous, unlessRefused, unwrappedMatch } from './readings.js';
import { type EmployeeReference, employeeReference } from './references.js';
import { problemFor, refuseLookalikeWord, refuseUnmatchedIdentifier } from './refusals.js';
import { pickedByInitial } from './given-initial.js';
import { afterSalutationOrInitial, bySex } from './salutation.js';
import { shortFormDoubt } from './short-form-alone.js';
import { correctionNote, correctionSaid } from '../names/corrections.js';

const EMPLOYEE_IDENTIFIERS = ['id', 'email'] as const;

export async function resolveEmployee(db: Db, organizationId: number, reference: EmployeeReference, field = 'employee'): Promise<Match> {
  refuseLookalikeWord(reference, field);
  // A name corrected as it is said ("X, sorry, I mean Y") is the correction (names/corrections.ts).
  const correction = reference.name !== undefined && reference.id === undefined ? correctionSaid(reference.name) : null;
  if (correction)
    return readAs(await resolveEmployee(db, organizationId, { ...reference, name: correction.meant }, field), correctionNote(correction));
  const findBy = (one: object) => findEmployee(db, organizationId, one as EmployeeReference, field);
  return resolveReference(reference, field, EMPLOYEE_IDENTIFIERS, findBy);
}

/** `otherReadings`: whether the reading tried when the text settles nothing may run (once: it is a whole lookup). */
async function findEmployee(
  db: Db,
  organizationId: number,
  reference: EmployeeReference,
  field: string,
  otherReadings = true,
): Promise<Match> {
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
  // A name inside a tool call's syntax (`{"employee":"X"}`, `log_time(employee="X")`) is read out of it first.
  const unwrapped = unwrapSaid(asked, 'employee');
  const inner = unwrapped ? employeeReference(unwrapped.text) : null;
  if (unwrapped && inner) {
    const match = await resolveEmployee(db, organizationId, inner, field);
    const byIds = (ids: number[]) => employeesByIds(db, organizationId, ids);
    return unwrappedMatch(await checkedAgainstNamedId(match, unwrapped, byIds, { field, what: 'employee', asked }), unwrapped);
  }
  // Letters spelt one by one ("J-E-D-L-I-C-K-A") are the word they spell; as said, they are tried when that finds none.
  const spelt = joinSpeltLetters(asked);
  const bySpelling = spelt
    ? await findEmployee(db, organizationId, { ...reference, name: spelt }, field, otherReadings).catch(unlessSpeltAmbiguous)
    : null;
  if (bySpelling && spelt) return readAs(bySpelling, speltNote(asked, spelt));
  // "p. Zelenka": pan or paní, or a given name's initial. Both are read; where they name two people, both are asked back.
  const afterP = otherReadings ? afterSalutationOrInitial(asked) : null;
  if (afterP) {
    const asInitial = await findEmployee(db, organizationId, reference, field, false).catch(unlessRefused);
    let several: Problem | null = null;
    const asSalutation = await findEmployee(db, organizationId, { ...reference, name: afterP }, field, false).catch((error: unknown) => {
      several = error instanceof Problem && error.code === 'ambiguous_match' ? error : null;
      return unlessRefused(error);
    });
    if (asInitial && asSalutation && asInitial.id !== asSalutation.id) {
      const candidates = [asInitial, asSalutation].map((one) => ({
        item: { id: one.id, name: one.name },
        score: one.score,
        matchedOn: one.matched_on,
      }));
      throw problemFor({ kind: 'ambiguous', candidates }, field, 'employee', asked);
    }
    // Read as a salutation, the words fit several people: the initial's pick is one of them, not the one meant.
    if (several) {
      const { status, code, message, extensions } = several as Problem;
      throw new Problem(status, code, message.replace(`"${afterP}"`, `"${asked.trim()}"`), { extensions });
    }
    if (asInitial) return asInitial;
    if (asSalutation) return readAs(asSalutation, `read "${asked.trim().slice(0, 2)}" as a salutation (pan, paní, pani)`);
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
  // "Frau Vodička" beside Zbyněk Vodička and Hedvika Vodičková is the woman: where a woman holds the female form
  // of the surname said, the man holding it as said is not whom a woman's salutation names.
  const womanMeant = async (decided: Decision<EmployeeCandidate>): Promise<Decision<EmployeeCandidate>> => {
    if (phrase.sex !== 'f' || decided.kind !== 'match' || normalizeName(decided.best.item.name).female.length > 0) return decided;
    const women = heldAsWoman(query, await activeEmployees(db, organizationId, query.key), false)?.found ?? [];
    const scored = score(women).map((one) => ({ ...one, matchedOn: MATCHED_ON_WORDS }));
    if (scored.length === 1) return { kind: 'match', best: scored[0]!, runnerUp: null };
    return scored.length > 1 ? { kind: 'ambiguous', candidates: scored.sort(byRank).slice(0, 5) } : decided;
  };
  let decision = await womanMeant(decide(score(candidates)));
  if (decision.kind !== 'match' && query.words.length > 0) {
    const everyone = await activeEmployees(db, organizationId, query.key);
    decision = await womanMeant(decide(mergeScored(score(everyone), decision)));
    if (decision.kind !== 'match') {
      // "Mrs. Novák" is Jana Nováková: the surname said in its male form stands for the female one.
      // A woman said ("Frau Kubík") is looked for under the female forms first: "Kubík" is also a nickname of Jakub.
      let held = phrase.sex === 'f' ? heldAsWoman(query, everyone) : null;
      // Said as a woman's "-cka" but held only by men ("Frau Vodicka" beside Zbyněk Vodička): the "-ová" form first.
      if (phrase.sex === 'f' && !held?.found.some((one) => normalizeName(one.name).female.length > 0))
        held = heldAsWoman(query, everyone, false) ?? held;
      held ??= containers(query, everyone, (item) => [normalizeName(item.name), normalizeName(localPart(item))]);
      const found = held?.found ?? [];
      // "M. Dupont" is Monsieur Dupont when no one holding the name has another word starting with M to be its initial.
      const initialFits = (item: EmployeeCandidate) =>
        normalizeName(item.name).words.some((word) => word.startsWith(phrase.manOrInitial!) && !query.words.includes(word));
      const sex = phrase.sex ?? (phrase.manOrInitial && !found.some(initialFits) ? 'm' : null);
      decision = byWords(decision, score(bySex(found, sex)));
    }
  } else if (decision.kind === 'match' && decision.best.matchedOn === MATCHED_ON_ADDRESS_NAME && query.words.length > 0) {
    // An address's first part is weaker than a name: "Pavel" at pavel@… (Petr Svoboda) is asked back when another
    // employee is named Pavel, not settled by the address.
    const best = decision.best;
    const everyone = await activeEmployees(db, organizationId, query.key);
    const named = containers(query, everyone, (item) => [normalizeName(item.name)])?.found.filter((item) => item.id !== best.item.id) ?? [];
    if (named.length > 0) decision = { kind: 'ambiguous', candidates: [best, ...score(named).sort(byRank)].slice(0, 5) };
  }
  // "A. Urrutia" beside Asunción and Rosario Urrutia: the initial tells them apart (given-initial.ts).
  const initial = decision.kind === 'ambiguous' ? pickedByInitial(decision.candidates, asked) : null;
  if (initial) return readAs(matchOf(initial.best, phrase), initial.note);
  // Names that differ only in a mark, told apart by how the phrase writes it (marks-said.ts).
  const marked = decision.kind === 'ambiguous' ? pickedByMarks(decision.candidates, asked) : null;
  if (marked) {
    const match = matchOf(marked.best, phrase);
    return marked.note ? readAs(match, marked.note) : match;
  }
  if (decision.kind !== 'match') {
    // The one span quoted, or the name before words about the work ("Jana Horáková for the March work").
    const read = (name: string) => findEmployee(db, organizationId, { ...reference, name }, field, false).catch(unlessRefused);
    const holding = async (picked: Match, named: string[], after: string[]) =>
      holdsBoth(
        (await activeEmployees(db, organizationId, '')).filter((one) => one.id !== picked.id),
        named,
        after,
      );
    const aside = otherReadings ? await readWithWordsAside(asked, read, holding) : null;
    if (aside) return aside;
    throw problemFor(decision, field, 'employee', asked);
  }
  if (query.words.length === 1) {
    const doubt = shortFormDoubt(query.words[0]!, decision.best.item, await activeEmployees(db, organizationId, query.key));
    if (doubt?.kind === 'others')
      throw problemFor(
        { kind: 'ambiguous', candidates: [decision.best, ...score(doubt.others).sort(byRank)].slice(0, 5) },
        field,
        'employee',
        asked,
      );
    if (doubt?.kind === 'chain') throw problemFor({ kind: 'no_match', suggestions: [decision.best] }, field, 'employee', asked);
  }
  return matchOf(decision.best, phrase);
}

/** Those holding the words said with the surname in a female form: "Mrs. Novák" is looked for as Nováková. */
function heldAsWoman(
  query: NormalizedName,
  everyone: EmployeeCandidate[],
  keepFemale = true,
): ReturnType<typeof containers<EmployeeCandidate>> {
  let held: ReturnType<typeof containers<EmployeeCandidate>> = null;
  // A word a woman holds as her surname as said ("Hrubá", however written: "pani Hruba") is hers, not a man's form
  // to be made female: read so, "hruba" went to a Hrubý through the female forms of a surname "Hruba".
  const womenHold = new Set(everyone.flatMap((one) => normalizeName(one.name).female));
  for (let form = 0; !held && form < 3; form++) {
    // A surname said in its female form already ("pani Zielińska") stays: "zielinskova" would be a case of Zieliński.
    // Not when a man holds it as said (`keepFemale` false): "Frau Vodicka" folds like a Polish woman's "-cka".
    const asWoman = query.words.map((word) =>
      keepFemale && (query.female.includes(word) || womenHold.has(word)) ? word : (femaleForms(word)[form] ?? femaleForms(word)[0] ?? word),
    );
    held = containers(normalizeName(asWoman.join(' ')), everyone, (item) => [normalizeName(item.name)]);
  }
  return held;
}
