/**
 * Candidate lookups for the resolver: exact identifiers through their
 * indexes, records by id, employees, tasks and what candidates are told apart
 * by. Clients by name are in store-names.ts, by the words their name holds or
 * its initials in store-holders.ts; the resolver scores what comes back.
 */
import type { Queryable } from '../../platform/db/knex.js';

export interface ClientCandidate {
  id: number;
  name: string;
  legal_name: string;
  match_key: string;
  legal_key: string;
  legal_form: string | null;
  address_city: string;
  address_street: string;
  address_country: string;
  email: string;
  registration_no: string;
  vat_no: string;
  currency: string;
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

/** Nearest names fetched per way of looking; the resolver scores them all. */
export const CANDIDATES = 24;

export const CLIENT_COLUMNS =
  'id, name, legal_name, match_key, legal_key, legal_form, address_city, address_street, address_country, email, registration_no, vat_no, currency';
export const TRIGRAM = 'greatest(similarity(match_key, :key), similarity(legal_key, :key), word_similarity(:key, match_key)) AS trigram';

/** Words shared by more names than this are too common to narrow anything down. */
export const COMMON_WORD = 400;

const compact = (column: string) => `upper(regexp_replace(${column}, '[\\s./-]', '', 'g'))`;

export async function clientsByIdentifier(
  db: Queryable,
  organizationId: number,
  field: 'id' | 'registration_no' | 'vat_no' | 'email',
  value: string | number,
): Promise<ClientCandidate[]> {
  const where =
    field === 'id'
      ? 'id = ?::bigint'
      : field === 'email'
        ? "lower(email) = lower(?) AND email <> ''"
        : `${compact(field)} = ? AND ${field} <> ''`;
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND ${where} LIMIT 5`,
    [organizationId, value],
  );
  return result.rows;
}

/**
 * Clients whose e-mail address is at this domain (a domain said alone, `www.…`, or an address no client holds whole):
 * siblings and twins of a family firm may share one.
 */
export async function clientsByEmailDomain(db: Queryable, organizationId: number, domain: string): Promise<ClientCandidate[]> {
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients
      WHERE organization_id = ?::bigint AND email <> '' AND lower(split_part(email, '@', 2)) = lower(?) LIMIT 6`,
    [organizationId, domain],
  );
  return result.rows;
}

/**
 * Clients whose registration or VAT number has these digits, its prefix, label and separators aside (a number said
 * as `NIP 574-776-35-04` for PL5747763504), and which of the two held them. Asked only of a number said with its label.
 */
export async function clientsByNumberDigits(
  db: Queryable,
  organizationId: number,
  digits: string,
): Promise<Array<ClientCandidate & { held_in: 'registration_no' | 'vat_no' }>> {
  const result = await db.raw<{ rows: Array<ClientCandidate & { held_in: 'registration_no' | 'vat_no' }> }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram,
            CASE WHEN regexp_replace(registration_no, '\\D', '', 'g') = :digits THEN 'registration_no' ELSE 'vat_no' END AS held_in
       FROM clients
      WHERE organization_id = :organizationId::bigint
        AND (regexp_replace(registration_no, '\\D', '', 'g') = :digits OR regexp_replace(vat_no, '\\D', '', 'g') = :digits)
      LIMIT 5`,
    { organizationId, digits },
  );
  return result.rows;
}

/**
 * Clients named exactly by this key (the name's words, its legal form aside), other than those given: the record a
 * phrase names as it is, beside the one an identifier or a correction in it reads as.
 */
export async function clientsNamedByKey(
  db: Queryable,
  organizationId: number,
  key: string,
  except: readonly number[],
): Promise<ClientCandidate[]> {
  if (key === '') return [];
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients
      WHERE organization_id = ?::bigint AND match_key = ? AND NOT (id = ANY(?::bigint[])) ORDER BY id LIMIT 5`,
    [organizationId, key, [...except]],
  );
  return result.rows;
}

/** Clients by id (those an alias names). */
export async function clientsByIds(db: Queryable, organizationId: number, ids: readonly number[]): Promise<ClientCandidate[]> {
  if (ids.length === 0) return [];
  const result = await db.raw<{ rows: ClientCandidate[] }>(
    `SELECT ${CLIENT_COLUMNS}, 1.0::float8 AS trigram FROM clients WHERE organization_id = ?::bigint AND id = ANY(?::bigint[])`,
    [organizationId, [...ids]],
  );
  return result.rows;
}

