/**
 * How alike two names are, from 0 to 1, and when a best candidate is good
 * enough to act on. A wrong confident match (an invoice to the wrong
 * company) is the worst outcome, so acceptance needs both a high score and a
 * clear lead over the runner-up; anything less is a question back.
 */
import { phoneticKey, soundKey } from './normalize.js';
/** Acting on a match needs at least this score… */
export const ACCEPT_SCORE = 0.8;
/** …and this lead over the next candidate. */
export const ACCEPT_MARGIN = 0.08;
/** Candidates worth showing when asking back. */
export const SUGGEST_SCORE = 0.45;
/** Below this a record shares nothing worth naming with the query: not even a suggestion. */
export const SUGGESTION_FLOOR = 0.3;
/**
 * Edits between two words, where swapping two neighbouring letters is one edit
 * like a dropped or a wrong letter (the optimal string alignment form of the
 * Damerau-Levenshtein distance): "altas" is one edit from "atlas", as a person
 * typing fast makes it.
 */
export function editDistance(a, b) {
    if (a === b)
        return 0;
    let before = new Array(b.length + 1).fill(0);
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, before[j - 2] + 1);
            current.push(best);
        }
        [before, previous] = [previous, current];
    }
    return previous[b.length];
}
/** One word against another: equal 1, same sound 0.85, else by edit distance (short words must be near-equal). */
export function wordSimilarity(a, b) {
    if (a === b)
        return 1;
    if (phoneticKey(a) === phoneticKey(b))
        return 0.85;
    const longest = Math.max(a.length, b.length);
    const edits = editDistance(a, b);
    if (longest <= 3 || edits > Math.max(1, Math.floor(longest / 3)))
        return 0;
    return 1 - edits / longest - 0.05;
}
/** Words matched one to one, best first; words left over on either side lower the score. */
export function tokenScore(query, candidate) {
    if (query.length === 0 || candidate.length === 0)
        return 0;
    const pairs = [];
    query.forEach((q, i) => candidate.forEach((c, j) => pairs.push([wordSimilarity(q, c), i, j])));
    pairs.sort((a, b) => b[0] - a[0]);
    const usedQuery = new Set();
    const usedCandidate = new Set();
    let total = 0;
    for (const [similarity, i, j] of pairs) {
        if (similarity === 0 || usedQuery.has(i) || usedCandidate.has(j))
            continue;
        usedQuery.add(i);
        usedCandidate.add(j);
        total += similarity;
    }
    return total / Math.max(query.length, candidate.length);
}
/**
 * The score of a candidate name for a query name: mostly the word-level
 * score, steadied by Postgres' trigram similarity; the legal form, when the
 * query names one, tells apart "Novák Stavby s.r.o." from "Novák Stavby a.s.".
 */
export function nameScore(query, candidate, trigram) {
    // The same words (in any order, any case, with or without diacritics) are the name itself; anything
    // less stays below it, so an exact name is never tied by a look-alike.
    const exact = query.key === candidate.key;
    let score = exact ? 1 : 0.75 * tokenScore(query.words, candidate.words) + 0.25 * Math.min(1, trigram);
    if (!exact)
        score = Math.max(score, spacingScore(query.words, candidate.words));
    // A legal form the caller named must agree: "s.r.o." never means the "a.s." of the same name.
    if (query.legalForm && candidate.legalForm)
        score += query.legalForm === candidate.legalForm ? 0.03 : -0.25;
    // The ceiling comes last, so an exact name always leads any other spelling by more than ACCEPT_MARGIN.
    score = Math.min(exact ? 1 : NEAR_MISS_CEILING, score);
    return Math.max(0, Math.round(score * 1000) / 1000);
}
/** The highest score a name that is not the same words can reach. */
const NEAR_MISS_CEILING = 0.9;
/**
 * The names compared without their spaces, in their order: "Merku rMedia" and
 * "MerkurMedia" are "Merkur Media" with a space moved or lost. The same letters
 * score like a one-letter typo; one edit more, like two.
 */
function spacingScore(query, candidate) {
    const [a, b] = [query.join(''), candidate.join('')];
    if (a.length < 6 || b.length < 6)
        return 0;
    const edits = editDistance(a, b);
    if (edits === 0)
        return 0.88;
    if (edits === 1 && Math.min(a.length, b.length) >= 8)
        return 0.82;
    return 0;
}
/**
 * How much of a short query a longer text contains ("invoice reminders" in
 * "Send invoice reminders to clients"): the query's words found, fuzzily,
 * with a small nod to how much of the text they cover.
 */
export function containmentScore(query, text) {
    if (query.length === 0 || text.length === 0)
        return 0;
    const found = query.map((word) => Math.max(...text.map((other) => wordSimilarity(word, other))));
    const covered = found.reduce((sum, value) => sum + value, 0);
    return Math.round((0.85 * (covered / query.length) + 0.15 * Math.min(1, covered / text.length)) * 1000) / 1000;
}
/**
 * True when the two names' words sound the same, word for word, and no legal
 * form the query named tells them apart.
 */
export function soundsAlike(query, candidate) {
    const formsAgree = !query.legalForm || !candidate.legalForm || query.legalForm === candidate.legalForm;
    return query.words.length > 0 && formsAgree && soundKey(query) === soundKey(candidate);
}
export function decide(scored) {
    const ranked = [...scored].sort((a, b) => b.score - a.score);
    const [best, runnerUp] = ranked;
    if (!best)
        return { kind: 'no_match', suggestions: [] };
    const lead = best.score - (runnerUp?.score ?? 0);
    // A sound-alike that is itself a strong candidate makes even an exact spelling a guess: the
    // caller may have heard "Meier" where the client is "Meyer".
    // So does a strong candidate that sounds like the best one: a typo of "Meyer Medien" could be "Meier Medien".
    const soundTwin = ranked
        .slice(1)
        .some((other) => (other.soundsAlike || (other.sound !== undefined && other.sound === best.sound)) && other.score >= SUGGEST_SCORE);
    if (best.score >= ACCEPT_SCORE && lead >= ACCEPT_MARGIN && !soundTwin)
        return { kind: 'match', best, runnerUp: runnerUp ?? null };
    // Several plausible records, or a strong one without a clear lead: ask which.
    const close = ranked.filter((candidate) => candidate.score >= SUGGEST_SCORE);
    if (close.length > 1 || best.score >= ACCEPT_SCORE)
        return { kind: 'ambiguous', candidates: close.slice(0, 5) };
    return { kind: 'no_match', suggestions: ranked.filter((candidate) => candidate.score >= SUGGESTION_FLOOR).slice(0, 3) };
}
//# sourceMappingURL=score.js.map