import type { Queryable } from '../db/knex.js';

/** One stored secret: where it lives and its stored (sealed or legacy clear) value. */
export interface StoredSecret {
  table: 'webhooks' | 'flows';
  column: 'secret' | 'previous_secret' | 'signing_secret';
  id: number;
  value: string;
}

const COLUMNS: ReadonlyArray<Pick<StoredSecret, 'table' | 'column'>> = [
  { table: 'webhooks', column: 'secret' },
  { table: 'webhooks', column: 'previous_secret' },
  { table: 'flows', column: 'signing_secret' },
];

/** Every stored secret, its row locked until the transaction ends. */
export async function lockStoredSecrets(trx: Queryable): Promise<StoredSecret[]> {
  const found: StoredSecret[] = [];
  for (const { table, column } of COLUMNS) {
    const rows = (await trx(table).whereNotNull(column).select('id', `${column} as value`).orderBy('id').forUpdate()) as Array<{
      id: number;
      value: string;
    }>;
    found.push(...rows.map((row) => ({ table, column, id: row.id, value: row.value })));
  }
  return found;
}

export async function replaceStoredSecret(trx: Queryable, secret: StoredSecret, value: string): Promise<void> {
  await trx(secret.table)
    .where({ id: secret.id })
    .update({ [secret.column]: value });
}
