/**
 * Other names of a record the resolver also answers to: a client's former
 * names (kept when it is renamed), phrases a caller confirmed by choosing the
 * record after an ambiguous_match or no_match, and aliases added by hand.
 * Store and service in one: a few queries, scoped to the organization.
 */
import type { Queryable } from '../../platform/db/knex.js';
import { Problem, notFound, validationError } from '../../platform/errors.js';
import { normalizeName } from './normalize.js';

export type AliasOwner = 'client' | 'employee';
export type AliasSource = 'former_name' | 'confirmed' | 'manual';

/** The longest alias: a client's name limit. */
export const ALIAS_MAX_LENGTH = 200;

interface AliasRow {
  id: number | string;
  client_id: number | string | null;
  employee_id: number | string | null;
  alias: string;
  alias_key: string;
  source: AliasSource;
  created_at: Date;
}

export interface Alias {
  id: number;
  alias: string;
  source: AliasSource;
  created_at: string;
}

const toAlias = (row: AliasRow): Alias => ({
  id: Number(row.id),
  alias: row.alias,
  source: row.source,
  created_at: row.created_at.toISOString(),
});

const ownerColumn = (owner: AliasOwner) => (owner === 'client' ? 'client_id' : 'employee_id');
const ownerTable = (owner: AliasOwner) => (owner === 'client' ? 'clients' : 'employees');

async function ownerExists(db: Queryable, organizationId: number, owner: AliasOwner, id: number): Promise<void> {
  const row = await db(ownerTable(owner)).where({ organization_id: organizationId, id }).first('id');
  if (!row) throw notFound(owner === 'client' ? 'The client' : 'The employee');
}

export async function listAliases(db: Queryable, organizationId: number, owner: AliasOwner, id: number): Promise<Alias[]> {
  await ownerExists(db, organizationId, owner, id);
  const rows: AliasRow[] = await db('name_aliases')
    .where({ organization_id: organizationId, [ownerColumn(owner)]: id })
    .orderBy('id')
    .select('*');
  return rows.map(toAlias);
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
  const column = ownerColumn(owner);
  const existing: AliasRow[] = await db('name_aliases')
    .where({ organization_id: organizationId, alias_key: key })
    .whereNotNull(column)
    .whereNot({ source: 'former_name' })
    .select('*');
  const own = existing.find((row) => Number(row[column]) === id);
  if (own) return { alias: toAlias(own), created: false };
  if (existing.length > 0 && source !== 'former_name') {
    const other = await db(ownerTable(owner)).where({ id: existing[0]![column] }).first('name');
    throw new Problem(
      409,
      'alias_taken',
      `The alias "${text}" is already confirmed for ${owner} "${other?.name ?? existing[0]![column]}".`,
      {
        extensions: { field: 'alias', [`${owner}_id`]: Number(existing[0]![column]) },
      },
    );
  }
  const [row] = (await db('name_aliases')
    .insert({ organization_id: organizationId, [column]: id, alias: text, alias_key: key, source })
    .returning('*')) as AliasRow[];
  return { alias: toAlias(row!), created: true };
}

export async function deleteAlias(db: Queryable, organizationId: number, owner: AliasOwner, id: number, aliasId: number): Promise<void> {
  const deleted = await db('name_aliases')
    .where({ organization_id: organizationId, [ownerColumn(owner)]: id, id: aliasId })
    .delete();
  if (deleted === 0) throw notFound('The alias');
}

/** How near an alias said with a typo must be (pg_trgm similarity of the match keys). */
const NEAR_ALIAS = 0.5;

export interface AliasHit {
  owner_id: number;
  alias: string;
  source: AliasSource;
}

/** Aliases of the organization's records of one kind equal or near to the keys asked (the phrase, its core). */
export async function aliasesNear(db: Queryable, organizationId: number, owner: AliasOwner, keys: readonly string[]): Promise<AliasHit[]> {
  const wanted = [...new Set(keys.filter(Boolean))];
  if (wanted.length === 0) return [];
  const column = ownerColumn(owner);
  const result = await db.raw<{ rows: Array<{ owner_id: string; alias: string; source: AliasSource }> }>(
    `SELECT ${column} AS owner_id, alias, source FROM name_aliases
      WHERE organization_id = :org::bigint AND ${column} IS NOT NULL
        AND (alias_key = ANY(:keys::text[]) OR EXISTS (SELECT 1 FROM unnest(:keys::text[]) AS k WHERE alias_key % k AND similarity(alias_key, k) >= ${NEAR_ALIAS}))
      LIMIT 20`,
    { org: organizationId, keys: wanted },
  );
  return result.rows.map((row) => ({ owner_id: Number(row.owner_id), alias: row.alias, source: row.source }));
}
