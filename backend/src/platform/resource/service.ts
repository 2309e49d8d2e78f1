/**
 * The service of a plain organization-owned resource: defaults on create and
 * replace, checks before each write, one transaction per write, and the
 * not-found and in-use answers. Resources with more rules (invoices) write
 * their own.
 */
import type { CrudTable } from './table.js';
import { type Db, type Queryable, inTransaction, type Tx } from '../db/knex.js';
import type { AnyEvent, EventTypeOf } from '../events/types.js';
import { recordEvent } from '../events/outbox.js';
import { type ListParams, mapRows } from '../db/list.js';
import type { CrudService } from './routes.js';
import { Unchanged, changedNothing, unlessUnchanged } from './unchanged.js';
import { conflict, notFound } from '../errors.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, isPgError } from '../db/pg-errors.js';

export interface PlainResourceSpec<Row, T, Create, Patch> {
  db: Db;
  table: CrudTable<Row>;
  /** "The client": how a 404 names it. */
  name: string;
  toApi(row: Row): T;
  /** Fields as the API names them → columns. */
  toColumns(fields: Patch): Record<string, unknown>;
  /** The whole object from a create or replace body, defaults filled in (some are the organization's: its today). */
  withDefaults(input: Create, context: { db: Queryable; organizationId: number }): Patch | Promise<Patch>;
  /**
   * Checks references and rules before a write; `existing` is null on create. `partial` is true for a PATCH, whose
   * `fields` hold only what it names (a create or replace has every field, defaults filled in). Throws problems.
   */
  beforeWrite?(trx: Tx, organizationId: number, fields: Patch, existing: Row | null, partial: boolean): Promise<Patch | void>;
  /** The conflict to answer when other rows still point at one being deleted. */
  inUse: { code: string; detail: string };
  /** Events emitted in the write's transaction, with the object as `data`. */
  events?: {
    created?: EventTypeOf<T>;
    updated?: EventTypeOf<T>;
    deleted?: EventTypeOf<T>;
    /** More events for an update, from the object before and after (e.g. TASK_COMPLETED). */
    alsoOnUpdate?(before: T, after: T): EventTypeOf<T>[];
  };
}

export function plainResourceService<Row, T, Create, Patch, Query extends ListParams>(
  spec: PlainResourceSpec<Row, T, Create, Patch>,
): CrudService<T, Create, Patch, Query> {
  const { db, table, toApi, events = {} } = spec;
  const emit = async (trx: Tx, organizationId: number, types: ReadonlyArray<EventTypeOf<T> | undefined>, data: T) => {
    // The spec's event types are those whose data is a T, which the generic signature cannot see.
    for (const type of types) if (type) await recordEvent(trx, organizationId, ...([type, data] as unknown as AnyEvent));
  };

  const write = (organizationId: number, id: number, fields: Patch, partial: boolean) =>
    unlessUnchanged(() =>
      inTransaction(db, async (trx) => {
        const existing = await table.find(trx, organizationId, id, { forUpdate: true });
        if (!existing) throw notFound(spec.name);
        const checked = (await spec.beforeWrite?.(trx, organizationId, fields, existing, partial)) ?? fields;
        const updated = toApi((await table.update(trx, organizationId, id, spec.toColumns(checked))) as Row);
        const before = toApi(existing);
        if (changedNothing(before as object, updated as object)) throw new Unchanged(before);
        await emit(trx, organizationId, [events.updated, ...(events.alsoOnUpdate?.(before, updated) ?? [])], updated);
        return updated;
      }),
    );

  return {
    async list(organizationId, query) {
      // A large page's rows in steps of the heavy line, a small one's at once.
      return mapRows(await table.list(db, organizationId, query as Query & Record<string, unknown>), toApi);
    },
    async get(organizationId, id) {
      const row = await table.find(db, organizationId, id);
      if (!row) throw notFound(spec.name);
      return toApi(row);
    },
    create: (organizationId, input) =>
      inTransaction(db, async (trx) => {
        const fields = await spec.withDefaults(input, { db: trx, organizationId });
        const checked = (await spec.beforeWrite?.(trx, organizationId, fields, null, false)) ?? fields;
        const created = toApi(await table.insert(trx, organizationId, spec.toColumns(checked)));
        await emit(trx, organizationId, [events.created], created);
        return created;
      }),
    replace: async (organizationId, id, input) => write(organizationId, id, await spec.withDefaults(input, { db, organizationId }), false),
    update: (organizationId, id, fields) => write(organizationId, id, fields, true),
    async remove(organizationId, id) {
      try {
        await inTransaction(db, async (trx) => {
          const existing = await table.find(trx, organizationId, id, { forUpdate: true });
          if (!existing) throw notFound(spec.name);
          await table.remove(trx, organizationId, id);
          await emit(trx, organizationId, [events.deleted], toApi(existing));
        });
      } catch (error) {
        if (isPgError(error, PG_FOREIGN_KEY_VIOLATION) || isPgError(error, PG_RESTRICT_VIOLATION))
          throw conflict(spec.inUse.detail, spec.inUse.code);
        throw error;
      }
    },
  };
}
