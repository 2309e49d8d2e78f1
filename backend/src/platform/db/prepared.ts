/**
 * Named (prepared) statements for the queries that ask for them with `.options({ prepared: true })`: each connection
 * parses and plans such a statement once and, after a few runs, reuses a generic plan, where an unnamed statement is
 * planned at every run. A list page of invoices with its items and debt-collection states took Postgres longer to
 * plan than to run. The name is a hash of the statement's text, so two texts never share a name (pg refuses that).
 * Only for statements whose generic plan is as good as a custom one: no text search, whose plan depends on the term.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { remembered } from '../lib/remembered.js';

/** A statement built anew has the same text as the last: its name is hashed once. */
const nameOf = remembered((sql) => `kontor_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`, 1000);

interface QueryObject {
  sql: string;
  options?: { prepared?: boolean; name?: string };
}

const PATCHED = Symbol('kontor.prepared');

export function applyPreparedStatements(db: Knex): void {
  // On the client's class, not the instance: a transaction's client is made from the class's prototype (knex's
  // makeTxClient), so an instance's method would leave every statement of a transaction unnamed.
  const proto = Object.getPrototypeOf(db.client) as {
    _query(connection: unknown, query: QueryObject): Promise<unknown>;
    [PATCHED]?: true;
  };
  if (proto[PATCHED]) return;
  const query = proto._query;
  proto._query = function (this: unknown, connection, object) {
    if (object.options?.prepared !== undefined) {
      const { prepared, ...options } = object.options;
      object.options = prepared ? { ...options, name: nameOf(object.sql) } : options;
    }
    return query.call(this, connection, object);
  };
  proto[PATCHED] = true;
}

/**
 * The most rows a named insert writes at once. Each text a connection was asked by name stays prepared on it for the
 * connection's life, and a multi-row insert's text changes with its row count: only the few-row inserts of a request
 * (an invoice's items, a creation's events) are named, so a connection holds a bounded number of them.
 */
export const FEW_ROWS = 10;

/** The name a prepared statement of this text goes by (the benchmark's floor sends the list's statement as the app does). */
export const preparedName = nameOf;
