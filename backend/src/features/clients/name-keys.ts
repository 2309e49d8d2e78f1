/**
 * Clients keyed under an older revision of the name keys (smart/normalize.ts `NAME_KEYS_REVISION`) are keyed again,
 * so that a change to how names are read reaches the clients stored before it.
 */
import { drain } from '../../platform/db/drain.js';
import type { Queryable } from '../../platform/db/knex.js';
import { NAME_KEYS_REVISION } from '../smart/normalize.js';
import { clientNameKeys } from './store.js';

const BATCH = 500;

/** Keys again every client keyed under an older revision; answers how many were. */
export function rekeyClients(db: Queryable): Promise<number> {
  return drain(db, async (trx) => {
    const { rows } = await trx.raw<{ rows: Array<{ id: number; name: string; legal_name: string }> }>(
      `SELECT id, name, legal_name FROM clients WHERE name_keys_revision < ? ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED`,
      [NAME_KEYS_REVISION, BATCH],
    );
    if (rows.length === 0) return 0;
    const keyed = rows.map((row) => ({ id: row.id, ...clientNameKeys(row.name, row.legal_name) }));
    await trx.raw(
      `UPDATE clients
          SET match_key = k.match_key, sound_key = k.sound_key, sound_words = k.sound_words, legal_form = k.legal_form,
              legal_key = k.legal_key, name_keys_revision = k.name_keys_revision
         FROM jsonb_to_recordset(?::jsonb)
           AS k(id bigint, match_key text, sound_key text, sound_words text[], legal_form text, legal_key text, name_keys_revision smallint)
        WHERE clients.id = k.id`,
      [JSON.stringify(keyed)],
    );
    return rows.length;
  });
}
