/**
 * Seals every stored secret under the current key: those kept in clear from
 * before sealing existed, and those sealed under a previous key (a rotation:
 * `KONTOR_SECRET_KEY` the new key, `KONTOR_SECRET_KEY_PREVIOUS` the old).
 * Run at every start and by `npm run kontor -- rotate-secrets`; safe to run
 * again, and by two processes at once (rows are locked).
 */
import { type Db, inTransaction } from '../db/knex.js';
import type { SecretBox } from '../lib/secret-box.js';
import { type SecretColumn, replaceStoredSecret, storedSecrets } from './store.js';

/** `columns`: where secrets are stored, handed in by the composition root (app/wiring.ts `SECRET_COLUMNS`). */
export async function resealSecrets(
  db: Db,
  box: SecretBox,
  columns: readonly SecretColumn[],
): Promise<{ resealed: number; key_id: string }> {
  // Looked at unlocked first: at a start every secret is usually sealed under the current key already, and locking
  // every row that holds one would make a restarted process wait on (and hold up) the live ones' transactions that
  // touch those rows, for nothing.
  if (!(await storedSecrets(db, columns, { lock: false })).some((secret) => box.isStale(secret.value)))
    return { resealed: 0, key_id: box.keyId };
  return inTransaction(db, async (trx) => {
    let resealed = 0;
    for (const secret of await storedSecrets(trx, columns, { lock: true })) {
      if (!box.isStale(secret.value)) continue;
      await replaceStoredSecret(trx, secret, box.seal(box.open(secret.value)));
      resealed += 1;
    }
    return { resealed, key_id: box.keyId };
  });
}
