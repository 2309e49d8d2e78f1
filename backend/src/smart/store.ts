/**
 * Candidate lookups for the resolver: exact identifiers through their
 * indexes, names through trigram indexes. Thresholds are set per transaction
 * so that a typo or a missing word still brings its record into view; the
 * resolver scores what comes back.
 */
import type { Db, Queryable } from '../db/knex.js';

export interface ClientCandidate {
  id: number;
  name: string;
  legal_name: string;
  match_key: string;
  legal_key: string;
  legal_form: string | null;
  trigram: number;
}

export interface EmployeeCandidate {
  id: number;
  name: string;
  email: string;
  match_key: string;
  active: boolean;
  trigram: number;
}

const CANDIDATES = 25;
/** Low on purpose: retrieval casts wide, scoring decides. */
const SIMILARITY_THRESHOLD = 0.2;
const WORD_SIMILARITY_THRESHOLD = 0.45;

const CLIENT_COLUMNS = 'id, name, legal_name, match_key, legal_key, legal_form';
const compact = (column: string) => `upper(regexp_replace(${column}, '[\\s./-]', '', 'g'))`;

export async function clientsByIdentifier(db: Queryable, organizationId: number, field: 'id' | 'registration_no' | 'vat_no' | 'email', value: string | number): Promise<ClientCandidate[]> {
  const where =
    field === 'id' ? 'id = ?::bigint'
    : field === 'email' ? "lower(email) = lower(?) AND email <> ''"
    : `${compact(field)} = ? AND ${field} <> ''`;
  const result = await db.raw<{ rows: ClientCandidate[] }>(`SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND ${where} LIMIT 5`, [organizationId, value]);
  return result.rows;
}

/**
 * The nearest names by trigrams, and every name that sounds the same: a
 * sound-alike must be seen even when many names are nearer in spelling, or
 * the resolver could not know to ask.
 */
export async function clientsByName(db: Db, organizationId: number, key: string, sound: string): Promise<ClientCandidate[]> {
  return db.transaction(async (trx) => {
    await setThresholds(trx);
    const result = await trx.raw<{ rows: ClientCandidate[] }>(
      `WITH near AS (
         SELECT id FROM clients
          WHERE organization_id = :org::bigint
            AND (match_key % :key OR legal_key % :key OR :key <% match_key)
          ORDER BY greatest(similarity(match_key, :key), similarity(legal_key, :key), word_similarity(:key, match_key)) DESC, id
          LIMIT ${CANDIDATES}),
       alike AS (
         SELECT id FROM clients WHERE organization_id = :org::bigint AND sound_key = :sound LIMIT ${CANDIDATES})
       SELECT ${CLIENT_COLUMNS},
              greatest(similarity(match_key, :key), similarity(legal_key, :key), word_similarity(:key, match_key)) AS trigram
         FROM clients
        WHERE id IN (SELECT id FROM near UNION SELECT id FROM alike)`,
      { key, sound, org: organizationId },
    );
    return result.rows;
  });
}

export async function employeesByIdentifier(db: Queryable, organizationId: number, field: 'id' | 'email', value: string | number): Promise<EmployeeCandidate[]> {
  const where = field === 'id' ? 'id = ?::bigint' : "lower(email) = lower(?) AND email <> ''";
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, 1.0::float8 AS trigram FROM employees WHERE organization_id = ?::bigint AND ${where} LIMIT 5`,
    [organizationId, value],
  );
  return result.rows;
}

export async function employeesByName(db: Db, organizationId: number, key: string): Promise<EmployeeCandidate[]> {
  return db.transaction(async (trx) => {
    await setThresholds(trx);
    const result = await trx.raw<{ rows: EmployeeCandidate[] }>(
      `SELECT id, name, email, match_key, active, greatest(similarity(match_key, :key), word_similarity(:key, match_key)) AS trigram
         FROM employees
        WHERE organization_id = :org::bigint AND (match_key % :key OR :key <% match_key)
        ORDER BY trigram DESC, id
        LIMIT ${CANDIDATES}`,
      { key, org: organizationId },
    );
    return result.rows;
  });
}

export interface TaskCandidate {
  id: number;
  title: string;
  client_id: number | null;
  status: string;
}

/** Open tasks of the organization (of one client, when known), newest first. */
export async function openTasks(db: Queryable, organizationId: number, clientId: number | null): Promise<TaskCandidate[]> {
  const query = db('tasks').where({ organization_id: organizationId, status: 'open' }).orderBy('id', 'desc').limit(500).select('id', 'title', 'client_id', 'status');
  if (clientId !== null) query.where((q) => q.where({ client_id: clientId }).orWhereNull('client_id'));
  return query;
}

export async function organizationDateOrder(db: Queryable, organizationId: number): Promise<'DMY' | 'MDY'> {
  const row = await db('organizations').where({ id: organizationId }).first('date_order');
  return (row?.date_order ?? 'DMY') as 'DMY' | 'MDY';
}

async function setThresholds(trx: Queryable): Promise<void> {
  await trx.raw(`SELECT set_config('pg_trgm.similarity_threshold', ?, true), set_config('pg_trgm.word_similarity_threshold', ?, true)`, [
    String(SIMILARITY_THRESHOLD),
    String(WORD_SIMILARITY_THRESHOLD),
  ]);
}
