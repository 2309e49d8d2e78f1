/**
 * Employees keyed under an older revision of the name keys (smart/normalize.ts `NAME_KEYS_REVISION`) are keyed
 * again, so that a change to how names are read reaches the employees stored before it.
 */
import { drain } from '../../platform/db/drain.js';
import type { Queryable } from '../../platform/db/knex.js';
import { NAME_KEYS_REVISION, normalizeName } from '../smart/normalize.js';

const BATCH = 500;

/** Keys again every employee keyed under an older revision; answers how many were. */
export function rekeyEmployees(db: Queryable): Promise<number> {
  return drain(db, async (trx) => {
    const { rows } = await trx.raw<{ rows: Array<{ id: number; name: string }> }>(
      `SELECT id, name FROM employees WHERE name_keys_revision < ? ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED`,
      [NAME_KEYS_REVISION, BATCH],
    );
    if (rows.length === 0) return 0;
    const keyed = rows.map((row) => ({ id: row.id, match_key: normalizeName(row.name).key }));
    await trx.raw(
      `UPDATE employees SET match_key = k.match_key, name_keys_revision = ?
         FROM jsonb_to_recordset(?::jsonb) AS k(id bigint, match_key text)
        WHERE employees.id = k.id`,
      [NAME_KEYS_REVISION, JSON.stringify(keyed)],
    );
    return rows.length;
  });
}
