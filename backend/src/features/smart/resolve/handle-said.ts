/**
 * A client named by an e-mail address or a web domain said inside a phrase (names/handles-said.ts): the one client
 * holding the address, else the clients whose address is at the domain, kept to those that explain every other word
 * said (its name, its city). A public mail provider's domain alone names no client; words another client's name holds
 * beside the address are asked back, never read past.
 */
import type { Db } from '../../../platform/db/knex.js';
import { Problem } from '../../../platform/errors.js';
import { aboutTheHandle, handleSaid, isPublicMailDomain } from '../names/handles-said.js';
import { isFiller } from '../names/phrase.js';
import { unwrapSaid } from '../names/wrapped.js';
import { normalizeName } from '../normalize.js';
import { type ClientCandidate, clientsByEmailDomain, clientsByIdentifier } from '../store.js';
import { clientExplains, unexplained } from './explain.js';
import type { Match } from './match.js';
import { readAs } from './readings.js';
import { problemFor } from './refusals.js';

const MATCHED_ON_EMAIL = 'email';

/** The client an address or a domain inside the text names; null when the text holds none, or none that a client holds. */
export async function byHandleSaid(db: Db, organizationId: number, text: string, field: string): Promise<Match | null> {
  // A tool call's syntax is read out first (client.ts, findByName): the address is then read inside it.
  const handle = unwrapSaid(text, 'client') ? null : handleSaid(text);
  // An address sent alone is an identifier, looked up as one (client.ts, findClient).
  if (!handle || handle.plain) return null;
  const said = normalizeName(handle.rest);
  const words = said.words.filter((word) => !isFiller(word) && !aboutTheHandle(word));
  const explainsRest = (item: ClientCandidate) => {
    const names = [normalizeName(item.name), normalizeName(item.legal_name)];
    if (said.legalForm && !names.some((name) => name.legalForm === said.legalForm)) return false;
    return unexplained(words, names, clientExplains(item), {}).length === 0;
  };
  const picked = (held: ClientCandidate[], note: string): Match => {
    const fitting = held.filter(explainsRest);
    const scored = (items: ClientCandidate[], score: number) => items.map((item) => ({ item, score, matchedOn: MATCHED_ON_EMAIL }));
    if (fitting.length === 1) return readAs({ id: fitting[0]!.id, name: fitting[0]!.name, score: 1, matched_on: MATCHED_ON_EMAIL }, note);
    if (fitting.length > 1) throw problemFor({ kind: 'ambiguous', candidates: scored(fitting, 1) }, field, 'client', text);
    throw problemFor({ kind: 'no_match', suggestions: scored(held, 0.5) }, field, 'client', text);
  };
  if (handle.address) {
    const held = await clientsByIdentifier(db, organizationId, 'email', handle.address);
    if (held.length > 0) return picked(held, `read the e-mail address "${handle.address}" out of "${text}"`);
  }
  if (isPublicMailDomain(handle.domain)) {
    if (handle.address === null && words.length === 0)
      throw new Problem(
        422,
        'no_match',
        `"${handle.domain}" is a public mail provider's domain: it names no client. Send the whole address or the name.`,
        {
          extensions: { field, suggestions: [] },
        },
      );
    return null;
  }
  const held = await clientsByEmailDomain(db, organizationId, handle.domain);
  if (held.length === 0) return null;
  return picked(held, `read "${handle.domain}" as the domain of the client's e-mail address`);
}
