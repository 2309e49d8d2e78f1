import { Problem, validationError } from '../../platform/errors.js';
import { MIN_PREFIX, containers, formsAgree, holds } from './contain.js';
import { compactId, normalizeName, phoneticKey, soundKey, soundWords } from './normalize.js';
import { ACCEPT_SCORE, decide, nameScore, soundsAlike } from './score.js';
import { activeEmployees, clientsByIdentifier, clientsByName, clientsHoldingWords, employeesByIdentifier, employeesByName, } from './store.js';
/** How a record found by the words of its name is reported: always with a warning (see service.ts). */
export const MATCHED_ON_WORDS = 'name_words';
/**
 * How an employee found by the first part of their e-mail address ("jan" of jan@…) is reported: always with a warning.
 * Reported as `email`, it claimed an address had matched, and "Jan" went to Jan Novák without a word.
 */
export const MATCHED_ON_ADDRESS_NAME = 'email_name';
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const VAT = /^[A-Z]{2}[0-9A-Z]{8,12}$/;
const REGISTRATION = /^\d{6,10}$/;
/**
 * An id written as a string ("4", "00007"): up to five digits, shorter than a registration number as written here
 * (six digits or more), though a client's own may be shorter.
 */
const ID = /^\d{1,5}$/;
export const isIdText = (text) => ID.test(text) && Number(text) > 0;
/** A reference from a string or an object: strings that look like an e-mail, VAT or registration number are tried as such. */
export function clientReference(input) {
    if (typeof input === 'number' && Number.isSafeInteger(input) && input > 0)
        return { id: input };
    if (typeof input === 'string' && input.trim() !== '') {
        const text = input.trim();
        if (EMAIL.test(text))
            return { email: text };
        if (isIdText(text))
            return { digits: text };
        if (VAT.test(compactId(text)))
            return { vat_no: text, name: text };
        if (REGISTRATION.test(compactId(text)))
            return { registration_no: text, name: text };
        return { name: text };
    }
    if (input && typeof input === 'object' && !Array.isArray(input))
        return input;
    return null;
}
function problemFor(decision, field, what, asked) {
    const list = (items) => items.map(({ item, score }) => ({ id: item.id, name: item.name, score }));
    if (decision.kind === 'ambiguous') {
        const names = decision.candidates.map(({ item }) => `"${item.name}"`).join(', ');
        return new Problem(422, 'ambiguous_match', `Several ${what}s could be "${asked}": ${names}. Say which, by id or a fuller name.`, {
            extensions: { field, candidates: list(decision.candidates) },
        });
    }
    const nearest = decision.suggestions.length > 0 ? ` The nearest: ${decision.suggestions.map(({ item }) => `"${item.name}"`).join(', ')}.` : '';
    return new Problem(422, 'no_match', `No ${what} matches "${asked}".${nearest}`, {
        extensions: { field, suggestions: list(decision.suggestions) },
    });
}
function scoreByName(asked, candidates, extraKeys = () => []) {
    const query = normalizeName(asked);
    return candidates.map((item) => {
        const name = normalizeName(item.name);
        const sound = `${soundKey(name)}|${query.legalForm ? (name.legalForm ?? '') : ''}`;
        let best = {
            item,
            score: nameScore(query, name, item.trigram),
            matchedOn: 'name',
            soundsAlike: soundsAlike(query, name),
            sound,
        };
        for (const [field, value] of extraKeys(item)) {
            if (!value)
                continue;
            const other = normalizeName(value);
            const score = nameScore(query, other, item.trigram);
            if (score > best.score)
                best = { item, score, matchedOn: field, soundsAlike: soundsAlike(query, other), sound };
        }
        return best;
    });
}
/**
 * An identifier that found no record, with no name to go on: no_match naming it (an e-mail of another organization's
 * employee, or of no one, is not a missing field).
 */
