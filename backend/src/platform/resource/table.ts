/**
 * The five queries every organization-owned table needs, scoped by
 * organization in each one: a row of another organization is simply not found.
 */
import type { Queryable } from '../db/knex.js';
import { type ListParams, type ListResult, type ListSpec, listPage } from '../db/list.js';

export interface CrudTable<Row> {
  list(db: Queryable, organizationId: number, params: ListParams & Record<string, unknown>): Promise<ListResult<Row>>;
  find(db: Queryable, organizationId: number, id: number, options?: { forUpdate?: boolean }): Promise<Row | undefined>;
  insert(db: Queryable, organizationId: number, values: Record<string, unknown>): Promise<Row>;
  update(db: Queryable, organizationId: number, id: number, values: Record<string, unknown>): Promise<Row | undefined>;
  remove(db: Queryable, organizationId: number, id: number): Promise<boolean>;
}

export interface CrudTableSpec<Row = unknown> extends Omit<ListSpec, 'idColumn'> {
  table: string;
  /** Query parameter → column, for `?status=open&client=3`. */
  filterColumns: Readonly<Record<string, string>>;
  /**
   * The columns a list page reads, when the table holds more than its rows' type (a client's name keys, kept for the
   * smart endpoints): each page of 200 read, sent and parsed them for nothing, a text array a row among them. A row
   * read by `find`, `insert` or `update` keeps every column. All of them when not given.
   */
  listColumns?: ReadonlyArray<keyof Row & string>;
}

export function crudTable<Row>(spec: CrudTableSpec<Row>): CrudTable<Row> {
  const { table } = spec;
  return {
    list(db, organizationId, params) {
      const columns = spec.listColumns?.map((column) => `${table}.${column}`) ?? [`${table}.*`];
      const query = db(table).where(`${table}.organization_id`, organizationId).select(columns);
      for (const [name, column] of Object.entries(spec.filterColumns)) {
        const value = params[name];
        if (value !== undefined) query.where(`${table}.${column}`, value as never);
      }
      return listPage<Row>(query, params, { ...spec, idColumn: `${table}.id` });
    },
    async find(db, organizationId, id, options = {}) {
      const query = db(table).where({ organization_id: organizationId, id }).first();
      if (options.forUpdate) query.forUpdate();
      return (await query) as Row | undefined;
    },
    async insert(db, organizationId, values) {
      const [row] = await db(table)
        .insert({ ...values, organization_id: organizationId })
        .returning('*');
      return row as Row;
    },
    async update(db, organizationId, id, values) {
      const [row] = await db(table)
        .where({ organization_id: organizationId, id })
        .update({ ...values, updated_at: db.fn.now() })
        .returning('*');
      return row as Row | undefined;
    },
    async remove(db, organizationId, id) {
      const deleted = await db(table).where({ organization_id: organizationId, id }).delete();
      return deleted > 0;
    },
  };
}
