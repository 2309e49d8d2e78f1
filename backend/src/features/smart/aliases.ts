/**
 * Other names of a record the resolver also answers to: a client's former
 * names (kept when it is renamed), phrases a caller confirmed by choosing the
 * record after an ambiguous_match or no_match, and aliases added by hand.
 * What may be added and what is refused; the SQL is in alias-store.ts.
 */
import type { Queryable } from '../../platform/db/knex.js';
import { Problem, notFound, validationError } from '../../platform/errors.js';
import { normalizeName } from './normalize.js';
import {
  type Alias,
  type AliasOwner,
  type AliasSource,
  aliasesOf,
  claimedAliases,
  insertAlias,
  ownerColumn,
  ownerName,
  removeAlias,
  rowToAlias,
} from './alias-store.js';

export type { Alias, AliasOwner, AliasSource } from './alias-store.js';

/** The longest alias: a client's name limit. */
export const ALIAS_MAX_LENGTH = 200;

async function ownerExists(db: Queryable, organizationId: number, owner: AliasOwner, id: number): Promise<void> {
  if ((await ownerName(db, organizationId, owner, id)) === null) throw notFound(owner === 'client' ? 'The client' : 'The employee');
}

export async function listAliases(db: Queryable, organizationId: number, owner: AliasOwner, id: number): Promise<Alias[]> {
  await ownerExists(db, organizationId, owner, id);
  return (await aliasesOf(db, organizationId, owner, id)).map(rowToAlias);
}

/**
 * Adds an alias; the same alias already on this record answers it as it is. Refused: empty or only punctuation, longer
 * than a name may be (422 naming `alias`), or confirmed for another record (409 `alias_taken` naming it).
 */
export async function addAlias(
  db: Queryable,
  organizationId: number,
  owner: AliasOwner,
  id: number,
  alias: string,
  source: AliasSource,
): Promise<{ alias: Alias; created: boolean }> {
  const text = alias.trim();
  if (text.length > ALIAS_MAX_LENGTH)
    throw validationError([{ field: 'alias', message: `is ${text.length} characters long; at most ${ALIAS_MAX_LENGTH}` }]);
  const key = normalizeName(text).key;
  if (!key) throw validationError([{ field: 'alias', message: `"${alias}" holds no letters or digits to match on` }]);
  await ownerExists(db, organizationId, owner, id);
  await answerClaimed(db, organizationId, owner, id, text, key, source);
  const inserted = await insertAlias(db, organizationId, owner, id, { text, key, source });
  if (inserted) return { alias: rowToAlias(inserted), created: true };
  // Another request claimed the key between the look and the insert: answer as if this one had come second.
  const settled = await answerClaimed(db, organizationId, owner, id, text, key, source);
  if (settled) return settled;
  throw new Problem(409, 'alias_taken', `The alias "${text}" was claimed by another request at the same moment; try again.`, {
    extensions: { field: 'alias' },
  });
}

/** The record's own claim of the key as it is, 409 `alias_taken` for another record's, or undefined when none. */
async function answerClaimed(
  db: Queryable,
  organizationId: number,
  owner: AliasOwner,
  id: number,
  text: string,
  key: string,
  source: AliasSource,
): Promise<{ alias: Alias; created: false } | undefined> {
  const column = ownerColumn(owner);
  const existing = await claimedAliases(db, organizationId, owner, key);
  const own = existing.find((row) => Number(row[column]) === id);
  if (own) return { alias: rowToAlias(own), created: false };
  if (existing.length > 0 && source !== 'former_name') {
    const otherId = Number(existing[0]![column]);
    const other = await ownerName(db, organizationId, owner, otherId);
    throw new Problem(409, 'alias_taken', `The alias "${text}" is already confirmed for ${owner} "${other ?? otherId}".`, {
      extensions: { field: 'alias', [`${owner}_id`]: otherId },
    });
  }
  return undefined;
}

export async function deleteAlias(db: Queryable, organizationId: number, owner: AliasOwner, id: number, aliasId: number): Promise<void> {
  if ((await removeAlias(db, organizationId, owner, id, aliasId)) === 0) throw notFound('The alias');
}
