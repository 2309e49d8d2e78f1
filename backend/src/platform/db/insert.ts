/**
 * A few-row INSERT as Knex would write it, its text built once per shape (table, columns, row count, RETURNING) and
 * sent by name (db/prepared.ts): a creation's statements cost the query builder more CPU than anything else of the
 * request's own (its compiler ran for every insert of every creation). Rows that Knex would write differently go
 * through Knex as before: values it builds itself (a Raw, `fn.now()`, a subquery), `undefined` (Knex writes DEFAULT),
 * rows whose columns differ, or more than FEW_ROWS rows (each shape stays prepared on its connection).
 *
 * No package: Knex has no cache of compiled statements, and pg's named statements are what runs it.
 */
import type { Queryable } from './knex.js';
import { FEW_ROWS } from './prepared.js';
import { remembered } from '../lib/remembered.js';

type Row = Readonly<Record<string, unknown>>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The statement of `rows` rows of `columns` (names joined by a comma); `?` marks each value, as Knex's raw takes them. */
const statementOf = remembered((shape: string) => {
  const [table, columnList, count, returning] = shape.split('\u0000') as [string, string, string, string];
  const columns = columnList.split(',');
  const row = `(${columns.map(() => '?').join(', ')})`;
  const rows = Array.from({ length: Number(count) }, () => row).join(', ');
  return `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${rows}${returning ? ` returning ${returning}` : ''}`;
}, 200);

/** A value pg takes as it is, which Knex would bind unchanged: no builder, no `undefined`. */
function plain(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      return value instanceof Date || (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'));
    default:
      return false;
  }
}

/** The columns and values of `rows` when the fast path writes them as Knex would; null otherwise. */
function bindingsOf(rows: readonly Row[]): { columns: string[]; values: unknown[] } | null {
  if (rows.length === 0 || rows.length > FEW_ROWS) return null;
  // Knex sorts the columns by name.
  const columns = Object.keys(rows[0]!).sort();
  const values: unknown[] = [];
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length) return null;
    for (const column of columns) {
      const value = row[column];
      if (!Object.hasOwn(row, column) || !plain(value)) return null;
      values.push(value);
    }
  }
  return { columns, values };
}

/** The statement `insertRows` sends for these rows (a CTE may wrap it: events' notification); null where Knex writes it. */
export function insertStatement(table: string, rows: readonly Row[], returning = ''): { sql: string; values: unknown[] } | null {
  const bound = bindingsOf(rows);
  if (bound === null) return null;
  return { sql: statementOf([table, bound.columns.join(','), String(rows.length), returning].join('\u0000')), values: bound.values };
}

/**
 * Inserts `rows` into `table`, answering the rows RETURNING `returning` gives (none without it). As
 * `db(table).insert(rows).returning(returning)`, named when few.
 */
export async function insertRows<T>(db: Queryable, table: string, rows: readonly Row[], returning = ''): Promise<T[]> {
  const statement = insertStatement(table, rows, returning);
  if (statement === null) {
    const query = db(table).insert(rows as Row[]);
    return (await (returning ? query.returning(returning) : query)) as T[];
  }
  const result = await db.raw<{ rows: T[] }>(statement.sql, statement.values as never).options({ prepared: true });
  return result.rows;
}
