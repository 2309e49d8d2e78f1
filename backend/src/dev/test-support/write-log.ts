/**
 * Counts committed row changes in a test database, so that a test can say
 * "this refused request wrote nothing" with one cheap query. A row trigger on
 * every table adds to one counter in the writing transaction: a change that
 * rolls back takes its count with it. Tables that record refusals by design
 * (the audit log, idempotency keys, the sign-in and API rate limiters' counters) and bookkeeping columns (`last_used_at`,
 * `updated_at`) do not count.
 */
import type { Db } from '../../platform/db/knex.js';

const NOT_COUNTED = [
  'audit_log',
  'idempotency_keys',
  'sign_in_limits',
  'rate_limit_windows',
  'worker_heartbeats',
  'knex_migrations',
  'knex_migrations_lock',
  'kontor_write_log',
];

export interface WriteLog {
  /** Row changes committed so far. */
  count(): Promise<number>;
}

export async function installWriteLog(db: Db): Promise<WriteLog> {
  await db.raw(`
    CREATE TABLE kontor_write_log (n bigint NOT NULL);
    INSERT INTO kontor_write_log VALUES (0);
    CREATE FUNCTION kontor_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'last_used_at' - 'updated_at') = (to_jsonb(NEW) - 'last_used_at' - 'updated_at') THEN
        RETURN NULL;
      END IF;
      UPDATE kontor_write_log SET n = n + 1;
      RETURN NULL;
    END $$;
  `);
  const tables = (await db('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .whereNotIn('table_name', NOT_COUNTED)
    .pluck('table_name')) as string[];
  for (const table of tables) {
    await db.raw(
      `CREATE TRIGGER kontor_write_log AFTER INSERT OR UPDATE OR DELETE ON ?? FOR EACH ROW EXECUTE FUNCTION kontor_count_write()`,
      [table],
    );
  }
  return {
    async count() {
      return Number((await db('kontor_write_log').first('n'))!.n);
    },
  };
}
