/**
 * The name_aliases table and the existence checks aliases need: Knex only, a
 * row type and its mapper. The rules (what may be added, what is refused)
 * live in aliases.ts.
 */
import type { Queryable } from '../../platform/db/knex.js';

export type AliasOwner = 'client' | 'employee';
export type AliasSource = 'former_name' | 'confirmed' | 'manual';

export interface AliasRow {
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

export const rowToAlias = (row: AliasRow): Alias => ({
  id: Number(row.id),
  alias: row.alias,
  source: row.source,
  created_at: row.created_at.toISOString(),
});

export const ownerColumn = (owner: AliasOwner) => (owner === 'client' ? 'client_id' : 'employee_id');
const ownerTable = (owner: AliasOwner) => (owner === 'client' ? 'clients' : 'employees');

/** The record's name, or null when the organization has no such record. */
export async function ownerName(db: Queryable, organizationId: number, owner: AliasOwner, id: number): Promise<string | null> {
  const row = await db(ownerTable(owner)).where({ organization_id: organizationId, id }).first('name');
  return row ? String(row.name) : null;
}

export async function aliasesOf(db: Queryable, organizationId: number, owner: AliasOwner, id: number): Promise<AliasRow[]> {
  return db('name_aliases')
    .where({ organization_id: organizationId, [ownerColumn(owner)]: id })
    .orderBy('id')
    .select('*');
}

/** The aliases with this key held by records of the kind, former names left out (a former name is not a claim). */
export async function claimedAliases(db: Queryable, organizationId: number, owner: AliasOwner, key: string): Promise<AliasRow[]> {
  return db('name_aliases')
    .where({ organization_id: organizationId, alias_key: key })
    .whereNotNull(ownerColumn(owner))
    .whereNot({ source: 'former_name' })
    .select('*');
}

/** Inserts an alias; null when a claim of the same key by a record of the kind came first (it is then to be read). */
export async function insertAlias(
  db: Queryable,
  organizationId: number,
  owner: AliasOwner,
  id: number,
  alias: { text: string; key: string; source: AliasSource },
): Promise<AliasRow | null> {
  const column = ownerColumn(owner);
  // The predicate names the partial unique index of this owner (migration 0022), so that a claim another request
  // committed meanwhile answers no row instead of aborting the caller's transaction with a unique violation.
  const result = await db.raw<{ rows: AliasRow[] }>(
    `INSERT INTO name_aliases (organization_id, ${column}, alias, alias_key, source) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (organization_id, alias_key) WHERE ${column} IS NOT NULL AND source <> 'former_name' DO NOTHING
     RETURNING *`,
    [organizationId, id, alias.text, alias.key, alias.source],
  );
  return result.rows[0] ?? null;
}

/** Deletes one alias of the record; answers how many went (0 or 1). */
export async function removeAlias(db: Queryable, organizationId: number, owner: AliasOwner, id: number, aliasId: number): Promise<number> {
  return db('name_aliases')
    .where({ organization_id: organizationId, [ownerColumn(owner)]: id, id: aliasId })
    .delete();
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

/**
 * Aliases that may hold every word of the query among theirs ("Omega" in the former name "Omega Print"), by pg_trgm's word similarity: the resolver checks them word by word. A word said that another record held
 * under a former name must not be taken for the one current name holding it.
 */
export async function aliasesHoldingWords(db: Queryable, organizationId: number, owner: AliasOwner, key: string): Promise<AliasHit[]> {
  if (!key) return [];
  const column = ownerColumn(owner);
  const result = await db.raw<{ rows: Array<{ owner_id: string; alias: string; source: AliasSource }> }>(
    `SELECT ${column} AS owner_id, alias, source FROM name_aliases
      WHERE organization_id = :org::bigint AND ${column} IS NOT NULL AND :key <% alias_key
      LIMIT 20`,
    { org: organizationId, key },
  );
  return result.rows.map((row) => ({ owner_id: Number(row.owner_id), alias: row.alias, source: row.source }));
}
