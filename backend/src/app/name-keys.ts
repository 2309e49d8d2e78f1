import type { Queryable } from '../platform/db/knex.js';
import { rekeyClients } from '../features/clients/name-keys.js';
import { rekeyEmployees } from '../features/employees/name-keys.js';

/** Keys again the clients and employees stored under an older revision of the name keys (smart/normalize.ts). */
export async function rekeyNames(db: Queryable): Promise<{ clients: number; employees: number }> {
  return { clients: await rekeyClients(db), employees: await rekeyEmployees(db) };
}
