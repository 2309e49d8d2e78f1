/**
 * Finds the record a loose reference means: a client or an employee by id,
 * by an identifier as people type it, or by a name with typos, missing
 * diacritics, another word order or legal form. Answers the match with its
 * score and what it matched on, or throws a 422 that asks back
 * (`ambiguous_match` with candidates, `no_match` with suggestions).
 *
 * The resolver's public face; its parts live in resolve/, one concern each:
 * references (what callers send), client and employee (the two searches),
 * name-scores (records scored on their names), explain (words that are not
 * the name), holders (records holding every word said), initials,
 * salutation, aliases-said, agreement (one record named several ways, a
 * confirmed choice), refusals (the 422s that ask back) and match (the answer).
 */
export { MATCHED_ON_ADDRESS_NAME, MATCHED_ON_WORDS, type Match } from './resolve/match.js';
export { clientReference, employeeReference, isIdText } from './resolve/references.js';
export { phraseToLearn } from './resolve/agreement.js';
export { resolveClient } from './resolve/client.js';
export { resolveEmployee } from './resolve/employee.js';