/** Employees by id (those an alias names). */
export async function employeesByIds(db: Queryable, organizationId: number, ids: readonly number[]): Promise<EmployeeCandidate[]> {
  if (ids.length === 0) return [];
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, 1.0::float8 AS trigram FROM employees WHERE organization_id = ?::bigint AND id = ANY(?::bigint[])`,
    [organizationId, [...ids]],
  );
  return result.rows;
}

/** The active employees, for finding names by their words (an organization has hundreds at most). */
export async function activeEmployees(db: Queryable, organizationId: number, key: string): Promise<EmployeeCandidate[]> {
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, greatest(similarity(match_key, :key), word_similarity(:key, match_key)) AS trigram
       FROM employees WHERE organization_id = :org::bigint AND active ORDER BY id LIMIT 5000`,
    { key, org: organizationId },
  );
  return result.rows;
}

export async function employeesByIdentifier(
  db: Queryable,
  organizationId: number,
  field: 'id' | 'email',
  value: string | number,
): Promise<EmployeeCandidate[]> {
  const where = field === 'id' ? 'id = ?::bigint' : "lower(email) = lower(?) AND email <> ''";
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `SELECT id, name, email, match_key, active, 1.0::float8 AS trigram FROM employees WHERE organization_id = ?::bigint AND ${where} LIMIT 5`,
    [organizationId, value],
  );
  return result.rows;
}

export async function employeesByName(db: Queryable, organizationId: number, key: string): Promise<EmployeeCandidate[]> {
  const result = await db.raw<{ rows: EmployeeCandidate[] }>(
    `WITH near AS (
       (SELECT id FROM employees WHERE organization_id = :org::bigint ORDER BY match_key <-> :key LIMIT ${CANDIDATES})
       UNION
       (SELECT id FROM employees WHERE organization_id = :org::bigint ORDER BY :key <<-> match_key LIMIT ${CANDIDATES / 2}))
     SELECT id, name, email, match_key, active, greatest(similarity(match_key, :key), word_similarity(:key, match_key)) AS trigram
       FROM employees
      WHERE id IN (SELECT id FROM near)`,
    { key, org: organizationId },
  );
  return result.rows;
}

export interface TaskCandidate {
  id: number;
  title: string;
  client_id: number | null;
  status: string;
}

/** Open tasks of the organization (of one client, when known), newest first. */
export async function openTasks(db: Queryable, organizationId: number, clientId: number | null): Promise<TaskCandidate[]> {
  const query = db('tasks')
    .where({ organization_id: organizationId, status: 'open' })
    .orderBy('id', 'desc')
    .limit(500)
    .select('id', 'title', 'client_id', 'status');
  if (clientId !== null) query.where((q) => q.where({ client_id: clientId }).orWhereNull('client_id'));
  return query;
}

/** The currency the client is billed in. */
export async function clientCurrency(db: Queryable, organizationId: number, clientId: number): Promise<string | null> {
  const row = await db('clients').where({ organization_id: organizationId, id: clientId }).first('currency');
  return row ? String(row.currency).trim() : null;
}

/** Clients' names by id. */
export async function clientNames(db: Queryable, organizationId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const rows: Array<{ id: number | string; name: string }> = await db('clients')
    .where({ organization_id: organizationId })
    .whereIn('id', [...ids])
    .select('id', 'name');
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** How many sent or overdue invoices each of these clients has (clients without any are left out). */
export async function openInvoiceCounts(db: Queryable, organizationId: number, clientIds: readonly number[]): Promise<Map<number, number>> {
  if (clientIds.length === 0) return new Map();
  const result = await db.raw<{ rows: Array<{ client_id: string; open: string }> }>(
    `SELECT client_id, count(*) AS open FROM invoices
      WHERE organization_id = ?::bigint AND client_id = ANY(?::bigint[]) AND status IN ('sent', 'overdue')
      GROUP BY client_id`,
    [organizationId, [...clientIds]],
  );
  return new Map(result.rows.map((row) => [Number(row.client_id), Number(row.open)]));
}
