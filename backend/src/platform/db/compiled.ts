/**
 * Statements built once per shape and run on pg directly: the hottest reads (a list page) no longer pay for Knex
 * building, compiling and running the same query at every request, only its values change.
 *
 * A shape is compiled once by Knex itself, with a marker value in each variable slot (the organization, a filter's
 * value, the page's limit and offset); the compiled statement's bindings are then read back, each a marker: its slot.
 * A binding that is no marker (a value the query builder computed, today's date) would be frozen at its first
 * request's value, so such a shape is not compiled. The text is Knex's, and the store keeps writing its query with Knex.
 *
 * The statement goes out named (db/prepared.ts's name), on a connection of the same pool (its statement timeout set
 * as for any query, statement-timeout.ts), and tells the db's `query` listeners what Knex would (the request's cost,
 * rate-limit.ts; the benchmark's Server-Timing): to them it is one more query.
 */
import type { Knex } from 'knex';
import { preparedName } from './prepared.js';

/** Marker values, far from any id, limit or offset a request sends; numbers, since Knex parses a limit as one. */
const MARKER = 7_340_032_000_000;

export interface CompiledStatement {
  name: string;
  text: string;
  /** Each binding's slot. */
  slots: readonly number[];
}

/**
 * Compiles `build`'s query for `slots` values. Null when a binding is not a slot's marker or a slot's marker did not
 * come back (the shape cannot be run by its values alone): the caller then runs its query through Knex as before.
 */
export function compile(slots: number, build: (markers: number[]) => Knex.QueryBuilder): CompiledStatement | null {
  const markers = Array.from({ length: slots }, (_, slot) => MARKER + slot);
  const { sql, bindings } = build(markers).toSQL().toNative();
  const mapped = bindings.map((value) => (typeof value === 'number' ? value - MARKER : -1));
  if (mapped.some((slot) => !(slot >= 0 && slot < slots)) || new Set(mapped).size !== slots) return null;
  return { name: preparedName(sql), text: sql, slots: mapped };
}

/** The values of `statement` for a request's slot values, in the statement's order. */
export function valuesOf(statement: CompiledStatement, slots: readonly unknown[]): unknown[] {
  return statement.slots.map((slot) => slots[slot]);
}

/** Compiled shapes by key, at most `max` (shapes come from a bounded set of filters and orderings; the bound is a guard). */
export class StatementCache {
  private readonly shapes = new Map<string, CompiledStatement | null>();

  constructor(private readonly max = 256) {}

  get(key: string, slots: number, build: (markers: number[]) => Knex.QueryBuilder): CompiledStatement | null {
    let statement = this.shapes.get(key);
    if (statement === undefined) {
      statement = compile(slots, build);
      if (this.shapes.size >= this.max) this.shapes.delete(this.shapes.keys().next().value!);
      this.shapes.set(key, statement);
    }
    return statement;
  }
}

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface PoolClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

let uids = 0;

/** Runs `statement` with `values` on a pooled connection of `db` (not a transaction), answering its rows. */
export async function runCompiled<Row>(db: Knex, statement: CompiledStatement, values: unknown[]): Promise<Row[]> {
  const client = db.client as PoolClient;
  const query = { __knexQueryUid: `compiled${++uids}`, sql: statement.text, bindings: values, method: 'select' };
  const connection = await client.acquireConnection();
  db.emit('query', query);
  try {
    const { rows } = await connection.query({ name: statement.name, text: statement.text, values });
    db.emit('query-response', rows, query);
    return rows as Row[];
  } catch (error) {
    db.emit('query-error', error, query);
    throw error;
  } finally {
    await client.releaseConnection(connection);
  }
}
