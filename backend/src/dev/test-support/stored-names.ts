/**
 * Clients and employees written straight into their tables, keyed as the services key them, for tests of the smart
 * resolver that need many names and no HTTP. Each answers the stored ids by name (a name given twice keeps its last id).
 */
import type { Db } from '../../platform/db/knex.js';
import { clientToColumns } from '../../features/clients/store.js';
import { NAME_KEYS_REVISION, normalizeName } from '../../features/smart/normalize.js';

/** An employee's name, with the e-mail address to store when the test needs a given one. */
type StoredEmployee = string | { name: string; email: string };

export async function storeEmployees(db: Db, organizationId: number, people: readonly StoredEmployee[]): Promise<Record<string, number>> {
  const rows = people.map((person) => {
    const { name, email } = typeof person === 'string' ? { name: person, email: undefined } : person;
    const { words, key } = normalizeName(name);
    return {
      organization_id: organizationId,
      name,
      email: email ?? `${words.join('.')}@stored.test`,
      match_key: key,
      name_keys_revision: NAME_KEYS_REVISION,
    };
  });
  return idsByName(rows, await insertReturningIds(db, 'employees', rows));
}

/** Clients in one city (EUR), as the clients' store writes them. */
export async function storeClients(
  db: Db,
  organizationId: number,
  names: readonly string[],
  city: string,
): Promise<Record<string, number>> {
  const rows = names.map((name) => ({
    ...clientToColumns({ name, currency: 'EUR', address: { city } }),
    organization_id: organizationId,
    name,
  }));
  return idsByName(rows, await insertReturningIds(db, 'clients', rows));
}

// One row at a time, so that ids follow the order the test gave (a multi-row insert does not promise it).
async function insertReturningIds(db: Db, table: 'clients' | 'employees', rows: readonly object[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const [inserted] = (await db(table).insert(row).returning('id')) as Array<{ id: number }>;
    ids.push(Number(inserted!.id));
  }
  return ids;
}

function idsByName(rows: ReadonlyArray<{ name: string }>, ids: readonly number[]): Record<string, number> {
  return Object.fromEntries(rows.map((row, index) => [row.name, ids[index]!]));
}