function refuseUnmatchedIdentifier(record, field, reference, keys) {
    const given = keys.flatMap((key) => {
        const value = reference[key];
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
async function agreeing(match, reference, field, identifiers, findBy) {
    const given = Object.entries(reference).filter(([, value]) => value !== undefined && value !== null && value !== '');
    const used = match.score === 1 && identifiers.includes(match.matched_on) ? match.matched_on : 'name';
    const errors = [];
    for (const [key, value] of given) {
        if (key === used || String(value) === String(reference[used]))
            continue;
        let other = null;
        let candidates = [];
        try {
            other = await findBy({ [key]: value });
        }
        catch (error) {
            if (!(error instanceof Problem))
                throw error;
            // Several that fit (ambiguous_match), or the nearest (no_match): the record found may be among them.
            const listed = (error.extensions.candidates ?? error.extensions.suggestions ?? []);
            candidates = listed.map((candidate) => candidate.id);
        }
        if (other?.id === match.id || candidates.includes(match.id))
            continue;
        const found = other ? `is ${other.name}` : candidates.length > 0 ? 'fits others better' : 'names none';
        errors.push({
            field: `${field}.${key}`,
            message: `${JSON.stringify(value)} ${found}, while ${field}.${used} is ${match.name}; send one of them, or make them agree`,
        });
    }
    if (errors.length > 0)
        throw validationError(errors, `${field} names more than one record: ${errors.map((error) => `${error.field} ${error.message}`).join('; ')}`);
    return match;
}
const CLIENT_IDENTIFIERS = ['id', 'registration_no', 'vat_no', 'email'];
export async function resolveClient(db, organizationId, reference, field = 'client') {
    if (reference.digits !== undefined)
        return byDigits(db, organizationId, reference.digits, field);
    const findBy = (one) => findClient(db, organizationId, one, field);
    return agreeing(await findBy(reference), reference, field, CLIENT_IDENTIFIERS, findBy);
}
/**
 * Digits alone ("3", "00007"): a client's id, or its registration or VAT number written in digits. When they name
 * different clients the caller is asked which: "3" was taken as client 3 while another's registration number is 3.
 */
async function byDigits(db, organizationId, digits, field) {
    const found = new Map();
    for (const key of ['id', 'registration_no', 'vat_no'])
        for (const item of await clientsByIdentifier(db, organizationId, key, key === 'id' ? Number(digits) : compactId(digits)))
            if (!found.has(item.id))
                found.set(item.id, { item, score: 1, matchedOn: key });
    const [first, ...others] = found.values();
    if (first && others.length === 0)
        return { id: first.item.id, name: first.item.name, score: 1, matched_on: first.matchedOn };
    if (first)
        throw problemFor({ kind: 'ambiguous', candidates: [first, ...others] }, field, 'client', digits);
    throw new Problem(422, 'no_match', `No client has id ${Number(digits)}, nor registration or VAT number ${digits}.`, {
        extensions: { field, suggestions: [] },
    });
}
async function findClient(db, organizationId, reference, field) {
    for (const key of CLIENT_IDENTIFIERS) {
        const value = reference[key];
        if (value === undefined || value === null || value === '')
            continue;
        const lookup = key === 'id' ? Number(value) : key === 'email' ? String(value).trim() : compactId(String(value));
        if (key === 'id' && !Number.isSafeInteger(lookup))
            continue;
        const found = await clientsByIdentifier(db, organizationId, key, lookup);
        if (found.length === 1)
            return { id: found[0].id, name: found[0].name, score: 1, matched_on: key };
        if (found.length > 1) {
            const decision = {
                kind: 'ambiguous',
                candidates: found.map((item) => ({ item, score: 1, matchedOn: key })),
            };
            throw problemFor(decision, field, 'client', String(value));
        }
        // An id names exactly one record: a wrong one is an error, not a hint to go searching.
        if (key === 'id')
            throw new Problem(422, 'no_match', `No client has id ${value}.`, { extensions: { field, suggestions: [] } });
    }
    const asked = reference.name?.trim();
    if (!asked) {
        refuseUnmatchedIdentifier('client', field, reference, ['registration_no', 'vat_no', 'email']);
        throw new Problem(422, 'validation_error', 'Name the client: by name, id, registration_no, vat_no or email.', {
            extensions: { errors: [{ field, message: 'is required' }] },
        });
    }
    const query = normalizeName(asked);
    const candidates = query.key ? await clientsByName(db, organizationId, query.key, soundKey(query), soundWords(query)) : [];
    const legal = (item) => [['legal_name', item.legal_name]];
    let decision = decide(scoreByName(asked, candidates, legal));
    // Words short of a whole name ("Schröder Logis") settle nothing while another name holds them too.
    const partial = decision.kind === 'match' && isPartial(query, normalizeName(decision.best.item.name));
    if ((decision.kind !== 'match' || partial) && query.words.length > 0)
        decision = byWords(decision, scoreByName(asked, await clientHolders(db, organizationId, query), legal));
    if (decision.kind !== 'match')
        throw problemFor(decision, field, 'client', asked);
    return { id: decision.best.item.id, name: decision.best.item.name, score: decision.best.score, matched_on: decision.best.matchedOn };
}
/** Clients whose name holds every word of the query, by the strictest tier that finds any (see contain.ts). */
async function clientHolders(db, organizationId, query) {
    const held = (rows, tier) => rows.filter((row) => {
        const name = normalizeName(row.name);
        return formsAgree(query, name) && holds(query.words, name.words, tier);
    });
    if (query.words.every((word) => word.length > 1)) {
        const strict = held(await clientsHoldingWords(db, organizationId, query.key, query.words, phoneticKey, false), 'words');
        if (strict.length > 0)
            return strict;
    }
    if (!query.words.some((word) => word.length >= MIN_PREFIX))
        return [];
    return held(await clientsHoldingWords(db, organizationId, query.key, query.words, phoneticKey, true), 'initials_or_prefix');
}
/**
 * When no name is near enough, a name holding all the query's words is the one a person would pick,
 * if it is the only one; several are asked back. An ambiguous decision stays ambiguous: the records
 * holding the words join its candidates, so the one meant is among those offered.
 */
function byWords(decision, holders) {
    const ranked = [...holders].sort((a, b) => b.score - a.score).map((holder) => ({ ...holder, matchedOn: MATCHED_ON_WORDS }));
    if (decision.kind === 'match') {
        // A match on part of a name stands only when no other name holds the same words.
        return ranked.length > 1 ? { kind: 'ambiguous', candidates: ranked.slice(0, 5) } : decision;
    }
    const others = decision.kind === 'ambiguous' ? decision.candidates : decision.suggestions;
    const held = new Set(ranked.map((holder) => holder.item.id));
    // The one name holding every word wins over names sharing only some, unless one of those is itself
    // a near spelling of the whole query.
    if (ranked.length === 1 && !others.some((other) => !held.has(other.item.id) && other.score >= ACCEPT_SCORE))
        return { kind: 'match', best: ranked[0], runnerUp: null };
    if (ranked.length > 1 || decision.kind === 'ambiguous') {
        const joined = [
            ...ranked,
            ...(decision.kind === 'ambiguous' ? decision.candidates.filter((candidate) => !held.has(candidate.item.id)) : []),
        ];
        return { kind: 'ambiguous', candidates: joined.sort((a, b) => b.score - a.score).slice(0, 5) };
    }
    return decision;
}
/** True when the query is some of the name's words, or their beginnings, and not the name itself. */
function isPartial(query, name) {
    return query.key !== name.key && holds(query.words, name.words, 'initials_or_prefix');
}
export function employeeReference(input) {
    if (typeof input === 'number' && Number.isSafeInteger(input) && input > 0)
        return { id: input };
    if (typeof input === 'string' && input.trim() !== '') {
        const text = input.trim();
        if (EMAIL.test(text))
            return { email: text };
        // Employees have no other identifier in digits: the text is the id ("00007" is 7).
        return isIdText(text) ? { id: Number(text) } : { name: text };
    }
    if (input && typeof input === 'object' && !Array.isArray(input))
        return input;
    return null;
}
const EMPLOYEE_IDENTIFIERS = ['id', 'email'];
export async function resolveEmployee(db, organizationId, reference, field = 'employee') {
    const findBy = (one) => findEmployee(db, organizationId, one, field);
    return agreeing(await findBy(reference), reference, field, EMPLOYEE_IDENTIFIERS, findBy);
}
async function findEmployee(db, organizationId, reference, field) {
    for (const key of EMPLOYEE_IDENTIFIERS) {
        const value = reference[key];
        if (value === undefined || value === null || value === '')
            continue;
        const found = await employeesByIdentifier(db, organizationId, key, key === 'id' ? Number(value) : String(value));
        if (found.length === 1)
            return { id: found[0].id, name: found[0].name, score: 1, matched_on: key };
        // Employees may share an address (office@…): asked back, as for clients.
        if (found.length > 1) {
            const candidates = found.map((item) => ({ item, score: 1, matchedOn: key }));
            throw problemFor({ kind: 'ambiguous', candidates }, field, 'employee', String(value));
        }
        if (key === 'id')
            throw new Problem(422, 'no_match', `No employee has id ${value}.`, { extensions: { field, suggestions: [] } });
    }
    const asked = reference.name?.trim();
    if (!asked) {
        refuseUnmatchedIdentifier('employee', field, reference, ['email']);
        throw new Problem(422, 'validation_error', 'Name the employee: by name, id or email.', {
            extensions: { errors: [{ field, message: 'is required' }] },
        });
    }
    const query = normalizeName(asked);
    // Inactive employees stay for history; work is not booked on them by guesswork.
    const candidates = (query.key ? await employeesByName(db, organizationId, query.key) : []).filter((candidate) => candidate.active);
    const localPart = (item) => item.email.split('@')[0].replace(/[._-]/g, ' ');
    const byEmail = (item) => [[MATCHED_ON_ADDRESS_NAME, localPart(item)]];
    let decision = decide(scoreByName(asked, candidates, byEmail));
    if (decision.kind !== 'match' && query.words.length > 0) {
        const everyone = await activeEmployees(db, organizationId, query.key);
        const held = containers(query, everyone, (item) => [normalizeName(item.name), normalizeName(localPart(item))]);
        decision = byWords(decision, scoreByName(asked, held?.found ?? [], byEmail));
    }
    else if (decision.kind === 'match' && decision.best.matchedOn === MATCHED_ON_ADDRESS_NAME && query.words.length > 0) {
        // An address's first part is weaker than a name: "Pavel" at pavel@… (Petr Svoboda) is asked back when another
        // employee is named Pavel, not settled by the address.
        const best = decision.best;
        const everyone = await activeEmployees(db, organizationId, query.key);
        const named = containers(query, everyone, (item) => [normalizeName(item.name)])?.found.filter((item) => item.id !== best.item.id) ?? [];
        if (named.length > 0)
            decision = { kind: 'ambiguous', candidates: [best, ...scoreByName(asked, named)].slice(0, 5) };
    }
    if (decision.kind !== 'match')
        throw problemFor(decision, field, 'employee', asked);
    return { id: decision.best.item.id, name: decision.best.item.name, score: decision.best.score, matched_on: decision.best.matchedOn };
}
//# sourceMappingURL=resolve.js.map