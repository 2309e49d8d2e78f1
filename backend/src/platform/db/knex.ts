/**
 * The Knex factory. Postgres types are read as the API speaks them: bigint ids
 * as numbers (safe up to 2^53, far beyond any row count here), numeric as exact
 * decimal strings, `date` as the plain `YYYY-MM-DD` it is, never a JS Date in a
 * server's time zone; `timestamptz` as the Date it is.
 */
import knex, { type Knex } from 'knex';
import pg from 'pg';
import postgresDate from 'postgres-date';
import type { Logger } from 'pino';
import { watchPool } from './pool-watch.js';
import { currentUnit } from './unit-of-work.js';
import { applyStatementTimeouts } from './statement-timeout.js';
import { applyPreparedStatements } from './prepared.js';
import { keepConnectionsWarm } from './warm-connections.js';

// A CommonJS function whose types say `export default`: Node's default import is the function, TypeScript sees a module.
const parseTimestamp = postgresDate as unknown as (text: string) => Date | number | null;

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
/**
 * By postgres-date 2, which reads the text character by character, where pg-types' own (postgres-date 1) runs three
 * regular expressions on it: a list page of 200 has 400 timestamps, and parsing them was a tenth of a deep page's CPU.
 * The same Dates, infinities and years before 100 (timestamps.test.ts).
 */
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, parseTimestamp);

/**
 * Set on every connection of the pool when it is made. JIT off: Kontor's statements are short (an index lookup, a
 * claim of a few rows), and JIT compiles a statement anew at each execution, inside PL/pgSQL functions too. A stock
 * server compiles whatever the planner costs above `jit_above_cost` (100,000), which a plan on a grown table reaches;
 * on Debian's PostgreSQL 15 a statement of 6 ms took 1.2 to 2.5 s compiled, and a delivery claim over a minute under
 * load (docs/trials/2026-11-29-operator-fleet.md). Plain `SET`, not the startup `options` parameter, which PgBouncer
 * refuses unless told to ignore it.
 */
export const SESSION_SETTINGS = 'SET jit = off';

interface SessionConnection {
  query(sql: string): Promise<unknown>;
}

export type Db = Knex;
export type Tx = Knex.Transaction;
/** Either the pool or a transaction: stores accept both, so services decide the unit of work. */
export type Queryable = Knex | Knex.Transaction;

export interface DbOptions {
  connectionString: string;
  /** Connections at most (default 10). */
  poolMax?: number;
  /** Where the pool says it lost its database and has it back (pool-watch.ts); Knex's own warnings without. */
  logger?: Logger;
  /** The pool's name in those lines. */
  name?: string;
}

export function createDb({ connectionString, poolMax = 10, logger, name = 'main' }: DbOptions): Db {
  const watch = logger ? watchPool(logger, name) : undefined;
  const db = knex({
    client: 'pg',
    connection: { connectionString, application_name: 'kontor' },
    pool: {
      min: 0,
      max: poolMax,
      afterCreate(connection: SessionConnection, done: (error: Error | null, connection: unknown) => void) {
        connection.query(SESSION_SETTINGS).then(
          () => (watch ? watch.afterCreate(connection, done) : done(null, connection)),
          (error: Error) => done(error, connection),
        );
      },
    },
    ...(watch ? { log: watch.log } : {}),
  });
  // Under the statement timeouts: a connection taken warm gets its request's timeout as one from the pool does.
  keepConnectionsWarm(db, poolMax);
  applyStatementTimeouts(db);
  applyPreparedStatements(db);
  return db;
}

/**
 * Runs `work` in one transaction: everything in it commits together or not at all. Inside a request's unit of work
 * (unit-of-work.ts) the transaction is the unit's, committed with the request's kept answer.
 */
export function inTransaction<T>(db: Queryable, work: (trx: Tx) => Promise<T>): Promise<T> {
  const unit = currentUnit(db);
  return unit ? unit.join(work) : db.transaction(work);
}
