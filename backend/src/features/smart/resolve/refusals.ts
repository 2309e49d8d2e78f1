/**
 * The 422s that ask back: `ambiguous_match` with the candidates, `no_match` with the nearest suggestions, each offered
 * best first and equals by id, with what tells them apart. Built here once for clients and employees alike.
 */
import { Problem, validationError } from '../../../platform/errors.js';
import { lookalikeBesideLatin } from '../../../platform/lib/lookalike-words.js';
import { type Decision, type Scored, byRank } from '../score.js';
import type { ClientCandidate } from '../store.js';

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

/**
 * The candidates' names as the detail lists them. Two of one name (a new user's trial: the README and a docs page each
 * made "Novák Stavby s.r.o.") read `"Novák Stavby s.r.o.", "Novák Stavby s.r.o."` and asked to "say which, by id"
 * naming no id: a repeated name carries its id, and its city when it has one.
 */
function namesTold<T extends { id: number; name: string }>(ranked: Scored<T>[]): string {
  const seen = new Map<string, number>();
  for (const { item } of ranked) seen.set(item.name.toLowerCase(), (seen.get(item.name.toLowerCase()) ?? 0) + 1);
  return ranked
    .map(({ item }) => {
      if ((seen.get(item.name.toLowerCase()) ?? 0) < 2) return `"${item.name}"`;
      const city = (item as T & Partial<ClientCandidate>).address_city;
      return `"${item.name}" (id ${item.id}${city ? `, ${city}` : ''})`;
    })
    .join(', ');
}

export function problemFor<T extends { id: number; name: string }>(
  decision: Exclude<Decision<T>, { kind: 'match' }>,
  field: string,
  what: string,
  asked: string,
): Problem {
  // Ranked here once more, whatever built the list (initials before other names, the database's order of equals).
  const list = (items: Scored<T>[]) => [...items].sort(byRank).map((scored) => candidateOf(scored));
  if (decision.kind === 'ambiguous') {
    const names = namesTold([...decision.candidates].sort(byRank));
    return new Problem(422, 'ambiguous_match', `Several ${what}s could be "${asked}": ${names}. Say which, by id or a fuller name.`, {
      extensions: { field, candidates: list(decision.candidates) },
    });
  }
  const nearest = decision.suggestions.length > 0 ? ` The nearest: ${namesTold([...decision.suggestions].sort(byRank))}.` : '';
  return new Problem(422, 'no_match', `No ${what} matches "${asked}".${nearest}`, {
    extensions: { field, suggestions: list(decision.suggestions) },
  });
}

/**
 * An identifier that found no record, with no name to go on: no_match naming it (an e-mail of another organization's
 * employee, or of no one, is not a missing field).
 */
export function refuseUnmatchedIdentifier(record: string, field: string, reference: object, keys: readonly string[]): void {
  const given = keys.flatMap((key) => {
    const value = (reference as Record<string, unknown>)[key];
    return value === undefined || value === null || value === '' ? [] : [`${key === 'email' ? 'e-mail' : key} ${String(value)}`];
  });
  if (given.length > 0)
    throw new Problem(422, 'no_match', `No ${record} has ${given.join(' or ')}.`, { extensions: { field, suggestions: [] } });
}

/**
 * A phrase with a word of Cyrillic or Greek letters that all look Latin, beside Latin words ("АВС Stavby"): to a person
 * it reads as a Latin name, to the resolver as another word. Taken by its other words it would be a match on what was
 * not read; read as its Latin lookalike, a guess. Asked back, naming the word.
 */
export function refuseLookalikeWord(reference: { name?: string }, field: string): void {
  const word = reference.name === undefined ? undefined : lookalikeBesideLatin(reference.name);
  if (word !== undefined)
    throw validationError([
      { field, message: `the word "${word}" is written in Cyrillic or Greek letters that look Latin: write it in Latin letters` },
    ]);
}
