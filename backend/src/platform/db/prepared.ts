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

export function applyPreparedStatements(db: Knex): void {
  const client = db.client as { _query(connection: unknown, query: QueryObject): Promise<unknown> };
  const query = client._query.bind(client);
  client._query = (connection, object) => {
    if (object.options?.prepared) {
      const { prepared: _, ...options } = object.options;
      object.options = { ...options, name: nameOf(object.sql) };
    }
    return query(connection, object);
  };
}

/** The name a prepared statement of this text goes by (the benchmark's floor sends the list's statement as the app does). */
export const preparedName = nameOf;
