/**
 * Names found the way a person finds them: a query whose words all occur in
 * one record's name ("Schroder" → "Schröder Logistik GmbH", "Acme" → "Acme
 * Trading Ltd", "J. Novák" → "Jan Novák") means that record when it is the
 * only one; when several hold the words, the caller is asked which.
 *
 * Two tiers, the stricter first: every query word is a word of the name, or
 * sounds like one; then initials ("j") and a word's beginning ("schrö",
 * three letters at least, two short of the word at least) count too. A looser tier is only tried when the
 * stricter one found nobody, so "Jan" finds "Jan Novák", not "Jana Dvořáková".
 */
import { phoneticKey } from './normalize.js';
/** The shortest beginning of a word that may stand for it. */
export const MIN_PREFIX = 3;
/** True when each query word pairs with a distinct word of the name under the tier's rule. */
export function holds(query, name, tier) {
    if (query.length === 0 || query.length > name.length)
        return false;
    const used = new Set();
    // Longer query words first: they are the pickier ones.
    const ordered = [...query].sort((a, b) => b.length - a.length);
    const pair = (index) => {
        if (index === ordered.length)
            return true;
        const word = ordered[index];
        for (const [position, candidate] of name.entries()) {
            if (used.has(position) || !fits(word, candidate, tier))
                continue;
            used.add(position);
            if (pair(index + 1))
                return true;
            used.delete(position);
        }
        return false;
    };
    return pair(0);
}
function fits(word, candidate, tier) {
    if (word === candidate || (word.length > 1 && phoneticKey(word) === phoneticKey(candidate)))
        return true;
    if (tier === 'words')
        return false;
    if (word.length === 1)
        return candidate.startsWith(word);
    // A word one letter short is a typo like any other ("Nova" for "Novák"), left to the scores.
    return word.length >= MIN_PREFIX && candidate.length - word.length >= 2 && candidate.startsWith(word);
}
/** A legal form the query names must be the record's, when the record has one. */
export const formsAgree = (query, name) => !query.legalForm || !name.legalForm || query.legalForm === name.legalForm;
/** The records holding the query's words, by the strictest tier that finds any. */
export function containers(query, items, namesOf) {
    for (const tier of ['words', 'initials_or_prefix']) {
        if (tier === 'words' && query.words.some((word) => word.length === 1))
            continue;
        const found = items.filter((item) => namesOf(item).some((name) => formsAgree(query, name) && holds(query.words, name.words, tier)));
        if (found.length > 0)
            return { tier, found };
    }
    return null;
}
//# sourceMappingURL=contain.js.map