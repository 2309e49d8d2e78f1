/**
 * The audit log's request and response go to TOAST compressed with lz4 where the server was built with it (stock
 * PostgreSQL 15 to 18 packages are; the embedded server is not, and keeps pglz). Every call's entry carries its answer,
 * for a list a preview of up to 4 KiB, past the 2 kB from which Postgres compresses a row's values: pglz did that at
 * every entry, lz4 does it several times faster, a little less tightly. Rows already written keep their compression.
 *
 * Frozen: no application code is imported.
 */
import type { Knex } from 'knex';

async function lz4Supported(db: Knex): Promise<boolean> {
  const { rows } = await db.raw<{ rows: Array<{ supported: boolean }> }>(
    `SELECT 'lz4' = ANY (enumvals) AS supported FROM pg_settings WHERE name = 'default_toast_compression'`,
  );
  return rows[0]?.supported === true;
}

export async function up(db: Knex): Promise<void> {
  if (!(await lz4Supported(db))) return;
  await db.raw('ALTER TABLE audit_log ALTER COLUMN request SET COMPRESSION lz4, ALTER COLUMN response SET COMPRESSION lz4');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('ALTER TABLE audit_log ALTER COLUMN request SET COMPRESSION DEFAULT, ALTER COLUMN response SET COMPRESSION DEFAULT');
}
