/** A client named by the initials of its name ("KSB", "ČEZ"): taken only when one name fits and nothing else was found. */
import type { Db } from '../../../platform/db/knex.js';
import { type AcronymSaid, UNSAID_IN_ACRONYMS, initialsFit } from '../names/acronyms.js';
import { formsCompatible } from '../names/legal-forms.js';
import { normalizeName } from '../normalize.js';
import { type Decision, byRank } from '../score.js';
import { type ClientCandidate, clientsWithInitials } from '../store.js';
import { MATCHED_ON_INITIALS } from './match.js';

/**
 * An acronym read as the initials of the words of a name, in their order ("KSB": Kratochvíl Stavby Brno s.r.o.; "RBW":
 * Royal Bank of Wessex PLC), under a legal form that agrees with the one said. The one such name is taken, with a
 * warning, when nothing else was found; several, or one beside a record found otherwise ("SVZ" the initials of one
 * client and a word of another's name), are asked back; none leaves the decision as it was.
 */
export async function byInitials(
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
