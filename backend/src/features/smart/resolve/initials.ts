/** A client named by the initials of its name ("KSB", "ČEZ"): taken only when one name fits and nothing else was found. */
import type { Db } from '../../../platform/db/knex.js';
import { type AcronymSaid, UNSAID_IN_ACRONYMS, initialsFit } from '../names/acronyms.js';
import { formsCompatible } from '../names/legal-forms.js';
import { normalizeName } from '../normalize.js';
import { type Decision, type Scored, byRank } from '../score.js';
import { clientsWithInitials } from '../store-holders.js';
import type { ClientCandidate } from '../store.js';
import { clientHolders } from './holders.js';
import { MATCHED_ON_INITIALS, MATCHED_ON_WORDS } from './match.js';

/**
 * An acronym read as the initials of the words of a name, in their order ("KSB": Kratochvíl Stavby Brno s.r.o.; "RBW":
 * Royal Bank of Wessex PLC), under a legal form that agrees with the one said. The one such name is taken, with a
 * warning, when nothing else was found; several, or one beside a record found otherwise ("SVZ" the initials of one
 * client and a word of another's name), are asked back; none leaves the decision as it was.
 */
export async function byInitials(
  db: Db,
  organizationId: number,
  { letters, legalForm, spelt }: AcronymSaid,
  decision: Decision<ClientCandidate>,
): Promise<Decision<ClientCandidate>> {
  const formFits = (name: ReturnType<typeof normalizeName>) => !legalForm || !name.legalForm || formsCompatible(legalForm, name.legalForm);
  const named = (await clientsWithInitials(db, organizationId, letters, UNSAID_IN_ACRONYMS)).filter((item) => {
    const name = normalizeName(item.name);
    return initialsFit(name.words, letters) && formFits(name);
  });
  const scored = named.map((item) => ({ item, score: INITIALS_SCORE, matchedOn: MATCHED_ON_INITIALS })).sort(byRank);
  if (spelt) return lettersAsTheyAre(decision, scored, await wordHolders(db, organizationId, letters, formFits));
  if (scored.length === 1 && decision.kind === 'no_match') return { kind: 'match', best: scored[0]!, runnerUp: null };
  if (scored.length === 0) return decision;
  if (decision.kind === 'match' && scored.length === 1 && scored[0]!.item.id === decision.best.item.id) return decision;
  const others =
    decision.kind === 'ambiguous' ? decision.candidates : decision.kind === 'no_match' ? decision.suggestions : [decision.best];
  const seen = new Set(scored.map((one) => one.item.id));
  // The names the initials fit come first, so they stay among the five offered; each part ranked by id among equals.
  return { kind: 'ambiguous', candidates: [...scored, ...[...others].sort(byRank).filter((one) => !seen.has(one.item.id))].slice(0, 5) };
}

/** Clients with the letters as a word of their name, exactly ("UGS Media Ltd" for "U G S"). */
async function wordHolders(
  db: Db,
  organizationId: number,
  letters: string,
  formFits: (name: ReturnType<typeof normalizeName>) => boolean,
): Promise<ClientCandidate[]> {
  return (await clientHolders(db, organizationId, normalizeName(letters))).filter((item) => {
    const name = normalizeName(item.name);
    return name.words.includes(letters) && formFits(name);
  });
}

/**
 * Letters said as letters name the clients whose initials they are and those that have them as a word, nothing near
 * them: the one such client is taken, several are asked back, and none is a refusal that still suggests what the name
 * search found.
 */
function lettersAsTheyAre(
  decision: Decision<ClientCandidate>,
  initials: Scored<ClientCandidate>[],
  holders: ClientCandidate[],
): Decision<ClientCandidate> {
  const seen = new Set(initials.map((one) => one.item.id));
  const found = [
    ...initials,
    ...holders.filter((item) => !seen.has(item.id)).map((item) => ({ item, score: INITIALS_SCORE, matchedOn: MATCHED_ON_WORDS })),
  ].sort(byRank);
  if (found.length === 1) return { kind: 'match', best: found[0]!, runnerUp: null };
  if (found.length > 1) return { kind: 'ambiguous', candidates: found.slice(0, 5) };
  const near = decision.kind === 'ambiguous' ? decision.candidates : decision.kind === 'no_match' ? decision.suggestions : [decision.best];
  return { kind: 'no_match', suggestions: [...near].sort(byRank).slice(0, 5) };
}

/** What a name found by its initials scores: enough to act on when it is the only one, never an exact name. */
const INITIALS_SCORE = 0.85;
