import type { Queryable } from '../db/knex.js';

/**
 * A column of a feature's table holding sealed secrets (the feature's `SECRET_COLUMNS`), handed in by the
 * composition root (app/wiring.ts): the platform names no feature's table.
 */
export interface SecretColumn {
  table: string;
  column: string;
}

/** One stored secret: where it lives and its stored (sealed or legacy clear) value. */
export interface StoredSecret extends SecretColumn {
  id: number;
  value: string;
}

/** Every stored secret; with `lock`, its row locked until the transaction ends. */
export async function storedSecrets(
  trx: Queryable,
  columns: readonly SecretColumn[],
  { lock }: { lock: boolean },
): Promise<StoredSecret[]> {
  const found: StoredSecret[] = [];
  for (const { table, column } of columns) {
    const query = trx(table).whereNotNull(column).select('id', `${column} as value`).orderBy('id');
    const rows = (await (lock ? query.forUpdate() : query)) as Array<{
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
