/**
 * The service of a plain organization-owned resource: defaults on create and
 * replace, checks before each write, one transaction per write, and the
 * not-found and in-use answers. Resources with more rules (invoices) write
 * their own.
 */
import type { CrudTable } from '../db/crud.js';
import { type Db, inTransaction, type Tx } from '../db/knex.js';
import type { ListParams } from '../db/list.js';
import type { CrudService } from '../http/crud-routes.js';
import { conflict, notFound } from '../http/problem.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, isPgError } from './pg-errors.js';

export interface PlainResourceSpec<Row, T, Create, Patch> {
  db: Db;
  table: CrudTable<Row>;
  /** "The client": how a 404 names it. */
  name: string;
  toApi(row: Row): T;
  /** Fields as the API names them → columns. */
  toColumns(fields: Patch): Record<string, unknown>;
  /** The whole object from a create or replace body, defaults filled in. */
  withDefaults(input: Create): Patch;
  /** Checks references and rules before a write; `existing` is null on create. Throws problems. */
  beforeWrite?(trx: Tx, organizationId: number, fields: Patch, existing: Row | null): Promise<Patch | void>;
  /** The conflict to answer when other rows still point at one being deleted. */
  inUse: { code: string; detail: string };
}

export function plainResourceService<Row, T, Create, Patch, Query extends ListParams>(
  spec: PlainResourceSpec<Row, T, Create, Patch>,
): CrudService<T, Create, Patch, Query> {
  const { db, table, toApi } = spec;

  const write = (organizationId: number, id: number, fields: Patch) =>
    inTransaction(db, async (trx) => {
      const existing = await table.find(trx, organizationId, id, { forUpdate: true });
      if (!existing) throw notFound(spec.name);
      const checked = (await spec.beforeWrite?.(trx, organizationId, fields, existing)) ?? fields;
      const row = await table.update(trx, organizationId, id, spec.toColumns(checked));
      return toApi(row as Row);
    });

  return {
    async list(organizationId, query) {
      const result = await table.list(db, organizationId, query as Query & Record<string, unknown>);
      return { count: result.count, rows: result.rows.map(toApi) };
    },
    async get(organizationId, id) {
      const row = await table.find(db, organizationId, id);
      if (!row) throw notFound(spec.name);
      return toApi(row);
    },
    create: (organizationId, input) =>
      inTransaction(db, async (trx) => {
        const fields = spec.withDefaults(input);
        const checked = (await spec.beforeWrite?.(trx, organizationId, fields, null)) ?? fields;
        return toApi(await table.insert(trx, organizationId, spec.toColumns(checked)));
      }),
    replace: (organizationId, id, input) => write(organizationId, id, spec.withDefaults(input)),
    update: write,
    async remove(organizationId, id) {
      try {
        const removed = await inTransaction(db, (trx) => table.remove(trx, organizationId, id));
        if (!removed) throw notFound(spec.name);
      } catch (error) {
        if (isPgError(error, PG_FOREIGN_KEY_VIOLATION) || isPgError(error, PG_RESTRICT_VIOLATION)) throw conflict(spec.inUse.detail, spec.inUse.code);
        throw error;
      }
    },
  };
}
